/**
 * Boss battles and story chapters as the game plays them (docs/product/practice.md#boss-battles,
 * docs/adr/0096, 0097). The live state sits in the student document, which every answer already
 * writes once (docs/adr/0029): a battle's health and a chapter's count move with the answer's own
 * write, at no storage operation of their own. Pure.
 */
import { bossDamage, chapterStars, type BossDefinition, type ChapterDefinition } from '@mathquest/contracts';

export type BattleStatus = 'ACTIVE' | 'WON' | 'ABANDONED';

/** The student's latest boss battle (one at a time). */
export interface StoredBattle {
  /** The BOSS_BATTLE session: the battle's id. */
  sessionId: string;
  bossId: string;
  maxHealth: number;
  currentHealth: number;
  status: BattleStatus;
  startedAt: string;
  endedAt: string | null;
}

/** The student's latest story chapter. */
export interface StoredChapter {
  sessionId: string;
  chapterId: string;
  problemCount: number;
  answered: number;
  correct: number;
  status: 'ACTIVE' | 'COMPLETED';
}

export function newBattle(boss: BossDefinition, sessionId: string, at: Date): StoredBattle {
  return { sessionId, bossId: boss.id, maxHealth: boss.maxHealth, currentHealth: boss.maxHealth, status: 'ACTIVE', startedAt: at.toISOString(), endedAt: null };
}

export function isBattleActive(b: StoredBattle | undefined | null): b is StoredBattle {
  return b?.status === 'ACTIVE';
}

export interface BattleHit {
  battle: StoredBattle;
  damage: number;
  /** This answer brought the health to 0. */
  defeated: boolean;
}

/**
 * What a graded answer of a BOSS_BATTLE session does to its battle: a correct answer deals
 * floor((10 + 5 × difficulty) × multiplier), the problem's difficulty and the combo multiplier
 * after the answer; a wrong one deals nothing. Null when the answer is not this battle's (another
 * session, or the battle is over).
 */
export function hitBattle(battle: StoredBattle | undefined | null, answer: { sessionId: string; isCorrect: boolean; difficulty: number; multiplier: number }, at: Date): BattleHit | null {
  if (!isBattleActive(battle) || battle.sessionId !== answer.sessionId) return null;
  const damage = answer.isCorrect ? Math.min(battle.currentHealth, bossDamage(answer.difficulty, answer.multiplier)) : 0;
  const currentHealth = battle.currentHealth - damage;
  const defeated = currentHealth === 0;
  return { battle: { ...battle, currentHealth, ...(defeated ? { status: 'WON' as const, endedAt: at.toISOString() } : {}) }, damage, defeated };
}

export function abandonBattle(battle: StoredBattle, at: Date): StoredBattle {
  return { ...battle, status: 'ABANDONED', endedAt: at.toISOString() };
}

export function newChapter(chapter: ChapterDefinition, sessionId: string): StoredChapter {
  return { sessionId, chapterId: chapter.id, problemCount: chapter.problemCount, answered: 0, correct: 0, status: 'ACTIVE' };
}

/** A graded answer of the chapter's session: counted; the problemCount-th completes it. Null when not this chapter's. */
export function advanceChapter(chapter: StoredChapter | undefined | null, answer: { sessionId: string; isCorrect: boolean }): { chapter: StoredChapter; completed: boolean; stars: number } | null {
  if (!chapter || chapter.status !== 'ACTIVE' || chapter.sessionId !== answer.sessionId) return null;
  const answered = chapter.answered + 1;
  const correct = chapter.correct + (answer.isCorrect ? 1 : 0);
  const completed = answered >= chapter.problemCount;
  return { chapter: { ...chapter, answered, correct, status: completed ? 'COMPLETED' : 'ACTIVE' }, completed, stars: chapterStars(correct, chapter.problemCount) };
}

/** The chapter's session has served all its problems (answered ones; the open one is served again on reload). */
export function chapterFinished(chapter: StoredChapter | undefined | null, sessionId: string): boolean {
  return chapter?.sessionId === sessionId && chapter.status === 'COMPLETED';
}
