import type { CreateAssignmentRequest } from '@mathquest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teacherKeys } from './keys';
import { teacherApi } from './teacher-api';

/** POST /api/teacher/classrooms/{id}/assignments: a draft; its classroom and the assignment lists are read again. */
export function useCreateAssignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ classroomId, body }: { classroomId: string; body: CreateAssignmentRequest }) => teacherApi.createAssignment(classroomId, body),
    onSuccess: (_assignment, { classroomId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: teacherKeys.classroom(classroomId), exact: true }),
        client.invalidateQueries({ queryKey: teacherKeys.allAssignments() }),
      ]),
  });
}
