import type { ServedProblem, TutorCheckResult, TutorWalk } from '@mathquest/contracts';
import { api } from '../../../lib/api-client';

/** The step-by-step tutor's calls (docs/product/practice.md, the tutor; contracts: packages/contracts/src/http/game.ts). */
export const tutorApi = {
  start: (problemId: string) => api.post<TutorWalk>('/api/game/tutor/start', { problemId }),
  check: (problemId: string, step: number, answer: string) => api.post<TutorCheckResult>('/api/game/tutor/step', { problemId, step, answer }),
  show: (problemId: string, step: number) => api.post<TutorWalk>('/api/game/tutor/show', { problemId, step }),
  similar: (problemId: string) => api.post<ServedProblem>('/api/game/tutor/similar', { problemId }),
};
