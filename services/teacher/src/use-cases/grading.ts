/** POST /submissions/{id}/grade: only a SUBMITTED submission, passed from the assignment's passing score (docs/product/teacher.md, grading). */
import { ErrorCode, TeacherMessages, type Submission } from '@mathquest/contracts';
import { AppError } from '@mathquest/service-kit';
import { grade } from '../domain/submissions.js';
import { submissionGraded } from '../events/teacher-events.js';
import { CAS_ATTEMPTS, type TeacherDeps } from './deps.js';
import { isLive, submissionNotFound } from './ownership.js';
import { submissionView } from './views.js';

export async function gradeSubmission(deps: TeacherDeps, teacherId: string, id: string, score: number, comments: string | undefined): Promise<Submission> {
  for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
    const stored = await deps.submissions.get(id);
    if (!stored || stored.teacherId !== teacherId) throw submissionNotFound();
    const [assignment, classroom] = await Promise.all([deps.assignments.get(stored.assignmentId), deps.classrooms.get(stored.classroomId)]);
    if (!assignment || !isLive(classroom) || classroom.teacherId !== teacherId) throw submissionNotFound();
    const outcome = grade(stored, score, assignment.passingScore);
    if (!outcome.ok) throw new AppError(409, ErrorCode.CONFLICT, TeacherMessages.NOT_SUBMITTED);
    const at = deps.now();
    const graded = { ...stored, ...outcome.state, teacherComments: comments ?? null, gradedAt: at };
    const event = submissionGraded(graded, at);
    const next = { ...graded, outbox: [...deps.outbox.unpublished(stored.outbox), event] };
    if (await deps.submissions.writeIfVersion(next, stored.version)) {
      await deps.outbox.flush('submission', id, [event], { background: true });
      return submissionView({ ...next, version: stored.version + 1 }, (await deps.directory.getMany([stored.studentId])).get(stored.studentId));
    }
  }
  throw new AppError(409, ErrorCode.CONFLICT, 'This submission is changing, please try again');
}
