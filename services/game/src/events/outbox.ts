/**
 * The game's outbox (the service kit's, docs/adr/0023-answer-integrity-outbox.md, 0027, 0043).
 * Answer events ride in the student document, written by the answer's version-checked update,
 * and are cleared by the student's next answer (which keeps only `outbox.unpublished(...)`), so
 * an answer costs no extra write; the sweeper clears what a student who stopped playing leaves
 * behind, conditional on the version it read and bumping it (`versioned`), so a write computed
 * from an older copy fails its check instead of writing the cleared entries back.
 * game.session.started / game.session.ended ride in the session document and are flushed (published,
 * then removed in the background) right after the insert or the update that ends the session.
 * game.tutor.updated rides in the student document's tutor record (`tutor.outbox`), written by the
 * tutor's own update and cleared the same way by its next one, or by the sweeper conditional on
 * the record's `rev` (docs/adr/0145): the answer's write never touches it.
 */
import { createOutbox, documentOutboxStore, type EventBus, type Outbox, type OutboxLog, type OutboxStore, type PendingOutbox, type StoredOutboxEntry } from '@mathquest/service-kit';
import type { mongo } from 'mongoose';
import type { Collections } from '../repositories/collections.js';

/** The documents that carry an outbox: a student (answers), its tutor record, or a game session (started / ended). */
export type GameOutboxOwner = 'student' | 'tutor' | 'session';
export type GameOutbox = Outbox<GameOutboxOwner>;

interface TutorOwner {
  _id: string;
  tutor?: { rev: number; outbox?: StoredOutboxEntry[] };
}

interface TutorPending extends PendingOutbox {
  rev: number;
}

/** The outbox inside the student document's tutor record; the sweeper's removal is conditional on `tutor.rev` and raises it. */
export function tutorOutboxStore(collection: mongo.Collection<object>): OutboxStore<TutorPending> {
  // Typed against the tutor record's fields only: the student document's own type does not name them.
  const docs = collection as unknown as mongo.Collection<TutorOwner>;
  const pull = (eventIds: readonly string[]) => ({ $pull: { 'tutor.outbox': { id: { $in: [...eventIds] } } } });
  return {
    async pending(before, limit) {
      const found = await docs.find({ 'tutor.outbox.createdAt': { $lt: before } }, { projection: { _id: 1, 'tutor.outbox': 1, 'tutor.rev': 1 } }).limit(limit).toArray();
      return found.map((d) => ({ ownerId: d._id, rev: d.tutor?.rev ?? 0, entries: (d.tutor?.outbox ?? []).filter((e) => e.createdAt < before) }));
    },
    async pendingOf(ownerIds, before) {
      const found = await docs.find({ _id: { $in: [...ownerIds] } }, { projection: { _id: 1, 'tutor.outbox': 1, 'tutor.rev': 1 } }).toArray();
      return found
        .map((d) => ({ ownerId: d._id, rev: d.tutor?.rev ?? 0, entries: (d.tutor?.outbox ?? []).filter((e) => e.createdAt < before) }))
        .filter((owner) => owner.entries.length > 0);
    },
    async clear(ownerId, eventIds) {
      if (eventIds.length) await docs.updateOne({ _id: ownerId }, pull(eventIds));
    },
    async clearSwept(owner, eventIds) {
      if (eventIds.length) await docs.updateOne({ _id: owner.ownerId, 'tutor.rev': owner.rev }, { ...pull(eventIds), $inc: { 'tutor.rev': 1 } });
    },
  };
}

export function createGameOutbox(store: Pick<Collections, 'students' | 'sessions'>, bus: Pick<EventBus, 'publish'>, log: OutboxLog): GameOutbox {
  return createOutbox({
    bus,
    log,
    stores: {
      student: documentOutboxStore(store.students, { versioned: true }),
      tutor: tutorOutboxStore(store.students as unknown as mongo.Collection<object>) as OutboxStore,
      session: documentOutboxStore(store.sessions),
    },
  });
}
