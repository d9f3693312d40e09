/**
 * What the game knows of teacher assignments (docs/adr/0080): a projection of the published
 * assignments and of the classes' member lists, kept from the teacher service's events, and one
 * attempt per student and assignment (when it started, when its time limit ends it, how many of
 * its problems were served). All read and written by `_id`.
 */
import type { mongo } from 'mongoose';

export interface AssignmentProjectionDoc {
  _id: string;
  classroomId: string;
  title: string;
  /** Problem bank ids, in the order they are served. */
  problemIds: string[];
  dueDate: Date | null;
  allowLateSubmissions: boolean;
  /** Minutes; null: no limit. */
  timeLimit: number | null;
}

export interface ClassMembersDoc {
  _id: string;
  /** The classroom's teacher, who may read its standards report (docs/adr/0087); absent from lists stored before it was kept. */
  teacherId?: string;
  memberIds: string[];
  /** The classroom version the list is of: a list is applied only when newer. */
  version: number;
}

export interface AssignmentAttemptDoc {
  /** `<assignmentId>:<userId>` */
  _id: string;
  startedAt: Date;
  /** When the time limit ends the attempt; null without a limit. */
  endsAt: Date | null;
  /** Problems served so far: the index of the next one. */
  served: number;
}

export interface AssignmentRepository {
  saveAssignment(doc: AssignmentProjectionDoc): Promise<void>;
  getAssignment(id: string): Promise<AssignmentProjectionDoc | null>;
  /** Store the member list if it is newer than the stored one. */
  saveMembers(doc: ClassMembersDoc): Promise<void>;
  getMembers(classroomId: string): Promise<ClassMembersDoc | null>;
  /** The student's attempt, created on first use (its clock starts then). */
  startAttempt(assignmentId: string, userId: string, startedAt: Date, endsAt: Date | null): Promise<AssignmentAttemptDoc>;
  getAttempt(assignmentId: string, userId: string): Promise<AssignmentAttemptDoc | null>;
  /** Raise the served count to at least `served` (never lowers it). */
  markServed(assignmentId: string, userId: string, served: number): Promise<void>;
}

export const attemptId = (assignmentId: string, userId: string) => `${assignmentId}:${userId}`;

export function createAssignmentRepository(c: {
  assignments: mongo.Collection<AssignmentProjectionDoc>;
  members: mongo.Collection<ClassMembersDoc>;
  attempts: mongo.Collection<AssignmentAttemptDoc>;
}): AssignmentRepository {
  return {
    async saveAssignment(doc) {
      const { _id, ...fields } = doc;
      await c.assignments.updateOne({ _id }, { $set: fields }, { upsert: true });
    },
    getAssignment: (id) => c.assignments.findOne({ _id: id }),
    async saveMembers(doc) {
      // Read, then write when newer: one consumer applies a class's lists in stream order, so a
      // stale write can only come from a redelivery, which carries an older version and is skipped.
      const current = await c.members.findOne({ _id: doc._id });
      if (current && current.version >= doc.version) return;
      const { _id, ...fields } = doc;
      await c.members.updateOne({ _id }, { $set: fields }, { upsert: true });
    },
    getMembers: (classroomId) => c.members.findOne({ _id: classroomId }),
    async startAttempt(assignmentId, userId, startedAt, endsAt) {
      const _id = attemptId(assignmentId, userId);
      const doc = await c.attempts.findOneAndUpdate({ _id }, { $setOnInsert: { startedAt, endsAt, served: 0 } }, { upsert: true, returnDocument: 'after' });
      return doc ?? { _id, startedAt, endsAt, served: 0 };
    },
    getAttempt: (assignmentId, userId) => c.attempts.findOne({ _id: attemptId(assignmentId, userId) }),
    async markServed(assignmentId, userId, served) {
      await c.attempts.updateOne({ _id: attemptId(assignmentId, userId) }, { $max: { served } });
    },
  };
}
