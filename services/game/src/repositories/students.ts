/**
 * The student document (progress, combo, adaptive state, recent answers, outbox) behind a
 * per-process cache (docs/adr/0043-lean-student-document.md).
 *
 * Every change that credits anything is ONE write conditional on `version` (`write`), setting only
 * what changed from the version read (docs/adr/0279). A cached copy is therefore only ever a
 * starting point: choosing the next problem from a slightly stale copy is harmless, and a write
 * from a stale copy fails its version check, is re-read and recomputed, exactly as when two
 * requests race. With one replica the cache saves the two student reads of every answer; with
 * several replicas a student served by another one costs one failed write and a re-read.
 *
 * Callers must treat returned states as immutable (they are the cached objects).
 */
import type { mongo } from 'mongoose';
import type { StudentState } from '../domain/student.js';
import type { TutorRecord } from '../domain/tutor.js';
import { createLiveCache, type StoredOutboxEntry } from '@mathquest/service-kit';
import { isDuplicateKey } from './duplicate-key.js';
import { decodeSkills, encodeSkills, type StoredSkillState } from './skill-codec.js';
import { changedFields } from './student-update.js';

/** A student state as stored: skill histories packed (skill-codec.ts). */
export type StudentDoc = Omit<StudentState, 'skills'> & { skills: StoredSkillState[] };

/** At most this many students cached (and at most `DEFAULT_STUDENT_CACHE_MB` of them, and only those playing: `DEFAULT_STUDENT_CACHE_IDLE_MINUTES`). */
export const DEFAULT_STUDENT_CACHE_SIZE = 5_000;
/**
 * The cache's memory bound, in MB of estimated heap (`estimatedStateBytes`). A student's state
 * grows with the skills practised (a term of one grade's practice: ~25 KB stored, ~55 KB of heap),
 * so a count alone bounds nothing: 5,000 such students are ~275 MB of the game's 384 MB heap.
 * 32 MB holds the students of a few hundred simultaneous sessions (docs/adr/0214).
 */
export const DEFAULT_STUDENT_CACHE_MB = 32;
/**
 * A student's state leaves the cache after this many minutes with no answer, hint or tutor call
 * (docs/adr/0216): the cache holds the students playing now, and a student back from a break costs
 * one read.
 */
export const DEFAULT_STUDENT_CACHE_IDLE_MINUTES = 5;

/**
 * The heap a cached state takes, estimated from what makes it grow (measured: 55 KB for 27 skills
 * with full histories and a full practice log, 5–10 KB for a new student): no serialisation on the
 * answer path.
 */
export function estimatedStateBytes(state: Pick<StudentState, 'skills' | 'practice' | 'recent'>): number {
  return 4_000 + state.skills.length * 2_100 + (state.practice?.days.length ?? 0) * 250 + (state.practice?.sessions.length ?? 0) * 100 + state.recent.length * 300;
}

/**
 * What an answer writes; `outbox` is replaced whole (docs/adr/0043: the outbox is cleared by the
 * next write). Not `xpGrants`: only the grants' own write changes it (docs/adr/0072).
 */
export type StudentWrite = Omit<StudentState, '_id' | 'activeSessionId' | 'xpGrants' | 'tutor' | 'speedBest'>;

/**
 * What applying grants writes, conditional on the version read: XP grants their progress
 * (docs/adr/0072), boost grants their charges (docs/adr/0186), both the ids they applied.
 */
export interface GrantsWrite {
  version: number;
  progress?: StudentState['progress'];
  boosts?: NonNullable<StudentState['boosts']>;
  xpGrants: NonNullable<StudentState['xpGrants']>;
  outbox: StoredOutboxEntry[];
  updatedAt: Date;
}

export interface StudentRepository {
  /** The cached state, else the stored one (then cached); null before the first session. */
  get(id: string): Promise<StudentState | null>;
  /** Always the stored state (then cached): after a failed write, or where a fresh copy matters. */
  reload(id: string): Promise<StudentState | null>;
  /** Insert (existing null) or version-checked update; false when someone else wrote first. */
  write(existing: StudentState | null, next: StudentWrite & { _id: string }): Promise<boolean>;
  /** XP or boost grants applied to `existing`: one update conditional on its version; false when someone else wrote first. */
  writeGrants(existing: StudentState, next: GrantsWrite): Promise<boolean>;
  /** Point the student at a newly started session, creating the document on first use; the state after. */
  pointAt(id: string, sessionId: string, defaults: () => Omit<StudentWrite, 'outbox'> & { outbox: StoredOutboxEntry[] }): Promise<StudentState>;
  /** The stored tutor record (one projected read, fresh), null when the student has none yet. */
  readTutor(id: string): Promise<TutorRecord | null>;
  /**
   * Replace the tutor record, on condition that it is still the one read (`existing`, null when
   * there was none): false when another tutor call wrote first. Only the record changes: the
   * answer's version, and so the answer path, are untouched (docs/adr/0117).
   */
  writeTutor(id: string, existing: TutorRecord | null, next: TutorRecord): Promise<boolean>;
  /**
   * Record a finished speed run's score as the best if it beats the stored one (one conditional
   * update; a second read only when it does not): the best after, and whether this run holds it
   * (also when the same finish is repeated).
   */
  recordSpeedRun(id: string, sessionId: string, score: number): Promise<{ best: number; newBest: boolean }>;
  /** Stored states of several students (one read, fresh, not cached: a parent's view, off the answer path). */
  readMany(ids: readonly string[]): Promise<StudentState[]>;
  /** Only the skill states of several students (one read, fresh, not cached): the standards report reads nothing else. */
  readSkills(ids: readonly string[]): Promise<Array<Pick<StudentState, '_id' | 'skills'>>>;
  /** Drop the cached copy (the stored document was removed by an account's erasure). */
  forget(id: string): void;
}

