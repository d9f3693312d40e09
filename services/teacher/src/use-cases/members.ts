/**
 * Class members: a teacher adds a student by username or removes one; a student joins with the
 * class code (docs/product/teacher.md, classrooms; docs/adr/0082). Every change is one
 * version-checked update of the classroom document carrying its members-changed event, so the
 * student limit holds under any number of concurrent joins.
 */
import { ErrorCode, TeacherMessages, type ClassroomMember, type StudentClassroom } from '@mathquest/contracts';
import { AppError, conflict, notFound } from '@mathquest/service-kit';
import { normalizeClassCode } from '../domain/class-code.js';
import { membersChanged } from '../events/teacher-events.js';
import type { ClassroomDoc, DirectoryDoc } from '../repositories/collections.js';
import { changeClassroom } from './classrooms.js';
import { chatBackOn } from './chat-back-on.js';
import type { TeacherDeps } from './deps.js';
import { classroomNotFound, isLive } from './ownership.js';
import { memberView } from './views.js';

const alreadyMember = () => new AppError(409, ErrorCode.CONFLICT, TeacherMessages.ALREADY_MEMBER, { field: 'username' });
const classroomFull = () => new AppError(409, ErrorCode.CONFLICT, TeacherMessages.CLASSROOM_FULL);

/** The classroom with the student added, or the same document when they are a member already (`onMember` decides). */
function withMember(deps: TeacherDeps, c: ClassroomDoc, studentId: string, onMember: 'refuse' | 'keep', limit: 'check' | 'roster'): ClassroomDoc {
  if (c.members.some((m) => m.studentId === studentId)) {
    if (onMember === 'refuse') throw alreadyMember();
    return c;
  }
  // A student the teacher created on the class's roster is the class's by the teacher's own act (docs/adr/0200).
  if (limit === 'check' && c.studentLimit !== null && c.members.length >= c.studentLimit) throw classroomFull();
  const at = deps.now();
  const next: ClassroomDoc = { ...c, members: [...c.members, { studentId, joinedAt: at }], updatedAt: at };
  return { ...next, outbox: [...deps.outbox.unpublished(c.outbox), membersChanged(next, c.version + 1, at)] };
}

export async function addMember(deps: TeacherDeps, classroomId: string, studentId: string, read: (c: ClassroomDoc | null) => ClassroomDoc, onMember: 'refuse' | 'keep', limit: 'check' | 'roster' = 'check'): Promise<ClassroomDoc> {
  const updated = await changeClassroom(deps, classroomId, read, (c) => withMember(deps, c, studentId, onMember, limit));
  // The student's list follows the classroom (idempotent; also repairs a list a crash left behind).
  await Promise.all([deps.outbox.flush('classroom', classroomId, updated.outbox, { background: true }), deps.studentClassrooms.add(studentId, classroomId)]);
  return updated;
}

/** The directory entry of a username, refused unless it is a student's. */
export async function studentByUsername(deps: TeacherDeps, username: string): Promise<DirectoryDoc> {
  const entry = await deps.directory.byUsername(username);
  if (!entry) throw notFound(TeacherMessages.NO_SUCH_STUDENT, ErrorCode.USER_NOT_FOUND);
  if (entry.role !== 'STUDENT') throw new AppError(409, ErrorCode.CONFLICT, `${entry.username} is not a student: ${TeacherMessages.NOT_A_STUDENT.toLowerCase()}`, { field: 'username' });
  return entry;
}

export async function addStudent(deps: TeacherDeps, teacherId: string, classroomId: string, username: string): Promise<ClassroomMember> {
  const student = await studentByUsername(deps, username);
  const owned = (c: ClassroomDoc | null) => {
    if (!isLive(c) || c.teacherId !== teacherId) throw classroomNotFound();
    return c;
  };
  const updated = await addMember(deps, classroomId, student._id, owned, 'refuse');
  const member = updated.members.find((m) => m.studentId === student._id)!;
  return memberView(classroomId, member, student, updated.chatOff);
}

export async function removeStudent(deps: TeacherDeps, teacherId: string, classroomId: string, studentId: string): Promise<void> {
  const owned = (c: ClassroomDoc | null) => {
    if (!isLive(c) || c.teacherId !== teacherId) throw classroomNotFound();
    return c;
  };
  const updated = await changeClassroom(deps, classroomId, owned, (c) => {
    if (!c.members.some((m) => m.studentId === studentId)) throw notFound('That student is not in this classroom');
    const at = deps.now();
    const back = chatBackOn(c, [studentId], c.version + 1, at);
    const next: ClassroomDoc = { ...c, members: c.members.filter((m) => m.studentId !== studentId), chatOff: back.chatOff, updatedAt: at };
    return { ...next, outbox: [...deps.outbox.unpublished(c.outbox), membersChanged(next, c.version + 1, at), ...back.events] };
  });
  await Promise.all([deps.outbox.flush('classroom', classroomId, updated.outbox, { background: true }), deps.studentClassrooms.remove(studentId, classroomId)]);
}

/** POST /join: a student joins with the class code (any case); joining a class one is in already is answered with it again. */
export async function joinByCode(deps: TeacherDeps, studentId: string, enteredCode: string): Promise<StudentClassroom> {
  const code = normalizeClassCode(enteredCode);
  const found = code ? await deps.classrooms.byClassCode(code) : null;
  if (!isLive(found)) throw notFound(TeacherMessages.NO_SUCH_CLASS_CODE);
  const live = (c: ClassroomDoc | null) => {
    if (!isLive(c)) throw notFound(TeacherMessages.NO_SUCH_CLASS_CODE);
    if (!c.isActive && !c.members.some((m) => m.studentId === studentId)) throw conflict(TeacherMessages.CLASSROOM_ARCHIVED);
    return c;
  };
  const updated = await addMember(deps, found._id, studentId, live, 'keep');
  const teacher = await deps.directory.get(updated.teacherId);
  return studentClassroomView(updated, studentId, teacher);
}

export function studentClassroomView(c: ClassroomDoc, studentId: string, teacher: DirectoryDoc | null | undefined): StudentClassroom {
  const member = c.members.find((m) => m.studentId === studentId);
  return {
    id: c._id,
    name: c.name,
    description: c.description,
    gradeLevel: c.gradeLevel,
    subject: c.subject,
    teacherName: teacher?.displayName ?? 'Teacher',
    joinedAt: (member?.joinedAt ?? c.createdAt).toISOString(),
  };
}
