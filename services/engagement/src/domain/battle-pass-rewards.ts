/**
 * Battle pass rewards (docs/product/engagement.md#battle-pass-rewards, docs/adr/0095): a FREE and a
 * PREMIUM track over the pass's 100 levels, the claim rule and the premium purchase. Pure.
 *
 * A reward is claimable when the pass has reached its level, it is not claimed yet, and it is on
 * the FREE track or the pass is premium. Claims and premium are kept per season in the player
 * document's `pass`; a new season starts with none.
 */
import { BATTLE_PASS_MAX_LEVEL, type BattlePassReward, type ChestRarity, type RewardTier, type RewardType } from '@mathquest/contracts';
import { derivedId } from '@mathquest/service-kit';
import { passLevel, passXpNow, PREMIUM_COST_GEMS, seasonAt, type StoredPass } from './battle-pass.js';
import { rewardItem } from './catalogue/reward-items.js';
import { grantItems } from './inventory.js';
import { newPet, petKind } from './pets.js';
import type { PlayerState } from './player.js';

export interface RewardDefinition {
  id: string;
  level: number;
  tier: RewardTier;
  type: RewardType;
  name: string;
  description: string;
  imageUrl: string;
  quantity: number;
  /** AVATAR_ITEM, EMOTE, TITLE: the reward item's id; PET: the pet's id. */
  itemId?: string;
  /** CHEST: the chest's rarity. */
  rarity?: ChestRarity;
}

const PASS_PETS: Record<number, string> = { 25: 'whiskers', 50: 'luna', 75: 'blaze', 100: 'shelly' };

function freeReward(level: number): RewardDefinition {
  const id = `bp-free-${level}`;
  if (level % 10 === 0) {
    const rarity: ChestRarity = level === 100 ? 'EPIC' : level >= 50 ? 'RARE' : 'UNCOMMON';
    return { id, level, tier: 'FREE', type: 'CHEST', name: `${rarity[0]}${rarity.slice(1).toLowerCase()} Chest`, description: 'A treasure chest to open.', imageUrl: `/rewards/chest-${rarity.toLowerCase()}.png`, quantity: 1, rarity };
  }
  if (level % 5 === 0) {
    const gems = 2 + Math.floor(level / 10);
    return { id, level, tier: 'FREE', type: 'GEMS', name: `${gems} Gems`, description: `${gems} gems for your wallet.`, imageUrl: '/rewards/gems.png', quantity: gems };
  }
  const coins = 50 + 5 * level;
  return { id, level, tier: 'FREE', type: 'COINS', name: `${coins} Coins`, description: `${coins} coins for your wallet.`, imageUrl: '/rewards/coins.png', quantity: coins };
}

function premiumReward(level: number): RewardDefinition {
  const id = `bp-premium-${level}`;
  const base = { id, level, tier: 'PREMIUM' as const };
  const pet = PASS_PETS[level];
  if (pet) {
    const kind = petKind(pet)!;
    return { ...base, type: 'PET', name: kind.name, description: `${kind.name} joins your pets.`, imageUrl: kind.imageUrl, quantity: 1, itemId: pet };
  }
  const item = rewardItem(`pass-avatar-${level}`) ?? rewardItem(`pass-title-${level}`) ?? rewardItem(`pass-emote-${level}`);
  if (item) {
    const type: RewardType = item.category === 'TITLE' ? 'TITLE' : item.category === 'EMOTE' ? 'EMOTE' : 'AVATAR_ITEM';
    const what = type === 'TITLE' ? 'title' : type === 'EMOTE' ? 'emote' : 'avatar item';
    return { ...base, type, name: item.name, description: `The ${item.name} ${what}.`, imageUrl: item.imageUrl, quantity: 1, itemId: item.id };
  }
  if (level % 4 === 0) {
    const xp = 100 + 10 * level;
    return { ...base, type: 'XP_BOOST', name: `${xp} XP Boost`, description: `${xp} bonus XP.`, imageUrl: '/rewards/xp.png', quantity: xp };
  }
  if (level % 3 === 0) {
    const rarity: ChestRarity = level >= 66 ? 'EPIC' : level >= 33 ? 'RARE' : 'UNCOMMON';
    return { ...base, type: 'CHEST', name: `${rarity[0]}${rarity.slice(1).toLowerCase()} Chest`, description: 'A treasure chest to open.', imageUrl: `/rewards/chest-${rarity.toLowerCase()}.png`, quantity: 1, rarity };
  }
  if (level % 2 === 0) {
    const gems = 5 + Math.floor(level / 5);
    return { ...base, type: 'GEMS', name: `${gems} Gems`, description: `${gems} gems for your wallet.`, imageUrl: '/rewards/gems.png', quantity: gems };
  }
  const coins = 100 + 10 * level;
  return { ...base, type: 'COINS', name: `${coins} Coins`, description: `${coins} coins for your wallet.`, imageUrl: '/rewards/coins.png', quantity: coins };
}

/** Both tracks, by level, FREE before PREMIUM: 200 rewards. */
export const PASS_REWARDS: readonly RewardDefinition[] = Array.from({ length: BATTLE_PASS_MAX_LEVEL }, (_, i) => [freeReward(i + 1), premiumReward(i + 1)]).flat();

export function passReward(id: string): RewardDefinition | undefined {
  return PASS_REWARDS.find((r) => r.id === id);
}

