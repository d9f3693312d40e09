import type { StudentProfile } from '@mathquest/contracts';
import { api } from '../../../lib/api-client';

export interface ChildSummary {
  id: string;
  profile: { displayName: string; username: string };
  studentProfile: StudentProfile;
}

/** GET /api/auth/children: a parent's linked students. */
export function getChildren(): Promise<{ children: ChildSummary[] }> {
  return api.get<{ children: ChildSummary[] }>('/api/auth/children');
}
