/**
 * Auth's events go through the service kit's outbox (docs/adr/0041): an event is stored in the
 * user document by the same single-document write as the change, published, then removed; the
 * kit's sweeper republishes entries left behind (crash between write and publish, NATS down):
 * what a failed publish left, by the users this process wrote; what a crash left, by a full pass
 * at start and when another auth process was lost (docs/adr/0278).
 */
import { CoreSubjects, type EventData, type EventSubject } from '@mathquest/contracts';
import { createOutbox as createKitOutbox, outboxEntry as kitOutboxEntry, startPeerSweeper, type EventBus, type OutboxEntry, type OutboxLog, type PeerSweeperOptions } from '@mathquest/service-kit';
import type { UsersRepository } from '../repositories/users-repository.js';

/** A new outbox entry with a random id; the event id doubles as the JetStream msgID, so republishing is de-duplicated. */
export function outboxEntry<S extends EventSubject>(subject: S, data: EventData<S>, userId: string, at = new Date()): OutboxEntry<S> {
  return kitOutboxEntry(subject, data, { userId, at });
}

type OutboxUsers = Pick<UsersRepository, 'clearOutboxEntry' | 'pendingOutbox' | 'pendingOutboxOf'>;

export function createOutbox(bus: Pick<EventBus, 'publish'>, users: OutboxUsers, log: OutboxLog) {
  const outbox = createKitOutbox({
    bus,
    log,
    stores: {
      user: {
        pending: async (before, limit) => (await users.pendingOutbox(before, limit)).map((p) => ({ ownerId: p.userId, entries: p.entries })),
        pendingOf: async (userIds, before) => (await users.pendingOutboxOf(userIds, before)).map((p) => ({ ownerId: p.userId, entries: p.entries })),
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

    /** Publishes and removes what the users this process wrote still hold: a process that does not sweep (the CLI) before it exits. */
    settle: (): Promise<void> => outbox.sweepWatched(0),

    /** Republish entries older than `staleMs`, every `intervalMs`, beside the other auth processes on `group` (the database). Returns the stop. */
    startSweeper: (opts: Omit<PeerSweeperOptions<'user', typeof CoreSubjects.AUTH_INSTANCES>, 'outbox' | 'subject'>): (() => Promise<void>) =>
      startPeerSweeper({ ...opts, outbox, subject: CoreSubjects.AUTH_INSTANCES }),
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
