import { describe, expect, it } from 'vitest';
import { accessTokenClaims, classifyFailedRefresh, generateRefreshToken, hashRefreshToken, REVOCATION_MARGIN_MS, revocationCoversUntil } from './tokens.js';

describe('token rules', () => {
  it('generates 256-bit tokens and stores a stable hash', () => {
    const t = generateRefreshToken();
    expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashRefreshToken(t)).toBe(hashRefreshToken(t));
    expect(hashRefreshToken(t)).not.toBe(t);
  });
  it('classifies a failed refresh', () => {
    const now = new Date();
    const later = (ms: number) => new Date(now.getTime() + ms);
    const used = { usedAt: now, expiresAt: later(3_600_000) };
    expect(classifyFailedRefresh(null, now, 5_000)).toBe('INVALID');
    expect(classifyFailedRefresh({ usedAt: null, expiresAt: new Date(0) }, now, 5_000)).toBe('INVALID');
    expect(classifyFailedRefresh({ usedAt: now, expiresAt: now }, now, 5_000)).toBe('INVALID');
    // Used moments ago: the same client racing itself, within the grace window.
    expect(classifyFailedRefresh(used, now, 5_000)).toBe('RACED');
    expect(classifyFailedRefresh(used, later(4_999), 5_000)).toBe('RACED');
    // From the end of the window on, and with no window: re-use.
    expect(classifyFailedRefresh(used, later(5_000), 5_000)).toBe('REUSED');
    expect(classifyFailedRefresh(used, now, 0)).toBe('REUSED');
  });
  it('puts grade only in student claims', () => {
    const base = { id: 'u1', username: 'x', plan: 'FREE' as const, timeZone: 'UTC', gradeLevel: 5 };
    expect(accessTokenClaims({ ...base, role: 'STUDENT' }, 's')).toMatchObject({ grade: 5, sid: 's' });
    expect(accessTokenClaims({ ...base, role: 'PARENT' }, 's')).not.toHaveProperty('grade');
  });
  it('carries the language only when it is not English (the game words problems in it)', () => {
    const base = { id: 'u1', username: 'x', plan: 'FREE' as const, timeZone: 'UTC', gradeLevel: 5, role: 'STUDENT' as const };
    expect(accessTokenClaims({ ...base, language: 'es-US' }, 's')).toMatchObject({ lang: 'es-US' });
    expect(accessTokenClaims({ ...base, language: 'en' }, 's')).not.toHaveProperty('lang');
    expect(accessTokenClaims(base, 's')).not.toHaveProperty('lang');
  });
});

describe('a revocation', () => {
  it('covers the longest-lived access token of the session, plus a margin for clocks and racing rotations', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(revocationCoversUntil(now, 900)).toBe(now.getTime() + 900_000 + REVOCATION_MARGIN_MS);
    expect(REVOCATION_MARGIN_MS).toBeGreaterThanOrEqual(30_000);
  });
});
