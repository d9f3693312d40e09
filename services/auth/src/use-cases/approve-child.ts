import { AuthSubjects, UserUpdatedEventSchema } from '@mathquest/contracts';
import { notFound } from '@mathquest/service-kit';
import { outboxEntry } from '../events/outbox.js';
import type { AuthContext } from './context.js';
import { userFacts } from './create-account.js';

/**
 * A linked parent approves a limited child's account (docs/adr/0239): the limits are lifted with
 * the child's `auth.user.updated` (limits null) in the same write, so engagement's directory shows
 * the child's name again. The child's next access token (at the next refresh) carries no limits.
 * Approving an account that is not limited (any more) changes nothing. 404 for a child not linked
 * to this parent (unknown and unlinked look the same).
 */
export async function approveChild(ctx: AuthContext, parentId: string, childId: string): Promise<{ childId: string; approved: true }> {
  const parent = await ctx.users.findById(parentId);
  if (!parent || parent.role !== 'PARENT' || !parent.childIds.includes(childId)) throw notFound('That student is not linked to your account');
  const child = await ctx.users.findById(childId);
  if (!child || child.role !== 'STUDENT') throw notFound('That student is not linked to your account');
  if (!child.limits) return { childId, approved: true };
  const data = UserUpdatedEventSchema.shape.data.parse({ ...userFacts({ ...child, limits: null }), childIds: child.childIds });
  const entry = outboxEntry(AuthSubjects.USER_UPDATED, data, childId);
  const lifted = await ctx.users.liftLimits(childId, entry);
  // Null: another approval lifted them meanwhile, with its own event.
  if (lifted) await ctx.outbox.publishEntries(childId, [entry]);
  return { childId, approved: true };
}
