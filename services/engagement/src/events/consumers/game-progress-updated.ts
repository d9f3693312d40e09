import { GameSubjects, type EventOf } from '@mathquest/contracts';
import type { BatchConsumerSpec } from '@mathquest/service-kit';

/** game.progress.updated: the progress projection and the global rank in Redis, newest version wins (docs/adr/0060). */
export function progressUpdatedConsumer(handle: (events: Array<EventOf<'game.progress.updated'>>) => Promise<void>): BatchConsumerSpec<typeof GameSubjects.PROGRESS_UPDATED> {
  return { durable: 'engagement-progress-updated', subjects: [GameSubjects.PROGRESS_UPDATED], handleBatch: handle };
}
