import { describe, expect, it } from 'vitest';
import { seasonAt, xpForPassLevel } from './battle-pass.js';
import { buyPremium, claimRefusal, claimReward, isClaimable, PASS_REWARDS, passReward, rewardChestId, rewardsView } from './battle-pass-rewards.js';
import { rewardItem } from './catalogue/reward-items.js';
import { petKind } from './pets.js';
import { emptyPlayer, type PlayerState } from './player.js';

const now = new Date('2026-11-20T12:00:00Z');
const season = seasonAt(now).number;
/** Total pass XP that reaches `level`. */
const xpFor = (level: number) => Array.from({ length: level - 1 }, (_, i) => xpForPassLevel(i + 1)).reduce((a, b) => a + b, 0);
const player = (over: Partial<PlayerState> = {}): PlayerState => ({ ...emptyPlayer('u1'), ...over });

describe('the reward tracks', () => {
  it('has a FREE and a PREMIUM reward at each of the 100 levels, with unique ids', () => {
    expect(PASS_REWARDS).toHaveLength(200);
    expect(new Set(PASS_REWARDS.map((r) => r.id)).size).toBe(200);
    for (let level = 1; level <= 100; level++) expect(PASS_REWARDS.filter((r) => r.level === level).map((r) => r.tier)).toEqual(['FREE', 'PREMIUM']);
  });
  it('uses every reward type, and every item or pet it names exists', () => {
    expect(new Set(PASS_REWARDS.map((r) => r.type))).toEqual(new Set(['COINS', 'GEMS', 'XP_BOOST', 'AVATAR_ITEM', 'PET', 'EMOTE', 'TITLE', 'CHEST']));
    for (const r of PASS_REWARDS) {
      if (r.type === 'PET') expect(petKind(r.itemId!), r.id).toBeDefined();
      if (['AVATAR_ITEM', 'EMOTE', 'TITLE'].includes(r.type)) expect(rewardItem(r.itemId!), r.id).toBeDefined();
      if (r.type === 'CHEST') expect(r.rarity, r.id).toBeDefined();
      expect(r.quantity).toBeGreaterThan(0);
    }
  });
});

describe('claimability: reached, not claimed, and FREE or premium', () => {
  const free5 = passReward('bp-free-5')!;
  const premium5 = passReward('bp-premium-5')!;
  it('refuses a reward above the pass level', () => {
    expect(claimRefusal(free5, { level: 4, premium: true, claimed: [] })).toBe('LOCKED');
  });
  it('allows a reached FREE reward without premium', () => {
    expect(isClaimable(free5, { level: 5, premium: false, claimed: [] })).toBe(true);
  });
  it('refuses a reached PREMIUM reward without premium, allows it with premium', () => {
    expect(claimRefusal(premium5, { level: 5, premium: false, claimed: [] })).toBe('PREMIUM_ONLY');
    expect(isClaimable(premium5, { level: 9, premium: true, claimed: [] })).toBe(true);
  });
  it('refuses a claimed reward', () => {
    expect(claimRefusal(free5, { level: 50, premium: true, claimed: ['bp-free-5'] })).toBe('ALREADY_CLAIMED');
  });
});

describe('claimReward', () => {
  it('pays coins once: the claimed list refuses the second claim', () => {
    const p = player({ pass: { season, xp: xpFor(3) } });
    const first = claimReward(p, 'bp-free-1', now);
    if ('refusal' in first) throw new Error(first.refusal);
    expect(first.coins).toBe(55);
    expect(first.player.coins).toBe(55);
    expect(first.reward).toMatchObject({ isClaimed: true, isLocked: false });
    expect(claimReward(first.player, 'bp-free-1', now)).toEqual({ refusal: 'ALREADY_CLAIMED' });
  });
  it('refuses unknown rewards as NOT_FOUND', () => {
    expect(claimReward(player(), 'bp-free-101', now)).toEqual({ refusal: 'NOT_FOUND' });
  });
  it('grants items into the inventory, pets into the pets, chests into the chests, XP to be granted', () => {
    const p = player({ pass: { season, xp: xpFor(100), premium: true } });
    const title = claimReward(p, 'bp-premium-15', now);
    if ('refusal' in title) throw new Error(title.refusal);
    expect(title.player.inventory?.owned).toEqual(['pass-title-15']);
    const pet = claimReward(p, 'bp-premium-25', now);
    if ('refusal' in pet) throw new Error(pet.refusal);
    expect(pet.player.pets?.owned.map((x) => x.id)).toContain('whiskers');
    const chest = claimReward(p, 'bp-free-10', now);
    if ('refusal' in chest) throw new Error(chest.refusal);
    expect(chest.chestId).toBe(rewardChestId(season, 'bp-free-10'));
    expect(chest.player.chests).toEqual([expect.objectContaining({ id: chest.chestId, rarity: 'UNCOMMON', openedAt: null })]);
    const xp = claimReward(p, 'bp-premium-4', now);
    if ('refusal' in xp) throw new Error(xp.refusal);
    expect([xp.xp, xp.coins, xp.gems]).toEqual([140, 0, 0]);
  });
  it('claims of an earlier season do not count in a new one', () => {
    const p = player({ pass: { season: season - 1, xp: 0, premium: true, claimed: ['bp-free-1'] } });
    const view = rewardsView(p, now);
    expect(view.find((r) => r.id === 'bp-free-1')).toMatchObject({ isClaimed: false, isLocked: false });
    expect(view.find((r) => r.id === 'bp-free-2')).toMatchObject({ isClaimed: false, isLocked: true });
    expect(claimReward(p, 'bp-premium-1', now)).toEqual({ refusal: 'PREMIUM_ONLY' });
  });
});

describe('buyPremium', () => {
  it('costs 500 gems once a season', () => {
    expect(buyPremium(player({ gems: 499 }), now)).toEqual({ refusal: 'NOT_ENOUGH_GEMS' });
    const r = buyPremium(player({ gems: 600, pass: { season, xp: 300 } }), now);
    if ('refusal' in r) throw new Error(r.refusal);
    expect(r.player).toMatchObject({ gems: 100, pass: { season, xp: 300, premium: true, claimed: [] } });
    expect(buyPremium(r.player, now)).toEqual({ refusal: 'ALREADY_PREMIUM' });
  });
});
