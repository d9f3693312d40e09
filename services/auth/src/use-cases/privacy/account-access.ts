import { notFound, type AuthUser } from '@mathquest/service-kit';
import { mayActOnAccount } from '../../domain/privacy-access.js';
import type { UserRecord } from '../../domain/users.js';
import type { AuthContext } from '../context.js';

export const NO_SUCH_ACCOUNT = 'No account with this id';

/**
 * The account `userId` when the caller may export or erase it (docs/product/privacy.md#who-may-ask):
 * the account itself, a linked parent, the teacher who created it on a roster. 404 otherwise,
 * exactly as for an id that names nothing.
 */
export async function accountFor(ctx: AuthContext, caller: AuthUser, userId: string): Promise<{ account: UserRecord; callerRecord: UserRecord }> {
  const [account, callerRecord] = await Promise.all([ctx.users.findById(userId), ctx.users.findById(caller.id)]);
  if (!account || !callerRecord) throw notFound(NO_SUCH_ACCOUNT);
  const roster = caller.role === 'TEACHER' && account.role === 'STUDENT' && caller.id !== userId ? await ctx.rosters.student(userId) : null;
  const rosterTeacherId = roster ? ((await ctx.rosters.classroom(roster.classroomId))?.teacherId ?? null) : null;
  const allowed = mayActOnAccount({
    caller: { id: callerRecord.id, role: callerRecord.role, childIds: callerRecord.childIds },
    account: { id: account.id, role: account.role },
    rosterTeacherId,
  });
  if (!allowed) throw notFound(NO_SUCH_ACCOUNT);
  return { account, callerRecord };
}
