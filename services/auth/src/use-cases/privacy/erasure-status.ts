import type { AccountErasure } from '@mathquest/contracts';
import { notFound, type AuthUser } from '@mathquest/service-kit';
import type { AuthContext } from '../context.js';
import { accountFor, NO_SUCH_ACCOUNT } from './account-access.js';
import { erasureView } from './request-erasure.js';

/**
 * GET /accounts/{userId}/erasure: the account's erasure, pending or done. Once done the account is
 * gone, so only whoever asked for it still reads it (from the audit record); 404 for an account
 * without an erasure, and for anyone else.
 */
export async function erasureStatus(ctx: AuthContext, caller: AuthUser, userId: string): Promise<AccountErasure> {
  const account = await ctx.users.findById(userId);
  if (account) {
    const { account: allowed } = await accountFor(ctx, caller, userId);
    if (!allowed.erasure) throw notFound('This account has no erasure');
    return erasureView(allowed.erasure, null);
  }
  const audit = await ctx.erasures.latestOf(userId);
  if (!audit || (audit.requestedBy.userId !== caller.id && audit.userId !== caller.id)) throw notFound(NO_SUCH_ACCOUNT);
  return erasureView({ id: audit._id, requestedAt: audit.requestedAt }, audit.completedAt);
}
