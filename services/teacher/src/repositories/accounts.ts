/**
 * What the teacher service holds about one account, read for its export and removed or
 * anonymised for its erasure (docs/product/privacy.md, docs/adr/0232). Off every hot path: the
 * reads by `studentId`, `teacherId` and member scan, which is fine for a request a person makes once.
 */
import type { AssignmentDoc, ClassroomDoc, Collections, SubmissionDoc, TutorUseDoc } from './collections.js';

export function createAccountsRepository(c: Collections) {
  return {
    /** Live classrooms the account is a member of. */
    memberOf: (userId: string): Promise<ClassroomDoc[]> => c.classrooms.find({ 'members.studentId': userId, deleted: { $ne: true } }).toArray(),
    /** Classrooms the account runs as their teacher (deleted ones included: they still name it). */
    taughtBy: (teacherId: string): Promise<ClassroomDoc[]> => c.classrooms.find({ teacherId }).toArray(),
    assignmentsOf: (classroomIds: readonly string[]): Promise<AssignmentDoc[]> =>
      classroomIds.length ? c.assignments.find({ classroomId: { $in: [...classroomIds] } }).toArray() : Promise.resolve([]),
    submissionsOf: (studentId: string): Promise<SubmissionDoc[]> => c.submissions.find({ studentId }).toArray(),
    tutorUseOf: (studentId: string): Promise<TutorUseDoc | null> => c.tutorUse.findOne({ _id: studentId }),

    /** A student's submissions become anonymous records: another student id, no comments, no pending events. */
    async anonymiseSubmissions(studentId: string, anonymousId: string, removeIn: readonly string[]): Promise<void> {
      if (removeIn.length) await c.submissions.deleteMany({ studentId, classroomId: { $in: [...removeIn] } });
      await c.submissions.updateMany({ studentId }, { $set: { studentId: anonymousId, teacherComments: null, outbox: [] }, $inc: { version: 1 } });
    },

    /** The account's own documents: its directory entry, classroom lists and tutor figures. */
    async removeOwn(userId: string): Promise<void> {
      await Promise.all([c.directory.deleteOne({ _id: userId }), c.studentIndex.deleteOne({ _id: userId }), c.teacherIndex.deleteOne({ _id: userId }), c.tutorUse.deleteOne({ _id: userId })]);
    },

    /** A teacher's classrooms, their assignments and submissions, and the classrooms' place in students' lists. */
    async removeTaught(teacherId: string): Promise<void> {
      const ids = (await c.classrooms.find({ teacherId }, { projection: { _id: 1 } }).toArray()).map((d) => d._id);
      await Promise.all([
        c.submissions.deleteMany({ teacherId }),
        c.assignments.deleteMany({ teacherId }),
        ids.length ? c.studentIndex.updateMany({ classroomIds: { $in: ids } }, { $pull: { classroomIds: { $in: ids } } }) : Promise.resolve(),
      ]);
      await c.classrooms.deleteMany({ teacherId });
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
