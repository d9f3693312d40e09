import { ChallengeResponseSchema, ChallengesResponseSchema, FindOpponentResponseSchema, type Challenge, type ChallengeOpponent, type ChallengeStatus, type SendChallengeRequest } from '@mathquest/contracts';
import { ApiError, ClientErrorCode, api } from './api-client';

/**
 * PvP challenge calls (docs/product/social.md#challenges--built), under /api/engagement. Answers
 * are checked against their contracts (docs/adr/0032).
 */
const BASE = '/api/engagement/challenges';
const id = (value: string) => encodeURIComponent(value);

interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: unknown } };
}
function parsed<T>(schema: Schema<T>, path: string) {
  return (data: unknown): T => {
    const result = schema.safeParse(data);
    if (result.success) return result.data;
    console.error(`Unexpected answer from ${path}`, result.error.issues);
    throw new ApiError(200, ClientErrorCode.BAD_RESPONSE, 'Unexpected response from the server.');
  };
}

export type { Challenge, ChallengeOpponent, ChallengeStatus, SendChallengeRequest };

export const challengesApi = {
  list: (status: ChallengeStatus) => api.get<unknown>(`${BASE}/${status.toLowerCase()}`).then(parsed(ChallengesResponseSchema.shape.data, `/challenges/${status.toLowerCase()}`)),
  send: (body: SendChallengeRequest) => api.post<unknown>(BASE, body).then(parsed(ChallengeResponseSchema.shape.data, '/challenges')),
  accept: (challengeId: string) => api.post<unknown>(`${BASE}/${id(challengeId)}/accept`).then(parsed(ChallengeResponseSchema.shape.data, '/challenges/accept')),
  decline: (challengeId: string) => api.post<{ declined: true }>(`${BASE}/${id(challengeId)}/decline`),
  start: (challengeId: string) => api.post<{ session: { id: string } }>(`${BASE}/${id(challengeId)}/start`),
  get: (challengeId: string) => api.get<unknown>(`${BASE}/${id(challengeId)}`).then(parsed(ChallengeResponseSchema.shape.data, '/challenges/:id')),
  findOpponent: () => api.get<unknown>(`${BASE}/find-opponent`).then(parsed(FindOpponentResponseSchema.shape.data, '/challenges/find-opponent')),
};
