/**
 * A teacher turns a student's guild chat off or on from one of their classrooms (docs/adr/0171):
 * only for a member of a live classroom the teacher owns (404 otherwise, as for any classroom that
 * is not theirs). The setting is kept in the classroom document with its
 * teacher.student.chat_changed event in the same version-checked write; the realtime service,
 * which enforces it, keeps its own projection from the event. Setting what is already set changes
 * nothing and publishes nothing. A student who leaves the classroom (removed, or the classroom
 * deleted) gets the chat back from it (./chat-back-on.ts, in the same update).
 */
import { notFound } from '@mathquest/service-kit';
import { studentChatChanged } from '../events/teacher-events.js';
import type { ClassroomDoc } from '../repositories/collections.js';
import { changeClassroom } from './classrooms.js';
import type { TeacherDeps } from './deps.js';
import { classroomNotFound, isLive } from './ownership.js';

export async function setStudentChat(deps: TeacherDeps, teacherId: string, classroomId: string, studentId: string, enabled: boolean): Promise<{ classroomId: string; studentId: string; chatEnabled: boolean }> {
  const owned = (c: ClassroomDoc | null) => {
    if (!isLive(c) || c.teacherId !== teacherId) throw classroomNotFound();
    return c;
  };
  const updated = await changeClassroom(deps, classroomId, owned, (c) => {
    if (!c.members.some((m) => m.studentId === studentId)) throw notFound('That student is not in this classroom');
    const off = c.chatOff ?? [];
    if (off.includes(studentId) === !enabled) return c;
    const at = deps.now();
    const next: ClassroomDoc = { ...c, chatOff: enabled ? off.filter((id) => id !== studentId) : [...off, studentId], updatedAt: at };
    return { ...next, outbox: [...deps.outbox.unpublished(c.outbox), studentChatChanged(next, studentId, enabled, c.version + 1, at)] };
  });
  await deps.outbox.flush('classroom', classroomId, updated.outbox, { background: true });
  return { classroomId, studentId, chatEnabled: !(updated.chatOff ?? []).includes(studentId) };
}
