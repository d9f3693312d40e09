/**
 * A teacher's classrooms: create (a unique class code, retried on a collision), list, detail,
 * update (archive or activate), delete (docs/product/teacher.md, classrooms).
 */
import { randomUUID } from 'node:crypto';
import { ErrorCode, languageOf, type Classroom, type ClassroomDetail, type CreateClassroomRequestSchema, type UpdateClassroomRequestSchema } from '@mathquest/contracts';
import { AppError, conflict } from '@mathquest/service-kit';
import type { z } from 'zod';
import { newClassCode } from '../domain/class-code.js';
import { membersChanged } from '../events/teacher-events.js';
import { ClassCodeTaken } from '../repositories/classrooms.js';
import type { ClassroomDoc } from '../repositories/collections.js';
import { submissionId } from '../repositories/submissions.js';
import { CAS_ATTEMPTS, type TeacherDeps } from './deps.js';
import { classroomNotFound, isLive, ownClassroom } from './ownership.js';
import { assignmentView, classroomView, memberView } from './views.js';
import { chatBackOn } from './chat-back-on.js';

const CODE_ATTEMPTS = 10;

/** Ids are short random strings (the id pattern of the contracts: letters, digits, - and _). */
export const newId = () => randomUUID().replace(/-/g, '');

export async function createClassroom(deps: TeacherDeps, teacherId: string, input: z.output<typeof CreateClassroomRequestSchema>): Promise<Classroom> {
  const at = deps.now();
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const base: ClassroomDoc = {
      _id: newId(),
      teacherId,
      name: input.name,
      description: input.description ?? null,
      gradeLevel: input.gradeLevel,
      subject: input.subject,
      classCode: newClassCode(deps.random),
      studentLimit: input.studentLimit ?? null,
      isActive: true,
      ...(input.language !== undefined ? { language: languageOf(input.language) } : {}),
      members: [],
      assignmentIds: [],
      version: 0,
      deleted: false,
      createdAt: at,
      updatedAt: at,
      outbox: [],
    };
    // The empty member list at version 0 announces the classroom and its teacher (auth's roster
    // projection authorises the teacher's roster calls from it, docs/adr/0200).
    const doc: ClassroomDoc = { ...base, outbox: [membersChanged(base, 0, at)] };
    try {
      await deps.classrooms.insert(doc);
    } catch (err) {
      if (err instanceof ClassCodeTaken) continue;
      throw err;
    }
    try {
      await deps.teacherClassrooms.add(teacherId, doc._id);
    } catch (err) {
      // Never half a classroom: without its place in the teacher's list it would be unreachable.
      await deps.classrooms.remove(doc._id).catch(() => undefined);
      throw err;
    }
    await deps.outbox.flush('classroom', doc._id, doc.outbox, { background: true });
    return classroomView(doc);
  }
  throw conflict('Could not find a free class code, please try again', ErrorCode.CONFLICT);
}

/** The teacher's live classrooms, newest first. */
export async function teacherClassroomDocs(deps: TeacherDeps, teacherId: string): Promise<ClassroomDoc[]> {
  const ids = await deps.teacherClassrooms.list(teacherId);
  const docs = await deps.classrooms.getMany(ids);
  return docs.filter((c) => isLive(c) && c.teacherId === teacherId).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

export async function listClassrooms(deps: TeacherDeps, teacherId: string): Promise<Classroom[]> {
  return (await teacherClassroomDocs(deps, teacherId)).map(classroomView);
}

/** Started submissions per assignment (`submissionCount`), over the class's current members. */
export async function startedCounts(deps: TeacherDeps, pairs: ReadonlyArray<{ assignmentId: string; memberIds: readonly string[] }>): Promise<Map<string, number>> {
  const ids = pairs.flatMap((p) => p.memberIds.map((m) => submissionId(p.assignmentId, m)));
  const stored = await deps.submissions.getMany(ids);
  const counts = new Map<string, number>();
  for (const s of stored) if (s.status !== 'NOT_STARTED') counts.set(s.assignmentId, (counts.get(s.assignmentId) ?? 0) + 1);
  return counts;
}

export async function getClassroomDetail(deps: TeacherDeps, teacherId: string, id: string): Promise<ClassroomDetail> {
  const c = await ownClassroom(deps, teacherId, id);
  const memberIds = c.members.map((m) => m.studentId);
  const [entries, assignments] = await Promise.all([deps.directory.getMany(memberIds), deps.assignments.getMany(c.assignmentIds)]);
  const counts = await startedCounts(deps, assignments.map((a) => ({ assignmentId: a._id, memberIds })));
  assignments.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return {
    ...classroomView(c),
    students: c.members.map((m) => memberView(c._id, m, entries.get(m.studentId), c.chatOff)),
    assignments: assignments.map((a) => assignmentView(a, c, counts.get(a._id) ?? 0)),
  };
}

/**
 * Apply `change` to the classroom as last read, conditional on its version; re-read and retry
 * when another write came first. `change` throws to refuse.
 */
export async function changeClassroom(deps: TeacherDeps, id: string, read: (c: ClassroomDoc | null) => ClassroomDoc, change: (c: ClassroomDoc) => ClassroomDoc): Promise<ClassroomDoc> {
  for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
    const current = read(await deps.classrooms.get(id));
    const next = change(current);
    if (next === current) return current;
    if (await deps.classrooms.replaceIfVersion(next, current.version)) return { ...next, version: current.version + 1 };
  }
  throw conflict('Too many simultaneous changes to this classroom, please try again', ErrorCode.CONFLICT);
}

