import { ErrorCode, type ChangePasswordRequest } from '@mathquest/contracts';
import { AppError, unauthorized, type AuthUser } from '@mathquest/service-kit';
import type { AuthContext } from './context.js';
import { checkCurrentPassword } from './password-guard.js';
import { announceEnded } from './session-lifecycle.js';

/**
 * A signed-in user sets a new password after proving the current one. Every other session of
 * the user ends (a device or a thief signed in with the old password is signed out within
 * seconds); the session making the change stays, so the user is not sent to the login page
 * (docs/adr/0013). A wrong current password is 400, not 401: the caller's session is fine, and
 * a 401 would make the web client log them out. Wrong current passwords lock password changes
 * (not sign-in) for a while (docs/adr/0165).
 */
export async function changePassword(ctx: AuthContext, caller: AuthUser, body: ChangePasswordRequest): Promise<{ otherSessionsEnded: number }> {
  const found = await ctx.users.findCredentialsById(caller.id);
  if (!found) throw unauthorized('This account no longer exists', ErrorCode.UNAUTHORIZED);
  if (!(await checkCurrentPassword(ctx, found.user.email, found.passwordHash, body.currentPassword))) {
    throw new AppError(400, ErrorCode.INVALID_CREDENTIALS, 'Your current password is incorrect', { field: 'currentPassword' });
  }
  await ctx.users.setPasswordHash(caller.id, await ctx.hasher.hash(body.newPassword));
  const at = ctx.now();
  // A token without a session id cannot be told apart from the others: then every session ends.
  const ended = await ctx.sessions.revokeAllOfUser(caller.id, caller.sessionId, 'password-change', at);
  await announceEnded(ctx, ended, at);
  return { otherSessionsEnded: ended.length };
}
