import { describe, expect, it } from 'vitest';
import { RegisterRequestSchema } from '../http/auth.js';
import { birthYearOptions, earliestYearAt, hiddenPlayerName, mayBeUnder13 } from './limited-accounts.js';

const at = (iso: string) => new Date(iso);

describe('the under-13 rule (docs/adr/0239)', () => {
  it('counts a birth year as possibly under 13 when the birthday may not have come yet', () => {
    const now = at('2026-06-15T12:00:00Z');
    expect(mayBeUnder13(2016, now)).toBe(true); // 9 or 10
    expect(mayBeUnder13(2014, now)).toBe(true); // 11 or 12
    expect(mayBeUnder13(2013, now)).toBe(true); // 12 or 13: may still be 12
    expect(mayBeUnder13(2012, now)).toBe(false); // 13 or 14
    expect(mayBeUnder13(1990, now)).toBe(false);
  });

  it('a year in the future is under 13', () => {
    expect(mayBeUnder13(2030, at('2026-06-15T12:00:00Z'))).toBe(true);
  });

  it('around New Year it uses the earliest year anywhere, so no child is counted older than they may be', () => {
    // 1 January 05:00 UTC is still 31 December at UTC-12: the year counted is the old one.
    const newYear = at('2027-01-01T05:00:00Z');
    expect(earliestYearAt(newYear)).toBe(2026);
    expect(mayBeUnder13(2013, newYear)).toBe(true);
    expect(earliestYearAt(at('2027-01-01T13:00:00Z'))).toBe(2027);
    expect(mayBeUnder13(2013, at('2027-01-01T13:00:00Z'))).toBe(false);
  });

  it('offers birth years newest first, for ages 6 to 19', () => {
    const years = birthYearOptions(at('2026-03-01T00:00:00Z'));
    expect(years[0]).toBe(2020);
    expect(years.at(-1)).toBe(2007);
    expect(years).toHaveLength(14);
  });

  it('hides a name behind a tag that stays the same for the same student and differs between students', () => {
    const a = hiddenPlayerName('665f1c2e8b3a4d0012345678');
    expect(a).toMatch(/^Player [0-9A-Z]{4}$/);
    expect(hiddenPlayerName('665f1c2e8b3a4d0012345678')).toBe(a);
    expect(hiddenPlayerName('665f1c2e8b3a4d0012345679')).not.toBe(a);
  });
});

describe('birthYear at sign-up', () => {
  const base = { email: 'kid@example.com', password: 'Secret123!', confirmPassword: 'Secret123!', username: 'kid_one', displayName: 'Kid' };

  it('a student may give one, and may leave it out (older clients)', () => {
    expect(RegisterRequestSchema.safeParse({ ...base, role: 'STUDENT', gradeLevel: 5, birthYear: 2016 }).success).toBe(true);
    expect(RegisterRequestSchema.safeParse({ ...base, role: 'STUDENT', gradeLevel: 5 }).success).toBe(true);
  });

  it('a parent gives none, and a year must be a whole year', () => {
    const parent = RegisterRequestSchema.safeParse({ ...base, role: 'PARENT', birthYear: 1985 });
    expect(parent.success).toBe(false);
    expect(parent.error?.issues[0]).toMatchObject({ path: ['birthYear'], message: 'Only students give a birth year' });
    expect(RegisterRequestSchema.safeParse({ ...base, role: 'STUDENT', gradeLevel: 5, birthYear: 2016.5 }).success).toBe(false);
    expect(RegisterRequestSchema.safeParse({ ...base, role: 'STUDENT', gradeLevel: 5, birthYear: '2016' }).success).toBe(false);
  });
});
