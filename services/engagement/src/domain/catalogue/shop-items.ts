/**
 * The shop's catalogue (docs/product/engagement.md#shop--built): the avatar items marked `inShop`,
 * the pets other than the starter, power-ups, consumables and bundles. Every item says what it
 * grants; the rules that sell it are in ../shop.ts. A cost of null: not sold in that currency.
 */
import type { ChestRarity, Rarity, ShopItemType } from '@mathquest/contracts';
import { PET_CATALOGUE, STARTER_PET_ID } from '../pets.js';
import { allAvatarItems } from './avatar-items.js';

/** Counted effects of power-ups: charges held in the inventory's stock, one used per correct answer. */
export const XP_BOOST = 'xp-boost';
export const COIN_BOOST = 'coin-boost';
export type BoostKind = typeof XP_BOOST | typeof COIN_BOOST;
/** An XP boost adds this share of each boosted answer's XP (granted through engagement.xp.granted). */
export const XP_BOOST_PERCENT = 50;

export type ShopGrant =
  /** One-of-a-kind: an avatar item or a furniture piece (inventory.owned). */
  | { kind: 'item'; itemId: string }
  | { kind: 'pet'; petId: string }
  /** Power-ups: charges of a boost, one used by each correct answer. */
  | { kind: 'boost'; boost: BoostKind; answers: number }
  /** Consumables used at once. */
  | { kind: 'pet-treat'; happiness: number }
  | { kind: 'chest'; rarity: ChestRarity };

export interface ShopCatalogueItem {
  id: string;
  type: ShopItemType;
  name: string;
  description: string;
  imageUrl: string;
  icon: string;
  rarity: Rarity;
  coinsCost: number | null;
  gemsCost: number | null;
  requiredLevel: number;
  isFeatured: boolean;
  isLimitedTime: boolean;
  /** What buying it does. Avatar items, pets and bundles are one-of-a-kind; power-ups and consumables can be bought again. */
  grants: readonly ShopGrant[];
}

const RARITY_OF_PET: Record<string, Rarity> = {
  whiskers: 'COMMON', bubbles: 'COMMON', hoot: 'UNCOMMON', pip: 'UNCOMMON', coco: 'UNCOMMON', rex: 'RARE',
  shelly: 'RARE', blaze: 'EPIC', luna: 'EPIC', nimbus: 'LEGENDARY', pixel: 'MYTHIC',
};
const PET_PRICE: Record<Rarity, { coins: number | null; gems: number | null; level: number }> = {
  COMMON: { coins: 300, gems: null, level: 1 },
  UNCOMMON: { coins: 600, gems: 40, level: 2 },
  RARE: { coins: 1200, gems: 80, level: 4 },
  EPIC: { coins: 2500, gems: 160, level: 6 },
  LEGENDARY: { coins: null, gems: 300, level: 10 },
  MYTHIC: { coins: null, gems: 500, level: 15 },
};

const avatarShopItems: ShopCatalogueItem[] = allAvatarItems()
  .filter((a) => a.inShop)
  .map((a) => ({
    id: a.id,
    type: 'AVATAR',
    name: a.name,
    description: `A ${a.category.toLowerCase()} item for your avatar`,
    imageUrl: a.imageUrl,
    icon: a.emoji || '👕',
    rarity: a.rarity,
    coinsCost: a.coinsCost,
    gemsCost: a.gemsCost,
    requiredLevel: a.requiredLevel,
    isFeatured: a.isFeatured ?? false,
    isLimitedTime: a.isLimitedTime ?? false,
    grants: [{ kind: 'item', itemId: a.id }],
  }));

const petShopItems: ShopCatalogueItem[] = PET_CATALOGUE.filter((p) => p.id !== STARTER_PET_ID).map((p) => {
  const rarity = RARITY_OF_PET[p.id] ?? 'RARE';
  const price = PET_PRICE[rarity];
  return {
    id: `pet-${p.id}`,
    type: 'PET',
    name: p.name,
    description: `A new pet friend with a ${p.baseAbility.replace('_', ' ')} of ${p.abilityValue}% at level 1`,
    imageUrl: p.imageUrl,
    icon: p.emoji,
    rarity,
    coinsCost: price.coins,
    gemsCost: price.gems,
    requiredLevel: price.level,
    isFeatured: p.id === 'luna',
    isLimitedTime: p.id === 'nimbus',
    grants: [{ kind: 'pet', petId: p.id }],
  };
});

const own = (
  id: string,
  type: ShopItemType,
  name: string,
  description: string,
  icon: string,
  rarity: Rarity,
  coinsCost: number | null,
  gemsCost: number | null,
  requiredLevel: number,
  grants: ShopGrant[],
  flags: { isFeatured?: boolean; isLimitedTime?: boolean } = {},
): ShopCatalogueItem => ({ id, type, name, description, imageUrl: `/shop/${id}.svg`, icon, rarity, coinsCost, gemsCost, requiredLevel, isFeatured: flags.isFeatured ?? false, isLimitedTime: flags.isLimitedTime ?? false, grants });

