import { EngagementSubjects, type EventOf } from '@mathquest/contracts';
import type { BatchConsumerSpec } from '@mathquest/service-kit';

/**
 * engagement.leaderboard.updated (docs/adr/0103): one durable consumer shared by every realtime
 * instance, so each update is emitted once, through the Redis adapter, to the board's watchers
 * wherever their sockets are held.
 */
export function leaderboardUpdatedConsumer(emit: (updates: Array<EventOf<'engagement.leaderboard.updated'>>) => void): BatchConsumerSpec<typeof EngagementSubjects.LEADERBOARD_UPDATED> {
  return { durable: 'realtime-leaderboard-updated', subjects: [EngagementSubjects.LEADERBOARD_UPDATED], handleBatch: async (updates) => emit(updates) };
}
