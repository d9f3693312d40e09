import { AuthSubjects, TeacherSubjects, type EventOf } from '@mathquest/contracts';
import type { BatchConsumerSpec } from '@mathquest/service-kit';
import type { ChatSettingsRepository, ChatSetter } from '../../repositories/chat-settings-repository.js';

/** Called after a change was applied, with the student's chat state now. */
export type ChatStateChanged = (studentId: string) => Promise<void>;

async function applyAll(settings: ChatSettingsRepository, changed: ChatStateChanged, items: Array<{ studentId: string; by: ChatSetter; enabled: boolean; changedAt: string }>) {
  for (const item of items) {
    if (await settings.apply(item.studentId, item.by, item.enabled, new Date(item.changedAt))) await changed(item.studentId);
  }
}

/**
 * auth.child.chat_changed and teacher.student.chat_changed (docs/adr/0171): one durable consumer
 * each, shared by every realtime instance, keep the projection of whose chat is off that guild
 * chat checks before each message; the student's open pages are told the new state.
 */
export function parentChatConsumer(settings: ChatSettingsRepository, changed: ChatStateChanged): BatchConsumerSpec<typeof AuthSubjects.CHILD_CHAT_CHANGED> {
  return {
    durable: 'realtime-chat-settings-parent',
    subjects: [AuthSubjects.CHILD_CHAT_CHANGED],
    handleBatch: (events: Array<EventOf<typeof AuthSubjects.CHILD_CHAT_CHANGED>>) =>
      applyAll(settings, changed, events.map((e) => ({ studentId: e.data.studentId, by: { parentId: e.data.parentId }, enabled: e.data.enabled, changedAt: e.data.changedAt }))),
  };
}

export function teacherChatConsumer(settings: ChatSettingsRepository, changed: ChatStateChanged): BatchConsumerSpec<typeof TeacherSubjects.STUDENT_CHAT_CHANGED> {
  return {
    durable: 'realtime-chat-settings-teacher',
    subjects: [TeacherSubjects.STUDENT_CHAT_CHANGED],
    handleBatch: (events: Array<EventOf<typeof TeacherSubjects.STUDENT_CHAT_CHANGED>>) =>
      applyAll(settings, changed, events.map((e) => ({ studentId: e.data.studentId, by: { classroomId: e.data.classroomId }, enabled: e.data.enabled, changedAt: e.data.changedAt }))),
  };
}
