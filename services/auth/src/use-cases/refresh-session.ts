import { ErrorCode, type TokenPair } from '@mathquest/contracts';
import { unauthorized } from '@mathquest/service-kit';
import { classifyFailedRefresh, hashRefreshToken } from '../domain/tokens.js';
import type { AuthContext } from './context.js';
import { endSession, mintRefreshToken } from './session-lifecycle.js';

const INVALID = 'Invalid or expired refresh token. Please log in again.';

/**
 * Exchange a refresh token for a new pair (rotation). Presenting a token that was already
 * exchanged means the real user or a thief replays it; we cannot tell which, so the whole
 * session ends, its access tokens included (docs/adr/0010, docs/adr/0013).
 */
export async function refreshSession(ctx: AuthContext, refreshToken: string): Promise<TokenPair> {
  const at = ctx.now();
  const hash = hashRefreshToken(refreshToken);
  const consumed = await ctx.sessions.consumeToken(hash, at);
  if (!consumed) {
    const stored = await ctx.sessions.findToken(hash);
    if (stored && classifyFailedRefresh(stored) === 'REUSED') {
      await endSession(ctx, stored.sid, 'reuse');
      throw unauthorized('This session is no longer valid. Please log in again.', ErrorCode.REFRESH_TOKEN_REUSED);
    }
    throw unauthorized(INVALID, ErrorCode.INVALID_TOKEN);
  }
  if (!(await ctx.sessions.isActive(consumed.sid, at))) {
    throw unauthorized('This session has ended. Please log in again.', ErrorCode.INVALID_TOKEN);
  }
  const user = await ctx.users.findById(consumed.userId);
  if (!user) throw unauthorized(INVALID, ErrorCode.INVALID_TOKEN);
  const next = await mintRefreshToken(ctx, consumed.sid, user.id, at);
  return { accessToken: ctx.accessTokens.sign(user, consumed.sid), refreshToken: next };
}
