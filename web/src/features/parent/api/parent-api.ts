import {
  ApproveChildResponseSchema,
  ChildChatResponseSchema,
  ChildReportResponseSchema,
  ChildrenResponseSchema,
  StudentAssignmentListResponseSchema,
  UnlockChildResponseSchema,
  type LinkChildRequest,
} from '@mathquest/contracts';
import { api } from '../../../lib/api-client';

const childPath = (childId: string) => encodeURIComponent(childId);

/** A parent's calls (docs/product/accounts.md, parents), each answer parsed with its contract. */
export const parentApi = {
  /** GET /api/auth/children: a parent's linked students, each with their studentProfile (level, XP, streak, totals, accuracy). */
  children: () => api.get('/api/auth/children', ChildrenResponseSchema.shape.data),
  /**
   * POST /api/auth/children/link: links a student account by its email and password; answers every
   * linked student, the new one included (docs/product/accounts.md, "Parent links").
   */
  linkChild: (body: LinkChildRequest) => api.post('/api/auth/children/link', ChildrenResponseSchema.shape.data, body),
  /** POST /api/auth/children/{childId}/unlock: the child can sign in again after too many wrong passwords (docs/adr/0165). */
  unlockChild: (childId: string) => api.post(`/api/auth/children/${childPath(childId)}/unlock`, UnlockChildResponseSchema.shape.data),
  /** POST /api/auth/children/{childId}/approve: lifts a limited child's limits (chat, friends, challenges, name on boards; docs/adr/0239). */
  approveChild: (childId: string) => api.post(`/api/auth/children/${childPath(childId)}/approve`, ApproveChildResponseSchema.shape.data),
  /** POST /api/auth/children/{childId}/chat: turns the child's guild chat off or on; answers the setting kept (docs/adr/0171). */
  setChat: (childId: string, enabled: boolean) =>
    api.post(`/api/auth/children/${childPath(childId)}/chat`, ChildChatResponseSchema.shape.data, { enabled }),
  /** GET /api/game/children/{childId}/report: accuracy by topic and time spent over 7 and 30 days, recent sessions (docs/adr/0073). */
  report: (childId: string) => api.get(`/api/game/children/${childPath(childId)}/report`, ChildReportResponseSchema.shape.data),
  /** GET /api/teacher/children/{childId}/assignments: the child's class assignments, each with the child's submission (docs/adr/0085). */
  assignments: (childId: string) =>
    api.get(`/api/teacher/children/${childPath(childId)}/assignments`, StudentAssignmentListResponseSchema.shape.data),
};
