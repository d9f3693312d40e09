import { QuestKindSchema } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { advanceAll, advanceByAnswer, advanceBySession, claimRefusal, drawQuests, EVERY_ANSWER_KINDS, QUEST_CATALOGUE, questsForDay, type QuestAnswer, type StoredQuest } from './quests.js';

const at = new Date('2026-11-25T10:00:00Z');
const answer = (over: Partial<QuestAnswer> = {}): QuestAnswer => ({
  isCorrect: true,
  timeSpent: 20,
  hintsUsed: 0,
  topic: 'Fractions',
  difficulty: 2,
  combo: 1,
  xp: 15,
  answeredAt: at,
  timeZone: 'UTC',
  ...over,
});
const quest = (kind: StoredQuest['kind'], targetValue: number): StoredQuest => ({
  id: `q-${kind}`,
  kind,
  name: QUEST_CATALOGUE[kind].name,
  description: '',
  difficulty: 'EASY',
  topic: null,
  currentProgress: 0,
  targetValue,
  coinReward: 25,
  xpReward: 20,
  gemReward: 0,
  completedAt: null,
  claimedAt: null,
  expiresAt: '2026-11-26T00:00:00.000Z',
});
const run = (q: StoredQuest, answers: QuestAnswer[]) => answers.reduce(advanceByAnswer, q);

describe('the quest catalogue and draw', () => {
  it('has at least 12 kinds, every kind of the contract, each with a target for some difficulty', () => {
    expect(Object.keys(QUEST_CATALOGUE).sort()).toEqual([...QuestKindSchema.options].sort());
    expect(QuestKindSchema.options.length).toBeGreaterThanOrEqual(12);
    for (const spec of Object.values(QUEST_CATALOGUE)) expect(Object.keys(spec.targets).length).toBeGreaterThan(0);
  });

  it('draws one EASY, one MEDIUM and one HARD quest of different kinds, the same for the same user and day', () => {
    const a = drawQuests('u1', '2026-11-25', 'UTC');
    expect(a.map((q) => q.difficulty)).toEqual(['EASY', 'MEDIUM', 'HARD']);
    expect(new Set(a.map((q) => q.kind)).size).toBe(3);
    expect(drawQuests('u1', '2026-11-25', 'UTC')).toEqual(a);
    expect(a.every((q) => q.expiresAt === '2026-11-26T00:00:00.000Z' && q.currentProgress === 0 && q.completedAt === null)).toBe(true);
    expect(a.map((q) => q.targetValue)).toEqual(a.map((q) => QUEST_CATALOGUE[q.kind].targets[q.difficulty]));
  });

  it('varies with user and day, and uses many kinds over many draws', () => {
    const kinds = new Set<string>();
    for (let d = 1; d <= 28; d++) for (const u of ['a', 'b', 'c']) for (const q of drawQuests(u, `2026-11-${String(d).padStart(2, '0')}`, 'UTC')) kinds.add(q.kind);
    expect(kinds.size).toBeGreaterThanOrEqual(12);
    for (let d = 1; d <= 28; d++) for (const u of ['a', 'b', 'c']) expect(EVERY_ANSWER_KINDS.has(drawQuests(u, `2026-11-${String(d).padStart(2, '0')}`, 'UTC')[0]!.kind)).toBe(true);
    expect(drawQuests('u1', '2026-11-25', 'UTC').map((q) => q.id)).not.toEqual(drawQuests('u2', '2026-11-25', 'UTC').map((q) => q.id));
  });

  it('keeps a day’s quests, draws new ones on a later day (the old become previous), none for an earlier day', () => {
    const today = questsForDay(undefined, 'u1', '2026-11-25', 'UTC')!;
    expect(questsForDay(today, 'u1', '2026-11-25', 'UTC')).toBe(today);
    const tomorrow = questsForDay(today, 'u1', '2026-11-26', 'UTC')!;
    expect(tomorrow.day).toBe('2026-11-26');
    expect(tomorrow.previous).toEqual(today.items);
    expect(questsForDay(tomorrow, 'u1', '2026-11-25', 'UTC')).toBeNull();
  });
});

