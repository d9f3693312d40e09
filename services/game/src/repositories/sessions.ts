/**
 * Game sessions: one document per session, carrying its own outbox of game.session.started /
 * game.session.ended (docs/adr/0027-session-events-outbox.md), behind a per-process cache
 * (docs/adr/0029-answer-path-five-operations.md).
 *
 * A session never changes after its insert except once, when it ends, so a cached copy is the
 * stored one as long as the session is active: ownership checks and `/problem/next` read it from
 * memory. The end is written here (the cache follows) or by another replica, whose
 * game.session.ended this process hears (`forgetEnded`); until then the only effect is that a
 * problem may be served in a session that another replica has just ended, as an answer already
 * in flight may land in it. Reads whose answer shows the session's state to the student
 * (`GET /session/:id`, ending it) read fresh.
 *
 * The cache also remembers which problem this process last served in the session: the fast path
 * of a reload, with no write. It is only a hint; the unique open slot of served problems stays
 * the guarantee of one open problem per student and mode (docs/adr/0047).
 */
import type { GameMode } from '@mathquest/contracts';
import { createLiveCache, type StoredOutboxEntry } from '@mathquest/service-kit';
import type { mongo } from 'mongoose';
import { DEFAULT_STUDENT_CACHE_IDLE_MINUTES } from './students.js';

export interface SessionDoc {
  _id: string;
  userId: string;
  mode: GameMode;
  /** The teacher assignment an ASSIGNMENT session plays (docs/adr/0080); absent in the other modes. */
  assignmentId?: string | null;
  /** The boss a BOSS_BATTLE session fights (docs/adr/0096). */
  bossId?: string;
  /** The story chapter a SOLO_PRACTICE session plays (docs/adr/0097). */
  chapterId?: string;
  /** The PvP challenge a CHALLENGE session plays (docs/adr/0126). */
  challengeId?: string;
  deviceType: string;
  status: 'ACTIVE' | 'ENDED';
  startedAt: Date;
  endedAt: Date | null;
  /**
   * The served problem this process last opened in the session (kept in memory only; documents
   * written before ADR 0029 may hold a stored one, which is read the same way). It may be stale
   * (already answered, or claimed by another session): callers check the problem they read.
   */
  openProblemId?: string | null;
  /** game.session.started (written by the insert) and game.session.ended (by the update that ends it) until published. */
  outbox?: StoredOutboxEntry[];
}

/** Sessions are small (~300 bytes): 20,000 cost a few MB. */
export const DEFAULT_SESSION_CACHE_SIZE = 20_000;
/**
 * A session nobody read or wrote for this long leaves the cache (docs/adr/0217): the cache holds
 * the games being played, like the student cache (the same default idle bound).
 */
export const SESSION_CACHE_IDLE_MS = DEFAULT_STUDENT_CACHE_IDLE_MINUTES * 60_000;

export interface SessionRepository {
  /** By `_id` alone, from the cache when this process has it; the caller checks the owner. */
  get(id: string): Promise<SessionDoc | null>;
  /** Always the stored session (then cached): where its state is shown or about to change. */
  reload(id: string): Promise<SessionDoc | null>;
  /** Insert a new session, its started event in its outbox. */
  insert(session: SessionDoc): Promise<void>;
  /** Remember the problem served in the session (memory only: the fast path of a reload). */
  pointAt(sessionId: string, problemId: string): void;
  /**
   * End the session if it is still active, recording its ended event in the same update. False
   * when it was no longer active: a concurrent end won and recorded the event.
   */
  endIfActive(sessionId: string, endedAt: Date, ended: StoredOutboxEntry): Promise<boolean>;
  /** Another process ended the session: drop the cached copy, so the next read sees the end. */
  forgetEnded(sessionId: string): void;
  /** Stored sessions by `_id` (one read, fresh, not cached: a parent's report, off the answer path). */
  readMany(ids: readonly string[]): Promise<SessionDoc[]>;
  /** Drop the cached copy (the stored session was removed by an account's erasure). */
  forget(sessionId: string): void;
}

export function createSessionRepository(sessions: mongo.Collection<SessionDoc>, cacheSize = DEFAULT_SESSION_CACHE_SIZE): SessionRepository {
  const cache = createLiveCache<string, SessionDoc>({ max: cacheSize, idleMs: SESSION_CACHE_IDLE_MS });
  const enabled = cacheSize > 0;
  const remember = (session: SessionDoc) => {
    if (enabled) cache.set(session._id, session);
    return session;
  };

  async function reload(id: string): Promise<SessionDoc | null> {
    const doc = await sessions.findOne({ _id: id }, { projection: { outbox: 0 } });
    if (!doc) return null;
    // Keep the pointer this process remembers: it is never stored.
    const pointer = cache.get(id)?.openProblemId;
    return remember(pointer && !doc.openProblemId ? { ...doc, openProblemId: pointer } : doc);
  }

  return {
    async get(id) {
      return (enabled ? cache.get(id) : undefined) ?? reload(id);
    },

    reload,

    async insert(session) {
      await sessions.insertOne(session);
      const { outbox: _outbox, ...cached } = session;
      remember(cached);
    },

    pointAt(sessionId, problemId) {
      const cached = cache.get(sessionId);
      if (cached) cache.set(sessionId, { ...cached, openProblemId: problemId });
    },

    async endIfActive(sessionId, endedAt, ended) {
      // `{ _id, status }` is the key set of the unique index cas_id_status (an index lookup, ADR 0026).
      const res = await sessions.updateOne({ _id: sessionId, status: 'ACTIVE' }, { $set: { status: 'ENDED', endedAt }, $push: { outbox: ended } });
      const cached = cache.get(sessionId);
      if (res.matchedCount === 1 && cached) cache.set(sessionId, { ...cached, status: 'ENDED', endedAt });
      else cache.delete(sessionId);
      return res.matchedCount === 1;
    },

    forget(sessionId) {
      cache.delete(sessionId);
    },

    forgetEnded(sessionId) {
      const cached = cache.get(sessionId);
      if (cached?.status === 'ACTIVE') cache.delete(sessionId);
    },

    async readMany(ids) {
      if (ids.length === 0) return [];
      return sessions.find({ _id: { $in: [...ids] } }, { projection: { outbox: 0 } }).toArray();
    },
  };
}
