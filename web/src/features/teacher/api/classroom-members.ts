import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teacherKeys } from './keys';
import { teacherApi } from './teacher-api';

/** A change of a classroom's members: the classroom (and under it its analytics) and the classroom list are read again. */
function useMembersMutation<A>(call: (classroomId: string, arg: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ classroomId, arg }: { classroomId: string; arg: A }) => call(classroomId, arg),
    onSuccess: (_result, { classroomId }) =>
      Promise.all([client.invalidateQueries({ queryKey: teacherKeys.classroom(classroomId) }), client.invalidateQueries({ queryKey: teacherKeys.classrooms() })]),
  });
}

/** POST /api/teacher/classrooms/{id}/students: add a student by username. */
export const useAddStudent = () => useMembersMutation((classroomId, username: string) => teacherApi.addStudent(classroomId, username));

/** DELETE /api/teacher/classrooms/{id}/students/{studentId}. */
export const useRemoveStudent = () => useMembersMutation((classroomId, studentId: string) => teacherApi.removeStudent(classroomId, studentId));

/** POST /api/teacher/classrooms/{id}/students/{studentId}/unlock: the student can sign in again; nothing shown changes. */
export function useUnlockStudent() {
  return useMutation({ mutationFn: ({ classroomId, studentId }: { classroomId: string; studentId: string }) => teacherApi.unlockStudent(classroomId, studentId) });
}
