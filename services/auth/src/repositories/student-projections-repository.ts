import type { ProgressUpdatedEvent, WalletChangedEvent } from '@mathquest/contracts';
import { RecentMap } from '@mathquest/service-kit';
import { Schema, type Connection, type Model } from 'mongoose';
import { newStudentProfile, progressUpdate, walletUpdate, type StoredStudentProfile } from '../domain/student-profile.js';
import type { UserRecord } from '../domain/users.js';

/**
 * The projections of game progress and the engagement wallet live in their own documents,
 * one writer each (the auth-progress and auth-wallet consumers), so the two never contend for
 * the user document. Each is guarded by the version of the last snapshot applied.
 */
type ProgressFields = 'progressVersion' | 'currentLevel' | 'totalXp' | 'xpToNextLevel' | 'xpForCurrentLevel' | 'currentStreak' | 'longestStreak' | 'lastActiveDay' | 'totalProblems' | 'totalCorrect' | 'totalTimeSpentSec';
type ProgressDoc = { _id: string } & Pick<StoredStudentProfile, ProgressFields>;
type WalletDoc = { _id: string } & Pick<StoredStudentProfile, 'walletVersion' | 'coins' | 'gems'>;

const ProgressSchema = new Schema<ProgressDoc>({ _id: String, progressVersion: Number, currentLevel: Number, totalXp: Number, xpToNextLevel: Number, xpForCurrentLevel: Number, currentStreak: Number, longestStreak: Number, lastActiveDay: String, totalProblems: Number, totalCorrect: Number, totalTimeSpentSec: Number }, { collection: 'student_progress', versionKey: false });
const WalletSchema = new Schema<WalletDoc>({ _id: String, walletVersion: Number, coins: Number, gems: Number }, { collection: 'student_wallets', versionKey: false });
// Exact key sets of applyIfNewer's conditional writes (mongo-java-server only uses an index whose
// keys equal the filter's fields, docs/adr/0026; trivially unique, harmless on MongoDB).
ProgressSchema.index({ _id: 1, progressVersion: 1 }, { unique: true, name: 'cas_id_version' });
WalletSchema.index({ _id: 1, walletVersion: 1 }, { unique: true, name: 'cas_id_version' });

function withProjections(u: UserRecord, progress: ProgressDoc | undefined, wallet: WalletDoc | undefined): UserRecord {
  if (u.role !== 'STUDENT') return u;
  const base = u.studentProfile ?? newStudentProfile(u.gradeLevel ?? 5);
  const { _id: _p, ...p } = progress ?? ({} as Partial<ProgressDoc>);
  const { _id: _w, ...w } = wallet ?? ({} as Partial<WalletDoc>);
  return { ...u, studentProfile: { ...base, ...p, ...w, gradeLevel: u.gradeLevel ?? base.gradeLevel } };
}

const PROJECTION_WRITE_ATTEMPTS = 10;
/** Users whose last projected versions this process remembers (~50 bytes each). */
const KNOWN_VERSIONS = 20_000;

function isDuplicateKey(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}

/**
 * Version-guarded upsert: applies only when newer. A write conditional on the exact version
 * stored (not `{ _id, version: { $lt } }`, which the local MongoDB-compatible server answers
 * with a collection scan, docs/adr/0026). The stored version is taken from `known` (what this
 * process last wrote or read, docs/adr/0045) when it has it, else read by `_id`; a miss (another
 * replica or a concurrent write moved it) reads again. Stored versions only grow, so a known
 * version at or above `version` proves the snapshot stale without a read.
 */
