/** Assignments: read by `_id`; publishing is one update conditional on the status (`{ _id, status }`, unique index cas_id_status). */
import type { mongo } from 'mongoose';
import type { AssignmentDoc } from './collections.js';

export interface AssignmentRepository {
  insert(doc: AssignmentDoc): Promise<void>;
  get(id: string): Promise<AssignmentDoc | null>;
  getMany(ids: readonly string[]): Promise<AssignmentDoc[]>;
  /** DRAFT → PUBLISHED with the published event in the outbox; false when it was not a draft any more. */
  publishIfDraft(id: string, publishedAt: Date, outbox: AssignmentDoc['outbox']): Promise<boolean>;
  removeMany(ids: readonly string[]): Promise<void>;
}

export function createAssignmentRepository(assignments: mongo.Collection<AssignmentDoc>): AssignmentRepository {
  return {
    async insert(doc) {
      await assignments.insertOne(doc);
    },
    get: (id) => assignments.findOne({ _id: id }),
    async getMany(ids) {
      if (ids.length === 0) return [];
      return assignments.find({ _id: { $in: [...new Set(ids)] } }).toArray();
    },
    async publishIfDraft(id, publishedAt, outbox) {
      const res = await assignments.updateOne({ _id: id, status: 'DRAFT' }, { $set: { status: 'PUBLISHED', publishedAt }, $push: { outbox: { $each: outbox } } });
      return res.matchedCount === 1;
    },
    async removeMany(ids) {
      if (ids.length) await assignments.deleteMany({ _id: { $in: [...ids] } });
    },
  };
}
