/**
 * The audit record of account erasures (docs/product/privacy.md#erasing-an-account), auth's
 * `account_erasures` collection, one document per erasure keyed by its id: only the fact of the
 * erasure, the account's id, who asked and when, and when it completed. Nothing else of the
 * account is kept.
 */
import type { Role } from '@mathquest/contracts';
import { Schema, type Connection, type Model } from 'mongoose';

export interface ErasureAuditDoc {
  _id: string;
  userId: string;
  requestedBy: { userId: string; role: Role };
  requestedAt: Date;
  completedAt: Date | null;
}

const ErasureAuditSchema = new Schema<ErasureAuditDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    requestedBy: { userId: { type: String, required: true }, role: { type: String, required: true } },
    requestedAt: { type: Date, required: true },
    completedAt: { type: Date, default: null },
  },
  { collection: 'account_erasures', versionKey: false },
);
ErasureAuditSchema.index({ userId: 1 });

export function createErasuresRepository(conn: Connection) {
  const Audits: Model<ErasureAuditDoc> = conn.models.AccountErasure ?? conn.model<ErasureAuditDoc>('AccountErasure', ErasureAuditSchema);
  return {
    async init(): Promise<void> {
      await Audits.createIndexes();
    },

    /** Record the request (idempotent: keyed by the erasure id, so a retry keeps one record). */
    async recordRequested(audit: Omit<ErasureAuditDoc, 'completedAt'>): Promise<void> {
      await Audits.updateOne({ _id: audit._id }, { $setOnInsert: { ...audit, completedAt: null } }, { upsert: true });
    },

    /** Record the completion (the request's fields too, should its record be missing). */
    async recordCompleted(audit: Omit<ErasureAuditDoc, 'completedAt'>, at: Date): Promise<void> {
      const { _id, ...fields } = audit;
      await Audits.updateOne({ _id }, { $setOnInsert: fields, $set: { completedAt: at } }, { upsert: true });
    },

    /** The newest erasure of an account. */
    async latestOf(userId: string): Promise<ErasureAuditDoc | null> {
      const docs = await Audits.find({ userId }).lean<ErasureAuditDoc[]>();
      return docs.sort((a, b) => b.requestedAt.getTime() - a.requestedAt.getTime())[0] ?? null;
    },
  };
}

export type ErasuresRepository = ReturnType<typeof createErasuresRepository>;
