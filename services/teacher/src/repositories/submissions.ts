/**
 * Submissions, one per assignment and student, with an id derived from both (a member who has
 * not answered yet has none stored: NOT_STARTED). Every change is conditional on the version read
 * (`{ _id, version }`), the first one an insert under the `_id`: an answer event delivered twice,
 * or by two replicas at once, is applied once (docs/adr/0083).
 */
import { derivedId } from '@mathquest/service-kit';
import type { mongo } from 'mongoose';
import { isDuplicateKey, type SubmissionDoc } from './collections.js';

export function submissionId(assignmentId: string, studentId: string): string {
  return derivedId('teacher-submission', `${assignmentId}:${studentId}`);
}

export interface SubmissionRepository {
  get(id: string): Promise<SubmissionDoc | null>;
  getMany(ids: readonly string[]): Promise<SubmissionDoc[]>;
  /** Write `next` if the stored one still has `expectedVersion` (null: none stored yet). False when it changed meanwhile. */
  writeIfVersion(next: SubmissionDoc, expectedVersion: number | null): Promise<boolean>;
  removeMany(ids: readonly string[]): Promise<void>;
}

/** Submissions counted before topics were kept have no `topics`: they read as none counted. */
const withTopics = (d: SubmissionDoc): SubmissionDoc => (Array.isArray(d.topics) ? d : { ...d, topics: [] });

export function createSubmissionRepository(submissions: mongo.Collection<SubmissionDoc>): SubmissionRepository {
  return {
    async get(id) {
      const d = await submissions.findOne({ _id: id });
      return d && withTopics(d);
    },
    async getMany(ids) {
      if (ids.length === 0) return [];
      return (await submissions.find({ _id: { $in: [...new Set(ids)] } }).toArray()).map(withTopics);
    },
    async writeIfVersion(next, expectedVersion) {
      if (expectedVersion === null) {
        try {
          await submissions.insertOne({ ...next, version: 1 });
          return true;
        } catch (err) {
          if (isDuplicateKey(err)) return false;
          throw err;
        }
      }
      const { _id, ...fields } = next;
      const res = await submissions.updateOne({ _id, version: expectedVersion }, { $set: { ...fields, version: expectedVersion + 1 } });
      return res.matchedCount === 1;
    },
    async removeMany(ids) {
      if (ids.length) await submissions.deleteMany({ _id: { $in: [...ids] } });
    },
  };
}
