/**
 * Auth's events go through the service kit's outbox (docs/adr/0041): an event is stored in the
 * user document by the same single-document write as the change, published, then removed; the
 * kit's sweeper republishes entries left behind (crash between write and publish, NATS down).
 */
import type { EventData, EventSubject } from '@mathquest/contracts';
import { createOutbox as createKitOutbox, outboxEntry as kitOutboxEntry, type EventBus, type OutboxEntry, type OutboxLog } from '@mathquest/service-kit';
import type { UsersRepository } from '../repositories/users-repository.js';

/** A new outbox entry with a random id; the event id doubles as the JetStream msgID, so republishing is de-duplicated. */
export function outboxEntry<S extends EventSubject>(subject: S, data: EventData<S>, userId: string, at = new Date()): OutboxEntry<S> {
  return kitOutboxEntry(subject, data, { userId, at });
}

type OutboxUsers = Pick<UsersRepository, 'clearOutboxEntry' | 'pendingOutbox'>;

export function createOutbox(bus: Pick<EventBus, 'publish'>, users: OutboxUsers, log: OutboxLog) {
  const outbox = createKitOutbox({
    bus,
    log,
    stores: {
      user: {
        pending: async (before, limit) => (await users.pendingOutbox(before, limit)).map((p) => ({ ownerId: p.userId, entries: p.entries })),
        // A user write carries one event: removed one by one by the repository.
        clear: async (userId, eventIds) => {
          for (const id of eventIds) await users.clearOutboxEntry(userId, id);
        },
      },
    },
  });

  return {
    /** Publish a user's new entries and remove them from the document; what fails is left to the sweeper. Never throws. */
    publishEntries: (userId: string, entries: readonly OutboxEntry[]): Promise<number> => outbox.flush('user', userId, entries),

    /** Republish entries older than `minAgeMs`, every `intervalMs`. Returns a stop function. */
    startSweeper: (intervalMs: number, minAgeMs: number): (() => Promise<void>) => outbox.startSweeper({ intervalMs, staleMs: minAgeMs }),
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
