/**
 * Daily quests (docs/product/engagement.md#daily-quests--built): the catalogue, the deterministic draw
 * of a student's three quests for a local day, and how answers and finished sessions advance
 * them. Pure rules.
 */
import type { Quest, QuestDifficulty, QuestKind } from '@mathquest/contracts';
import { derivedId } from '@mathquest/service-kit';
import { endOfLocalDay, localHour } from './calendar.js';
import { seededSequence } from './seeded.js';

/** Speed Demon counts correct answers under this many seconds. */
export const SPEED_DEMON_SECONDS = 30;
/** Hard problems are of this difficulty or above. */
export const HARD_DIFFICULTY = 4;
/** Early bird counts correct answers before this local hour. */
export const EARLY_BIRD_HOUR = 12;
/** A perfect session has at least this many answers, all correct. */
export const PERFECT_SESSION_MIN_ANSWERS = 5;

export const QUEST_REWARDS: Record<QuestDifficulty, { coinReward: number; xpReward: number; gemReward: number }> = {
  EASY: { coinReward: 25, xpReward: 20, gemReward: 0 },
  MEDIUM: { coinReward: 50, xpReward: 40, gemReward: 1 },
  HARD: { coinReward: 100, xpReward: 80, gemReward: 3 },
};

interface QuestKindSpec {
  name: string;
  /** Description for a target; `topic` only for TOPIC_PROBLEMS once its topic is known. */
  describe(target: number, topic: string | null): string;
  /** Targets by difficulty; a kind without a difficulty is never drawn for it. */
  targets: Partial<Record<QuestDifficulty, number>>;
}

export const QUEST_CATALOGUE: Record<QuestKind, QuestKindSpec> = {
  PROBLEMS_SOLVED: { name: 'Problem Solver', describe: (n) => `Solve ${n} problems correctly`, targets: { EASY: 5, MEDIUM: 10, HARD: 20 } },
  CORRECT_IN_A_ROW: { name: 'On a Roll', describe: (n) => `Get ${n} answers right in a row`, targets: { EASY: 3, MEDIUM: 5, HARD: 10 } },
  SPEED_DEMON: { name: 'Speed Demon', describe: (n) => `Answer ${n} problems correctly in under ${SPEED_DEMON_SECONDS} seconds`, targets: { EASY: 3, MEDIUM: 5, HARD: 10 } },
  TOPIC_PROBLEMS: {
    name: 'Topic Explorer',
    describe: (n, topic) => (topic ? `Solve ${n} ${topic} problems` : `Solve ${n} problems in one topic (the first topic you practise today)`),
    targets: { EASY: 3, MEDIUM: 6, HARD: 10 },
  },
  NO_HINT_ANSWERS: { name: 'No Hints Needed', describe: (n) => `Solve ${n} problems without a hint`, targets: { EASY: 5, MEDIUM: 10, HARD: 15 } },
  COMBO_REACHED: { name: 'Combo Master', describe: (n) => `Reach a combo of ${n}`, targets: { EASY: 3, MEDIUM: 5, HARD: 10 } },
  SESSION_FINISHED: { name: 'Finisher', describe: (n) => (n === 1 ? 'Finish a practice session' : `Finish ${n} practice sessions`), targets: { EASY: 1, MEDIUM: 2, HARD: 3 } },
  PROBLEMS_ANSWERED: { name: 'Keep Going', describe: (n) => `Answer ${n} problems`, targets: { EASY: 5, MEDIUM: 15, HARD: 25 } },
  HARD_PROBLEMS: { name: 'Challenge Seeker', describe: (n) => `Solve ${n} problems of difficulty ${HARD_DIFFICULTY} or 5`, targets: { MEDIUM: 3, HARD: 6 } },
  XP_EARNED: { name: 'XP Hunter', describe: (n) => `Earn ${n} XP`, targets: { EASY: 100, MEDIUM: 250, HARD: 500 } },
  PERFECT_SESSION: {
    name: 'Flawless',
    describe: (n) => `Finish ${n === 1 ? 'a session' : `${n} sessions`} of at least ${PERFECT_SESSION_MIN_ANSWERS} answers without a mistake`,
    targets: { MEDIUM: 1, HARD: 2 },
  },
  EARLY_BIRD: { name: 'Early Bird', describe: (n) => `Solve ${n} problems before noon`, targets: { EASY: 3, MEDIUM: 8 } },
  TOPICS_VARIETY: { name: 'All-Rounder', describe: (n) => `Solve problems in ${n} different topics`, targets: { EASY: 2, MEDIUM: 3, HARD: 4 } },
};

