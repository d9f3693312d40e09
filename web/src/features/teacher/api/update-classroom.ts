import type { Classroom, UpdateClassroomRequest } from '@mathquest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teacherApi } from './teacher-api';
import { teacherKeys } from './keys';

/** PUT /api/teacher/classrooms/{id}: archive or activate; the list takes the answer's classroom, the assignment lists are read again. */
export function useSetClassroomActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ classroom, isActive }: { classroom: Classroom; isActive: boolean }) => teacherApi.setClassroomActive(classroom.id, isActive),
    onSuccess: (updated) => {
      client.setQueryData<Classroom[]>(teacherKeys.classrooms(), (list) => list?.map((x) => (x.id === updated.id ? { ...x, ...updated } : x)));
      return client.invalidateQueries({ queryKey: teacherKeys.allAssignments() });
    },
  });
}

/** PUT /api/teacher/classrooms/{id} from the edit form: the classroom, its list and the classroom page are read again. */
export function useUpdateClassroom(classroomId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateClassroomRequest) => teacherApi.updateClassroom(classroomId, body),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: teacherKeys.classrooms() }), client.invalidateQueries({ queryKey: teacherKeys.classroom(classroomId) })]),
  });
}
