/**
 * Local calendar days and the day-streak display rule (docs/adr/0022-streak-rule.md).
 *
 * Shared because two services show the same streak: game computes it, auth shows its projection
 * of it on /me. The progress event carries the stored streak and the last active day; whoever
 * shows it applies `displayedStreak` for the viewer's "today", so a streak the child has already
 * lost never lingers on a dashboard until their next answer.
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

const MINUTE_MS = 60_000;
/** Per time zone, the last minute asked about and its day (docs/adr/0052). */
const LAST_DAY = new Map<string, { minute: number; day: string }>();

/**
 * The local calendar day "YYYY-MM-DD" of an instant in an IANA time zone (unknown zones fall back to UTC).
 *
 * Formatting a date in a time zone costs microseconds, and every answer asks it for "now": the day
 * of the last whole UTC minute asked about is kept per zone. Exact for every zone whose offset is a
 * whole number of minutes (every offset in use since 1972): the local day can then only change
 * at the start of a UTC minute.
 */
export function localDay(at: Date, timeZone: string): string {
  const ms = at.getTime();
  const minute = Math.floor(ms / MINUTE_MS);
  const last = LAST_DAY.get(timeZone);
  if (last && last.minute === minute) return last.day;
  const parts = formatterFor(timeZone).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  const day = `${get('year')}-${get('month')}-${get('day')}`;
  // Bounded: one entry per zone that was asked for (a zone is validated before it gets here, and
  // an unknown one still makes one entry; at most a few hundred exist).
  if (Number.isFinite(minute) && (last || LAST_DAY.size < 1_000)) LAST_DAY.set(timeZone, { minute, day });
  return day;
}

/** Whole days from day a to day b (both YYYY-MM-DD). */
export function dayDiff(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** The streak as shown on `today`: still alive if the last active day is today or yesterday, else 0. */
export function displayedStreak(state: { currentStreak: number; lastActiveDay: string | null }, today: string): number {
  if (state.lastActiveDay === null) return 0;
  return dayDiff(state.lastActiveDay, today) <= 1 ? state.currentStreak : 0;
}
