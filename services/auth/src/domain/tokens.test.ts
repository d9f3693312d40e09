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
    expect(classifyFailedRefresh(null)).toBe('INVALID');
    expect(classifyFailedRefresh({ usedAt: now, expiresAt: now })).toBe('REUSED');
    expect(classifyFailedRefresh({ usedAt: null, expiresAt: new Date(0) })).toBe('INVALID');
  });
  it('puts grade only in student claims', () => {
    const base = { id: 'u1', username: 'x', plan: 'FREE' as const, timeZone: 'UTC', gradeLevel: 5 };
    expect(accessTokenClaims({ ...base, role: 'STUDENT' }, 's')).toMatchObject({ grade: 5, sid: 's' });
    expect(accessTokenClaims({ ...base, role: 'PARENT' }, 's')).not.toHaveProperty('grade');
  });
});

describe('a revocation', () => {
  it('covers the longest-lived access token of the session, plus a margin for clocks and racing rotations', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(revocationCoversUntil(now, 900)).toBe(now.getTime() + 900_000 + REVOCATION_MARGIN_MS);
    expect(REVOCATION_MARGIN_MS).toBeGreaterThanOrEqual(30_000);
  });
});
