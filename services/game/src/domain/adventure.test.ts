import { BOSSES, bossById, bossDamage, chapterById, chapterStars, WORLDS } from '@mathquest/contracts';
import { listSkills } from '@mathquest/maths';
import { describe, expect, it } from 'vitest';
import { abandonBattle, advanceChapter, chapterFinished, hitBattle, newBattle, newChapter } from './adventure.js';

const at = new Date('2026-11-20T10:00:00Z');
const boss = bossById('boss-count-crunch')!;

describe('boss damage: floor((10 + 5 × difficulty) × multiplier)', () => {
  it.each([
    [1, 1, 15],
    [3, 1.25, 31],
    [5, 1.5, 52],
    [2, 2, 40],
    [4, 2.5, 75],
    [5, 3, 105],
  ])('difficulty %i × %f → %i', (difficulty, multiplier, damage) => {
    expect(bossDamage(difficulty, multiplier)).toBe(damage);
  });
});

describe('hitBattle', () => {
  const battle = newBattle(boss, 's1', at);
  it('a wrong answer deals nothing', () => {
    expect(hitBattle(battle, { sessionId: 's1', isCorrect: false, difficulty: 5, multiplier: 3 }, at)).toEqual({ battle, damage: 0, defeated: false });
  });
  it('a correct answer deals the formula, never below 0 health, and 0 health wins', () => {
    const hit = hitBattle(battle, { sessionId: 's1', isCorrect: true, difficulty: 2, multiplier: 1.5 }, at)!;
    expect([hit.damage, hit.battle.currentHealth, hit.defeated]).toEqual([30, 220, false]);
    const last = hitBattle({ ...battle, currentHealth: 10 }, { sessionId: 's1', isCorrect: true, difficulty: 5, multiplier: 1 }, at)!;
    expect(last).toMatchObject({ damage: 10, defeated: true, battle: { currentHealth: 0, status: 'WON', endedAt: at.toISOString() } });
  });
  it('answers of another session, or of a battle that is over, do nothing', () => {
    expect(hitBattle(battle, { sessionId: 'other', isCorrect: true, difficulty: 1, multiplier: 1 }, at)).toBeNull();
    expect(hitBattle(abandonBattle(battle, at), { sessionId: 's1', isCorrect: true, difficulty: 1, multiplier: 1 }, at)).toBeNull();
    expect(hitBattle({ ...battle, status: 'WON', currentHealth: 0 }, { sessionId: 's1', isCorrect: true, difficulty: 1, multiplier: 1 }, at)).toBeNull();
  });
});

describe('stars by accuracy: 3 at ≥ 90 %, 2 at ≥ 70 %, 1 at ≥ 50 %, else 0', () => {
  it.each([
    [10, 10, 3],
    [9, 10, 3],
    [8, 10, 2],
    [7, 10, 2],
    [6, 10, 1],
    [5, 10, 1],
    [4, 10, 0],
    [0, 5, 0],
    [5, 5, 3],
    [4, 5, 2],
  ])('%i of %i → %i', (correct, count, stars) => {
    expect(chapterStars(correct, count)).toBe(stars);
  });
});

describe('advanceChapter', () => {
  const chapter = newChapter(chapterById('world-number-meadows-ch1')!, 's1');
  it('counts answers and completes at problemCount with its stars', () => {
    let c = chapter;
    for (let i = 0; i < chapter.problemCount - 1; i++) {
      const step = advanceChapter(c, { sessionId: 's1', isCorrect: i > 0 })!;
      expect(step.completed).toBe(false);
      c = step.chapter;
    }
    const last = advanceChapter(c, { sessionId: 's1', isCorrect: true })!;
    expect(last).toMatchObject({ completed: true, stars: chapterStars(chapter.problemCount - 1, chapter.problemCount), chapter: { status: 'COMPLETED', answered: chapter.problemCount } });
    expect(chapterFinished(last.chapter, 's1')).toBe(true);
    expect(advanceChapter(last.chapter, { sessionId: 's1', isCorrect: true })).toBeNull();
  });
});

describe('the catalogues', () => {
  const topics = new Set(listSkills().map((s) => s.topic));
  it('has at least 8 bosses of difficulty 1 to 5 whose topics are curriculum topics', () => {
    expect(BOSSES.length).toBeGreaterThanOrEqual(8);
    for (const b of BOSSES) {
      expect(b.difficulty).toBeGreaterThanOrEqual(1);
      expect(b.difficulty).toBeLessThanOrEqual(5);
      for (const t of b.topics) expect(topics.has(t), `${b.id}: ${t}`).toBe(true);
    }
  });
  it('has 5 worlds of at least 4 chapters each, over curriculum topics', () => {
    expect(WORLDS).toHaveLength(5);
    for (const w of WORLDS) {
      expect(w.chapters.length).toBeGreaterThanOrEqual(4);
      for (const c of w.chapters) for (const t of c.topics) expect(topics.has(t), `${c.id}: ${t}`).toBe(true);
    }
  });
});
