import { GameSubjects, type EventOf } from '@mathquest/contracts';
import type { BatchConsumerSpec } from '@mathquest/service-kit';

/** game.level.up: a LEVEL_UP notification in the player document, once per event (docs/adr/0060). */
export function levelUpConsumer(handle: (events: Array<EventOf<'game.level.up'>>) => Promise<void>): BatchConsumerSpec<typeof GameSubjects.LEVEL_UP> {
  return { durable: 'engagement-level-up', subjects: [GameSubjects.LEVEL_UP], handleBatch: handle };
}
