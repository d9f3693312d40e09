import type { TokenPair } from '@mathquest/contracts';
import { generateRefreshToken, hashRefreshToken, refreshTokenExpiry, revocationCoversUntil, type ClaimsSource } from '../domain/tokens.js';
import type { SessionRevocationReason } from '../repositories/sessions-repository.js';
import type { AuthContext } from './context.js';

/**
 * Steps shared by the use cases that start, continue and end sessions: a session is one
 * refresh-token family; its access tokens carry its id (`sid`) so it can be ended everywhere.
 */

/** Store a new refresh token of the session; only its hash is kept. */
export async function mintRefreshToken(ctx: AuthContext, sid: string, userId: string, at: Date): Promise<string> {
  const token = generateRefreshToken();
  await ctx.sessions.insertToken({ hash: hashRefreshToken(token), sid, userId, expiresAt: refreshTokenExpiry(at, ctx.refreshTokenTtlDays), now: at });
  return token;
}

/** A new session (refresh family) for a successful login or sign-up. */
export async function startSession(ctx: AuthContext, user: ClaimsSource): Promise<TokenPair> {
  const at = ctx.now();
  const sid = await ctx.sessions.createSession(user.id, at, refreshTokenExpiry(at, ctx.refreshTokenTtlDays));
  const refreshToken = await mintRefreshToken(ctx, sid, user.id, at);
  return { accessToken: ctx.accessTokens.sign(user, sid), refreshToken };
}

/**
 * Tell every service that these sessions ended, so their access tokens are refused within
 * seconds rather than at expiry. Already revoked in storage by the caller: the refresh tokens
 * are dead whatever happens here.
 */
export async function announceEnded(ctx: AuthContext, sids: readonly string[], at: Date): Promise<void> {
  const until = revocationCoversUntil(at, ctx.accessTokens.ttlSeconds);
  await ctx.revocations.publish(sids.map((sid) => ({ sid, until })));
}

/** End one session: in storage (its refresh tokens die) and everywhere its access tokens are checked. */
export async function endSession(ctx: AuthContext, sid: string, reason: SessionRevocationReason): Promise<void> {
  const at = ctx.now();
  await ctx.sessions.revoke(sid, reason, at);
  await announceEnded(ctx, [sid], at);
}
