/**
 * Local days and hours in a student's IANA time zone (daily quests and today's figures count by
 * the student's day, docs/product/engagement.md). Pure; unknown zones fall back to UTC.
 */
import { localDay } from '@mathquest/contracts';

export { localDay };

const HOURS = new Map<string, Intl.DateTimeFormat>();

function hourFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = HOURS.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    } catch {
      f = hourFormatter('UTC');
    }
    HOURS.set(timeZone, f);
  }
  return f;
}

/** The wall-clock parts of an instant in a zone. */
function wallClock(at: Date, timeZone: string): { y: number; m: number; d: number; h: number; min: number; s: number } {
  const parts = hourFormatter(timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { y: get('year'), m: get('month'), d: get('day'), h: get('hour') % 24, min: get('minute'), s: get('second') };
}

/** The hour 0..23 of an instant on the wall clock of a zone. */
export function localHour(at: Date, timeZone: string): number {
  return wallClock(at, timeZone).h;
}

/** Milliseconds the zone's wall clock is ahead of UTC at an instant. */
function offsetMs(at: Date, timeZone: string): number {
  const w = wallClock(at, timeZone);
  return Date.UTC(w.y, w.m - 1, w.d, w.h, w.min, w.s) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The day after a YYYY-MM-DD day. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The instant the local day `day` ends in `timeZone` (the next local midnight). */
export function endOfLocalDay(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${nextDay(day)}T00:00:00Z`);
  // Two passes settle the offset when a transition falls near midnight.
  let guess = midnightUtc - offsetMs(new Date(midnightUtc), timeZone);
  guess = midnightUtc - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}
