import type { EventEnvelope, Plan, ProgressUpdatedEvent, Role, WalletChangedEvent } from '@mathquest/contracts';
import { RecentMap } from '@mathquest/service-kit';
import { Schema, Types, isValidObjectId, type Connection, type Model } from 'mongoose';
import { newStudentProfile, progressUpdate, walletUpdate, type StoredStudentProfile } from '../domain/student-profile.js';
import type { UserRecord } from '../domain/users.js';

/** An event written into the user document in the same write as the change it describes. */
export interface OutboxEntry {
  id: string;
  subject: string;
  event: EventEnvelope;
  createdAt: Date;
}

interface UserDoc {
  _id: Types.ObjectId;
  email: string;
  username: string;
  displayName: string;
  passwordHash: string;
  role: Role;
  plan: Plan;
  timeZone: string;
  gradeLevel: number | null;
  studentProfile: StoredStudentProfile | null;
  childIds: string[];
  outbox: OutboxEntry[];
  createdAt: Date;
  updatedAt: Date;
}

const StudentProfileSubSchema = new Schema<StoredStudentProfile>(
  {
    gradeLevel: Number,
    currentLevel: Number,
    totalXp: Number,
    xpToNextLevel: Number,
    xpForCurrentLevel: Number,
    currentStreak: Number,
    longestStreak: Number,
    lastActiveDay: { type: String, default: null },
    coins: Number,
    gems: Number,
    totalProblems: Number,
    totalCorrect: Number,
    totalTimeSpentSec: Number,
    progressVersion: Number,
    walletVersion: Number,
  },
  { _id: false },
);

const OutboxSubSchema = new Schema<OutboxEntry>(
  { id: { type: String, required: true }, subject: { type: String, required: true }, event: { type: Schema.Types.Mixed, required: true }, createdAt: { type: Date, required: true } },
  { _id: false },
);

const UserSchema = new Schema<UserDoc>(
  {
    email: { type: String, required: true },
    username: { type: String, required: true },
    displayName: { type: String, required: true },
    passwordHash: { type: String, required: true },
    role: { type: String, required: true, enum: ['STUDENT', 'PARENT', 'TEACHER'] },
    plan: { type: String, required: true, enum: ['FREE', 'PREMIUM', 'FAMILY'], default: 'FREE' },
    timeZone: { type: String, required: true, default: 'UTC' },
    gradeLevel: { type: Number, default: null },
    studentProfile: { type: StudentProfileSubSchema, default: null },
    childIds: { type: [String], default: [] },
    outbox: { type: [OutboxSubSchema], default: [] },
  },
  { collection: 'users', timestamps: true, minimize: false },
);
// Uniqueness is the database's job (races between two sign-ups are caught as error 11000).
UserSchema.index({ email: 1 }, { unique: true });
UserSchema.index({ username: 1 }, { unique: true });
UserSchema.index({ 'outbox.createdAt': 1 }, { sparse: true });

/**
 * The projections of game progress and the engagement wallet live in their own documents,
 * one writer each (the auth-progress and auth-wallet consumers), so the two never contend for
 * the user document. Each is guarded by the version of the last snapshot applied.
 */
interface ProgressDoc {
  _id: string;
  progressVersion: number;
  currentLevel: number;
  totalXp: number;
  xpToNextLevel: number;
  xpForCurrentLevel: number;
  currentStreak: number;
  longestStreak: number;
  lastActiveDay?: string | null;
  totalProblems: number;
  totalCorrect: number;
  totalTimeSpentSec: number;
}
interface WalletDoc {
  _id: string;
  walletVersion: number;
  coins: number;
  gems: number;
}
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

export type UniqueField = 'email' | 'username';

/** Thrown when an insert hits a unique index; `field` says which. */
export class DuplicateUserError extends Error {
  constructor(readonly field: UniqueField) {
    super(`duplicate ${field}`);
  }
}

function isDuplicateKey(err: unknown): err is { code: number; keyPattern?: Record<string, unknown>; keyValue?: Record<string, unknown>; message: string } {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}

function toRecord(d: UserDoc): UserRecord {
  return {
    id: d._id.toString(),
    email: d.email,
    username: d.username,
    displayName: d.displayName,
    role: d.role,
    plan: d.plan,
    timeZone: d.timeZone,
    gradeLevel: d.gradeLevel ?? null,
    studentProfile: d.studentProfile ?? null,
    childIds: d.childIds ?? [],
    createdAt: d.createdAt,
  };
}

export interface NewUser {
  id?: string;
  email: string;
  username: string;
  displayName: string;
  passwordHash: string;
  role: Role;
  plan: Plan;
  timeZone: string;
  gradeLevel: number | null;
  childIds?: string[];
}

export function newUserId(): string {
  return new Types.ObjectId().toString();
}

