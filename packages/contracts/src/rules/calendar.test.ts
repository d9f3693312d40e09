import { describe, expect, it } from 'vitest';
import { localDay } from './calendar.js';

/** The day as Intl computes it, without the per-minute memo. */
function uncached(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

describe('localDay', () => {
  it('turns at local midnight, to the second, in zones with quarter-hour and half-hour offsets', () => {
    // Kathmandu is UTC+05:45: 2026-03-10 00:00 local is 2026-03-09 18:15 UTC.
    expect(localDay(new Date('2026-03-09T18:14:59.999Z'), 'Asia/Kathmandu')).toBe('2026-03-09');
    expect(localDay(new Date('2026-03-09T18:15:00.000Z'), 'Asia/Kathmandu')).toBe('2026-03-10');
    // St John's is UTC−03:30 in winter: 2026-01-15 00:00 local is 03:30 UTC.
    expect(localDay(new Date('2026-01-15T03:29:59.000Z'), 'America/St_Johns')).toBe('2026-01-14');
    expect(localDay(new Date('2026-01-15T03:30:00.000Z'), 'America/St_Johns')).toBe('2026-01-15');
    // And back to an instant of a minute asked before: the memo holds one minute per zone.
    expect(localDay(new Date('2026-03-09T18:15:30.000Z'), 'Asia/Kathmandu')).toBe('2026-03-10');
    expect(localDay(new Date('2026-03-09T18:14:00.000Z'), 'Asia/Kathmandu')).toBe('2026-03-09');
  });

  it('agrees with Intl for every minute around a daylight-saving change and in several zones at once', () => {
    const zones = ['UTC', 'Europe/Berlin', 'America/New_York', 'Australia/Adelaide', 'Pacific/Chatham', 'Nope/Unknown'];
    // Berlin's spring change, 2026-03-29 01:00 UTC, and the minutes around local midnights of each zone.
    const start = Date.parse('2026-03-28T20:00:00Z');
    for (let m = 0; m < 36 * 60; m += 7) {
      for (const zone of zones) {
        const at = new Date(start + m * 60_000 + (m % 60) * 1000);
        expect(localDay(at, zone)).toBe(uncached(at, zone === 'Nope/Unknown' ? 'UTC' : zone));
      }
    }
  });
});
