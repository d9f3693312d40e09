import { AuthSubjects, ChildChatChangedEventSchema } from '@mathquest/contracts';
import { notFound } from '@mathquest/service-kit';
import { outboxEntry } from '../events/outbox.js';
import type { AuthContext } from './context.js';

/**
 * A parent turns a linked child's guild chat off or on (docs/adr/0171). Auth owns the links, so it
 * checks the child is one of the parent's; the change is kept on the child's document with its
 * auth.child.chat_changed event in the same write, and the realtime service, which enforces it,
 * keeps its own projection from the event. 404 for a child that is not linked to this parent
 * (unknown and unlinked look the same).
 */
export async function setChildChat(ctx: AuthContext, parentId: string, childId: string, enabled: boolean): Promise<{ childId: string; chatEnabled: boolean }> {
  const parent = await ctx.users.findById(parentId);
  if (!parent || !parent.childIds.includes(childId)) throw notFound('That student is not linked to your account');
  const changedAt = new Date();
  const data = ChildChatChangedEventSchema.shape.data.parse({ studentId: childId, parentId, enabled, changedAt: changedAt.toISOString() });
  const entry = outboxEntry(AuthSubjects.CHILD_CHAT_CHANGED, data, childId, changedAt);
  const child = await ctx.users.setChildChat(childId, parentId, enabled, entry);
  if (!child) throw notFound('That student is not linked to your account');
  await ctx.outbox.publishEntries(childId, [entry]);
  return { childId, chatEnabled: !(child.chatOffByParents ?? []).includes(parentId) };
}