export async function updateClassroom(deps: TeacherDeps, teacherId: string, id: string, patch: z.output<typeof UpdateClassroomRequestSchema>): Promise<Classroom> {
  const owned = (c: ClassroomDoc | null) => {
    if (!isLive(c) || c.teacherId !== teacherId) throw classroomNotFound();
    return c;
  };
  const language = patch.language !== undefined ? languageOf(patch.language) : undefined;
  let languageChanged = false;
  const updated = await changeClassroom(deps, id, owned, (c) => {
    languageChanged = language !== undefined && language !== (c.language ?? 'en');
    if (patch.studentLimit !== undefined && patch.studentLimit !== null && patch.studentLimit < c.members.length) {
      throw new AppError(409, ErrorCode.CONFLICT, `The student limit cannot be below the ${c.members.length} students already in the class`, { field: 'studentLimit' });
    }
    const next: ClassroomDoc = {
      ...c,
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...('description' in patch && patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.gradeLevel !== undefined ? { gradeLevel: patch.gradeLevel } : {}),
      ...(patch.subject !== undefined ? { subject: patch.subject } : {}),
      ...(patch.studentLimit !== undefined ? { studentLimit: patch.studentLimit } : {}),
      ...(patch.isActive !== undefined ? { isActive: patch.isActive } : {}),
      ...(patch.erasedStudentWork !== undefined ? { erasedStudentWork: patch.erasedStudentWork } : {}),
      ...(language !== undefined ? { language } : {}),
      updatedAt: deps.now(),
      outbox: deps.outbox.unpublished(c.outbox),
    };
    // A new language travels with the member list, so auth's roster gives it to the students it creates next.
    return languageChanged ? { ...next, outbox: [...next.outbox, membersChanged(next, c.version + 1, next.updatedAt)] } : next;
  });
  if (language !== undefined) await deps.outbox.flush('classroom', id, updated.outbox, { background: true });
  return classroomView(updated);
}

/**
 * Delete: the classroom becomes a tombstone with no members (its members-changed event tells the
 * game), then leaves the teacher's and the students' lists, and its assignments and submissions
 * are removed.
 */
export async function deleteClassroom(deps: TeacherDeps, teacherId: string, id: string): Promise<void> {
  const before = await ownClassroom(deps, teacherId, id);
  const at = deps.now();
  const deleted = await changeClassroom(
    deps,
    id,
    (c) => {
      if (!isLive(c) || c.teacherId !== teacherId) throw classroomNotFound();
      return c;
    },
    (c) => {
      const back = chatBackOn(c, c.chatOff ?? [], c.version + 1, at);
      const tomb: ClassroomDoc = { ...c, deleted: true, members: [], chatOff: [], updatedAt: at };
      return { ...tomb, outbox: [...deps.outbox.unpublished(c.outbox), membersChanged(tomb, c.version + 1, at), ...back.events] };
    },
  );
  await deps.outbox.flush('classroom', id, deleted.outbox, { background: true });
  const formerMembers = before.members.map((m) => m.studentId);
  await deps.teacherClassrooms.remove(teacherId, id);
  await Promise.all(formerMembers.map((s) => deps.studentClassrooms.remove(s, id)));
  await deps.submissions.removeMany(before.assignmentIds.flatMap((a) => formerMembers.map((s) => submissionId(a, s))));
  await deps.assignments.removeMany(before.assignmentIds);
}
