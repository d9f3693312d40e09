/** The users the teacher service knows, written from auth's events (events/consumers/auth-users.ts). */
import type { mongo } from 'mongoose';
import { isDuplicateKey, type DirectoryDoc } from './collections.js';

export interface DirectoryRepository {
  /** Write the entry unless a newer event already wrote it (events may arrive out of order). */
  upsert(entry: DirectoryDoc): Promise<void>;
  get(userId: string): Promise<DirectoryDoc | null>;
  getMany(userIds: readonly string[]): Promise<Map<string, DirectoryDoc>>;
  byUsername(username: string): Promise<DirectoryDoc | null>;
}

export function createDirectoryRepository(directory: mongo.Collection<DirectoryDoc>): DirectoryRepository {
  return {
    async upsert(entry) {
      const current = await directory.findOne({ _id: entry._id });
      if (current && current.factsAt > entry.factsAt) return;
      const { _id, ...fields } = entry;
      try {
        await directory.updateOne({ _id }, { $set: fields }, { upsert: true });
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        // Usernames are unique in auth: whoever holds this one here changed theirs since (their update is on its way).
        await directory.deleteOne({ usernameKey: entry.usernameKey });
        await directory.updateOne({ _id }, { $set: fields }, { upsert: true });
      }
    },
    get: (userId) => directory.findOne({ _id: userId }),
    async getMany(userIds) {
      if (userIds.length === 0) return new Map();
      const docs = await directory.find({ _id: { $in: [...new Set(userIds)] } }).toArray();
      return new Map(docs.map((d) => [d._id, d]));
    },
    byUsername: (username) => directory.findOne({ usernameKey: username.trim().toLowerCase() }),
  };
}
