/**
 * engagement.challenge.updated (docs/adr/0160): a challenge's facts for the game's projection,
 * published when it becomes ACTIVE and when an ACTIVE challenge ends, and again by a start that
 * finds the game has not seen it yet. The id is derived from the challenge and its version, so a
 * retried publish within the dedup window is dropped by JetStream; a start's publish `again` has
 * an id of its own, so it is delivered even when the first one is in the stream's dedup window,
 * and changes nothing in a projection that has it (only a newer version applies). The seed
 * travels only inside the bus.
 */
import { randomUUID } from 'node:crypto';
import { EngagementSubjects, type ChallengeTopic } from '@mathquest/contracts';
import { derivedId, newEvent, type EventBus } from '@mathquest/service-kit';
import type { ChallengeDoc } from '../domain/challenges.js';

export type PublishChallengeUpdated = (c: ChallengeDoc, again?: boolean) => Promise<void>;

export type ProjectedStatus = 'ACTIVE' | 'COMPLETED' | 'EXPIRED' | 'CANCELLED';

/** The statuses the game's projection holds: ACTIVE, and the ends an ACTIVE challenge can reach. */
export function projectedStatus(status: ChallengeDoc['status']): ProjectedStatus | null {
  return status === 'ACTIVE' || status === 'COMPLETED' || status === 'EXPIRED' || status === 'CANCELLED' ? status : null;
}

export function challengeUpdatedPublisher(bus: Pick<EventBus, 'publish'>): PublishChallengeUpdated {
  return async (c, again = false) => {
    const status = projectedStatus(c.status);
    if (!status) return;
    const id = again ? randomUUID() : derivedId('engagement', `challenge:${c._id}:${c.version}`);
    const data = {
      challengeId: c._id,
      version: c.version,
      status,
      sides: [c.challenger.userId, c.opponent.userId] as [string, string],
      seed: c.seed,
      topic: c.topic as ChallengeTopic,
      problemCount: c.problemCount,
      timeLimit: c.timeLimit,
      expiresAt: c.expiresAt.toISOString(),
    };
    await bus.publish(EngagementSubjects.CHALLENGE_UPDATED, newEvent(EngagementSubjects.CHALLENGE_UPDATED, data, undefined, id));
  };
}
