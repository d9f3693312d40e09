/**
 * The game's answers into submissions (docs/adr/0083): an ASSIGNMENT answer (game.assignment.answered,
 * docs/adr/0055) counts once per problem of the assignment; the last one submits with the
 * automatic score; an ASSIGNMENT session ended by its time limit (game.session.ended, timeUp)
 * submits with what it has. Each write is conditional on the version read, so a redelivered or
 * concurrently delivered event is applied once.
 */
import type { EventOf } from '@mathquest/contracts';
import { applyAnswer, applyTimeUp, type AssignmentRules, type SubmissionState } from '../domain/submissions.js';
import type { AssignmentDoc } from '../repositories/collections.js';
import { submissionId } from '../repositories/submissions.js';
import { CAS_ATTEMPTS, type TeacherDeps } from './deps.js';
import { submissionOrNew } from './views.js';

export type CountAssignmentAnswers = (events: Array<EventOf<'game.assignment.answered'>>) => Promise<void>;
export type SubmitOnTimeUp = (event: EventOf<'game.session.ended'>) => Promise<void>;

const rulesOf = (a: AssignmentDoc): AssignmentRules => ({ problemCount: a.problemIds.length, passingScore: a.passingScore, dueDate: a.dueDate });

/** Apply `step` to the student's submission of the assignment until the write lands (or there is nothing to do). */
async function moveSubmission(deps: TeacherDeps, assignmentId: string, studentId: string, step: (s: SubmissionState, a: AssignmentDoc) => SubmissionState | null): Promise<void> {
  const assignment = await deps.assignments.get(assignmentId);
  if (!assignment || assignment.status !== 'PUBLISHED') return; // deleted with its classroom, or never published: nothing to count
  const id = submissionId(assignmentId, studentId);
  for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
    const stored = await deps.submissions.get(id);
    const current = submissionOrNew(assignment, studentId, stored ?? undefined);
    const next = step(current, assignment);
    if (!next) return;
    if (await deps.submissions.writeIfVersion({ ...current, ...next, outbox: deps.outbox.unpublished(current.outbox) }, stored ? stored.version : null)) return;
  }
  throw new Error(`submission ${id} kept changing; the event will be retried`);
}

export function countAssignmentAnswers(deps: TeacherDeps): CountAssignmentAnswers {
  return async (events) => {
    for (const e of events) {
      const d = e.data; // an ASSIGNMENT answer with its assignmentId: the event's contract says so
      // Time spent counts the time spent answering (spentSeconds); an older event has only the scored seconds.
      const answer = { problemId: d.stableProblemId, topic: d.topic, isCorrect: d.isCorrect, timeSpent: d.spentSeconds ?? d.timeSpent, answeredAt: new Date(d.answeredAt) };
      await moveSubmission(deps, d.assignmentId, d.userId, (s, a) => (a.problemIds.includes(answer.problemId) ? applyAnswer(s, answer, rulesOf(a)) : null));
    }
  };
}

export function submitOnTimeUp(deps: TeacherDeps): SubmitOnTimeUp {
  return async (e) => {
    const d = e.data;
    if (d.mode !== 'ASSIGNMENT' || !d.assignmentId || !d.timeUp) return;
    await moveSubmission(deps, d.assignmentId, d.userId, (s, a) => applyTimeUp(s, rulesOf(a), new Date(d.endedAt)));
  };
}
