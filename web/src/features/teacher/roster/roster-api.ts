import { RosterConfirmResultSchema, RosterPreviewSchema, RosterSchema, RosterStudentSchema, SignInCodeStateSchema, type RosterRow } from '@mathquest/contracts';
import { api } from '../../../lib/api-client';

const id = (s: string) => encodeURIComponent(s);
const base = (classroomId: string) => `/api/auth/classrooms/${id(classroomId)}`;

/** A classroom's roster: accounts the teacher creates, their secrets, the sign-in code (docs/product/teacher.md#class-roster-and-login-cards--built). */
export const rosterApi = {
  get: (classroomId: string) => api.get(`${base(classroomId)}/roster`, RosterSchema),
  /** The file's bytes (or the pasted text) as base64; the server checks UTF-8 and every row. */
  preview: (classroomId: string, csvBase64: string) => api.post(`${base(classroomId)}/roster/preview`, RosterPreviewSchema, { csvBase64 }),
  confirm: (classroomId: string, students: RosterRow[]) => api.post(`${base(classroomId)}/roster`, RosterConfirmResultSchema, { students }),
  resetSecret: (classroomId: string, studentId: string) => api.post(`${base(classroomId)}/roster/${id(studentId)}/secret`, RosterStudentSchema),
  setCode: (classroomId: string, action: 'ON' | 'OFF' | 'RENEW') => api.post(`${base(classroomId)}/sign-in-code`, SignInCodeStateSchema, { action }),
};
