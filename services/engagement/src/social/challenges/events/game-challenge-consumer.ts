import { GameSubjects, type EventOf } from '@mathquest/contracts';
import type { BatchConsumerSpec } from '@mathquest/service-kit';

/** game.challenge.finished: a side recorded once; both in, the challenge settles (docs/adr/0125). */
export function challengeFinishedConsumer(handle: (events: Array<EventOf<'game.challenge.finished'>>) => Promise<void>): BatchConsumerSpec<typeof GameSubjects.CHALLENGE_FINISHED> {
  return { durable: 'engagement-challenge-finished', subjects: [GameSubjects.CHALLENGE_FINISHED], handleBatch: handle };
}
