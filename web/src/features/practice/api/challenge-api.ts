import { ChallengeResponseSchema } from '@mathquest/contracts';
import { api } from '../../../lib/api-client';

/** The challenge read of the practice screen's challenge mode (docs/product/social.md#challenges--built), parsed with its contract. */
export const challengeApi = {
  /** GET /api/engagement/challenges/{id}: one challenge of either side, in whatever state. */
  get: (challengeId: string) => api.get(`/api/engagement/challenges/${encodeURIComponent(challengeId)}`, ChallengeResponseSchema.shape.data),
};
