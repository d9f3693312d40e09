import type { OutboxEntry } from '@mathquest/service-kit';
import { studentChatChanged } from '../events/teacher-events.js';
import type { ClassroomDoc } from '../repositories/collections.js';

/**
 * The classroom's chat settings once `leaving` are no longer its members: what stays off, and the
 * events that turn the chat back on for those who had it off (for the update at `version`).
 */
export function chatBackOn(c: ClassroomDoc, leaving: readonly string[], version: number, at: Date): { chatOff: string[]; events: OutboxEntry[] } {
  const off = c.chatOff ?? [];
  return {
    chatOff: off.filter((id) => !leaving.includes(id)),
    events: off.filter((id) => leaving.includes(id)).map((id) => studentChatChanged(c, id, true, version, at)),
  };
}
