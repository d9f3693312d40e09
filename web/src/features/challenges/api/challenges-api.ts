import {
  ChallengeDeclinedResponseSchema,
  ChallengeResponseSchema,
  ChallengesResponseSchema,
  FindOpponentResponseSchema,
  StartSessionResponseSchema,
  type Challenge,
  type ChallengeOpponent,
  type ChallengeStatus,
  type SendChallengeRequest,
} from '@mathquest/contracts';
import { api } from '../../../lib/api-client';

/**
 * PvP challenge calls (docs/product/social.md#challenges--built), under /api/engagement. Answers
 * are parsed with their contracts (docs/adr/0032).
 */
const BASE = '/api/engagement/challenges';
const id = (value: string) => encodeURIComponent(value);
const One = ChallengeResponseSchema.shape.data;

export type { Challenge, ChallengeOpponent, ChallengeStatus, SendChallengeRequest };

export const challengesApi = {
  list: (status: ChallengeStatus) => api.get(`${BASE}/${status.toLowerCase()}`, ChallengesResponseSchema.shape.data),
  send: (body: SendChallengeRequest) => api.post(BASE, One, body),
  accept: (challengeId: string) => api.post(`${BASE}/${id(challengeId)}/accept`, One),
  decline: (challengeId: string) => api.post(`${BASE}/${id(challengeId)}/decline`, ChallengeDeclinedResponseSchema.shape.data),
  start: (challengeId: string) => api.post(`${BASE}/${id(challengeId)}/start`, StartSessionResponseSchema.shape.data),
  findOpponent: () => api.get(`${BASE}/find-opponent`, FindOpponentResponseSchema.shape.data),
};
