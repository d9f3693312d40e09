import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';

/** Why a session ended (stored with it). */
export type SessionRevocationReason = 'logout' | 'reuse' | 'password-change' | 'secret-reset' | 'erasure';

/**
 * A session is one refresh-token family (one per login). Revocation lives on the session,
 * so a token minted by a rotation that races with a revocation is still dead on its next use.
 */
interface SessionDoc {
  _id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  revokedReason: SessionRevocationReason | null;
}

/** Only the SHA-256 of a refresh token is stored. `usedAt` is set once rotation has claimed it. */
interface RefreshTokenDoc {
  hash: string;
  sid: string;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}

/**
 * One document per consumed token, keyed by the token hash. Inserting it is the rotation's
 * atomic step: the _id primary key lets exactly one of two concurrent uses succeed. A claim
 * record keyed by _id is as sound on MongoDB as a conditional findOneAndUpdate and needs
 * nothing beyond primary-key uniqueness from the server, so it is kept (docs/adr/0010).
 */
interface TokenUseDoc {
  _id: string;
  sid: string;
  at: Date;
}

const text = { type: String, required: true };
const date = { type: Date, required: true };
const unset = (type: typeof String | typeof Date) => ({ type, default: null });

const SessionSchema = new Schema<SessionDoc>({ _id: text, userId: text, createdAt: date, expiresAt: date, revokedAt: unset(Date), revokedReason: unset(String) }, { collection: 'sessions', versionKey: false });
SessionSchema.index({ userId: 1 });
// Exactly the key set of revoke's conditional update: the local MongoDB-compatible server uses
// an index only for a filter of the same fields (docs/adr/0026). Trivially unique.
SessionSchema.index({ _id: 1, revokedAt: 1 }, { unique: true, name: 'cas_id_revoked' });

const RefreshTokenSchema = new Schema<RefreshTokenDoc>({ hash: text, sid: text, userId: text, expiresAt: date, usedAt: unset(Date), createdAt: date }, { collection: 'refresh_tokens', versionKey: false });
RefreshTokenSchema.index({ hash: 1 }, { unique: true });
RefreshTokenSchema.index({ sid: 1 });

const TokenUseSchema = new Schema<TokenUseDoc>({ _id: text, sid: text, at: date }, { collection: 'refresh_token_uses', versionKey: false });

/** Expired sessions and tokens are deleted a week after expiry (kept a while so a late re-use still reads as re-use). */
const TTL_AFTER_EXPIRY_S = 7 * 24 * 3600;

