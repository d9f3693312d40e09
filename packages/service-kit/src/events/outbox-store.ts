import type { mongo } from 'mongoose';
import type { OutboxStore, PendingOutbox, StoredOutboxEntry } from './outbox.js';

/** A document with an outbox: entries in an `outbox` array, optionally a `version` for optimistic concurrency. */
export interface OutboxDocument {
  _id: string;
  outbox?: StoredOutboxEntry[];
  version?: number;
}

export interface VersionedPendingOutbox extends PendingOutbox {
  /** The document's version when the sweeper read it. */
  version: number;
}

/**
 * The outbox of a collection whose documents (string `_id`s) keep entries in `outbox`.
 *
 * With `versioned`, the sweeper removes entries only if the document still has the version it
 * read, and bumps it: a writer that computed its next state (and its outbox) from an older copy
 * then fails its own `{ _id, version }` check and re-reads, instead of writing the removed entries
 * back (docs/adr/0043). `clear` (after `flush`) stays unconditional: it only removes ids.
 *
 * `pending` scans for `outbox.createdAt` older than the cutoff: it runs off the hot path, and the
 * local MongoDB-compatible server has no usable secondary index for it anyway (docs/adr/0026), so
 * its cost grows with the collection; `pendingOf` reads given owners by `_id` (the targeted
 * passes between full ones, docs/adr/0214).
 */
export function documentOutboxStore<Doc extends OutboxDocument>(collection: mongo.Collection<Doc>, opts: { versioned?: boolean } = {}): OutboxStore<PendingOutbox | VersionedPendingOutbox> {
  // Typed against OutboxDocument: mongo's filter types cannot follow a generic document type.
  const docs = collection as unknown as mongo.Collection<OutboxDocument>;
  const pull = (eventIds: readonly string[]) => ({ $pull: { outbox: { id: { $in: [...eventIds] } } } });
  return {
    async pending(before, limit) {
      const found = await docs
        .find({ 'outbox.createdAt': { $lt: before } }, { projection: { _id: 1, outbox: 1, version: 1 } })
        .limit(limit)
        .toArray();
      return found.map((d) => ({
        ownerId: d._id,
        entries: (d.outbox ?? []).filter((e) => e.createdAt < before),
        ...(opts.versioned ? { version: d.version ?? 0 } : {}),
      }));
    },
    async pendingOf(ownerIds, before) {
      const found = await docs.find({ _id: { $in: [...ownerIds] } }, { projection: { _id: 1, outbox: 1, version: 1 } }).toArray();
      return found
        .map((d) => ({
          ownerId: d._id,
          entries: (d.outbox ?? []).filter((e) => e.createdAt < before),
          ...(opts.versioned ? { version: d.version ?? 0 } : {}),
        }))
        .filter((owner) => owner.entries.length > 0);
    },
    async clear(ownerId, eventIds) {
      if (eventIds.length) await docs.updateOne({ _id: ownerId }, pull(eventIds));
    },
    async clearSwept(owner, eventIds) {
      if (eventIds.length === 0) return;
      if (opts.versioned && 'version' in owner) {
        await docs.updateOne({ _id: owner.ownerId, version: owner.version }, { ...pull(eventIds), $inc: { version: 1 } });
      } else {
        await docs.updateOne({ _id: owner.ownerId }, pull(eventIds));
      }
    },
  };
}