const powerUps: ShopCatalogueItem[] = [
  own('power-xp-boost-5', 'POWER_UP', 'Mini XP Boost', '+50% XP on your next 5 correct answers', '⚡', 'COMMON', 60, null, 1, [{ kind: 'boost', boost: XP_BOOST, answers: 5 }]),
  own('power-xp-boost-10', 'POWER_UP', 'XP Boost', '+50% XP on your next 10 correct answers', '⚡', 'UNCOMMON', 150, 10, 1, [{ kind: 'boost', boost: XP_BOOST, answers: 10 }], { isFeatured: true }),
  own('power-xp-boost-25', 'POWER_UP', 'Mega XP Boost', '+50% XP on your next 25 correct answers', '🌟', 'RARE', 350, 25, 3, [{ kind: 'boost', boost: XP_BOOST, answers: 25 }]),
  own('power-coin-boost-10', 'POWER_UP', 'Coin Doubler', 'Double coins on your next 10 correct answers', '💰', 'UNCOMMON', 120, 8, 1, [{ kind: 'boost', boost: COIN_BOOST, answers: 10 }]),
  own('power-coin-boost-25', 'POWER_UP', 'Coin Shower', 'Double coins on your next 25 correct answers', '🤑', 'RARE', null, 20, 3, [{ kind: 'boost', boost: COIN_BOOST, answers: 25 }]),
  own('power-double-boost-10', 'POWER_UP', 'Super Combo Boost', '+50% XP and double coins on your next 10 correct answers', '🚀', 'EPIC', null, 30, 5, [
    { kind: 'boost', boost: XP_BOOST, answers: 10 },
    { kind: 'boost', boost: COIN_BOOST, answers: 10 },
  ], { isLimitedTime: true }),
];

const consumables: ShopCatalogueItem[] = [
  own('treat-snack', 'CONSUMABLE', 'Pet Snack', '+20 happiness for your active pet, right away', '🍪', 'COMMON', 25, null, 1, [{ kind: 'pet-treat', happiness: 20 }]),
  own('treat-feast', 'CONSUMABLE', 'Pet Feast', '+50 happiness for your active pet, right away', '🍰', 'UNCOMMON', 60, 4, 2, [{ kind: 'pet-treat', happiness: 50 }]),
  own('chest-rare', 'CONSUMABLE', 'Rare Chest', 'A rare treasure chest to open', '🎁', 'RARE', 150, null, 2, [{ kind: 'chest', rarity: 'RARE' }]),
  own('chest-epic', 'CONSUMABLE', 'Epic Chest', 'An epic treasure chest to open', '🎁', 'EPIC', null, 15, 4, [{ kind: 'chest', rarity: 'EPIC' }], { isFeatured: true }),
  own('chest-legendary', 'CONSUMABLE', 'Legendary Chest', 'A legendary treasure chest to open', '💎', 'LEGENDARY', null, 45, 8, [{ kind: 'chest', rarity: 'LEGENDARY' }]),
];

const bundles: ShopCatalogueItem[] = [
  own('bundle-starter', 'BUNDLE', 'Starter Pack', 'Top Hat, Cool Shades and an XP Boost for 10 answers', '📦', 'UNCOMMON', 300, null, 1, [
    { kind: 'item', itemId: 'head-top-hat' },
    { kind: 'item', itemId: 'face-cool' },
    { kind: 'boost', boost: XP_BOOST, answers: 10 },
  ], { isFeatured: true }),
  own('bundle-astronaut', 'BUNDLE', 'Astronaut Pack', 'Space Helmet, Space Suit, Outer Space background and a Telescope', '🧑‍🚀', 'EPIC', 1800, 140, 6, [
    { kind: 'item', itemId: 'head-helmet' },
    { kind: 'item', itemId: 'body-space-suit' },
    { kind: 'item', itemId: 'bg-space' },
    { kind: 'item', itemId: 'acc-telescope' },
  ]),
  own('bundle-royal', 'BUNDLE', 'Royal Pack', 'Golden Crown, Royal Robe and the Royal Carpet for your home base', '🏰', 'LEGENDARY', null, 220, 10, [
    { kind: 'item', itemId: 'head-crown' },
    { kind: 'item', itemId: 'body-royal-robe' },
    { kind: 'item', itemId: 'floor-carpet' },
  ]),
  own('bundle-pet-lover', 'BUNDLE', 'Pet Lover Pack', 'Whiskers the cat and a Pet Feast (+50 happiness) for your active pet', '🐾', 'RARE', 450, 30, 2, [
    { kind: 'pet', petId: 'whiskers' },
    { kind: 'pet-treat', happiness: 50 },
  ]),
  own('bundle-study-room', 'BUNDLE', 'Study Room Pack', 'Bookshelf, Desk Lamp, Globe and a Chalkboard for your home base', '📖', 'MYTHIC', null, 120, 7, [
    { kind: 'item', itemId: 'furn-bookshelf' },
    { kind: 'item', itemId: 'light-lamp' },
    { kind: 'item', itemId: 'deco-globe' },
    { kind: 'item', itemId: 'wall-board' },
  ], { isLimitedTime: true }),
];

const SHOP_ITEMS: readonly ShopCatalogueItem[] = [...avatarShopItems, ...petShopItems, ...powerUps, ...consumables, ...bundles];
const BY_ID = new Map(SHOP_ITEMS.map((i) => [i.id, i]));

export function allShopItems(): readonly ShopCatalogueItem[] {
  return SHOP_ITEMS;
}

export function shopItemById(id: string): ShopCatalogueItem | undefined {
  return BY_ID.get(id);
}

/** Counted items can be bought again; the others are one-of-a-kind. */
export const isCounted = (i: Pick<ShopCatalogueItem, 'type'>) => i.type === 'POWER_UP' || i.type === 'CONSUMABLE';
