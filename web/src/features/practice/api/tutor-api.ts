import { NextProblemResponseSchema, TutorCheckResultSchema, TutorWalkSchema } from '@mathquest/contracts';
import { api } from '../../../lib/api-client';

/**
 * The step-by-step tutor's calls (docs/product/practice.md, the tutor; contracts:
 * packages/contracts/src/http/game.ts), each answer parsed with its contract.
 */
export const tutorApi = {
  start: (problemId: string) => api.post('/api/game/tutor/start', TutorWalkSchema, { problemId }),
  check: (problemId: string, step: number, answer: string) => api.post('/api/game/tutor/step', TutorCheckResultSchema, { problemId, step, answer }),
  show: (problemId: string, step: number) => api.post('/api/game/tutor/show', TutorWalkSchema, { problemId, step }),
  similar: (problemId: string) => api.post('/api/game/tutor/similar', NextProblemResponseSchema.shape.data, { problemId }),
};
