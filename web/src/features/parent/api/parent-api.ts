import { ChildChatResponseSchema, ChildrenResponseSchema, type ChildReport, type ChildSummary, type LinkChildRequest, type StudentAssignment } from '@mathquest/contracts';
import { api, parsed } from '../../../lib/api-client';

export const parentApi = {
  /** GET /api/auth/children: a parent's linked students, each with their studentProfile (level, XP, streak, totals, accuracy). */
  children: () => api.get<{ children: ChildSummary[] }>('/api/auth/children'),
  /**
   * POST /api/auth/children/link: links a student account by its email and password; answers every
   * linked student, the new one included (docs/product/accounts.md, "Parent links").
   */
  linkChild: (body: LinkChildRequest) =>
    api.post<unknown>('/api/auth/children/link', body).then(parsed(ChildrenResponseSchema.shape.data, '/api/auth/children/link')),
  /** POST /api/auth/children/{childId}/unlock: the child can sign in again after too many wrong passwords (docs/adr/0165). */
  unlockChild: (childId: string) => api.post<{ unlocked: true }>(`/api/auth/children/${encodeURIComponent(childId)}/unlock`),
  /** POST /api/auth/children/{childId}/chat: turns the child's guild chat off or on; answers the setting kept (docs/adr/0171). */
  setChat: (childId: string, enabled: boolean) =>
    api.post<unknown>(`/api/auth/children/${encodeURIComponent(childId)}/chat`, { enabled }).then(parsed(ChildChatResponseSchema.shape.data, '/api/auth/children/chat')),
  /** GET /api/game/children/{childId}/report: accuracy by topic and time spent over 7 and 30 days, recent sessions (docs/adr/0073). */
  report: (childId: string) => api.get<ChildReport>(`/api/game/children/${encodeURIComponent(childId)}/report`),
  /** GET /api/teacher/children/{childId}/assignments: the child's class assignments, each with the child's submission (docs/adr/0085). */
  assignments: (childId: string) => api.get<StudentAssignment[]>(`/api/teacher/children/${encodeURIComponent(childId)}/assignments`),
};
