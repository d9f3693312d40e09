import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@mathquest/contracts';
import { newEvent, type EventBus } from '@mathquest/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxEntry, UsersRepository } from '../repositories/users-repository.js';

/** Build an outbox entry; the event id doubles as the JetStream msgID, so republishing is de-duplicated. */
export function outboxEntry<TType extends string, TData>(subject: TType, data: TData, userId: string, at = new Date()): OutboxEntry {
  const event = newEvent(subject, data, userId, randomUUID()) as EventEnvelope;
  event.occurredAt = at.toISOString();
  return { id: event.id, subject, event, createdAt: at };
}

/**
 * Transactional outbox without transactions: the event is stored in the user document by the
 * same single-document write as the change, published, then removed. A sweeper republishes
 * entries left behind (crash between write and publish, NATS down).
 */
export function createOutbox(bus: EventBus, users: UsersRepository, log: FastifyBaseLogger) {
  async function publishEntries(userId: string, entries: OutboxEntry[]): Promise<number> {
    let published = 0;
    for (const e of entries) {
      try {
        await bus.publish(e.subject, e.event);
        await users.clearOutboxEntry(userId, e.id);
        published++;
      } catch (err) {
        log.warn({ err, eventId: e.id, subject: e.subject }, 'event not published yet; the outbox sweeper will retry');
      }
    }
    return published;
  }

  return {
    publishEntries,

    /** Republish entries older than `minAgeMs`, every `intervalMs`. Returns a stop function. */
    startSweeper(intervalMs: number, minAgeMs: number): () => Promise<void> {
      let running: Promise<void> | null = null;
      const sweep = async () => {
        try {
          const pending = await users.pendingOutbox(new Date(Date.now() - minAgeMs));
          for (const p of pending) await publishEntries(p.userId, p.entries);
          if (pending.length) log.info({ users: pending.length }, 'outbox sweep republished events');
        } catch (err) {
          log.warn({ err }, 'outbox sweep failed');
        }
      };
      const timer = setInterval(() => {
        if (!running) running = sweep().finally(() => (running = null));
      }, intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running;
      };
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
