import type { ClassroomDetail } from '@mathquest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teacherKeys } from './keys';
import { teacherApi } from './teacher-api';

/** POST /api/teacher/classrooms/{id}/students/{studentId}/chat: the setting kept goes into the cached classroom's member (docs/adr/0171). */
export function useSetStudentChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ classroomId, studentId, enabled }: { classroomId: string; studentId: string; enabled: boolean }) => teacherApi.setStudentChat(classroomId, studentId, enabled),
    onSuccess: (kept) =>
      client.setQueryData<ClassroomDetail>(teacherKeys.classroom(kept.classroomId), (c) =>
        c ? { ...c, students: c.students.map((m) => (m.studentId === kept.studentId ? { ...m, chatEnabled: kept.chatEnabled } : m)) } : c,
      ),
  });
}
