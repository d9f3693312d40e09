/**
 * The practice log of a student (docs/adr/0073-parent-report.md): what a
 * parent's report shows (accuracy by topic and time spent over the last 7 and 30 days, the recent
 * sessions' totals), kept bounded in the student document and written by the answer's one
 * version-checked write, so the answer path costs no extra storage operation. Pure.
 *
 * Days are the student's local calendar days (YYYY-MM-DD), as for the streak.
 */
import { dayDiff } from '@mathquest/contracts';

/** Local days kept (today and the 29 before): the longest window a report shows. */
export const PRACTICE_LOG_DAYS = 30;
/** Sessions whose totals are kept, newest last. */
export const PRACTICE_LOG_SESSIONS = 10;

export interface TopicDay {
  topic: string;
  attempted: number;
  correct: number;
  /** Credited seconds (the answer's credited time, as in totalTimeSpent). */
  seconds: number;
}

export interface PracticeDay {
  day: string;
  topics: TopicDay[];
}

export interface SessionTotals {
  id: string;
  answered: number;
  correct: number;
  xp: number;
}

export interface PracticeLog {
  /** Oldest first, at most PRACTICE_LOG_DAYS, none older than PRACTICE_LOG_DAYS before the last answer's day. */
  days: PracticeDay[];
  /** Sessions with at least one graded answer, the one answered in last at the end. */
  sessions: SessionTotals[];
}

export const EMPTY_PRACTICE_LOG: PracticeLog = { days: [], sessions: [] };

export interface LoggedAnswer {
  today: string;
  topic: string;
  sessionId: string;
  isCorrect: boolean;
  seconds: number;
  xp: number;
}

/** Whether `day` lies in the `days` local days ending with `today` (today included). */
export function withinDays(day: string, today: string, days: number): boolean {
  const age = dayDiff(day, today);
  return age >= 0 && age < days;
}

function addToDay(day: PracticeDay, answer: LoggedAnswer): PracticeDay {
  const found = day.topics.some((t) => t.topic === answer.topic);
  const add = (t: TopicDay): TopicDay => ({
    topic: t.topic,
    attempted: t.attempted + 1,
    correct: t.correct + (answer.isCorrect ? 1 : 0),
    seconds: t.seconds + answer.seconds,
  });
  const topics = found
    ? day.topics.map((t) => (t.topic === answer.topic ? add(t) : t))
    : [...day.topics, add({ topic: answer.topic, attempted: 0, correct: 0, seconds: 0 })];
  return { day: day.day, topics };
}

/** The log with one more graded answer: its day and session updated, then bounded. */
export function withLoggedAnswer(log: PracticeLog | undefined, answer: LoggedAnswer): PracticeLog {
  const current = log ?? EMPTY_PRACTICE_LOG;
  const hasDay = current.days.some((d) => d.day === answer.today);
  const days = (hasDay ? current.days : [...current.days, { day: answer.today, topics: [] }])
    .map((d) => (d.day === answer.today ? addToDay(d, answer) : d))
    // A zone change can stamp a day before the last one: keep the days in calendar order.
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const newest = days.at(-1)?.day ?? answer.today;
  const kept = days.filter((d) => dayDiff(d.day, newest) < PRACTICE_LOG_DAYS).slice(-PRACTICE_LOG_DAYS);

  const prior = current.sessions.find((s) => s.id === answer.sessionId) ?? { id: answer.sessionId, answered: 0, correct: 0, xp: 0 };
  const session: SessionTotals = {
    id: prior.id,
    answered: prior.answered + 1,
    correct: prior.correct + (answer.isCorrect ? 1 : 0),
    xp: prior.xp + answer.xp,
  };
  const sessions = [...current.sessions.filter((s) => s.id !== answer.sessionId), session].slice(-PRACTICE_LOG_SESSIONS);
  return { days: kept, sessions };
}

export interface TopicFigures {
  topic: string;
  attempted: number;
  correct: number;
  /** Percent, one decimal (as the progress accuracy). */
  accuracy: number;
}

/** Attempts and accuracy by topic over the `days` local days ending with `today`, topics by name. */
export function topicsOver(log: PracticeLog | undefined, today: string, days: number): TopicFigures[] {
  const totals = new Map<string, { attempted: number; correct: number }>();
  for (const d of log?.days ?? []) {
    if (!withinDays(d.day, today, days)) continue;
    for (const t of d.topics) {
      const sum = totals.get(t.topic) ?? { attempted: 0, correct: 0 };
      totals.set(t.topic, { attempted: sum.attempted + t.attempted, correct: sum.correct + t.correct });
    }
  }
  return [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([topic, { attempted, correct }]) => ({ topic, attempted, correct, accuracy: attempted === 0 ? 0 : Math.round((1000 * correct) / attempted) / 10 }));
}

/** Credited seconds over the `days` local days ending with `today`. */
export function secondsOver(log: PracticeLog | undefined, today: string, days: number): number {
  let seconds = 0;
  for (const d of log?.days ?? []) {
    if (withinDays(d.day, today, days)) for (const t of d.topics) seconds += t.seconds;
  }
  return seconds;
}