/** The pass of the current season as stored (claims and premium of an earlier season do not count). */
export function currentPass(p: Pick<PlayerState, 'pass'>, now: Date): Required<StoredPass> {
  const season = seasonAt(now).number;
  const stored = p.pass?.season === season ? p.pass : undefined;
  return { season, xp: passXpNow(p.pass, now), premium: stored?.premium ?? false, claimed: stored?.claimed ?? [] };
}

export type RewardRefusal = 'NOT_FOUND' | 'LOCKED' | 'PREMIUM_ONLY' | 'ALREADY_CLAIMED';

/** Why a reward cannot be claimed now, or null when it can. */
export function claimRefusal(reward: RewardDefinition, pass: { level: number; premium: boolean; claimed: readonly string[] }): Exclude<RewardRefusal, 'NOT_FOUND'> | null {
  if (pass.claimed.includes(reward.id)) return 'ALREADY_CLAIMED';
  if (reward.level > pass.level) return 'LOCKED';
  if (reward.tier === 'PREMIUM' && !pass.premium) return 'PREMIUM_ONLY';
  return null;
}

export function isClaimable(reward: RewardDefinition, pass: { level: number; premium: boolean; claimed: readonly string[] }): boolean {
  return claimRefusal(reward, pass) === null;
}

export function rewardView(r: RewardDefinition, pass: { level: number; claimed: readonly string[] }): BattlePassReward {
  return { id: r.id, level: r.level, tier: r.tier, type: r.type, name: r.name, description: r.description, imageUrl: r.imageUrl, quantity: r.quantity, isClaimed: pass.claimed.includes(r.id), isLocked: r.level > pass.level };
}

export function rewardsView(p: Pick<PlayerState, 'pass'>, now: Date): BattlePassReward[] {
  const pass = currentPass(p, now);
  const level = passLevel(pass.xp).level;
  return PASS_REWARDS.map((r) => rewardView(r, { level, claimed: pass.claimed }));
}

/** The cause id a claim records in the credited-event guard (docs/adr/0060). */
export const claimCause = (season: number, rewardId: string) => `bp:s${season}:${rewardId}:claim`;
export const premiumCause = (season: number) => `bp:s${season}:premium`;
/** The chest a CHEST reward puts in the player's chests: derived from its claim, so it is one chest however often the claim is retried. */
export const rewardChestId = (season: number, rewardId: string) => derivedId('engagement', `${claimCause(season, rewardId)}:chest`);

export interface ClaimOutcome {
  player: PlayerState;
  reward: BattlePassReward;
  coins: number;
  gems: number;
  xp: number;
  chestId: string | null;
}

/**
 * Claims a reward into the player (without the guard entry: the caller records the cause). The
 * pass's `claimed` list and the guard are written by the same conditional write, so a claim
 * retried or sent 100 times at once pays once.
 */
export function claimReward(p: PlayerState, rewardId: string, now: Date): ClaimOutcome | { refusal: RewardRefusal } {
  const reward = passReward(rewardId);
  if (!reward) return { refusal: 'NOT_FOUND' };
  const pass = currentPass(p, now);
  const level = passLevel(pass.xp).level;
  const refusal = claimRefusal(reward, { level, premium: pass.premium, claimed: pass.claimed });
  if (refusal) return { refusal };
  const claimed = [...pass.claimed, reward.id];
  let next: PlayerState = { ...p, pass: { ...pass, claimed } };
  let coins = 0;
  let gems = 0;
  let xp = 0;
  let chestId: string | null = null;
  switch (reward.type) {
    case 'COINS':
      coins = reward.quantity;
      break;
    case 'GEMS':
      gems = reward.quantity;
      break;
    case 'XP_BOOST':
      xp = reward.quantity;
      break;
    case 'AVATAR_ITEM':
    case 'EMOTE':
    case 'TITLE':
      next = grantItems(next, [reward.itemId!]);
      break;
    case 'PET':
      if (!next.pets?.owned.some((x) => x.id === reward.itemId)) {
        const owned = [...(next.pets?.owned ?? []), newPet(reward.itemId!, now)];
        next = { ...next, pets: { ...next.pets, activeId: next.pets?.activeId ?? reward.itemId!, owned } };
      }
      break;
    case 'CHEST': {
      chestId = rewardChestId(pass.season, reward.id);
      const id = chestId;
      if (!(next.chests ?? []).some((c) => c.id === id)) {
        next = { ...next, chests: [...(next.chests ?? []), { id, rarity: reward.rarity!, foundAt: now.toISOString(), openedAt: null, rewards: [] }] };
      }
      break;
    }
  }
  next = { ...next, coins: next.coins + coins, gems: next.gems + gems };
  return { player: next, reward: rewardView(reward, { level, claimed }), coins, gems, xp, chestId };
}

export type PremiumRefusal = 'ALREADY_PREMIUM' | 'NOT_ENOUGH_GEMS';

/** Buys the season's premium track: PREMIUM_COST_GEMS gems, once a season. */
export function buyPremium(p: PlayerState, now: Date): { player: PlayerState } | { refusal: PremiumRefusal } {
  const pass = currentPass(p, now);
  if (pass.premium) return { refusal: 'ALREADY_PREMIUM' };
  if (p.gems < PREMIUM_COST_GEMS) return { refusal: 'NOT_ENOUGH_GEMS' };
  return { player: { ...p, gems: p.gems - PREMIUM_COST_GEMS, pass: { ...pass, premium: true } } };
}
