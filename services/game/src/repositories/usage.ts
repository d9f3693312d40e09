/**
 * Daily problem counts of students on a limited plan (docs/adr/0024-plan-limits.md): one document
 * per student and local day, `_id = userId:YYYY-MM-DD`, changed only by atomic `$inc` on `_id`
 * (an index lookup on every server, ADR 0026).
 */
import type { mongo } from 'mongoose';
import { isDuplicateKey } from './duplicate-key.js';

export interface UsageDoc {
  _id: string;
  userId: string;
  day: string;
  count: number;
}

export interface UsageRepository {
  /** Add one to the student's count for the day (creating it at 1); the count after. */
  increment(userId: string, day: string): Promise<number>;
  /** Take one back (a refused or failed take). */
  decrement(userId: string, day: string): Promise<void>;
  count(userId: string, day: string): Promise<number>;
}

const usageId = (userId: string, day: string) => `${userId}:${day}`;

export function createUsageRepository(usage: mongo.Collection<UsageDoc>): UsageRepository {
  return {
    async increment(userId, day) {
      for (let attempt = 0; ; attempt++) {
        try {
          const after = await usage.findOneAndUpdate(
            { _id: usageId(userId, day) },
            { $inc: { count: 1 }, $setOnInsert: { userId, day } },
            { upsert: true, returnDocument: 'after', projection: { count: 1 } },
          );
          return after?.count ?? 0;
        } catch (err) {
          // Two first takes of the day raced on the insert: the document exists now, increment it.
          if (!isDuplicateKey(err) || attempt > 0) throw err;
        }
      }
    },

    async decrement(userId, day) {
      await usage.updateOne({ _id: usageId(userId, day) }, { $inc: { count: -1 } });
    },

    async count(userId, day) {
      return (await usage.findOne({ _id: usageId(userId, day) }))?.count ?? 0;
    },
  };
}
