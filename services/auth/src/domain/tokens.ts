import { createHash, randomBytes } from 'node:crypto';
import { languageOf, type AccessTokenClaims, type AccountLimits, type Language, type Plan, type Role } from '@mathquest/contracts';

/**
 * Refresh tokens are opaque: 32 random bytes, base64url. Only their SHA-256 is stored, so a
 * database leak yields no usable token. (A slow hash is unnecessary: the input has 256 bits.)
 */
export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

export function refreshTokenExpiry(now: Date, ttlDays: number): Date {
  return new Date(now.getTime() + ttlDays * 24 * 3600 * 1000);
}

export interface ClaimsSource {
  id: string;
  role: Role;
  username: string;
  plan: Plan;
  timeZone: string;
  gradeLevel: number | null;
  limits?: AccountLimits | null;
  /** The account's language; absent on accounts created before it was kept (English). */
  language?: Language | undefined;
}

/** Claims other services need without calling auth (contracts AccessTokenClaimsSchema); `sub` goes in as the JWT subject. */
export function accessTokenClaims(user: ClaimsSource, sid: string): Omit<AccessTokenClaims, 'sub'> {
  const language = languageOf(user.language);
  return {
    role: user.role,
    username: user.username,
    plan: user.plan,
    tz: user.timeZone,
    ...(user.role === 'STUDENT' && user.gradeLevel !== null ? { grade: user.gradeLevel } : {}),
    ...(user.limits ? { limits: user.limits } : {}),
    // Only when not English, so an English account's token is as it was.
    ...(language !== 'en' ? { lang: language } : {}),
    sid,
  };
}

/**
 * What a refresh attempt found when its atomic step (inserting the token-use record) did not
 * succeed: no such token or expired → invalid; used less than `graceMs` ago → a race of the
 * same client (two tabs or two requests refreshing together), answered with a fresh pair of the
 * same session; used longer ago → re-use (the family is revoked; docs/adr/0010, 0165).
 * An expired token is invalid whether or not it was used.
 */
export type RefreshFailure = 'INVALID' | 'RACED' | 'REUSED';

export function classifyFailedRefresh(stored: { usedAt: Date | null; expiresAt: Date } | null, at: Date, graceMs: number): RefreshFailure {
  if (!stored || stored.expiresAt <= at) return 'INVALID';
  if (!stored.usedAt) return 'INVALID'; // raced with its own expiry
  return at.getTime() - stored.usedAt.getTime() < graceMs ? 'RACED' : 'REUSED';
}

/**
 * Services may run on clocks a little apart, and a rotation racing with a revocation can sign
 * one last token just after it: a revocation covers this much past the access-token lifetime.
 */
export const REVOCATION_MARGIN_MS = 60_000;

/** Until when a session revoked `now` can have an unexpired access token (docs/adr/0013). */
export function revocationCoversUntil(now: Date, accessTokenTtlSeconds: number): number {
  return now.getTime() + accessTokenTtlSeconds * 1000 + REVOCATION_MARGIN_MS;
}
