import { ChallengeResponseSchema, ChallengesResponseSchema, FindOpponentResponseSchema, type Challenge, type ChallengeOpponent, type ChallengeStatus, type SendChallengeRequest } from '@mathquest/contracts';
import { api, parsed } from './api-client';

/**
 * PvP challenge calls (docs/product/social.md#challenges--built), under /api/engagement. Answers
 * are checked against their contracts (docs/adr/0032).
 */
const BASE = '/api/engagement/challenges';
const id = (value: string) => encodeURIComponent(value);

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
