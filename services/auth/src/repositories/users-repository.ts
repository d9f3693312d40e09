import type { EventEnvelope, Language } from '@mathquest/contracts';
import { Schema, Types, isValidObjectId, type Connection, type Model } from 'mongoose';
import type { ErasingService } from '@mathquest/contracts';
import type { PendingErasure, UserRecord } from '../domain/users.js';

/** An event written into the user document in the same write as the change it describes. */
export interface OutboxEntry {
  id: string;
  subject: string;
  event: EventEnvelope;
  createdAt: Date;
  /** With tracing on, the context of the request that wrote it (docs/adr/0262). */
  trace?: Record<string, string> | undefined;
}

/** The stored user: the record without its id, plus what never leaves this repository. */
type UserDoc = Omit<UserRecord, 'id'> & {
  _id: Types.ObjectId;
  passwordHash: string;
  outbox: OutboxEntry[];
  updatedAt: Date;
};

const OutboxSubSchema = new Schema<OutboxEntry>(
  { id: { type: String, required: true }, subject: { type: String, required: true }, event: { type: Schema.Types.Mixed, required: true }, createdAt: { type: Date, required: true }, trace: { type: Schema.Types.Mixed, default: undefined } },
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
    language: { type: String, enum: ['en', 'es-US'], default: undefined },
    gradeLevel: { type: Number, default: null },
    schoolName: { type: String, default: null },
    childIds: { type: [String], default: [] },
    chatOffByParents: { type: [String], default: undefined },
    birthYear: { type: Number, default: undefined },
    limits: { type: String, enum: ['PENDING_PARENT_APPROVAL'], default: undefined },
    outbox: { type: [OutboxSubSchema], default: [] },
    erasure: { type: Schema.Types.Mixed, default: undefined },
  },
  { collection: 'users', timestamps: true, minimize: false },
);
// Uniqueness is the database's job (races between two sign-ups are caught as error 11000).
UserSchema.index({ email: 1 }, { unique: true });
UserSchema.index({ username: 1 }, { unique: true });
UserSchema.index({ 'outbox.createdAt': 1 }, { sparse: true });

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
    ...(d.language ? { language: d.language } : {}),
    gradeLevel: d.gradeLevel ?? null,
    schoolName: d.schoolName ?? null,
    childIds: d.childIds ?? [],
    ...(d.chatOffByParents ? { chatOffByParents: d.chatOffByParents } : {}),
    ...(d.erasure ? { erasure: d.erasure } : {}),
    ...(typeof d.birthYear === 'number' ? { birthYear: d.birthYear } : {}),
    ...(d.limits ? { limits: d.limits } : {}),
    createdAt: d.createdAt,
  };
}

/** What creating a user takes: the record's fields (the profile starts empty) and the password hash. */
export type NewUser = Omit<UserRecord, 'id' | 'childIds' | 'createdAt'> & {
  id?: string;
  passwordHash: string;
  childIds?: string[];
};

/** A user with the password hash, for checking a password. */
export interface UserCredentials {
  user: UserRecord;
  passwordHash: string;
}

export function newUserId(): string {
  return new Types.ObjectId().toString();
}

const WITHOUT_SECRETS = { passwordHash: 0, outbox: 0 } as const;

