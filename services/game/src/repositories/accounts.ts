/**
 * Everything the game stores about one account, read for its export and removed for its erasure
 * (docs/product/privacy.md). Not on any hot path: the reads by `userId` and the id-suffix matches
 * scan, which is fine for a request a person makes once.
 */
import type { Collections } from './collections.js';

/** The documents of one account, as stored. */
export interface StoredAccount {
  student: Record<string, unknown> | null;
  sessions: Array<Record<string, unknown>>;
  problems: Array<Record<string, unknown>>;
  usage: Array<Record<string, unknown>>;
  attempts: Array<Record<string, unknown>>;
  challengeStarts: Array<Record<string, unknown>>;
}

/** Ids ending in `:<userId>` (assignment attempts, challenge starts). */
const endingWith = (userId: string) => ({ $regex: `:${userId.replace(/[^A-Za-z0-9_-]/g, '')}$` });

export function createAccountsRepository(c: Collections) {
  return {
    async read(userId: string): Promise<StoredAccount> {
      const [student, sessions, problems, usage, attempts, challengeStarts] = await Promise.all([
        c.students.findOne({ _id: userId }, { projection: { outbox: 0, 'tutor.outbox': 0 } }),
        c.sessions.find({ userId }, { projection: { outbox: 0 } }).toArray(),
        c.problems.find({ userId }).toArray(),
        c.usage.find({ userId }).toArray(),
        c.attempts.find({ _id: endingWith(userId) } as never).toArray(),
        c.challengeStarts.find({ _id: endingWith(userId) } as never).toArray(),
      ]);
      return {
        student: student as Record<string, unknown> | null,
        sessions: sessions as unknown as Array<Record<string, unknown>>,
        problems: problems as unknown as Array<Record<string, unknown>>,
        usage: usage as unknown as Array<Record<string, unknown>>,
        attempts: attempts as unknown as Array<Record<string, unknown>>,
        challengeStarts: challengeStarts as unknown as Array<Record<string, unknown>>,
      };
    },

    /** Ids of the account's sessions (so the caller can drop cached copies). */
    async sessionIds(userId: string): Promise<string[]> {
      return (await c.sessions.find({ userId }, { projection: { _id: 1 } }).toArray()).map((s) => s._id);
    },

    /**
     * Remove every document of the account and its id from the projections that list it (class
     * members, the challenges it took part in). Each step is idempotent, so a redelivered
     * erasure repeats it harmlessly.
     */
    async erase(userId: string): Promise<void> {
      await Promise.all([
        c.students.deleteOne({ _id: userId }),
        c.sessions.deleteMany({ userId }),
        c.problems.deleteMany({ userId }),
        c.usage.deleteMany({ userId }),
        c.attempts.deleteMany({ _id: endingWith(userId) } as never),
        c.challengeStarts.deleteMany({ _id: endingWith(userId) } as never),
        c.classMembers.updateMany({ memberIds: userId }, { $pull: { memberIds: userId } }),
        c.challenges.deleteMany({ sides: userId }),
      ]);
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
