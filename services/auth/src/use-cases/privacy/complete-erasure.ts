import { AuthSubjects, ErasingServiceSchema, UserUpdatedEventSchema, type AccountErasedSubjects, type ErasingService } from '@mathquest/contracts';
import { derivedId, outboxEntry } from '@mathquest/service-kit';
import type { PendingErasure } from '../../domain/users.js';
import type { AuthContext } from '../context.js';
import { userFacts } from '../create-account.js';
import { rosterAccountKey } from '../roster/roster-access.js';

export type ErasedSubject = (typeof AccountErasedSubjects)[keyof typeof AccountErasedSubjects];

/**
 * Count one service's `<service>.account.erased` and, once every service has acknowledged, end the
 * erasure (docs/product/privacy.md#erasing-an-account): the parents' links go (each parent's
 * `auth.user.updated` in the same update), then the roster row, sessions and refresh tokens, the
 * lockout and device keys in Redis, and last the user document; the audit record gets its
 * completion. Every step is idempotent and the user document goes last, so a redelivered
 * acknowledgement finishes what a crash left.
 */
export async function acknowledgeErasure(ctx: AuthContext, service: ErasingService, data: { erasureId: string; userId: string }): Promise<void> {
  const erasure = await ctx.users.acknowledgeErasure(data.userId, data.erasureId, service);
  if (!erasure) return; // done already, or an acknowledgement of an erasure auth never asked for
  if (!ErasingServiceSchema.options.every((s) => erasure.acknowledged.includes(s))) return;
  await completeErasure(ctx, data.userId, erasure);
}

async function completeErasure(ctx: AuthContext, userId: string, erasure: PendingErasure): Promise<void> {
  const account = await ctx.users.findById(userId);
  if (!account) return;
  for (const parent of await ctx.users.parentsOf(userId)) {
    const childIds = parent.childIds.filter((id) => id !== userId);
    const data = UserUpdatedEventSchema.shape.data.parse({ ...userFacts(parent), childIds });
    const entry = outboxEntry(AuthSubjects.USER_UPDATED, data, { userId: parent.id, id: derivedId('auth-erasure-unlink', `${erasure.id}:${parent.id}`) });
    await ctx.users.unlinkChild(parent.id, userId, entry);
    await ctx.outbox.publishEntries(parent.id, [entry]);
  }
  await Promise.all([
    ctx.rosters.removeStudent(userId),
    account.role === 'TEACHER' ? ctx.rosters.removeClassroomsOf(userId) : Promise.resolve(),
    ctx.sessions.removeAllOfUser(userId),
    ctx.lockouts.unlock(account.email),
    ctx.lockouts.unlock(rosterAccountKey(userId)),
    ctx.devices.forgetAll(account.email),
    ctx.devices.forgetAll(rosterAccountKey(userId)),
  ]);
  await ctx.erasures.recordCompleted({ _id: erasure.id, userId, requestedBy: erasure.requestedBy, requestedAt: new Date(erasure.requestedAt) }, ctx.now());
  await ctx.users.remove(userId);
}