const DIFFICULTIES: readonly QuestDifficulty[] = ['EASY', 'MEDIUM', 'HARD'];

/**
 * The EASY quest is always one that any correct answer moves, so every child sees a quest move
 * with their first right answer of the day, whatever the topic, the hour or the pace.
 */
export const EVERY_ANSWER_KINDS: ReadonlySet<QuestKind> = new Set(['PROBLEMS_SOLVED', 'PROBLEMS_ANSWERED', 'XP_EARNED', 'CORRECT_IN_A_ROW', 'COMBO_REACHED', 'TOPICS_VARIETY']);

const drawable = (kind: QuestKind, difficulty: QuestDifficulty) => QUEST_CATALOGUE[kind].targets[difficulty] !== undefined && (difficulty !== 'EASY' || EVERY_ANSWER_KINDS.has(kind));

/** A quest as stored in the player document: what the student sees plus the counters some kinds need. */
export interface StoredQuest extends Quest {
  /** CORRECT_IN_A_ROW: the current run of correct answers. */
  run?: number;
  /** TOPICS_VARIETY: the topics solved today. */
  topics?: string[];
}

/** One local day's quests of a student, and the previous day's (kept so a late claim says 'expired'). */
export interface DailyQuests {
  day: string;
  timeZone: string;
  items: StoredQuest[];
  previous?: StoredQuest[];
}

/** The quests of `userId` for local day `day`: one per difficulty, of three different kinds, drawn from a seed of user and day (the EASY one from EVERY_ANSWER_KINDS). */
export function drawQuests(userId: string, day: string, timeZone: string): StoredQuest[] {
  const next = seededSequence(`quests:${userId}:${day}`);
  const taken = new Set<QuestKind>();
  const expiresAt = endOfLocalDay(day, timeZone).toISOString();
  return DIFFICULTIES.map((difficulty) => {
    const kinds = (Object.keys(QUEST_CATALOGUE) as QuestKind[]).filter((k) => drawable(k, difficulty) && !taken.has(k));
    const kind = kinds[Math.floor(next() * kinds.length)]!;
    taken.add(kind);
    const spec = QUEST_CATALOGUE[kind];
    const target = spec.targets[difficulty]!;
    return {
      id: derivedId('engagement', `quest:${userId}:${day}:${difficulty}`),
      kind,
      name: spec.name,
      description: spec.describe(target, null),
      difficulty,
      topic: null,
      currentProgress: 0,
      targetValue: target,
      ...QUEST_REWARDS[difficulty],
      completedAt: null,
      claimedAt: null,
      expiresAt,
    };
  });
}

/** The quests for `day`: the stored ones when they are that day's, new ones for a later day (the old become `previous`); null for an earlier day. */
export function questsForDay(current: DailyQuests | undefined, userId: string, day: string, timeZone: string): DailyQuests | null {
  if (current && current.day === day) return current;
  if (current && day < current.day) return null;
  return { day, timeZone, items: drawQuests(userId, day, timeZone), ...(current ? { previous: current.items } : {}) };
}

/** What one answer tells the quests. */
export interface QuestAnswer {
  isCorrect: boolean;
  timeSpent: number;
  hintsUsed: number;
  topic: string;
  difficulty: number;
  combo: number;
  xp: number;
  answeredAt: Date;
  timeZone: string;
}

/** A finished session, as the quests see it. */
export interface QuestSession {
  problemsAnswered: number;
  correctAnswers: number;
}

export interface QuestChange {
  quest: StoredQuest;
  completed: boolean;
}

function progressed(q: StoredQuest, value: number, at: Date, extra: Partial<StoredQuest> = {}): StoredQuest {
  const currentProgress = Math.min(q.targetValue, Math.max(q.currentProgress, value));
  const completedAt = currentProgress >= q.targetValue ? at.toISOString() : null;
  return { ...q, ...extra, currentProgress, completedAt };
}

