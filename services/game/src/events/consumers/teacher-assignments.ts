import { TeacherSubjects } from '@mathquest/contracts';
import type { SingleConsumerSpec } from '@mathquest/service-kit';
import type { AssignmentRepository } from '../../repositories/assignments.js';

/** teacher.assignment.published: the assignment joins the projection ASSIGNMENT sessions are served from (docs/adr/0080). */
export function assignmentPublishedConsumer(assignments: Pick<AssignmentRepository, 'saveAssignment'>): SingleConsumerSpec<typeof TeacherSubjects.ASSIGNMENT_PUBLISHED> {
  return {
    durable: 'game-assignments-published',
    subjects: [TeacherSubjects.ASSIGNMENT_PUBLISHED],
    handle: async ({ data }) => {
      await assignments.saveAssignment({
        _id: data.assignmentId,
        classroomId: data.classroomId,
        title: data.title,
        problemIds: data.problemIds,
        dueDate: data.dueDate ? new Date(data.dueDate) : null,
        allowLateSubmissions: data.allowLateSubmissions,
        timeLimit: data.timeLimit,
      });
    },
  };
}

/** teacher.classroom.members.changed: the class's teacher and member list, applied when newer (docs/adr/0080, 0087). */
export function classroomMembersConsumer(assignments: Pick<AssignmentRepository, 'saveMembers'>): SingleConsumerSpec<typeof TeacherSubjects.CLASSROOM_MEMBERS_CHANGED> {
  return {
    durable: 'game-classroom-members',
    subjects: [TeacherSubjects.CLASSROOM_MEMBERS_CHANGED],
    handle: async ({ data }) => {
      await assignments.saveMembers({ _id: data.classroomId, teacherId: data.teacherId, memberIds: data.deleted ? [] : data.memberIds, version: data.version });
    },
  };
}