export function createUsersRepository(conn: Connection) {
  const Users: Model<UserDoc> = conn.models.User ?? conn.model<UserDoc>('User', UserSchema);
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

  async function project(records: UserRecord[]): Promise<UserRecord[]> {
    const ids = records.filter((r) => r.role === 'STUDENT').map((r) => r.id);
    if (ids.length === 0) return records;
    const [progress, wallets] = await Promise.all([
      Progress.find({ _id: { $in: ids } }).lean<ProgressDoc[]>(),
      Wallets.find({ _id: { $in: ids } }).lean<WalletDoc[]>(),
    ]);
    const p = new Map(progress.map((d) => [d._id, d]));
    const w = new Map(wallets.map((d) => [d._id, d]));
    return records.map((r) => withProjections(r, p.get(r.id), w.get(r.id)));
  }

  async function whichDuplicate(err: { keyPattern?: Record<string, unknown>; keyValue?: Record<string, unknown>; message: string }, email: string): Promise<UniqueField> {
    const keys = Object.keys(err.keyPattern ?? err.keyValue ?? {});
    if (keys.includes('email')) return 'email';
    if (keys.includes('username')) return 'username';
    // Servers that do not report the key: ask which one is taken.
    return (await Users.exists({ email })) ? 'email' : 'username';
  }

  return {
    /** Make sure the indexes exist before the first request (unique indexes matter for correctness). */
    async init(): Promise<void> {
      await Promise.all([Users.createIndexes(), Progress.createIndexes(), Wallets.createIndexes()]);
    },

    /** Insert the user together with its pending events (the outbox) in one document write. */
    async create(input: NewUser, outbox: OutboxEntry[]): Promise<UserRecord> {
      try {
        const doc = await Users.create({
          _id: new Types.ObjectId(input.id),
          email: input.email,
          username: input.username,
          displayName: input.displayName,
          passwordHash: input.passwordHash,
          role: input.role,
          plan: input.plan,
          timeZone: input.timeZone,
          gradeLevel: input.role === 'STUDENT' ? input.gradeLevel : null,
          studentProfile: input.role === 'STUDENT' ? newStudentProfile(input.gradeLevel ?? 5) : null,
          childIds: input.childIds ?? [],
          outbox,
        });
        return toRecord(doc.toObject());
      } catch (err) {
        if (isDuplicateKey(err)) throw new DuplicateUserError(await whichDuplicate(err, input.email));
        throw err;
      }
    },

    async findById(id: string): Promise<UserRecord | null> {
      if (!isValidObjectId(id)) return null;
      const d = await Users.findById(id, { passwordHash: 0, outbox: 0 }).lean<UserDoc>();
      return d ? (await project([toRecord(d)]))[0]! : null;
    },

    async findByEmail(email: string): Promise<UserRecord | null> {
      const d = await Users.findOne({ email }, { passwordHash: 0, outbox: 0 }).lean<UserDoc>();
      return d ? toRecord(d) : null;
    },

    async findCredentialsByEmail(email: string): Promise<(UserRecord & { passwordHash: string }) | null> {
      const d = await Users.findOne({ email }, { outbox: 0 }).lean<UserDoc>();
      return d ? { ...(await project([toRecord(d)]))[0]!, passwordHash: d.passwordHash } : null;
    },

    async findStudentsByIds(ids: string[]): Promise<UserRecord[]> {
      const valid = ids.filter((id) => isValidObjectId(id));
      if (valid.length === 0) return [];
      const docs = await Users.find({ _id: { $in: valid }, role: 'STUDENT' }, { passwordHash: 0, outbox: 0 }).lean<UserDoc[]>();
      const byId = new Map((await project(docs.map(toRecord))).map((u) => [u.id, u]));
      return valid.map((id) => byId.get(id)).filter((u): u is UserRecord => u !== undefined);
    },

    /** Idempotent ($addToSet); the change event goes into the outbox in the same update. */
    async linkChild(parentId: string, childId: string, outbox: OutboxEntry): Promise<UserRecord | null> {
      const res = await Users.updateOne({ _id: parentId, role: 'PARENT' }, { $addToSet: { childIds: childId }, $push: { outbox } });
      if (res.matchedCount === 0) return null;
      const d = await Users.findById(parentId, { passwordHash: 0, outbox: 0 }).lean<UserDoc>();
      return d ? toRecord(d) : null;
    },

    async setPlan(id: string, plan: Plan): Promise<void> {
      await Users.updateOne({ _id: id }, { $set: { plan } });
    },

    /** Apply a progress snapshot if it is newer than the stored one; false when it was stale or the user is unknown. */
    applyProgress,

    /** Apply the newest snapshot per user of a batch: one conditional write per user (ADR 0045). */
    async applyProgressBatch(batch: ReadonlyArray<ProgressUpdatedEvent['data']>): Promise<void> {
      for (const data of newestPerUser(batch)) await applyProgress(data);
    },

    applyWallet,

    async applyWalletBatch(batch: ReadonlyArray<WalletChangedEvent['data']>): Promise<void> {
      for (const data of newestPerUser(batch)) await applyWallet(data);
    },

    async clearOutboxEntry(userId: string, eventId: string): Promise<void> {
      await Users.updateOne({ _id: userId }, { $pull: { outbox: { id: eventId } } });
    },

    /** Users holding outbox entries older than `before` (left behind by a crash or a NATS outage). */
    async pendingOutbox(before: Date, limit = 100): Promise<Array<{ userId: string; entries: OutboxEntry[] }>> {
      const docs = await Users.find({ 'outbox.createdAt': { $lt: before } }, { outbox: 1 }).limit(limit).lean<Array<Pick<UserDoc, '_id' | 'outbox'>>>();
      return docs.map((d) => ({ userId: d._id.toString(), entries: d.outbox.filter((e) => e.createdAt < before) }));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