/** The quest after one answer (itself when the answer does not count for it). */
export function advanceByAnswer(q: StoredQuest, a: QuestAnswer): StoredQuest {
  if (q.completedAt) return q;
  const at = a.answeredAt;
  const plusOneIf = (cond: boolean) => (cond ? progressed(q, q.currentProgress + 1, at) : q);
  switch (q.kind) {
    case 'PROBLEMS_SOLVED':
      return plusOneIf(a.isCorrect);
    case 'PROBLEMS_ANSWERED':
      return plusOneIf(true);
    case 'CORRECT_IN_A_ROW': {
      const run = a.isCorrect ? (q.run ?? 0) + 1 : 0;
      return progressed(q, run, at, { run });
    }
    case 'SPEED_DEMON':
      return plusOneIf(a.isCorrect && a.timeSpent < SPEED_DEMON_SECONDS);
    case 'TOPIC_PROBLEMS': {
      if (!a.isCorrect) return q;
      const topic = q.topic ?? a.topic;
      if (topic !== a.topic) return q;
      return progressed(q, q.currentProgress + 1, at, { topic, description: QUEST_CATALOGUE.TOPIC_PROBLEMS.describe(q.targetValue, topic) });
    }
    case 'NO_HINT_ANSWERS':
      return plusOneIf(a.isCorrect && a.hintsUsed === 0);
    case 'COMBO_REACHED':
      return a.combo > q.currentProgress ? progressed(q, a.combo, at) : q;
    case 'HARD_PROBLEMS':
      return plusOneIf(a.isCorrect && a.difficulty >= HARD_DIFFICULTY);
    case 'XP_EARNED':
      return a.xp > 0 ? progressed(q, q.currentProgress + a.xp, at) : q;
    case 'EARLY_BIRD':
      return plusOneIf(a.isCorrect && localHour(at, a.timeZone) < EARLY_BIRD_HOUR);
    case 'TOPICS_VARIETY': {
      if (!a.isCorrect || q.topics?.includes(a.topic)) return q;
      const topics = [...(q.topics ?? []), a.topic];
      return progressed(q, topics.length, at, { topics });
    }
    case 'SESSION_FINISHED':
    case 'PERFECT_SESSION':
      return q;
  }
}

/** The quest after a finished session. */
export function advanceBySession(q: StoredQuest, s: QuestSession, at: Date): StoredQuest {
  if (q.completedAt) return q;
  if (q.kind === 'SESSION_FINISHED' && s.problemsAnswered >= 1) return progressed(q, q.currentProgress + 1, at);
  if (q.kind === 'PERFECT_SESSION' && s.problemsAnswered >= PERFECT_SESSION_MIN_ANSWERS && s.correctAnswers === s.problemsAnswered) {
    return progressed(q, q.currentProgress + 1, at);
  }
  return q;
}

/** Apply `step` to every quest; report those whose progress moved and whether they completed just now. */
export function advanceAll(items: readonly StoredQuest[], step: (q: StoredQuest) => StoredQuest): { items: StoredQuest[]; changes: QuestChange[] } {
  const changes: QuestChange[] = [];
  const next = items.map((q) => {
    const after = step(q);
    if (after.currentProgress !== q.currentProgress || (after.completedAt && !q.completedAt)) changes.push({ quest: after, completed: !q.completedAt && after.completedAt !== null });
    return after;
  });
  return { items: next, changes };
}

export type ClaimRefusal = 'NOT_COMPLETED' | 'ALREADY_CLAIMED' | 'EXPIRED';

/** Why a quest cannot be claimed at `now`, or null when it can. */
export function claimRefusal(q: StoredQuest, now: Date): ClaimRefusal | null {
  if (q.claimedAt) return 'ALREADY_CLAIMED';
  if (Date.parse(q.expiresAt) <= now.getTime()) return 'EXPIRED';
  if (!q.completedAt) return 'NOT_COMPLETED';
  return null;
}

/** The quest as the API shows it (without the internal counters). */
export function questView(q: StoredQuest): Quest {
  const { run: _run, topics: _topics, ...quest } = q;
  return quest;
}
