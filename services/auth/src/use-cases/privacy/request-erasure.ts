import { AuthSubjects, type AccountErasure } from '@mathquest/contracts';
import { derivedId, outboxEntry, type AuthUser } from '@mathquest/service-kit';
import { randomUUID } from 'node:crypto';
import type { PendingErasure, UserRecord } from '../../domain/users.js';
import type { AuthContext } from '../context.js';
import { announceEnded } from '../session-lifecycle.js';
import { accountFor } from './account-access.js';

export const erasureView = (e: { id: string; requestedAt: Date }, completedAt: Date | null): AccountErasure => ({
  erasureId: e.id,
  status: completedAt ? 'done' : 'pending',
  requestedAt: e.requestedAt.toISOString(),
  completedAt: completedAt ? completedAt.toISOString() : null,
});

/** Revoke every session of the account, in storage and everywhere its access tokens are checked (docs/adr/0013). */
async function endEverySession(ctx: AuthContext, userId: string): Promise<void> {
  const at = ctx.now();
  const ended = await ctx.sessions.revokeAllOfUser(userId, undefined, 'erasure', at);
  if (ended.length) await announceEnded(ctx, ended, at);
}

/** The request event, its id derived from the erasure id: a republished request is one event. */
function requestEntry(account: UserRecord, erasure: PendingErasure) {
  return outboxEntry(
    AuthSubjects.ACCOUNT_ERASURE_REQUESTED,
    { erasureId: erasure.id, userId: account.id, role: account.role, requestedBy: erasure.requestedBy, requestedAt: erasure.requestedAt.toISOString() },
    { userId: account.id, id: derivedId('auth-account-erasure', erasure.id), at: erasure.requestedAt },
  );
}

/**
 * POST /accounts/{userId}/erasure (docs/product/privacy.md#erasing-an-account): mark the account's
 * erasure pending with its request event in the outbox (one update, which only one of two
 * concurrent requests wins), record who asked, end every session. Asked again while pending, the
 * same erasure is answered and every session is ended again (one started since the first request
 * is refused at refresh anyway).
 */
export async function requestErasure(ctx: AuthContext, caller: AuthUser, userId: string): Promise<AccountErasure> {
  const { account } = await accountFor(ctx, caller, userId);
  let pending = account.erasure;
  if (!pending) {
    const erasure: PendingErasure = { id: randomUUID(), requestedAt: ctx.now(), requestedBy: { userId: caller.id, role: caller.role }, acknowledged: [] };
    const entry = requestEntry(account, erasure);
    if (await ctx.users.markErasurePending(account.id, erasure, entry)) {
      pending = erasure;
      await ctx.erasures.recordRequested({ _id: erasure.id, userId: account.id, requestedBy: erasure.requestedBy, requestedAt: erasure.requestedAt });
      await endEverySession(ctx, account.id);
      await ctx.outbox.publishEntries(account.id, [entry]);
    } else {
      pending = (await ctx.users.findById(account.id))?.erasure;
    }
  } else {
    await endEverySession(ctx, account.id);
  }
  if (!pending) {
    // Completed between the read and the update: the account is gone; its record answers.
    const audit = await ctx.erasures.latestOf(userId);
    if (audit) return erasureView({ id: audit._id, requestedAt: audit.requestedAt }, audit.completedAt);
    throw new Error('erasure neither pending nor recorded');
  }
  return erasureView(pending, null);
}
