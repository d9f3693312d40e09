import type { Roster, RosterRow } from '@mathquest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rosterApi } from '../roster/roster-api';
import { teacherKeys } from './keys';

/** POST .../roster: create or update the rows; the answer's roster becomes the cached one. */
export function useConfirmRoster(classroomId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rows: RosterRow[]) => rosterApi.confirm(classroomId, rows),
    onSuccess: (result) => client.setQueryData(teacherKeys.roster(classroomId), result.roster),
  });
}

/** POST .../roster/preview: the rows checked, nothing created. */
export function usePreviewRoster(classroomId: string) {
  return useMutation({ mutationFn: (csvBase64: string) => rosterApi.preview(classroomId, csvBase64) });
}

/** POST .../sign-in-code: on, off or renew; the cached roster takes the new code state. */
export function useSetSignInCode(classroomId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: 'ON' | 'OFF' | 'RENEW') => rosterApi.setCode(classroomId, action),
    onSuccess: (code) => client.setQueryData<Roster>(teacherKeys.roster(classroomId), (r) => (r ? { ...r, signInCode: code } : r)),
  });
}

/** POST .../roster/{studentId}/secret: a new secret; the cached roster takes the answered student. */
export function useResetSecret(classroomId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (studentId: string) => rosterApi.resetSecret(classroomId, studentId),
    onSuccess: (student, studentId) =>
      client.setQueryData<Roster>(teacherKeys.roster(classroomId), (r) => (r ? { ...r, students: r.students.map((s) => (s.id === studentId ? student : s)) } : r)),
  });
}
