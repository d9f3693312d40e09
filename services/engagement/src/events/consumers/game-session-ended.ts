import { GameSubjects, type EventOf } from '@mathquest/contracts';
import type { BatchConsumerSpec } from '@mathquest/service-kit';

/** game.session.ended: the finished-session and perfect-session quests, once per event (docs/adr/0060). */
export function sessionEndedConsumer(handle: (events: Array<EventOf<'game.session.ended'>>) => Promise<void>): BatchConsumerSpec<typeof GameSubjects.SESSION_ENDED> {
  return { durable: 'engagement-session-ended', subjects: [GameSubjects.SESSION_ENDED], handleBatch: handle };
}

/** game.session.ended of speed runs: the Speed Runner board (docs/adr/0135), its own durable so the player document's consumer is untouched. */
export function speedRunEndedConsumer(handle: (events: Array<EventOf<'game.session.ended'>>) => Promise<void>): BatchConsumerSpec<typeof GameSubjects.SESSION_ENDED> {
  return { durable: 'engagement-speed-runs', subjects: [GameSubjects.SESSION_ENDED], handleBatch: handle };
}
