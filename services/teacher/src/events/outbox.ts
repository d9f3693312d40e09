/**
 * The teacher service's outbox (the service kit's, docs/adr/0023): teacher.classroom.members.changed
 * rides in the classroom document written by the member change, teacher.assignment.published in
 * the assignment document written by the publish, teacher.submission.graded in the submission
 * written by the grade; each is flushed right after its write and swept if that fails.
 */
import { createOutbox, documentOutboxStore, type EventBus, type Outbox, type OutboxLog } from '@mathquest/service-kit';
import type { Collections } from '../repositories/collections.js';

export type TeacherOutboxOwner = 'classroom' | 'assignment' | 'submission';
export type TeacherOutbox = Outbox<TeacherOutboxOwner>;

export function createTeacherOutbox(c: Pick<Collections, 'classrooms' | 'assignments' | 'submissions'>, bus: Pick<EventBus, 'publish'>, log: OutboxLog): TeacherOutbox {
  return createOutbox({
    bus,
    log,
    stores: {
      classroom: documentOutboxStore(c.classrooms, { versioned: true }),
      assignment: documentOutboxStore(c.assignments),
      submission: documentOutboxStore(c.submissions, { versioned: true }),
    },
  });
}
