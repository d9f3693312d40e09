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

/** The local calendar day "YYYY-MM-DD" of an instant in an IANA time zone (unknown zones fall back to UTC). */
export function localDay(at: Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
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
