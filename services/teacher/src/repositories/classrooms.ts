/**
 * Classrooms. Creating one is an insert under the unique class code index (a collision is
 * reported, the caller retries with a new code); every change after that is an update
 * conditional on the version read (`{ _id, version }`, unique index cas_id_version), so two
 * concurrent joins cannot both take the last seat (docs/adr/0082).
 */
import type { mongo } from 'mongoose';
import { isDuplicateKey, type ClassroomDoc } from './collections.js';

export class ClassCodeTaken extends Error {}

export interface ClassroomRepository {
  /** Insert; throws ClassCodeTaken when the code is in use. */
  insert(doc: ClassroomDoc): Promise<void>;
  get(id: string): Promise<ClassroomDoc | null>;
  getMany(ids: readonly string[]): Promise<ClassroomDoc[]>;
  byClassCode(code: string): Promise<ClassroomDoc | null>;
  /** Replace the fields of `next` if the document still has `expectedVersion` (the version is raised by one). False when it changed meanwhile. */
  replaceIfVersion(next: ClassroomDoc, expectedVersion: number): Promise<boolean>;
  remove(id: string): Promise<void>;
}

export function createClassroomRepository(classrooms: mongo.Collection<ClassroomDoc>): ClassroomRepository {
  return {
    async insert(doc) {
      try {
        await classrooms.insertOne(doc);
      } catch (err) {
        if (isDuplicateKey(err) && /classCode/.test(String((err as Error).message))) throw new ClassCodeTaken();
        throw err;
      }
    },
    get: (id) => classrooms.findOne({ _id: id }),
    async getMany(ids) {
      if (ids.length === 0) return [];
      return classrooms.find({ _id: { $in: [...new Set(ids)] } }).toArray();
    },
    byClassCode: (code) => classrooms.findOne({ classCode: code }),
    async replaceIfVersion(next, expectedVersion) {
      const { _id, ...fields } = next;
      const res = await classrooms.updateOne({ _id, version: expectedVersion }, { $set: { ...fields, version: expectedVersion + 1 } });
      return res.matchedCount === 1;
    },
    async remove(id) {
      await classrooms.deleteOne({ _id: id });
    },
  };
}
