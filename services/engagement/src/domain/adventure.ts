/**
 * Bosses and story mode in the player document (docs/product/engagement.md#bosses, #story-mode;
 * docs/adr/0096, 0097): the boss list and the student's battle history, the victory's rewards,
 * story progress (best stars per chapter), the unlock rules and the first completion's rewards.
 * The battles and chapter sessions themselves are the game's. Pure.
 */
import { BOSSES, WORLDS, bossById, chapterById, worldById, type BattleHistoryEntry, type Boss, type Chapter, type StoryWorld } from '@mathquest/contracts';
import { grantItems } from './inventory.js';
import { newPet } from './pets.js';
import type { BossesState, PlayerState, StoryState } from './player-state.js';

export type { BossesState, StoryState } from './player-state.js';

export const HISTORY_KEPT = 20;

export function bossList(p: Pick<PlayerState, 'bosses'>, level: number): Boss[] {
  return BOSSES.map((b) => ({
    id: b.id,
    name: b.name,
    description: b.description,
    imageUrl: b.imageUrl,
    maxHealth: b.maxHealth,
    difficulty: b.difficulty,
    topics: [...b.topics],
    rewardCoins: b.rewardCoins,
    rewardXp: b.rewardXp,
    rewardGems: b.rewardGems,
    isLocked: level < b.requiredLevel,
    requiredLevel: b.requiredLevel,
    specialRewards: { pets: [...b.specialPets], avatarItems: [...b.specialAvatarItems] },
    victories: p.bosses?.victories[b.id] ?? 0,
  }));
}

export interface BattleEnded {
  battleId: string;
  bossId: string;
  outcome: 'VICTORY' | 'ABANDONED';
  maxHealth: number;
  currentHealth: number;
  startedAt: string;
  endedAt: string;
}

/**
 * A battle's end into the player: its history entry and, for a victory, the boss's coins and gems
 * (returned for the wallet), XP (to be granted) and special pets and items (owned once, whatever
 * the number of victories). The caller guards the event id: one battle pays once.
 */
export function applyBattleEnded(p: PlayerState, e: BattleEnded, now: Date): { player: PlayerState; coins: number; gems: number; xp: number } {
  const boss = bossById(e.bossId);
  const victory = e.outcome === 'VICTORY' && boss !== undefined;
  let next: PlayerState = p;
  let pets: string[] = [];
  let items: string[] = [];
  if (victory) {
    const owned = new Set(next.pets?.owned.map((x) => x.id) ?? []);
    pets = boss.specialPets.filter((id) => !owned.has(id));
    if (pets.length) next = { ...next, pets: { activeId: next.pets?.activeId ?? pets[0]!, ...next.pets, owned: [...(next.pets?.owned ?? []), ...pets.map((id) => newPet(id, now))] } };
    items = boss.specialAvatarItems.filter((id) => !(next.inventory?.owned ?? []).includes(id));
    next = grantItems(next, items);
  }
  const coins = victory ? boss.rewardCoins : 0;
  const gems = victory ? boss.rewardGems : 0;
  const xp = victory ? boss.rewardXp : 0;
  const entry: BattleHistoryEntry = {
    battleId: e.battleId,
    bossId: e.bossId,
    bossName: boss?.name ?? e.bossId,
    outcome: e.outcome,
    damageDealt: e.maxHealth - e.currentHealth,
    maxHealth: e.maxHealth,
    startedAt: e.startedAt,
    endedAt: e.endedAt,
    rewards: { coins, xp, gems, pets, avatarItems: items },
  };
  const before = next.bosses ?? { history: [], victories: {} };
  const bosses: BossesState = {
    history: [...before.history.filter((h) => h.battleId !== e.battleId), entry].slice(-HISTORY_KEPT),
    victories: victory ? { ...before.victories, [e.bossId]: (before.victories[e.bossId] ?? 0) + 1 } : before.victories,
  };
  return { player: { ...next, bosses, coins: next.coins + coins, gems: next.gems + gems }, coins, gems, xp };
}

/** Newest first. */
export function battleHistory(p: Pick<PlayerState, 'bosses'>): BattleHistoryEntry[] {
  return [...(p.bosses?.history ?? [])].reverse();
}

// ---------------------------------------------------------------- story

const completed = (p: Pick<PlayerState, 'story'>, chapterId: string) => p.story?.chapters[chapterId];

/** A chapter is unlocked when its world is (the student's level) and it is the world's first or the one before it is completed. */
export function isChapterUnlocked(p: Pick<PlayerState, 'story'>, chapterId: string, level: number): boolean {
  const chapter = chapterById(chapterId);
  const world = chapter ? worldById(chapter.worldId) : undefined;
  if (!chapter || !world || level < world.requiredLevel) return false;
  if (chapter.order === 1) return true;
  const previous = world.chapters.find((c) => c.order === chapter.order - 1);
  return previous !== undefined && completed(p, previous.id) !== undefined;
}

export function worldList(p: Pick<PlayerState, 'story'>, level: number): StoryWorld[] {
  return WORLDS.map((w) => ({
    id: w.id,
    name: w.name,
    description: w.description,
    order: w.order,
    theme: w.theme,
    isUnlocked: level >= w.requiredLevel,
    requiredLevel: w.requiredLevel,
    chaptersCompleted: w.chapters.filter((c) => completed(p, c.id)).length,
    totalChapters: w.chapters.length,
  }));
}

/** Null for an unknown world. */
export function chapterList(p: Pick<PlayerState, 'story'>, worldId: string, level: number): Chapter[] | null {
  const world = worldById(worldId);
  if (!world) return null;
  return world.chapters.map((c) => ({
    id: c.id,
    order: c.order,
    name: c.name,
    description: c.description,
    problemCount: c.problemCount,
    difficulty: c.difficulty,
    rewardCoins: c.rewardCoins,
    rewardXp: c.rewardXp,
    isUnlocked: isChapterUnlocked(p, c.id, level),
    isCompleted: completed(p, c.id) !== undefined,
    stars: completed(p, c.id)?.stars ?? 0,
  }));
}

export interface ChapterFinished {
  chapterId: string;
  stars: number;
  completedAt: string;
  /** Whether the chapter was unlocked for the student when they played it (the engagement rule; the game does not know it). */
  wasUnlocked: boolean;
}

/**
 * A chapter's completion into the player: the first pays its coins and XP; a replay only raises
 * the stars (never lowers them). A chapter that was not unlocked counts for nothing. The caller
 * guards the event id.
 */
export function applyChapterCompleted(p: PlayerState, e: ChapterFinished): { player: PlayerState; coins: number; xp: number; first: boolean } {
  const chapter = chapterById(e.chapterId);
  if (!chapter || !e.wasUnlocked) return { player: p, coins: 0, xp: 0, first: false };
  const before = completed(p, e.chapterId);
  const first = before === undefined;
  const record = { stars: Math.max(before?.stars ?? 0, e.stars), firstCompletedAt: before?.firstCompletedAt ?? e.completedAt };
  const story: StoryState = { chapters: { ...(p.story?.chapters ?? {}), [e.chapterId]: record } };
  const coins = first ? chapter.rewardCoins : 0;
  const xp = first ? chapter.rewardXp : 0;
  return { player: { ...p, story, coins: p.coins + coins }, coins, xp, first };
}