/** The student cache's bounds (docs/adr/0214, docs/adr/0216): whichever is reached first. */
export interface StudentCacheBounds {
  /** Students cached; 0 disables the cache. */
  size?: number;
  /** Estimated heap of the cached states, in MB. */
  mb?: number;
  /** A student whose state nobody read or wrote for this long is dropped, in minutes. */
  idleMinutes?: number;
  /** The cache's clock, in ms (tests). */
  now?: () => number;
}

export function createStudentRepository(students: mongo.Collection<StudentDoc>, bounds: StudentCacheBounds = {}): StudentRepository {
  const cacheSize = bounds.size ?? DEFAULT_STUDENT_CACHE_SIZE;
  const cache = createLiveCache<string, StudentState>({
    max: cacheSize,
    maxBytes: (bounds.mb ?? DEFAULT_STUDENT_CACHE_MB) * 1024 * 1024,
    sizeOf: estimatedStateBytes,
    idleMs: (bounds.idleMinutes ?? DEFAULT_STUDENT_CACHE_IDLE_MINUTES) * 60_000,
    ...(bounds.now ? { now: bounds.now } : {}),
  });
  const enabled = cacheSize > 0;

  const decode = (doc: StudentDoc): StudentState => ({ ...doc, skills: decodeSkills(doc.skills) });
  const remember = (state: StudentState) => {
    if (enabled) cache.set(state._id, state);
    return state;
  };

  async function reload(id: string): Promise<StudentState | null> {
    const doc = await students.findOne({ _id: id });
    if (!doc) {
      cache.delete(id);
      return null;
    }
    return remember(decode(doc));
  }

  return {
    async get(id) {
      return (enabled ? cache.get(id) : undefined) ?? reload(id);
    },

    reload,

    async write(existing, next) {
      // The speed best is the run finish's own field: a copy spread from an older read never overwrites it.
      const { _id, speedBest: _kept, ...fields } = next as typeof next & { speedBest?: unknown };
      let written: boolean;
      if (!existing) {
        try {
          await students.insertOne({ _id, ...fields, skills: encodeSkills(next.skills) });
          written = true;
        } catch (err) {
          if (!isDuplicateKey(err)) throw err;
          written = false;
        }
      } else {
        // Only what changed from the version the update is conditional on (student-update.ts).
        const res = await students.updateOne({ _id, version: existing.version }, { $set: changedFields(existing, fields) });
        written = res.matchedCount === 1;
      }
      if (!written) {
        cache.delete(_id);
        return false;
      }
      // The grants the update left as they were: the ones of the version it was conditional on.
      remember({
        ...next,
        ...(existing?.xpGrants ? { xpGrants: existing.xpGrants } : {}),
        ...(existing?.tutor ? { tutor: existing.tutor } : {}),
        activeSessionId: existing?.activeSessionId ?? null,
      });
      return true;
    },

    async writeGrants(existing, next) {
      const res = await students.updateOne({ _id: existing._id, version: existing.version }, { $set: next });
      if (res.matchedCount !== 1) {
        cache.delete(existing._id);
        return false;
      }
      remember({ ...existing, ...next });
      return true;
    },

    async recordSpeedRun(id, sessionId, score) {
      const beaten = await students.updateOne(
        { _id: id, $or: [{ speedBest: { $exists: false } }, { 'speedBest.score': { $lt: score } }] },
        { $set: { speedBest: { score, sessionId } } },
      );
      if (beaten.matchedCount === 1) return { best: score, newBest: true };
      const doc = await students.findOne({ _id: id }, { projection: { speedBest: 1 } });
      const best = doc?.speedBest ?? { score: 0, sessionId: '' };
      return { best: Math.max(best.score, score), newBest: best.sessionId === sessionId };
    },

    async pointAt(id, sessionId, defaults) {
      const { skills, ...rest } = defaults();
      const onInsert = { ...rest, skills: encodeSkills(skills) };
      for (let attempt = 0; ; attempt++) {
        try {
          const doc = await students.findOneAndUpdate(
            { _id: id },
            { $set: { activeSessionId: sessionId }, $setOnInsert: onInsert },
            { upsert: true, returnDocument: 'after' },
          );
          if (!doc) throw new Error('upsert returned no document');
          return remember(decode(doc));
        } catch (err) {
          if (!isDuplicateKey(err) || attempt > 0) throw err; // a concurrent first write created it: update it
        }
      }
    },

    async readTutor(id) {
      const doc = await students.findOne<{ tutor?: TutorRecord }>({ _id: id }, { projection: { tutor: 1 } });
      return doc?.tutor ?? null;
    },

    async writeTutor(id, existing, next) {
      // The student document exists: the tutor follows an answer, and answering creates it.
      const res = await students.updateOne(existing ? { _id: id, 'tutor.rev': existing.rev } : { _id: id, tutor: { $exists: false } }, { $set: { tutor: next } });
      if (res.matchedCount !== 1) return false;
      const cached = enabled ? cache.get(id) : undefined;
      if (cached) cache.set(id, { ...cached, tutor: next });
      return true;
    },

    async readMany(ids) {
      if (ids.length === 0) return [];
      return (await students.find({ _id: { $in: [...ids] } }, { projection: { outbox: 0, xpGrants: 0 } }).toArray()).map(decode);
    },

    async readSkills(ids) {
      if (ids.length === 0) return [];
      const docs = await students.find<Pick<StudentDoc, '_id' | 'skills'>>({ _id: { $in: [...ids] } }, { projection: { skills: 1 } }).toArray();
      return docs.map((doc) => ({ _id: doc._id, skills: decodeSkills(doc.skills) }));
    },

    forget(id) {
      cache.delete(id);
    },
  };
}
