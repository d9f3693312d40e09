/**
 * The avatar catalogue (docs/product/engagement.md#avatar--built): items in seven categories, one
 * equipped per category. Free starter items (coinsCost 0) are everyone's without a purchase.
 * A cost of null: not sold in that currency; both null: not sold at all (a reward-only item).
 * Reward-only items (titles, emotes, trophies) live in `reward-items.ts` with this same type.
 */
import type { AvatarCategory, Rarity } from '@mathquest/contracts';

export interface AvatarCatalogueItem {
  id: string;
  category: AvatarCategory;
  name: string;
  imageUrl: string;
  /** The layer's picture: an emoji for HEAD, FACE, ACCESSORY and EMOTE ('' for the others). */
  emoji: string;
  /** The layer's colour: BODY and BACKGROUND are drawn in it; the others use it as an accent. */
  color: string;
  rarity: Rarity;
  coinsCost: number | null;
  gemsCost: number | null;
  requiredLevel: number;
  /** Sold in the shop's Avatar tab as well as in the customizer. */
  inShop?: boolean;
  isFeatured?: boolean;
  isLimitedTime?: boolean;
}

const item = (
  id: string,
  category: AvatarCategory,
  name: string,
  emoji: string,
  color: string,
  rarity: Rarity,
  coinsCost: number | null,
  gemsCost: number | null,
  requiredLevel = 1,
  extra: Pick<AvatarCatalogueItem, 'inShop' | 'isFeatured' | 'isLimitedTime'> = {},
): AvatarCatalogueItem => ({ id, category, name, imageUrl: `/avatar/${id}.svg`, emoji, color, rarity, coinsCost, gemsCost, requiredLevel, ...extra });

const AVATAR_ITEMS: readonly AvatarCatalogueItem[] = [
  // HEAD
  item('head-cap', 'HEAD', 'Red Cap', '🧢', '#d94040', 'COMMON', 0, null),
  item('head-top-hat', 'HEAD', 'Top Hat', '🎩', '#222222', 'UNCOMMON', 120, null, 2, { inShop: true }),
  item('head-crown', 'HEAD', 'Golden Crown', '👑', '#f2c230', 'LEGENDARY', 1500, 120, 10, { inShop: true, isFeatured: true }),
  item('head-wizard', 'HEAD', 'Wizard Hat', '🧙', '#5b3cc4', 'EPIC', 800, 60, 6, { inShop: true }),
  item('head-helmet', 'HEAD', 'Space Helmet', '🪖', '#9aa5b1', 'RARE', 400, 30, 4, { inShop: true }),
  item('head-grad', 'HEAD', 'Graduation Cap', '🎓', '#1d3557', 'RARE', 350, null, 3),
  item('head-party', 'HEAD', 'Party Hat', '🥳', '#ff6fb5', 'UNCOMMON', 150, null, 1, { inShop: true, isLimitedTime: true }),
  // BODY
  item('body-tee-blue', 'BODY', 'Blue T-Shirt', '', '#3a86ff', 'COMMON', 0, null),
  item('body-tee-green', 'BODY', 'Green T-Shirt', '', '#2a9d8f', 'COMMON', 50, null),
  item('body-hoodie', 'BODY', 'Purple Hoodie', '', '#7b2cbf', 'UNCOMMON', 150, null, 2, { inShop: true }),
  item('body-space-suit', 'BODY', 'Space Suit', '', '#e0e6ed', 'RARE', 450, 35, 4),
  item('body-royal-robe', 'BODY', 'Royal Robe', '', '#9d0208', 'EPIC', 900, 70, 8, { inShop: true }),
  item('body-galaxy', 'BODY', 'Galaxy Armour', '', '#240046', 'MYTHIC', null, 300, 15, { inShop: true, isFeatured: true }),
  // FACE
  item('face-smile', 'FACE', 'Big Smile', '😊', '#ffd166', 'COMMON', 0, null),
  item('face-cool', 'FACE', 'Cool Shades', '😎', '#ffd166', 'UNCOMMON', 100, null, 1, { inShop: true }),
  item('face-nerd', 'FACE', 'Smart Glasses', '🤓', '#ffd166', 'COMMON', 60, null),
  item('face-star', 'FACE', 'Star Eyes', '🤩', '#ffd166', 'RARE', 300, 25, 3, { inShop: true }),
  item('face-robot', 'FACE', 'Robot Face', '🤖', '#adb5bd', 'EPIC', 700, 55, 7),
  // ACCESSORY
  item('acc-pencil', 'ACCESSORY', 'Lucky Pencil', '✏️', '#f4a261', 'COMMON', 40, null),
  item('acc-calculator', 'ACCESSORY', 'Calculator', '🧮', '#6c757d', 'UNCOMMON', 110, null, 2),
  item('acc-telescope', 'ACCESSORY', 'Telescope', '🔭', '#457b9d', 'RARE', 380, 30, 4, { inShop: true }),
  item('acc-wand', 'ACCESSORY', 'Magic Wand', '🪄', '#c77dff', 'EPIC', 850, 65, 6),
  item('acc-trophy', 'ACCESSORY', 'Golden Trophy', '🏆', '#f2c230', 'LEGENDARY', null, 150, 12, { inShop: true }),
  // BACKGROUND
  item('bg-sky', 'BACKGROUND', 'Blue Sky', '', '#bde0fe', 'COMMON', 0, null),
  item('bg-forest', 'BACKGROUND', 'Forest', '', '#95d5b2', 'COMMON', 80, null),
  item('bg-sunset', 'BACKGROUND', 'Sunset', '', '#ffb4a2', 'UNCOMMON', 160, null, 2, { inShop: true }),
  item('bg-ocean', 'BACKGROUND', 'Deep Ocean', '', '#0077b6', 'RARE', 420, 32, 4),
  item('bg-space', 'BACKGROUND', 'Outer Space', '', '#10002b', 'EPIC', 950, 75, 8, { inShop: true, isLimitedTime: true }),
  // EMOTE
  item('emote-wave', 'EMOTE', 'Wave', '👋', '#ffd166', 'COMMON', 0, null),
  item('emote-thumbs', 'EMOTE', 'Thumbs Up', '👍', '#ffd166', 'COMMON', 50, null),
  item('emote-party', 'EMOTE', 'Celebrate', '🎉', '#ff6fb5', 'UNCOMMON', 130, null, 2),
  item('emote-fire', 'EMOTE', 'On Fire', '🔥', '#e85d04', 'RARE', 360, 28, 5),
  item('emote-brain', 'EMOTE', 'Big Brain', '🧠', '#ff8fab', 'EPIC', 780, 60, 7),
  // TITLE
  item('title-rookie', 'TITLE', 'Math Rookie', '', '#6c757d', 'COMMON', 0, null),
  item('title-solver', 'TITLE', 'Problem Solver', '', '#2a9d8f', 'UNCOMMON', 140, null, 2),
  item('title-whiz', 'TITLE', 'Number Whiz', '', '#3a86ff', 'RARE', 400, 30, 5),
  item('title-genius', 'TITLE', 'Math Genius', '', '#9d4edd', 'EPIC', 1000, 80, 9),
  item('title-legend', 'TITLE', 'Living Legend', '', '#f2c230', 'MYTHIC', null, 400, 20),
];

const BY_ID = new Map(AVATAR_ITEMS.map((i) => [i.id, i]));

export function allAvatarItems(): readonly AvatarCatalogueItem[] {
  return AVATAR_ITEMS;
}

export function avatarItemById(id: string): AvatarCatalogueItem | undefined {
  return BY_ID.get(id);
}
