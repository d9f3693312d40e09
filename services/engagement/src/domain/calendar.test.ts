import { describe, expect, it } from 'vitest';
import { endOfLocalDay, localHour, nextDay } from './calendar.js';

describe('local calendar', () => {
  it('ends a day at the next local midnight', () => {
    expect(endOfLocalDay('2026-11-25', 'UTC').toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(endOfLocalDay('2026-11-25', 'America/New_York').toISOString()).toBe('2026-11-26T05:00:00.000Z');
    expect(endOfLocalDay('2026-07-01', 'Europe/Paris').toISOString()).toBe('2026-07-01T22:00:00.000Z');
    expect(endOfLocalDay('2026-11-25', 'Not/AZone').toISOString()).toBe('2026-11-26T00:00:00.000Z');
  });
  it('knows the local hour and the next day', () => {
    expect(localHour(new Date('2026-11-25T13:30:00Z'), 'Asia/Tokyo')).toBe(22);
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});
