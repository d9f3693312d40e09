import { EngagementSubjects } from '@mathquest/contracts';
import type { SingleConsumerSpec } from '@mathquest/service-kit';
import type { ChallengeProjectionRepository } from '../../repositories/challenges.js';

/** engagement.challenge.updated: the challenge's facts in the projection CHALLENGE starts are checked against, applied when newer (docs/adr/0160). */
export function challengeUpdatedConsumer(challenges: Pick<ChallengeProjectionRepository, 'save'>): SingleConsumerSpec<typeof EngagementSubjects.CHALLENGE_UPDATED> {
  return {
    durable: 'game-challenges-updated',
    subjects: [EngagementSubjects.CHALLENGE_UPDATED],
    handle: async ({ data }) => {
      await challenges.save({
        _id: data.challengeId,
        version: data.version,
        status: data.status,
        sides: [...data.sides],
        seed: data.seed,
        topic: data.topic,
        problemCount: data.problemCount,
        timeLimit: data.timeLimit,
        expiresAt: new Date(data.expiresAt),
      });
    },
  };
}