export function createSessionsRepository(conn: Connection) {
  const Sessions: Model<SessionDoc> = conn.models.Session ?? conn.model<SessionDoc>('Session', SessionSchema);
  const Tokens: Model<RefreshTokenDoc> = conn.models.RefreshToken ?? conn.model<RefreshTokenDoc>('RefreshToken', RefreshTokenSchema);
  const Uses: Model<TokenUseDoc> = conn.models.RefreshTokenUse ?? conn.model<TokenUseDoc>('RefreshTokenUse', TokenUseSchema);

  /** Idempotent: the first reason wins. True when this call revoked it. */
  async function revoke(sid: string, reason: SessionRevocationReason, now: Date): Promise<boolean> {
    const res = await Sessions.updateOne({ _id: sid, revokedAt: null }, { $set: { revokedAt: now, revokedReason: reason } });
    return res.modifiedCount === 1;
  }

  return {
    async init(): Promise<void> {
      await Promise.all([Sessions.createIndexes(), Tokens.createIndexes(), Uses.createIndexes()]);
      // TTL indexes are housekeeping only (expiry is enforced by every query), so a server
      // without TTL support (mongo-java-server accepts the index but never expires documents)
      // just keeps old rows.
      await Promise.all(
        [Sessions, Tokens].map((m) => m.collection.createIndex({ expiresAt: 1 }, { expireAfterSeconds: TTL_AFTER_EXPIRY_S }).catch(() => undefined)),
      );
    },

    async createSession(userId: string, now: Date, expiresAt: Date): Promise<string> {
      const sid = randomUUID();
      await Sessions.create({ _id: sid, userId, createdAt: now, expiresAt, revokedAt: null, revokedReason: null });
      return sid;
    },

    async insertToken(t: { hash: string; sid: string; userId: string; expiresAt: Date; now: Date }): Promise<void> {
      await Tokens.create({ hash: t.hash, sid: t.sid, userId: t.userId, expiresAt: t.expiresAt, usedAt: null, createdAt: t.now });
    },

    /**
     * Rotation's one atomic step: claim the token if, and only if, it is unused and unexpired,
     * by inserting its use record. Of two concurrent uses exactly one gets the token back.
     * The token is read by its hash alone (the unique index's key set) and checked here.
     */
    async consumeToken(hash: string, now: Date): Promise<{ sid: string; userId: string } | null> {
      const t = await Tokens.findOne({ hash }).lean<RefreshTokenDoc>();
      if (!t || t.usedAt !== null || t.expiresAt <= now) return null;
      try {
        await Uses.create({ _id: hash, sid: t.sid, at: now });
      } catch (err) {
        if ((err as { code?: number }).code === 11000) return null; // a concurrent use won
        throw err;
      }
      await Tokens.updateOne({ hash }, { $set: { usedAt: now } });
      return { sid: t.sid, userId: t.userId };
    },

    async findToken(hash: string): Promise<{ sid: string; userId: string; usedAt: Date | null; expiresAt: Date } | null> {
      const [d, use] = await Promise.all([Tokens.findOne({ hash }).lean<RefreshTokenDoc>(), Uses.findById(hash).lean<TokenUseDoc>()]);
      return d ? { sid: d.sid, userId: d.userId, usedAt: d.usedAt ?? use?.at ?? null, expiresAt: d.expiresAt } : null;
    },

    async isActive(sid: string, now: Date): Promise<boolean> {
      const s = await Sessions.findById(sid).lean<SessionDoc>();
      return !!s && s.revokedAt === null && s.expiresAt > now;
    },

    revoke,

    /** Revoke every live session of the user but `keep`; returns the ids it revoked. */
    async revokeAllOfUser(userId: string, keep: string | undefined, reason: SessionRevocationReason, now: Date): Promise<string[]> {
      const live = await Sessions.find({ userId }, { revokedAt: 1, expiresAt: 1 }).lean<Array<Pick<SessionDoc, '_id' | 'revokedAt' | 'expiresAt'>>>();
      const ids = live.filter((s) => s.revokedAt === null && s.expiresAt > now && s._id !== keep).map((s) => s._id);
      const revoked = await Promise.all(ids.map(async (sid) => ((await revoke(sid, reason, now)) ? sid : null)));
      return revoked.filter((sid): sid is string => sid !== null);
    },

    /** Every session and refresh token of the user (an erased account); the revocations were announced before. */
    async removeAllOfUser(userId: string): Promise<void> {
      const sids = (await Sessions.find({ userId }, { _id: 1 }).lean<Array<Pick<SessionDoc, '_id'>>>()).map((s) => s._id);
      await Promise.all([Tokens.deleteMany({ userId }), sids.length ? Uses.deleteMany({ sid: { $in: sids } }) : Promise.resolve()]);
      await Sessions.deleteMany({ userId });
    },

    /** The user's sessions, for an export (never their tokens). */
    async listOfUser(userId: string): Promise<Array<{ id: string; createdAt: Date; expiresAt: Date; revokedAt: Date | null }>> {
      const docs = await Sessions.find({ userId }).lean<SessionDoc[]>();
      return docs.map((s) => ({ id: s._id, createdAt: s.createdAt, expiresAt: s.expiresAt, revokedAt: s.revokedAt }));
    },

    async revokedReason(sid: string): Promise<SessionRevocationReason | null> {
      const s = await Sessions.findById(sid).lean<SessionDoc>();
      return s?.revokedReason ?? null;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
