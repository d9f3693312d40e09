import { ErrorCode, type User } from '@mathquest/contracts';
import { unauthorized } from '@mathquest/service-kit';
import { toUser } from '../domain/users.js';
import type { AuthContext } from './context.js';

/** The signed-in user, with a student's progress. */
export async function currentUser(ctx: AuthContext, userId: string): Promise<User> {
  const user = await ctx.users.findById(userId);
  if (!user) throw unauthorized('This account no longer exists', ErrorCode.UNAUTHORIZED);
  return toUser(user);
}