export function createUsersRepository(conn: Connection) {
  const Users: Model<UserDoc> = conn.models.User ?? conn.model<UserDoc>('User', UserSchema);

  async function whichDuplicate(err: { keyPattern?: Record<string, unknown>; keyValue?: Record<string, unknown>; message: string }, email: string): Promise<UniqueField> {
    const keys = Object.keys(err.keyPattern ?? err.keyValue ?? {});
    if (keys.includes('email')) return 'email';
    if (keys.includes('username')) return 'username';
    // Servers that do not report the key: ask which one is taken.
    return (await Users.exists({ email })) ? 'email' : 'username';
  }

  async function credentials(filter: { email: string } | { _id: string }): Promise<UserCredentials | null> {
    const d = await Users.findOne(filter, { outbox: 0 }).lean<UserDoc>();
    return d ? { user: toRecord(d), passwordHash: d.passwordHash } : null;
  }

  return {
    /** Make sure the indexes exist before the first request (unique indexes matter for correctness). */
    async init(): Promise<void> {
      await Users.createIndexes();
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
          ...(input.language ? { language: input.language } : {}),
          gradeLevel: input.role === 'STUDENT' ? input.gradeLevel : null,
          schoolName: input.role === 'TEACHER' ? (input.schoolName ?? null) : null,
          childIds: input.childIds ?? [],
          ...(input.role === 'STUDENT' && typeof input.birthYear === 'number' ? { birthYear: input.birthYear } : {}),
          ...(input.role === 'STUDENT' && input.limits ? { limits: input.limits } : {}),
          outbox,
        });
        return toRecord(doc.toObject());
      } catch (err) {
        if (isDuplicateKey(err)) throw new DuplicateUserError(await whichDuplicate(err, input.email));
        throw err;
      }
    },

    /**
     * The user's interface language, with its `auth.user.updated` in the same write. Only while the
     * account's linked children are still `childIds` (the facts the event carries); false otherwise
     * or when there is no such user.
     */
    async setLanguage(id: string, language: Language, outbox: OutboxEntry, childIds: readonly string[]): Promise<boolean> {
      if (!isValidObjectId(id)) return false;
      // An account without linked children may have no list at all.
      const same = childIds.length === 0 ? { $in: [[], null] } : [...childIds];
      const r = await Users.updateOne({ _id: id, childIds: same }, { $set: { language }, $push: { outbox } });
      return r.matchedCount > 0;
    },

    async findById(id: string): Promise<UserRecord | null> {
      if (!isValidObjectId(id)) return null;
      const d = await Users.findById(id, WITHOUT_SECRETS).lean<UserDoc>();
      return d ? toRecord(d) : null;
    },

    async findByEmail(email: string): Promise<UserRecord | null> {
      const d = await Users.findOne({ email }, WITHOUT_SECRETS).lean<UserDoc>();
      return d ? toRecord(d) : null;
    },

    /** One read whatever the user is, so checking a password costs the same for every account. */
    findCredentialsByEmail: (email: string) => credentials({ email }),

    findCredentialsById: (id: string) => (isValidObjectId(id) ? credentials({ _id: id }) : Promise.resolve(null)),

    async findStudentsByIds(ids: string[]): Promise<UserRecord[]> {
      const valid = ids.filter((id) => isValidObjectId(id));
      if (valid.length === 0) return [];
      const docs = await Users.find({ _id: { $in: valid }, role: 'STUDENT' }, WITHOUT_SECRETS).lean<UserDoc[]>();
      const byId = new Map(docs.map((d) => [d._id.toString(), toRecord(d)]));
      return valid.map((id) => byId.get(id)).filter((u): u is UserRecord => u !== undefined);
    },

    /**
     * Idempotent ($addToSet); the change event goes into the outbox in the same update, which
     * only matches while the parent has room for one more child (`childIds.<max-1>` absent), so
     * concurrent links never pass the limit. 'full' when that condition refused it; null when
     * the user is not a parent.
     */
    async linkChild(parentId: string, childId: string, outbox: OutboxEntry, maxChildren: number): Promise<UserRecord | 'full' | null> {
      const res = await Users.updateOne(
        { _id: parentId, role: 'PARENT', [`childIds.${maxChildren - 1}`]: { $exists: false } },
        { $addToSet: { childIds: childId }, $push: { outbox } },
      );
      const d = await Users.findById(parentId, WITHOUT_SECRETS).lean<UserDoc>();
      if (!d || d.role !== 'PARENT') return null;
      if (res.matchedCount === 0) return d.childIds.map(String).includes(childId) ? toRecord(d) : 'full';
      return toRecord(d);
    },

    /**
     * A parent turns a student's chat off (added to chatOffByParents) or on (removed), with the
     * change event in the outbox of the student's document in the same update. Null when the
     * account is not a student.
     */
    async setChildChat(childId: string, parentId: string, enabled: boolean, outbox: OutboxEntry): Promise<UserRecord | null> {
      if (!isValidObjectId(childId)) return null;
      const change = enabled ? { $pull: { chatOffByParents: parentId } } : { $addToSet: { chatOffByParents: parentId } };
      const res = await Users.updateOne({ _id: childId, role: 'STUDENT' }, { ...change, $push: { outbox } });
      if (res.matchedCount === 0) return null;
      const d = await Users.findById(childId, WITHOUT_SECRETS).lean<UserDoc>();
      return d ? toRecord(d) : null;
    },

    /**
     * Lifts a limited student's limits (docs/adr/0239), with its `auth.user.updated` in the same
     * update, which only matches while the account is limited: approving twice writes once. Null
     * when nothing was limited.
     */
    async liftLimits(childId: string, outbox: OutboxEntry): Promise<UserRecord | null> {
      if (!isValidObjectId(childId)) return null;
      const d = await Users.findOneAndUpdate({ _id: childId, role: 'STUDENT', limits: { $exists: true, $ne: null } }, { $unset: { limits: 1 }, $push: { outbox } }, { new: true, projection: WITHOUT_SECRETS }).lean<UserDoc>();
      return d ? toRecord(d) : null;
    },

    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await Users.updateOne({ _id: id }, { $set: { passwordHash } });
    },

    /** A roster student's new name or grade, with its `auth.user.updated` in the same write (docs/adr/0200). */
    async setStudentProfile(id: string, displayName: string, gradeLevel: number, outbox: OutboxEntry): Promise<UserRecord | null> {
      const d = await Users.findOneAndUpdate({ _id: id, role: 'STUDENT' }, { $set: { displayName, gradeLevel }, $push: { outbox } }, { new: true, projection: WITHOUT_SECRETS }).lean<UserDoc>();
      return d ? toRecord(d) : null;
    },

    async setPlan(id: string, plan: UserRecord['plan']): Promise<void> {
      await Users.updateOne({ _id: id }, { $set: { plan } });
    },

    /**
     * Mark the account's erasure pending, its request event in the outbox, in one update that
     * matches only while no erasure is pending: of two requests one wins. False when the account
     * is gone or an erasure was pending already.
     */
    async markErasurePending(userId: string, erasure: PendingErasure, outbox: OutboxEntry): Promise<boolean> {
      if (!isValidObjectId(userId)) return false;
      const res = await Users.collection.updateOne({ _id: new Types.ObjectId(userId), erasure: { $exists: false } }, { $set: { erasure }, $push: { outbox } } as never);
      return res.matchedCount === 1;
    },

    /** Count a service's acknowledgement of the pending erasure; the erasure after, null when it is not (or no longer) pending. */
    async acknowledgeErasure(userId: string, erasureId: string, service: ErasingService): Promise<PendingErasure | null> {
      if (!isValidObjectId(userId)) return null;
      const d = await Users.collection.findOneAndUpdate(
        { _id: new Types.ObjectId(userId), 'erasure.id': erasureId },
        { $addToSet: { 'erasure.acknowledged': service } } as never,
        { returnDocument: 'after', projection: { erasure: 1 } },
      );
      return (d as { erasure?: PendingErasure } | null)?.erasure ?? null;
    },

    /** The parents linked to a child. */
    async parentsOf(childId: string): Promise<UserRecord[]> {
      const docs = await Users.find({ childIds: childId, role: 'PARENT' }, WITHOUT_SECRETS).lean<UserDoc[]>();
      return docs.map(toRecord);
    },

    /** Take a child off a parent's links, the parent's change event in the same update. */
    async unlinkChild(parentId: string, childId: string, outbox: OutboxEntry): Promise<void> {
      await Users.updateOne({ _id: parentId, childIds: childId }, { $pull: { childIds: childId }, $push: { outbox } });
    },

    /** Remove the account's document (the last step of its erasure). */
    async remove(userId: string): Promise<void> {
      if (isValidObjectId(userId)) await Users.deleteOne({ _id: userId });
    },

    async clearOutboxEntry(userId: string, eventId: string): Promise<void> {
      await Users.updateOne({ _id: userId }, { $pull: { outbox: { id: eventId } } });
    },

    /** Users holding outbox entries older than `before` (left behind by a crash or a NATS outage). */
    async pendingOutbox(before: Date, limit = 100): Promise<Array<{ userId: string; entries: OutboxEntry[] }>> {
      const docs = await Users.find({ 'outbox.createdAt': { $lt: before } }, { outbox: 1 }).limit(limit).lean<Array<Pick<UserDoc, '_id' | 'outbox'>>>();
      return docs.map((d) => ({ userId: d._id.toString(), entries: d.outbox.filter((e) => e.createdAt < before) }));
    },

    /** Of these users (read by `_id`), those holding outbox entries older than `before`: the sweeper's targeted pass. */
    async pendingOutboxOf(userIds: readonly string[], before: Date): Promise<Array<{ userId: string; entries: OutboxEntry[] }>> {
      const docs = await Users.find({ _id: { $in: [...userIds] } }, { outbox: 1 }).lean<Array<Pick<UserDoc, '_id' | 'outbox'>>>();
      return docs.map((d) => ({ userId: d._id.toString(), entries: d.outbox.filter((e) => e.createdAt < before) })).filter((p) => p.entries.length > 0);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