describe('quest progress per kind', () => {
  it('PROBLEMS_SOLVED and PROBLEMS_ANSWERED count correct and all answers, completing at the target', () => {
    const q = run(quest('PROBLEMS_SOLVED', 2), [answer(), answer({ isCorrect: false }), answer()]);
    expect([q.currentProgress, q.completedAt]).toEqual([2, at.toISOString()]);
    expect(run(quest('PROBLEMS_ANSWERED', 5), [answer(), answer({ isCorrect: false })]).currentProgress).toBe(2);
  });

  it('CORRECT_IN_A_ROW keeps the best run, reset by a wrong answer', () => {
    const q = run(quest('CORRECT_IN_A_ROW', 5), [answer(), answer(), answer({ isCorrect: false }), answer()]);
    expect([q.currentProgress, q.run]).toEqual([2, 1]);
    expect(run(q, [answer(), answer(), answer(), answer()]).completedAt).not.toBeNull();
  });

  it('SPEED_DEMON counts correct answers under 30 s only', () => {
    expect(run(quest('SPEED_DEMON', 5), [answer({ timeSpent: 29 }), answer({ timeSpent: 30 }), answer({ timeSpent: 5, isCorrect: false })]).currentProgress).toBe(1);
  });

  it('TOPIC_PROBLEMS takes the topic of the first correct answer and counts only it', () => {
    const q = run(quest('TOPIC_PROBLEMS', 5), [answer({ topic: 'Decimals', isCorrect: false }), answer({ topic: 'Fractions' }), answer({ topic: 'Decimals' }), answer({ topic: 'Fractions' })]);
    expect([q.topic, q.currentProgress]).toEqual(['Fractions', 2]);
    expect(q.description).toBe('Solve 5 Fractions problems');
  });

  it('NO_HINT_ANSWERS, HARD_PROBLEMS, XP_EARNED, COMBO_REACHED', () => {
    expect(run(quest('NO_HINT_ANSWERS', 5), [answer(), answer({ hintsUsed: 1 })]).currentProgress).toBe(1);
    expect(run(quest('HARD_PROBLEMS', 5), [answer({ difficulty: 4 }), answer({ difficulty: 3 }), answer({ difficulty: 5 })]).currentProgress).toBe(2);
    expect(run(quest('XP_EARNED', 100), [answer({ xp: 60 }), answer({ xp: 60 })])).toMatchObject({ currentProgress: 100, completedAt: at.toISOString() });
    expect(run(quest('COMBO_REACHED', 5), [answer({ combo: 3 }), answer({ combo: 0, isCorrect: false }), answer({ combo: 1 })]).currentProgress).toBe(3);
  });

  it('EARLY_BIRD counts correct answers before local noon, in the answer’s zone', () => {
    const early = answer({ answeredAt: new Date('2026-11-25T10:00:00Z'), timeZone: 'UTC' });
    const lateThere = answer({ answeredAt: new Date('2026-11-25T10:00:00Z'), timeZone: 'Asia/Tokyo' });
    expect(run(quest('EARLY_BIRD', 3), [early, lateThere]).currentProgress).toBe(1);
  });

  it('TOPICS_VARIETY counts distinct topics answered correctly', () => {
    expect(run(quest('TOPICS_VARIETY', 3), [answer({ topic: 'A' }), answer({ topic: 'A' }), answer({ topic: 'B' }), answer({ topic: 'C', isCorrect: false })]).currentProgress).toBe(2);
  });

  it('SESSION_FINISHED and PERFECT_SESSION move with finished sessions only', () => {
    expect(run(quest('SESSION_FINISHED', 1), [answer()]).currentProgress).toBe(0);
    expect(advanceBySession(quest('SESSION_FINISHED', 2), { problemsAnswered: 1, correctAnswers: 0 }, at).currentProgress).toBe(1);
    expect(advanceBySession(quest('SESSION_FINISHED', 2), { problemsAnswered: 0, correctAnswers: 0 }, at).currentProgress).toBe(0);
    expect(advanceBySession(quest('PERFECT_SESSION', 1), { problemsAnswered: 5, correctAnswers: 5 }, at).completedAt).not.toBeNull();
    expect(advanceBySession(quest('PERFECT_SESSION', 1), { problemsAnswered: 5, correctAnswers: 4 }, at).currentProgress).toBe(0);
    expect(advanceBySession(quest('PERFECT_SESSION', 1), { problemsAnswered: 4, correctAnswers: 4 }, at).currentProgress).toBe(0);
  });

  it('a completed quest does not move any more, and advanceAll reports progress and completion once', () => {
    const { items, changes } = advanceAll([quest('PROBLEMS_SOLVED', 1), quest('SPEED_DEMON', 3)], (q) => advanceByAnswer(q, answer({ timeSpent: 40 })));
    expect(changes.map((c) => [c.quest.kind, c.completed])).toEqual([['PROBLEMS_SOLVED', true]]);
    expect(advanceAll(items, (q) => advanceByAnswer(q, answer({ timeSpent: 40 }))).changes).toEqual([]);
  });
});

describe('claiming', () => {
  const done = { ...quest('PROBLEMS_SOLVED', 1), currentProgress: 1, completedAt: at.toISOString() };
  it('refuses unfinished, claimed and expired quests', () => {
    expect(claimRefusal(done, at)).toBeNull();
    expect(claimRefusal(quest('PROBLEMS_SOLVED', 1), at)).toBe('NOT_COMPLETED');
    expect(claimRefusal({ ...done, claimedAt: at.toISOString() }, at)).toBe('ALREADY_CLAIMED');
    expect(claimRefusal(done, new Date('2026-11-26T00:00:00Z'))).toBe('EXPIRED');
  });
});
