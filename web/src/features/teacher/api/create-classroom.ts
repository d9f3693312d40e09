import type { CreateClassroomRequest } from '@mathquest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teacherKeys } from './keys';
import { teacherApi } from './teacher-api';

/** POST /api/teacher/classrooms: the new classroom; the classroom list is read again. */
export function useCreateClassroom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateClassroomRequest) => teacherApi.createClassroom(body),
    onSuccess: () => client.invalidateQueries({ queryKey: teacherKeys.classrooms() }),
  });
}
