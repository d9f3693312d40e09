import type { ClassroomDetail, ErasedStudentWork } from '@mathquest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teacherKeys } from './keys';
import { teacherApi } from './teacher-api';

/** PUT /api/teacher/classrooms/{id} {erasedStudentWork}: the classroom's answer replaces the setting in its cached detail. */
export function useSetErasedStudentWork(classroomId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: ErasedStudentWork) => teacherApi.setErasedStudentWork(classroomId, choice),
    onSuccess: (updated) => {
      client.setQueryData<ClassroomDetail>(teacherKeys.classroom(classroomId), (detail) => (detail ? { ...detail, erasedStudentWork: updated.erasedStudentWork } : detail));
    },
  });
}
