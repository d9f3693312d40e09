/**
 * The teacher service's collections and their indexes (docs/design/storage.md, teacher). Every write is one
 * document; reads go by `_id` (or the exact key set of a unique index): the local
 * MongoDB-compatible server uses an index only when the filter's fields equal its keys and never
 * builds non-unique ones (docs/adr/0026). So lists go through documents read by `_id`: a
 * teacher's classrooms through the teacher's index document, a student's through the student's,
 * a class's members and assignments are ids in the classroom document, and a submission's id is
 * derived from its assignment and student.
 */
import type { StoredOutboxEntry } from '@mathquest/service-kit';
import type { TopicCount } from '../domain/submissions.js';
import type { AssignmentStatus, ClassroomSubject, ErasedStudentWork, Language, Role, SubmissionStatus, TutorDay, TutorSkill } from '@mathquest/contracts';
import type { Connection, mongo } from 'mongoose';

/** What the teacher service knows of a user, from auth's events (never from auth's collections). */
export interface DirectoryDoc {
  _id: string;
  role: Role;
  username: string;
  /** Lower-case username (unique index): the add-by-username lookup. */
  usernameKey: string;
  displayName: string;
  gradeLevel: number | null;
  schoolName: string | null;
  /** The language the user reads MathQuest in (docs/product/i18n.md); absent until an event carried it. */
  language?: Language;
  /** occurredAt of the event the entry was last written from (older events do not overwrite it). */
  factsAt: Date;
}

export interface MemberEntry {
  studentId: string;
  joinedAt: Date;
}

export interface ClassroomDoc {
  _id: string;
  teacherId: string;
  name: string;
  description: string | null;
  gradeLevel: number;
  subject: ClassroomSubject;
  classCode: string;
  studentLimit: number | null;
  isActive: boolean;
  /** The members, in joining order; the limit is checked against them in the version-checked update. */
  members: MemberEntry[];
  /** The class's assignments, oldest first. */
  assignmentIds: string[];
  /** Members whose guild chat the teacher turned off from this classroom (docs/adr/0171); absent: none. */
  chatOff?: string[];
  /**
   * What becomes of an erased member's submissions (docs/adr/0232): kept as anonymous records for
   * the class statistics (absent or 'ANONYMISE'), or removed ('REMOVE').
   */
  erasedStudentWork?: ErasedStudentWork;
  /** The language of the students the class's roster creates (docs/product/i18n.md); absent: English. */
  language?: Language;
  /** Raised by every write: the conditional updates' check, and the members-changed events' order. */
  version: number;
  deleted: boolean;
  createdAt: Date;
  updatedAt: Date;
  outbox: StoredOutboxEntry[];
}

export interface AssignmentDoc {
  _id: string;
  teacherId: string;
  classroomId: string;
  title: string;
  description: string | null;
  problemIds: string[];
  status: AssignmentStatus;
  dueDate: Date | null;
  passingScore: number;
  pointsWorth: number;
  /** Minutes; null: no limit. */
  timeLimit: number | null;
  allowLateSubmissions: boolean;
  createdAt: Date;
  publishedAt: Date | null;
  outbox: StoredOutboxEntry[];
}

export interface SubmissionDoc {
  /** derivedId of `<assignmentId>:<studentId>` (submissionId()). */
  _id: string;
  assignmentId: string;
  classroomId: string;
  teacherId: string;
  studentId: string;
  status: SubmissionStatus;
  problemsAttempted: number;
  problemsCorrect: number;
  timeSpent: number;
  score: number | null;
  passed: boolean | null;
  isLate: boolean;
  teacherComments: string | null;
  startedAt: Date | null;
  submittedAt: Date | null;
  gradedAt: Date | null;
  answered: string[];
  /** Answers per topic, written by the same update that counts the answer (docs/adr/0086). Read as [] when absent (counted before topics were kept). */
  topics: TopicCount[];
  version: number;
  outbox: StoredOutboxEntry[];
}

/**
 * A student's step-by-step tutor use, the newest game.tutor.updated snapshot (docs/adr/0145): `_id` is
 * the student's id, `rev` the game's revision of it (an older snapshot never replaces a newer one).
 */
export interface TutorUseDoc {
  _id: string;
  rev: number;
  timeZone: string;
  days: TutorDay[];
  skills: TutorSkill[];
  updatedAt: Date;
}

/** A user's classrooms (a teacher's own, a student's joined): the list reads start here. */
export interface ClassroomIndexDoc {
  _id: string;
  classroomIds: string[];
}

export interface Collections {
  directory: mongo.Collection<DirectoryDoc>;
  classrooms: mongo.Collection<ClassroomDoc>;
  assignments: mongo.Collection<AssignmentDoc>;
  submissions: mongo.Collection<SubmissionDoc>;
  teacherIndex: mongo.Collection<ClassroomIndexDoc>;
  studentIndex: mongo.Collection<ClassroomIndexDoc>;
  tutorUse: mongo.Collection<TutorUseDoc>;
}

export async function openCollections(conn: Connection): Promise<Collections> {
  const db = conn.db;
  if (!db) throw new Error('mongo connection has no database');
  const c: Collections = {
    directory: db.collection<DirectoryDoc>('directory'),
    classrooms: db.collection<ClassroomDoc>('classrooms'),
    assignments: db.collection<AssignmentDoc>('assignments'),
    submissions: db.collection<SubmissionDoc>('submissions'),
    teacherIndex: db.collection<ClassroomIndexDoc>('teacher_classrooms'),
    studentIndex: db.collection<ClassroomIndexDoc>('student_classrooms'),
    tutorUse: db.collection<TutorUseDoc>('tutor_use'),
  };
  await Promise.all([
    c.directory.createIndex({ usernameKey: 1 }, { unique: true }),
    c.classrooms.createIndex({ classCode: 1 }, { unique: true }),
    // Exact key sets of the conditional updates.
    c.classrooms.createIndex({ _id: 1, version: 1 }, { unique: true, name: 'cas_id_version' }),
    c.assignments.createIndex({ _id: 1, status: 1 }, { unique: true, name: 'cas_id_status' }),
    c.submissions.createIndex({ _id: 1, version: 1 }, { unique: true, name: 'cas_id_version' }),
    c.tutorUse.createIndex({ _id: 1, rev: 1 }, { unique: true, name: 'cas_id_rev' }),
    // The outbox sweeper's query (used by MongoDB; the local server scans, off the request path).
    c.classrooms.createIndex({ 'outbox.createdAt': 1 }),
    c.assignments.createIndex({ 'outbox.createdAt': 1 }),
    c.submissions.createIndex({ 'outbox.createdAt': 1 }),
  ]);
  return c;
}

export function isDuplicateKey(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}
