import { RosterConfirmResultSchema, RosterPreviewSchema, RosterSchema, RosterStudentSchema, SignInCodeStateSchema, type RosterRow } from '@mathquest/contracts';
import { api, parsed } from '../../../lib/api-client';

const id = (s: string) => encodeURIComponent(s);
const base = (classroomId: string) => `/api/auth/classrooms/${id(classroomId)}`;

/** A classroom's roster: accounts the teacher creates, their secrets, the sign-in code (docs/product/teacher.md#class-roster-and-login-cards--built). */
export const rosterApi = {
  get: (classroomId: string) => api.get<unknown>(`${base(classroomId)}/roster`).then(parsed(RosterSchema, 'roster')),
  /** The file's bytes (or the pasted text) as base64; the server checks UTF-8 and every row. */
  preview: (classroomId: string, csvBase64: string) => api.post<unknown>(`${base(classroomId)}/roster/preview`, { csvBase64 }).then(parsed(RosterPreviewSchema, 'roster preview')),
  confirm: (classroomId: string, students: RosterRow[]) => api.post<unknown>(`${base(classroomId)}/roster`, { students }).then(parsed(RosterConfirmResultSchema, 'roster confirm')),
  resetSecret: (classroomId: string, studentId: string) => api.post<unknown>(`${base(classroomId)}/roster/${id(studentId)}/secret`).then(parsed(RosterStudentSchema, 'secret reset')),
  setCode: (classroomId: string, action: 'ON' | 'OFF' | 'RENEW') => api.post<unknown>(`${base(classroomId)}/sign-in-code`, { action }).then(parsed(SignInCodeStateSchema, 'sign-in code')),
};

/** Bytes as base64, in chunks (String.fromCharCode takes a bounded argument list). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export const textToBase64 = (text: string) => bytesToBase64(new TextEncoder().encode(text));
