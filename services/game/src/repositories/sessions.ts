/**
 * Game sessions: one document per session, carrying its own outbox of game.session.started /
 * game.session.ended (docs/adr/0027-session-events-outbox.md) and a pointer to the problem it
 * opened last (docs/adr/0026-hot-path-by-id.md).
 */
import type { GameMode } from '@mathquest/contracts';
import type { mongo } from 'mongoose';
import type { StoredOutboxEntry } from '@mathquest/service-kit';

export interface SessionDoc {
  _id: string;
  userId: string;
  mode: GameMode;
  deviceType: string;
  status: 'ACTIVE' | 'ENDED';
  startedAt: Date;
  endedAt: Date | null;
  /**
   * The served problem last opened in this session (a pointer, so reloads are an `_id` read).
   * It may be stale (already answered, or claimed by another session); the unique `openSlot`
   * index of served problems stays the guarantee.
   */
  openProblemId?: string | null;
  /** game.session.started (written by the insert) and game.session.ended (by the update that ends it) until published. */
  outbox?: StoredOutboxEntry[];
}

export interface SessionRepository {
  /** By `_id` alone; the caller checks the owner (another student's session is a 404 like a missing one). */
  get(id: string): Promise<SessionDoc | null>;
  /** Insert a new session, its started event in its outbox. */
  insert(session: SessionDoc): Promise<void>;
  /** Point the session at the problem it serves (the fast path of a reload). */
  pointAt(sessionId: string, problemId: string): Promise<void>;
  /**
   * End the session if it is still active, recording its ended event in the same update. False
   * when it was no longer active: a concurrent end won and recorded the event.
   */
  endIfActive(sessionId: string, endedAt: Date, ended: StoredOutboxEntry): Promise<boolean>;
}

export function createSessionRepository(sessions: mongo.Collection<SessionDoc>): SessionRepository {
  return {
    get: (id) => sessions.findOne({ _id: id }),

    async insert(session) {
      await sessions.insertOne(session);
    },

    async pointAt(sessionId, problemId) {
      await sessions.updateOne({ _id: sessionId }, { $set: { openProblemId: problemId } });
    },

    async endIfActive(sessionId, endedAt, ended) {
      // `{ _id, status }` is the key set of the unique index cas_id_status (an index lookup, ADR 0026).
      const res = await sessions.updateOne({ _id: sessionId, status: 'ACTIVE' }, { $set: { status: 'ENDED', endedAt }, $push: { outbox: ended } });
      return res.matchedCount === 1;
    },
  };
}
