import type { Classroom } from '@mathquest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teacherApi } from './teacher-api';
import { teacherKeys } from './keys';

/** DELETE /api/teacher/classrooms/{id}: the classroom leaves the cached list at once; the assignment lists are read again. */
export function useDeleteClassroom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (classroom: Classroom) => teacherApi.deleteClassroom(classroom.id),
    onSuccess: (_answer, classroom) => {
      client.setQueryData<Classroom[]>(teacherKeys.classrooms(), (list) => list?.filter((x) => x.id !== classroom.id));
      return client.invalidateQueries({ queryKey: teacherKeys.allAssignments() });
    },
  });
}
