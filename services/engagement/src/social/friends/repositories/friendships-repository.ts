/**
 * Friendships (docs/adr/0101): ONE document per pair of students, `_id` `<smaller id>:<greater id>`,
 * holding who asked and the status, so a request, an accept, a decline or a removal is one atomic
 * single-document write and both students read the same state. Each student's `friend_index`
 * document (`_id` the student) lists the other ids of their pairs, so a list is two reads by `_id`
 * (docs/adr/0026: no secondary-index scans). An index entry is added before its pair is created and
 * pulled after it is deleted: an entry whose pair is gone is ignored by reads.
 */
import type { Connection } from 'mongoose';

export type FriendshipStatus = 'PENDING' | 'ACCEPTED';

export interface FriendshipDoc {
  _id: string;
  users: [string, string];
  requesterId: string;
  status: FriendshipStatus;
  requestedAt: Date;
  acceptedAt: Date | null;
}

interface FriendIndexDoc {
  _id: string;
  others: string[];
}

export const pairId = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

export interface FriendshipsRepository {
  get(a: string, b: string): Promise<FriendshipDoc | null>;
  /** Creates the pending request; false when a document for the pair already exists. */
  create(from: string, to: string, at: Date): Promise<boolean>;
  /** PENDING asked by `requesterId` → ACCEPTED; false when there was no such pending request. */
  accept(requesterId: string, accepterId: string, at: Date): Promise<boolean>;
  /** Deletes the pair's document when it matches; false when it did not exist (or did not match). */
  remove(a: string, b: string, only?: { status: FriendshipStatus; requesterId: string }): Promise<boolean>;
  /** Every pair of the student (pending both ways and accepted). */
  listOf(userId: string): Promise<FriendshipDoc[]>;
}

/** The conditional accept and decline filter on exactly `{ _id, status }` (docs/adr/0026). */
export async function ensureFriendshipIndexes(conn: Connection): Promise<void> {
  if (!conn.db) throw new Error('mongo connection has no database');
  await conn.db.collection<FriendshipDoc>('friendships').createIndex({ _id: 1, status: 1 }, { unique: true, name: 'cas_id_status' });
}

export function friendshipsRepository(conn: Connection): FriendshipsRepository {
  if (!conn.db) throw new Error('mongo connection has no database');
  const pairs = conn.db.collection<FriendshipDoc>('friendships');
  const index = conn.db.collection<FriendIndexDoc>('friend_index');
  const addIndex = (a: string, b: string) =>
    Promise.all([index.updateOne({ _id: a }, { $addToSet: { others: b } }, { upsert: true }), index.updateOne({ _id: b }, { $addToSet: { others: a } }, { upsert: true })]);
  const pullIndex = (a: string, b: string) => Promise.all([index.updateOne({ _id: a }, { $pull: { others: b } }), index.updateOne({ _id: b }, { $pull: { others: a } })]);
  return {
    get: (a, b) => pairs.findOne({ _id: pairId(a, b) }),
    async create(from, to, at) {
      await addIndex(from, to);
      try {
        const users: [string, string] = from < to ? [from, to] : [to, from];
        await pairs.insertOne({ _id: pairId(from, to), users, requesterId: from, status: 'PENDING', requestedAt: at, acceptedAt: null });
        return true;
      } catch (err) {
        if ((err as { code?: number }).code === 11000) return false;
        throw err;
      }
    },
    async accept(requesterId, accepterId, at) {
      const doc = await pairs.findOne({ _id: pairId(requesterId, accepterId) });
      if (!doc || doc.status !== 'PENDING' || doc.requesterId !== requesterId) return false;
      // Conditional on the status (the unique index on exactly these keys): one accept wins.
      const u = await pairs.updateOne({ _id: doc._id, status: 'PENDING' }, { $set: { status: 'ACCEPTED', acceptedAt: at } });
      return u.modifiedCount === 1;
    },
    async remove(a, b, only) {
      const id = pairId(a, b);
      if (only) {
        const doc = await pairs.findOne({ _id: id });
        if (!doc || doc.status !== only.status || doc.requesterId !== only.requesterId) return false;
      }
      const r = only ? await pairs.deleteOne({ _id: id, status: only.status }) : await pairs.deleteOne({ _id: id });
      if (r.deletedCount === 1) await pullIndex(a, b);
      return r.deletedCount === 1;
    },
    async listOf(userId) {
      const idx = await index.findOne({ _id: userId });
      const ids = (idx?.others ?? []).map((o) => pairId(userId, o));
      if (ids.length === 0) return [];
      return pairs.find({ _id: { $in: ids } }).toArray();
    },
  };
}