async function applyIfNewer(model: Model<ProgressDoc> | Model<WalletDoc>, known: RecentMap<string, number>, id: string, versionField: 'progressVersion' | 'walletVersion', version: number, set: Record<string, unknown>): Promise<boolean> {
  const m = model as Model<ProgressDoc>;
  const cached = known.get(id);
  if (cached !== undefined) {
    if (cached >= version) return false;
    const res = await m.updateOne({ _id: id, [versionField]: cached }, { $set: set });
    if (res.matchedCount === 1) {
      known.set(id, version);
      return true;
    }
    known.delete(id);
  }
  for (let attempt = 0; attempt < PROJECTION_WRITE_ATTEMPTS; attempt++) {
    const current = await m.findOne({ _id: id }, { [versionField]: 1 }).lean<Record<string, unknown>>();
    if (!current) {
      try {
        await m.collection.insertOne({ _id: id, ...set } as never);
        known.set(id, version);
        return true;
      } catch (err) {
        if (isDuplicateKey(err)) continue; // created concurrently: compare with it
        throw err;
      }
    }
    const stored = typeof current[versionField] === 'number' ? (current[versionField] as number) : null;
    if (stored !== null && stored >= version) {
      known.set(id, stored);
      return false;
    }
    const res = await m.updateOne({ _id: id, [versionField]: stored }, { $set: set });
    if (res.matchedCount === 1) {
      known.set(id, version);
      return true;
    }
  }
  throw new Error(`${versionField} of ${id}: too many concurrent writes`);
}

/** Of several snapshots, only the newest per user matters (each is the user's whole state). */
export function newestPerUser<T extends { userId: string; version: number }>(snapshots: readonly T[]): T[] {
  const newest = new Map<string, T>();
  for (const s of snapshots) {
    const seen = newest.get(s.userId);
    if (!seen || s.version > seen.version) newest.set(s.userId, s);
  }
  return [...newest.values()];
}

/** student_progress and student_wallets: written by the consumers, read with the user. */
export function createStudentProjections(conn: Connection) {
  const Progress: Model<ProgressDoc> = conn.models.StudentProgress ?? conn.model<ProgressDoc>('StudentProgress', ProgressSchema);
  const Wallets: Model<WalletDoc> = conn.models.StudentWallet ?? conn.model<WalletDoc>('StudentWallet', WalletSchema);
  const knownProgress = new RecentMap<string, number>(KNOWN_VERSIONS);
  const knownWallets = new RecentMap<string, number>(KNOWN_VERSIONS);

  const applyProgress = (data: ProgressUpdatedEvent['data']): Promise<boolean> => {
    const { progressVersion, ...set } = progressUpdate(data);
    return applyIfNewer(Progress, knownProgress, data.userId, 'progressVersion', data.version, { ...set, progressVersion });
  };
  const applyWallet = (data: WalletChangedEvent['data']): Promise<boolean> => {
    const { walletVersion, ...set } = walletUpdate(data);
    return applyIfNewer(Wallets, knownWallets, data.userId, 'walletVersion', data.version, { ...set, walletVersion });
  };

  return {
    async init(): Promise<void> {
      await Promise.all([Progress.createIndexes(), Wallets.createIndexes()]);
    },

    /** The users with their students' progress and wallet filled in (two reads for any number of students, none without). */
    async project(records: UserRecord[]): Promise<UserRecord[]> {
      const ids = records.filter((r) => r.role === 'STUDENT').map((r) => r.id);
      if (ids.length === 0) return records;
      const [progress, wallets] = await Promise.all([
        Progress.find({ _id: { $in: ids } }).lean<ProgressDoc[]>(),
        Wallets.find({ _id: { $in: ids } }).lean<WalletDoc[]>(),
      ]);
      const p = new Map(progress.map((d) => [d._id, d]));
      const w = new Map(wallets.map((d) => [d._id, d]));
      return records.map((r) => withProjections(r, p.get(r.id), w.get(r.id)));
    },

    /** Apply a progress snapshot if it is newer than the stored one; false when it was stale. */
    applyProgress,

    /** Apply the newest snapshot per user of a batch: one conditional write per user (ADR 0045). */
    async applyProgressBatch(batch: ReadonlyArray<ProgressUpdatedEvent['data']>): Promise<void> {
      for (const data of newestPerUser(batch)) await applyProgress(data);
    },

    applyWallet,

    async applyWalletBatch(batch: ReadonlyArray<WalletChangedEvent['data']>): Promise<void> {
      for (const data of newestPerUser(batch)) await applyWallet(data);
    },
  };
}

export type StudentProjections = ReturnType<typeof createStudentProjections>;
