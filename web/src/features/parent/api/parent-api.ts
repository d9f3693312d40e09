import type { ChildSummary } from '@mathquest/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/auth/children: a parent's linked students, each with their studentProfile (level, XP, streak, totals, accuracy). */
export const parentApi = {
  children: () => api.get<{ children: ChildSummary[] }>('/api/auth/children'),
};
