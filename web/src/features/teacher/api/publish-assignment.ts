import type { Assignment } from '@mathquest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teacherKeys } from './keys';
import { teacherApi } from './teacher-api';

/**
 * POST /api/teacher/assignments/{id}/publish: the assignment (with its numbers), its classroom and
 * the assignment lists are read again.
 */
export function usePublishAssignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: string) => teacherApi.publishAssignment(assignmentId),
    onSuccess: (assignment: Assignment) =>
      Promise.all([
        client.invalidateQueries({ queryKey: teacherKeys.assignment(assignment.id) }),
        client.invalidateQueries({ queryKey: teacherKeys.classroom(assignment.classroomId), exact: true }),
        client.invalidateQueries({ queryKey: teacherKeys.allAssignments() }),
      ]),
  });
}
