/**
 * Day streak (docs/adr/0022-streak-rule.md): consecutive local calendar days (the student's
 * IANA time zone) with at least one correct answer. Shown as 0 once the last active day is
 * before yesterday.
 */

const FORMATTERS = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = FORMATTERS.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      f = formatterFor('UTC');
    }
    FORMATTERS.set(timeZone, f);
  }
  return f;
}

/** The local calendar day "YYYY-MM-DD" of an instant in a time zone (unknown zones fall back to UTC). */
export function localDay(at: Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Whole days from day a to day b (both YYYY-MM-DD). */
export function dayDiff(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export interface StreakState {
  currentStreak: number;
  longestStreak: number;
  lastActiveDay: string | null;
}

/** Apply a correct answer given on `today` (local day). */
export function applyCorrectAnswer(state: StreakState, today: string): StreakState {
  if (state.lastActiveDay === today) return state;
  const gap = state.lastActiveDay === null ? Infinity : dayDiff(state.lastActiveDay, today);
  // A correct answer stamped earlier than the last active day (clock skew, zone change) keeps the streak.
  if (gap < 0) return state;
  const currentStreak = gap === 1 ? state.currentStreak + 1 : 1;
  return { currentStreak, longestStreak: Math.max(state.longestStreak, currentStreak), lastActiveDay: today };
}

/** The streak as shown on `today`: still alive if the last active day is today or yesterday. */
export function displayedStreak(state: Pick<StreakState, 'currentStreak' | 'lastActiveDay'>, today: string): number {
  if (state.lastActiveDay === null) return 0;
  const gap = dayDiff(state.lastActiveDay, today);
  return gap <= 1 ? state.currentStreak : 0;
}
