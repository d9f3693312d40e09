/**
 * What the game knows of PvP challenges (docs/adr/0160): a projection of the challenges engagement
 * made playable, kept from engagement.challenge.updated, read by `_id` when a CHALLENGE session
 * starts; and one document per side that began playing (`<challengeId>:<userId>`, inserted once),
 * so a side never starts its problems over once it has seen them.
 */
import type { ChallengeTopic } from '@mathquest/contracts';
import type { mongo } from 'mongoose';
import { isDuplicateKey } from './duplicate-key.js';

export interface ChallengeProjectionDoc {
  _id: string;
  /** The challenge document's version this copy is of: an update applies only when newer. */
  version: number;
  status: 'ACTIVE' | 'COMPLETED' | 'EXPIRED' | 'CANCELLED';
  /** The challenger's and the opponent's user ids. */
  sides: string[];
  /** The secret seed both sides' problems are generated from; never leaves the server. */
  seed: string;
  topic: ChallengeTopic;
  problemCount: number;
  /** Seconds per problem. */
  timeLimit: number;
  expiresAt: Date;
}

/** A side that started playing: `<challengeId>:<userId>`. */
export interface ChallengeStartDoc {
  _id: string;
  at: Date;
}

export interface ChallengeProjectionRepository {
  /** Store the copy if it is newer than the stored one. */
  save(doc: ChallengeProjectionDoc): Promise<void>;
  get(id: string): Promise<ChallengeProjectionDoc | null>;
  /** Records that the side started; false when it had already. */
  markStarted(id: string, userId: string, at: Date): Promise<boolean>;
  /** Whether the side started playing. */
  hasStarted(id: string, userId: string): Promise<boolean>;
}

export function createChallengeProjectionRepository(challenges: mongo.Collection<ChallengeProjectionDoc>, starts: mongo.Collection<ChallengeStartDoc>): ChallengeProjectionRepository {
  return {
    async save(doc) {
      // Read, then write when newer: a redelivered or late older update is skipped.
      const current = await challenges.findOne({ _id: doc._id });
      if (current && current.version >= doc.version) return;
      const { _id, ...fields } = doc;
      await challenges.updateOne({ _id }, { $set: fields }, { upsert: true });
    },
    get: (id) => challenges.findOne({ _id: id }),
    async markStarted(id, userId, at) {
      try {
        await starts.insertOne({ _id: `${id}:${userId}`, at });
        return true;
      } catch (err) {
        if (isDuplicateKey(err)) return false;
        throw err;
      }
    },
    hasStarted: async (id, userId) => (await starts.findOne({ _id: `${id}:${userId}` })) !== null,
  };
}
