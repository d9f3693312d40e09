/**
 * Students' tutor use, one document per student (`_id` = the student's id), the newest
 * game.tutor.updated snapshot (docs/adr/0145). Read by `_id`; replaced only by a newer revision,
 * conditional on the revision read (`{ _id, rev }`), the first one an insert: a redelivered, late
 * or concurrently delivered snapshot changes nothing.
 */
import type { mongo } from 'mongoose';
import { isDuplicateKey, type TutorUseDoc } from './collections.js';

export interface TutorUseRepository {
  getMany(studentIds: readonly string[]): Promise<TutorUseDoc[]>;
  /** Write `next` if the stored one still has revision `expectedRev` (null: none stored). False when it changed meanwhile. */
  writeIfRev(next: TutorUseDoc, expectedRev: number | null): Promise<boolean>;
}

export function createTutorUseRepository(tutorUse: mongo.Collection<TutorUseDoc>): TutorUseRepository {
  return {
    async getMany(studentIds) {
      if (studentIds.length === 0) return [];
      return tutorUse.find({ _id: { $in: [...new Set(studentIds)] } }).toArray();
    },
    async writeIfRev(next, expectedRev) {
      if (expectedRev === null) {
        try {
          await tutorUse.insertOne(next);
          return true;
        } catch (err) {
          if (isDuplicateKey(err)) return false;
          throw err;
        }
      }
      const { _id, ...fields } = next;
      const res = await tutorUse.updateOne({ _id, rev: expectedRev }, { $set: fields });
      return res.matchedCount === 1;
    },
  };
}
