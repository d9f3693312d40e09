import { chapterById } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { applyBattleEnded, applyChapterCompleted, battleHistory, bossList, chapterList, isChapterUnlocked, worldList } from './adventure.js';
import { emptyPlayer } from './player.js';

const now = new Date('2026-11-20T10:00:00Z');
const ended = (over: Partial<Parameters<typeof applyBattleEnded>[1]> = {}) => ({
  battleId: 'b1',
  bossId: 'boss-fraction-phantom',
  outcome: 'VICTORY' as const,
  maxHealth: 350,
  currentHealth: 0,
  startedAt: now.toISOString(),
  endedAt: now.toISOString(),
  ...over,
});

describe('bosses', () => {
  it('locks bosses above the level', () => {
    const list = bossList(emptyPlayer('u'), 5);
    expect(list.find((b) => b.id === 'boss-fraction-phantom')!.isLocked).toBe(false);
    expect(list.find((b) => b.id === 'boss-decimal-dragon')!.isLocked).toBe(true);
  });
  it('a victory pays coins, gems, XP, and the special pet and items once however many victories', () => {
    const first = applyBattleEnded(emptyPlayer('u'), ended(), now);
    expect([first.coins, first.gems, first.xp]).toEqual([100, 5, 200]);
    expect(first.player.pets?.owned.map((p) => p.id)).toEqual(['bubbles']);
    expect(first.player.inventory?.owned).toEqual(['trophy-fraction-phantom']);
    const second = applyBattleEnded(first.player, ended({ battleId: 'b2' }), now);
    expect(second.player.pets?.owned).toHaveLength(1);
    expect(second.player.inventory?.owned).toEqual(['trophy-fraction-phantom']);
    expect(second.player.bosses?.victories['boss-fraction-phantom']).toBe(2);
    expect(battleHistory(second.player).map((h) => [h.battleId, h.rewards.pets, h.rewards.avatarItems])).toEqual([
      ['b2', [], []],
      ['b1', ['bubbles'], ['trophy-fraction-phantom']],
    ]);
  });
  it('an abandoned battle pays nothing and is in the history', () => {
    const r = applyBattleEnded(emptyPlayer('u'), ended({ outcome: 'ABANDONED', currentHealth: 300 }), now);
    expect([r.coins, r.gems, r.xp, r.player.coins]).toEqual([0, 0, 0, 0]);
    expect(battleHistory(r.player)).toEqual([expect.objectContaining({ outcome: 'ABANDONED', damageDealt: 50 })]);
  });
});

describe('story', () => {
  it('unlocks a world by level and a chapter by the one before it', () => {
    const p = emptyPlayer('u');
    expect(worldList(p, 1).map((w) => w.isUnlocked)).toEqual([true, false, false, false, false]);
    expect(isChapterUnlocked(p, 'world-number-meadows-ch1', 1)).toBe(true);
    expect(isChapterUnlocked(p, 'world-number-meadows-ch2', 1)).toBe(false);
    expect(isChapterUnlocked(p, 'world-fraction-forest-ch1', 4)).toBe(false);
    const done = applyChapterCompleted(p, { chapterId: 'world-number-meadows-ch1', stars: 2, completedAt: now.toISOString(), wasUnlocked: true }).player;
    expect(isChapterUnlocked(done, 'world-number-meadows-ch2', 1)).toBe(true);
    expect(chapterList(done, 'world-number-meadows', 1)!.map((c) => [c.isUnlocked, c.isCompleted, c.stars])).toEqual([
      [true, true, 2],
      [true, false, 0],
      [false, false, 0],
      [false, false, 0],
    ]);
    expect(worldList(done, 1)[0]!.chaptersCompleted).toBe(1);
    expect(chapterList(done, 'no-world', 1)).toBeNull();
  });
  it('the first completion pays; replays only raise the stars', () => {
    const ch = chapterById('world-number-meadows-ch1')!;
    const first = applyChapterCompleted(emptyPlayer('u'), { chapterId: ch.id, stars: 1, completedAt: now.toISOString(), wasUnlocked: true });
    expect([first.first, first.coins, first.xp, first.player.coins]).toEqual([true, ch.rewardCoins, ch.rewardXp, ch.rewardCoins]);
    const better = applyChapterCompleted(first.player, { chapterId: ch.id, stars: 3, completedAt: now.toISOString(), wasUnlocked: true });
    expect([better.first, better.coins, better.xp, better.player.story?.chapters[ch.id]?.stars]).toEqual([false, 0, 0, 3]);
    const worse = applyChapterCompleted(better.player, { chapterId: ch.id, stars: 0, completedAt: now.toISOString(), wasUnlocked: true });
    expect(worse.player.story?.chapters[ch.id]?.stars).toBe(3);
  });
  it('a chapter that was not unlocked counts for nothing', () => {
    const r = applyChapterCompleted(emptyPlayer('u'), { chapterId: 'world-number-meadows-ch3', stars: 3, completedAt: now.toISOString(), wasUnlocked: false });
    expect([r.coins, r.xp, r.player.story]).toEqual([0, 0, undefined]);
  });
});
