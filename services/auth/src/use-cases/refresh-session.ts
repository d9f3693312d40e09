import { ErrorCode, type TokenPair } from '@mathquest/contracts';
import { unauthorized } from '@mathquest/service-kit';
import { classifyFailedRefresh, hashRefreshToken } from '../domain/tokens.js';
import type { AuthContext } from './context.js';
import { refuseErasedAccount } from './privacy/refuse-erased.js';
import { endSession, mintRefreshToken } from './session-lifecycle.js';

const INVALID = 'Invalid or expired refresh token. Please log in again.';

/** A new pair of the session, when it is still active and its user still exists. */
async function nextPair(ctx: AuthContext, sid: string, userId: string, at: Date): Promise<TokenPair> {
  const user = await ctx.users.findById(userId);
  // Before the session check: an erasure ends the sessions, and the person is told why (docs/product/privacy.md).
  if (user) refuseErasedAccount(user);
  if (!(await ctx.sessions.isActive(sid, at))) {
    throw unauthorized('This session has ended. Please log in again.', ErrorCode.INVALID_TOKEN);
  }
  if (!user) throw unauthorized(INVALID, ErrorCode.INVALID_TOKEN);
  const next = await mintRefreshToken(ctx, sid, user.id, at);
  return { accessToken: ctx.accessTokens.sign(user, sid), refreshToken: next };
}

/**
 * Exchange a refresh token for a new pair (rotation). A token exchanged less than
 * `refreshGraceMs` ago is the same client racing itself (two tabs, or requests refreshing
 * together): it gets a pair of its own in the same session, and nothing counts as a failure.
 * Presenting a token exchanged longer ago means the real user or a thief replays it; we cannot
 * tell which, so the whole session ends, its access tokens included (docs/adr/0010, 0013, 0165).
 */
export async function refreshSession(ctx: AuthContext, refreshToken: string): Promise<TokenPair> {
  const at = ctx.now();
  const hash = hashRefreshToken(refreshToken);
  const consumed = await ctx.sessions.consumeToken(hash, at);
  if (consumed) return nextPair(ctx, consumed.sid, consumed.userId, at);
  const stored = await ctx.sessions.findToken(hash);
  const failure = classifyFailedRefresh(stored, at, ctx.refreshGraceMs);
  if (stored && failure === 'RACED') return nextPair(ctx, stored.sid, stored.userId, at);
  if (stored && failure === 'REUSED') {
    await endSession(ctx, stored.sid, 'reuse');
    throw unauthorized('This session is no longer valid. Please log in again.', ErrorCode.REFRESH_TOKEN_REUSED);
  }
  throw unauthorized(INVALID, ErrorCode.INVALID_TOKEN);
}
