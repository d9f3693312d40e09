/**
 * A user's classrooms by id: a teacher's own (teacher_classrooms) and a student's joined
 * (student_classrooms). The classroom document is the truth; these lists are where a user's list
 * starts, written after it (idempotent `$addToSet` / `$pull`), and every read checks the classroom
 * itself, so an entry left behind by a crash between the two writes shows nothing (docs/design/storage.md, teacher).
 */
import type { mongo } from 'mongoose';
import type { ClassroomIndexDoc } from './collections.js';

export interface ClassroomIndexRepository {
  add(userId: string, classroomId: string): Promise<void>;
  remove(userId: string, classroomId: string): Promise<void>;
  list(userId: string): Promise<string[]>;
}

export function createClassroomIndexRepository(index: mongo.Collection<ClassroomIndexDoc>): ClassroomIndexRepository {
  return {
    async add(userId, classroomId) {
      await index.updateOne({ _id: userId }, { $addToSet: { classroomIds: classroomId } }, { upsert: true });
    },
    async remove(userId, classroomId) {
      await index.updateOne({ _id: userId }, { $pull: { classroomIds: classroomId } });
    },
    async list(userId) {
      return (await index.findOne({ _id: userId }))?.classroomIds ?? [];
    },
  };
}
