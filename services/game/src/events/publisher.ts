/**
 * Publishing with an outbox (docs/adr/0023-answer-integrity-outbox.md, 0027). Events of an
 * accepted answer are written into the student document in the same atomic update as the
 * progress; game.session.started / game.session.ended into the session document in the insert /
 * the update that ends it. They are then published with their deterministic id as the JetStream
 * msgID. Session entries are cleared right away; answer entries are cleared by the student's next
 * answer, which drops the ones this process saw acknowledged (one write per answer instead of
 * two, docs/adr/0043). A sweeper publishes and clears entries left behind by a crash, a NATS
 * outage or a student who stopped playing; JetStream's duplicate window drops repeats.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { EventBus } from '@mathquest/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Collections } from '../repositories/collections.js';
import type { OutboxEntry } from './outbox-entry.js';

/** A UUID (version-5 layout) derived from a name, so a re-created event keeps its id. */
export function deterministicId(name: string): string {
  const h = createHash('sha1').update(`mathquest:game:${name}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The documents that carry an outbox: a student (answers) or a game session (started/ended). */
export type OutboxOwner = 'student' | 'session';

/** Ids of events this process saw acknowledged, long enough for the student's next answer. */
const PUBLISHED_MEMORY = 50_000;

export interface Publisher {
  /** Publish outbox entries of one session document, then remove them from its outbox (not awaited). Never throws: failures are left to the sweeper. */
  flush(userId: string, entries: OutboxEntry[], owner?: OutboxOwner, ownerId?: string): Promise<void>;
  /** Publish a student's answer events and remember the acknowledged ids; the next answer's write clears them. Never throws. */
  publishAnswer(userId: string, entries: OutboxEntry[]): Promise<void>;
  /** True when this process saw the event acknowledged by JetStream. */
  isPublished(eventId: string): boolean;
  startSweeper(intervalMs: number, staleMs: number): () => void;
  /** Wait for background clean-ups (tests, shutdown). */
  idle(): Promise<void>;
}

export function createPublisher(store: Collections, bus: EventBus, log: FastifyBaseLogger): Publisher {
  const published = new LRUCache<string, true>({ max: PUBLISHED_MEMORY });
  const pending = new Set<Promise<unknown>>();
  const track = <T>(p: Promise<T>) => {
    pending.add(p);
    void p.finally(() => pending.delete(p)).catch(() => undefined);
    return p;
  };

  /**
   * Publish in parallel (one round trip for the whole batch): js.publish writes the messages to
   * the connection in call order, only the acks are awaited together. Returns the ids the server
   * acknowledged and the first failure, if any.
   */
  async function publishEntries(entries: OutboxEntry[]): Promise<{ ids: string[]; error: unknown }> {
    const settled = await Promise.allSettled(entries.map((e) => bus.publish(e.subject, e.event as never)));
    const ids: string[] = [];
    let error: unknown = null;
    settled.forEach((r, i) => {
      if (r.status === 'fulfilled') {
        ids.push(entries[i]!.id);
        published.set(entries[i]!.id, true);
      }
      else error ??= r.reason;
    });
    return { ids, error };
  }

  const collection = (owner: OutboxOwner) => (owner === 'student' ? store.students : store.sessions) as unknown as Collections['students'];

  async function clear(owner: OutboxOwner, id: string, ids: string[], version?: number): Promise<void> {
    if (ids.length === 0) return;
    if (owner === 'student') {
      // Conditional on the version and bumping it: an answer computed from a copy read before
      // this clear fails its version check instead of writing the cleared entries back.
      await store.students.updateOne({ _id: id, version: version ?? -1 }, { $pull: { outbox: { id: { $in: ids } } }, $inc: { version: 1 } });
      return;
    }
    await store.sessions.updateOne({ _id: id }, { $pull: { outbox: { id: { $in: ids } } } });
  }

  return {
    async flush(userId, entries, owner = 'student', ownerId = userId) {
      const { ids, error } = await publishEntries(entries);
      if (error) log.warn({ err: error, userId, owner }, 'publish failed; the outbox sweeper will retry');
      track(clear(owner, ownerId, ids).catch((err) => log.warn({ err, userId, owner }, 'outbox clear failed; entries will be republished and de-duplicated')));
    },
    async publishAnswer(userId, entries) {
      const { error } = await publishEntries(entries);
      if (error) log.warn({ err: error, userId }, 'publish failed; the outbox sweeper will retry');
    },
    isPublished(eventId) {
      return published.has(eventId);
    },
    startSweeper(intervalMs, staleMs) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        const cutoff = new Date(Date.now() - staleMs);
        // Off the hot path, so a scan is acceptable (mongo-java-server has no secondary indexes).
        const sweep = (async () => {
          for (const owner of ['student', 'session'] as const) {
            const stale = await collection(owner)
              .find({ 'outbox.createdAt': { $lt: cutoff } }, { projection: { _id: 1, outbox: 1, version: 1 } })
              .limit(100)
              .toArray();
            for (const doc of stale) {
              const entries = (doc.outbox ?? []).filter((e) => e.createdAt < cutoff);
              // Acknowledged here already (the usual case: a student who stopped answering): just clear.
              const known = entries.filter((e) => published.has(e.id)).map((e) => e.id);
              const { ids, error } = await publishEntries(entries.filter((e) => !published.has(e.id)));
              await clear(owner, doc._id, [...known, ...ids], doc.version);
              if (error) throw error;
              if (ids.length) log.info({ owner, id: doc._id, count: ids.length }, 'republished stale outbox events');
            }
          }
        })()
          .catch((err) => log.warn({ err }, 'outbox sweep failed'))
          .finally(() => {
            running = false;
          });
        track(sweep);
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
    async idle() {
      await Promise.allSettled([...pending]);
    },
  };
}
