/**
 * Assignments: create from the problem bank (never half written), list, detail with one
 * submission per member, stats, publish (docs/product/teacher.md, assignments).
 */
import { ErrorCode, TeacherMessages, type Assignment, type AssignmentDetail, type AssignmentStats, type CreateAssignmentRequestSchema } from '@mathquest/contracts';
import { AppError, badRequest } from '@mathquest/service-kit';
import type { z } from 'zod';
import { unknownBankIds } from '../domain/bank-problems.js';
import { assignmentStats } from '../domain/stats.js';
import { assignmentPublished } from '../events/teacher-events.js';
import type { AssignmentDoc, ClassroomDoc, SubmissionDoc } from '../repositories/collections.js';
import { submissionId } from '../repositories/submissions.js';
import { changeClassroom, newId, startedCounts, teacherClassroomDocs } from './classrooms.js';
import type { TeacherDeps } from './deps.js';
import { classroomNotFound, isLive, ownAssignment, ownClassroom } from './ownership.js';
import { assignmentView, submissionOrNew, submissionView } from './views.js';

export async function createAssignment(deps: TeacherDeps, teacherId: string, classroomId: string, input: z.output<typeof CreateAssignmentRequestSchema>): Promise<Assignment> {
  const classroom = await ownClassroom(deps, teacherId, classroomId);
  const problemIds = [...new Set(input.problemIds)];
  const unknown = unknownBankIds(problemIds, deps.bank.skills, deps.bank.seeds);
  if (unknown.length > 0) throw badRequest(`${TeacherMessages.UNKNOWN_PROBLEM}: ${unknown.slice(0, 5).join(', ')}`, 'problemIds');
  const at = deps.now();
  const doc: AssignmentDoc = {
    _id: newId(),
    teacherId,
    classroomId: classroom._id,
    title: input.title,
    description: input.description ?? null,
    problemIds,
    status: 'DRAFT',
    dueDate: input.dueDate ? new Date(input.dueDate) : null,
    passingScore: input.passingScore,
    pointsWorth: input.pointsWorth,
    timeLimit: input.timeLimit ? input.timeLimit : null,
    allowLateSubmissions: input.allowLateSubmissions,
    createdAt: at,
    publishedAt: null,
    outbox: [],
  };
  await deps.assignments.insert(doc);
  let updated: ClassroomDoc;
  try {
    updated = await changeClassroom(
      deps,
      classroomId,
      (c) => {
        if (!isLive(c) || c.teacherId !== teacherId) throw classroomNotFound();
        return c;
      },
      (c) => ({ ...c, assignmentIds: [...c.assignmentIds, doc._id], outbox: deps.outbox.unpublished(c.outbox) }),
    );
  } catch (err) {
    // Never half an assignment: one its classroom does not list is removed again.
    await deps.assignments.removeMany([doc._id]).catch((e: unknown) => deps.log.error({ err: e, assignmentId: doc._id }, 'an assignment left without its classroom could not be removed'));
    throw err;
  }
  return assignmentView(doc, updated, 0);
}

/** The teacher's assignments across their classrooms, newest first. */
export async function listAssignments(deps: TeacherDeps, teacherId: string, limit: number | undefined): Promise<Assignment[]> {
  const classes = await teacherClassroomDocs(deps, teacherId);
  const byId = new Map(classes.map((c) => [c._id, c]));
  const all = (await deps.assignments.getMany(classes.flatMap((c) => c.assignmentIds))).filter((a) => a.teacherId === teacherId && byId.has(a.classroomId));
  all.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const shown = limit === undefined ? all : all.slice(0, limit);
  const counts = await startedCounts(deps, shown.map((a) => ({ assignmentId: a._id, memberIds: byId.get(a.classroomId)!.members.map((m) => m.studentId) })));
  return shown.map((a) => assignmentView(a, byId.get(a.classroomId)!, counts.get(a._id) ?? 0));
}

/** One submission per current member (stored, or NOT_STARTED), in the class's member order. */
async function memberSubmissions(deps: TeacherDeps, a: AssignmentDoc, c: ClassroomDoc): Promise<SubmissionDoc[]> {
  const memberIds = c.members.map((m) => m.studentId);
  const stored = new Map((await deps.submissions.getMany(memberIds.map((m) => submissionId(a._id, m)))).map((s) => [s.studentId, s]));
  return memberIds.map((m) => submissionOrNew(a, m, stored.get(m)));
}

export async function getAssignmentDetail(deps: TeacherDeps, teacherId: string, id: string): Promise<AssignmentDetail> {
  const { assignment, classroom } = await ownAssignment(deps, teacherId, id);
  const [submissions, entries] = await Promise.all([memberSubmissions(deps, assignment, classroom), deps.directory.getMany(classroom.members.map((m) => m.studentId))]);
  const started = submissions.filter((s) => s.status !== 'NOT_STARTED').length;
  return { ...assignmentView(assignment, classroom, started), submissions: submissions.map((s) => submissionView(s, entries.get(s.studentId))) };
}

export async function getAssignmentStats(deps: TeacherDeps, teacherId: string, id: string): Promise<AssignmentStats> {
  const { assignment, classroom } = await ownAssignment(deps, teacherId, id);
  return assignmentStats(await memberSubmissions(deps, assignment, classroom));
}

/** DRAFT → PUBLISHED (no way back), with teacher.assignment.published; publishing a published one again answers it as it is. */
export async function publishAssignment(deps: TeacherDeps, teacherId: string, id: string): Promise<Assignment> {
  const { assignment, classroom } = await ownAssignment(deps, teacherId, id);
  let current = assignment;
  if (assignment.status === 'DRAFT') {
    const at = deps.now();
    const event = assignmentPublished(assignment, at);
    if (await deps.assignments.publishIfDraft(id, at, [event])) {
      await deps.outbox.flush('assignment', id, [event], { background: true });
      current = { ...assignment, status: 'PUBLISHED', publishedAt: at };
    } else {
      const reread = await deps.assignments.get(id);
      if (!reread) throw new AppError(404, ErrorCode.NOT_FOUND, 'Assignment not found');
      current = reread;
    }
  }
  const counts = await startedCounts(deps, [{ assignmentId: id, memberIds: classroom.members.map((m) => m.studentId) }]);
  return assignmentView(current, classroom, counts.get(id) ?? 0);
}
