/**
 * Auth's class rosters (docs/adr/0200), two collections of auth's own database:
 *
 * - `class_rosters`, one document per classroom: the projection of the teacher service's
 *   `teacher.classroom.members.changed` (the classroom's teacher, name, version, deleted), and
 *   auth's own sign-in code state (`code`, absent until first turned on; `codeEnabled`).
 * - `roster_students`, one document per student the teacher created, keyed by the student's
 *   user id: the names, grade, username, the sealed secret, and `rowKey`, the row identity a
 *   re-upload is matched by (unique per classroom, so a re-upload never duplicates).
 */
import type { Language } from '@mathquest/contracts';
import { Schema, type Connection, type Model } from 'mongoose';

export interface ClassRosterDoc {
  _id: string;
  teacherId: string;
  name: string;
  /** The language of the students this roster creates (the classroom's, docs/product/i18n.md); absent: English. */
  language?: Language;
  version: number;
  deleted: boolean;
  code?: string;
  codeEnabled: boolean;
  updatedAt: Date;
}

export interface RosterStudentDoc {
  _id: string;
  classroomId: string;
  rowKey: string;
  givenName: string;
  familyName: string;
  grade: number;
  username: string;
  sealedSecret: string;
  createdAt: Date;
  updatedAt: Date;
}

const ClassRosterSchema = new Schema<ClassRosterDoc>(
  {
    _id: { type: String, required: true },
    teacherId: { type: String, required: true },
    name: { type: String, default: '' },
    language: { type: String, enum: ['en', 'es-US'], default: undefined },
    version: { type: Number, required: true },
    deleted: { type: Boolean, default: false },
    code: { type: String },
    codeEnabled: { type: Boolean, default: false },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'class_rosters', versionKey: false, minimize: false },
);
ClassRosterSchema.index({ code: 1 }, { unique: true, sparse: true });

const RosterStudentSchema = new Schema<RosterStudentDoc>(
  {
    _id: { type: String, required: true },
    classroomId: { type: String, required: true },
    rowKey: { type: String, required: true },
    givenName: { type: String, required: true },
    familyName: { type: String, required: true },
    grade: { type: Number, required: true },
    username: { type: String, required: true },
    sealedSecret: { type: String, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'roster_students', versionKey: false },
);
RosterStudentSchema.index({ classroomId: 1, rowKey: 1 }, { unique: true });
RosterStudentSchema.index({ classroomId: 1 });

const isDuplicateKey = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;

/** Thrown when a sign-in code is taken already (the caller draws another). */
export class SignInCodeTaken extends Error {}

export function createRostersRepository(conn: Connection) {
  const Rosters: Model<ClassRosterDoc> = conn.models.ClassRoster ?? conn.model<ClassRosterDoc>('ClassRoster', ClassRosterSchema);
  const Students: Model<RosterStudentDoc> = conn.models.RosterStudent ?? conn.model<RosterStudentDoc>('RosterStudent', RosterStudentSchema);

  return {
    async init(): Promise<void> {
      await Promise.all([Rosters.createIndexes(), Students.createIndexes()]);
    },

    async classroom(classroomId: string): Promise<ClassRosterDoc | null> {
      return Rosters.findOne({ _id: classroomId }).lean<ClassRosterDoc>();
    },

    async classroomByCode(code: string): Promise<ClassRosterDoc | null> {
      return Rosters.findOne({ code }).lean<ClassRosterDoc>();
    },

    /** Apply a member list's facts when its version is newer than the stored one (or there is none). */
    async project(c: { classroomId: string; teacherId: string; name: string; language: Language; version: number; deleted: boolean }, at: Date): Promise<void> {
      const set = { teacherId: c.teacherId, name: c.name, language: c.language, version: c.version, deleted: c.deleted, updatedAt: at };
      const updated = await Rosters.updateOne({ _id: c.classroomId, version: { $lt: c.version } }, { $set: set });
      if (updated.matchedCount > 0) return;
      try {
        await Rosters.create({ _id: c.classroomId, ...set, codeEnabled: false });
      } catch (err) {
        // Stored already at this version or a newer one: nothing to do.
        if (!isDuplicateKey(err)) throw err;
      }
    },

    /** Set the sign-in code state; SignInCodeTaken when another classroom holds `code`. */
    async setCode(classroomId: string, code: string, enabled: boolean, at: Date): Promise<ClassRosterDoc | null> {
      try {
        return await Rosters.findOneAndUpdate({ _id: classroomId }, { $set: { code, codeEnabled: enabled, updatedAt: at } }, { new: true }).lean<ClassRosterDoc>();
      } catch (err) {
        if (isDuplicateKey(err)) throw new SignInCodeTaken();
        throw err;
      }
    },

    async students(classroomId: string): Promise<RosterStudentDoc[]> {
      return Students.find({ classroomId }).sort({ createdAt: 1, _id: 1 }).lean<RosterStudentDoc[]>();
    },

    async student(studentId: string): Promise<RosterStudentDoc | null> {
      return Students.findOne({ _id: studentId }).lean<RosterStudentDoc>();
    },

    /** Insert a new roster student; false when the classroom has a student of this row identity already. */
    async insertStudent(doc: RosterStudentDoc): Promise<boolean> {
      try {
        await Students.create(doc);
        return true;
      } catch (err) {
        if (isDuplicateKey(err)) return false;
        throw err;
      }
    },

    async removeStudent(studentId: string): Promise<void> {
      await Students.deleteOne({ _id: studentId });
    },

    /** The roster projections of a teacher's classrooms (an erased teacher's); their students' rows stay. */
    async removeClassroomsOf(teacherId: string): Promise<void> {
      await Rosters.deleteMany({ teacherId });
    },

    async updateStudent(studentId: string, set: Partial<Pick<RosterStudentDoc, 'givenName' | 'familyName' | 'grade' | 'username' | 'sealedSecret'>>, at: Date): Promise<RosterStudentDoc | null> {
      return Students.findOneAndUpdate({ _id: studentId }, { $set: { ...set, updatedAt: at } }, { new: true }).lean<RosterStudentDoc>();
    },
  };
}

export type RostersRepository = ReturnType<typeof createRostersRepository>;
