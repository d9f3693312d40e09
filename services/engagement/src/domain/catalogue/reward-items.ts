/**
 * Avatar items that are never sold: battle pass items, titles and emotes, and the trophies and
 * titles bosses give (docs/product/engagement.md#battle-pass-rewards, #bosses). Same fields as the
 * shop's avatar items (docs/product/engagement.md), with no price: they are earned, not bought.
 * Granted into the player's inventory (domain/inventory.ts) by their id.
 */
import { BOSSES, bossTier } from '@mathquest/contracts';

export type AvatarCategory = 'HEAD' | 'BODY' | 'FACE' | 'ACCESSORY' | 'BACKGROUND' | 'EMOTE' | 'TITLE';
export type ItemRarity = 'COMMON' | 'UNCOMMON' | 'RARE' | 'EPIC' | 'LEGENDARY' | 'MYTHIC';

export interface RewardItem {
  id: string;
  category: AvatarCategory;
  name: string;
  imageUrl: string;
  rarity: ItemRarity;
  /** Reward-only: 0 and 0 (never in the shop). */
  coinsCost: 0;
  gemsCost: 0;
  requiredLevel: number;
}

const item = (id: string, category: AvatarCategory, name: string, rarity: ItemRarity): RewardItem => ({ id, category, name, imageUrl: `/items/${id}.png`, rarity, coinsCost: 0, gemsCost: 0, requiredLevel: 1 });

/** The battle pass's items by level (see battle-pass-rewards.ts for where they sit on the track). */
const PASS_ITEMS: RewardItem[] = [
  item('pass-emote-10', 'EMOTE', 'Victory Dance', 'UNCOMMON'),
  item('pass-title-15', 'TITLE', 'Number Cruncher', 'UNCOMMON'),
  item('pass-avatar-20', 'HEAD', 'Season Crown', 'RARE'),
  item('pass-title-30', 'TITLE', 'Fraction Hero', 'RARE'),
  item('pass-avatar-40', 'BODY', 'Starry Cape', 'RARE'),
  item('pass-title-45', 'TITLE', 'Equation Ace', 'EPIC'),
  item('pass-avatar-60', 'BACKGROUND', 'Aurora Sky', 'EPIC'),
  item('pass-emote-70', 'EMOTE', 'Mic Drop', 'EPIC'),
  item('pass-avatar-80', 'ACCESSORY', 'Golden Compass', 'LEGENDARY'),
  item('pass-title-90', 'TITLE', 'Season Legend', 'LEGENDARY'),
];

const BOSS_ITEM_NAMES: Record<string, [AvatarCategory, string, ItemRarity]> = {
  'title-dragon-tamer': ['TITLE', 'Dragon Tamer', 'EPIC'],
  'emote-hydra-roar': ['EMOTE', 'Hydra Roar', 'EPIC'],
  'title-overlord-slayer': ['TITLE', 'Overlord Slayer', 'MYTHIC'],
};

/** One trophy per boss (a BACKGROUND item), plus the titles and emotes some bosses give. */
const BOSS_ITEMS: RewardItem[] = BOSSES.flatMap((b) =>
  b.specialAvatarItems.map((id) => {
    const named = BOSS_ITEM_NAMES[id];
    if (named) return item(id, named[0], named[1], named[2]);
    // The trophy's rarity is the boss's tier, as the boss list shows it.
    return item(id, 'BACKGROUND', `${b.name} Trophy`, bossTier(b.difficulty));
  }),
);

export const REWARD_ITEMS: readonly RewardItem[] = [...PASS_ITEMS, ...BOSS_ITEMS];

export function rewardItem(id: string): RewardItem | undefined {
  return REWARD_ITEMS.find((x) => x.id === id);
}
