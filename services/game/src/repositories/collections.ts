/**
 * The game service's own collections and their indexes. Every write is a single-document atomic
 * update; nothing relies on multi-document transactions (docs/adr/0023-answer-integrity-outbox.md).
 *
 * Hot path rule (docs/adr/0026-hot-path-by-id.md): /problem/next and /problem/submit filter on
 * `_id` ONLY (ownership is checked in code after the read), reaching the active session and the
 * open problem through pointers held by documents already read by `_id`. mongo-java-server uses
 * an index only when the filter's field set equals the index's key set, and ignores non-unique
 * secondary indexes; so a conditional update filter such as `{ _id, version }` gets a unique
 * compound index with exactly those keys (trivially unique, harmless on MongoDB).
 */
import type { Connection, mongo } from 'mongoose';
import type { AssignmentAttemptDoc, AssignmentProjectionDoc, ClassMembersDoc } from './assignments.js';
import type { BankDoc } from './bank.js';
import type { ChallengeProjectionDoc, ChallengeStartDoc } from './challenges.js';
import type { ServedProblemDoc } from './problems.js';
import type { SessionDoc } from './sessions.js';
import type { StudentDoc } from './students.js';
import type { UsageDoc } from './usage.js';

export interface Collections {
  sessions: mongo.Collection<SessionDoc>;
  problems: mongo.Collection<ServedProblemDoc>;
  students: mongo.Collection<StudentDoc>;
  usage: mongo.Collection<UsageDoc>;
  bank: mongo.Collection<BankDoc>;
  /** The teacher service's published assignments and class members, and the students' attempts (docs/adr/0080). */
  assignments: mongo.Collection<AssignmentProjectionDoc>;
  classMembers: mongo.Collection<ClassMembersDoc>;
  attempts: mongo.Collection<AssignmentAttemptDoc>;
  /** Engagement's playable PvP challenges, and the sides that started playing (docs/adr/0160). */
  challenges: mongo.Collection<ChallengeProjectionDoc>;
  challengeStarts: mongo.Collection<ChallengeStartDoc>;
}

export async function openCollections(conn: Connection): Promise<Collections> {
  const db = conn.db;
  if (!db) throw new Error('mongo connection has no database');
  const collections: Collections = {
    sessions: db.collection<SessionDoc>('sessions'),
    problems: db.collection<ServedProblemDoc>('served_problems'),
    students: db.collection<StudentDoc>('students'),
    usage: db.collection<UsageDoc>('daily_usage'),
    bank: db.collection<BankDoc>('problem_bank'),
    assignments: db.collection<AssignmentProjectionDoc>('teacher_assignments'),
    classMembers: db.collection<ClassMembersDoc>('teacher_class_members'),
    attempts: db.collection<AssignmentAttemptDoc>('assignment_attempts'),
    challenges: db.collection<ChallengeProjectionDoc>('engagement_challenges'),
    challengeStarts: db.collection<ChallengeStartDoc>('challenge_starts'),
  };
  const { sessions, problems, students, bank } = collections;
  await Promise.all([
    // Exact key sets of the conditional updates (CAS on the student version, ending an active session).
    students.createIndex({ _id: 1, version: 1 }, { unique: true, name: 'cas_id_version' }),
    sessions.createIndex({ _id: 1, status: 1 }, { unique: true, name: 'cas_id_status' }),
    problems.createIndex({ openSlot: 1 }, { unique: true }),
    // Exact key set of the conditional move of an open problem into another session (claim-open-problem.ts).
    problems.createIndex({ _id: 1, openSlot: 1, sessionId: 1 }, { unique: true, name: 'cas_id_open_slot_session' }),
    // Exact key set of the nudge count's conditional update (one nudge per request, record-nudge.ts).
    problems.createIndex({ _id: 1, 'nudges.value': 1, 'nudges.unreadable': 1 }, { unique: true, name: 'cas_id_nudges' }),
    // Not on the hot path: session statistics (GET /session/:id, end) scan by sessionId.
    problems.createIndex({ sessionId: 1 }),
    // The outbox sweeper's full passes, one per outbox (used by MongoDB; mongo-java-server scans, ADR 0026).
    students.createIndex({ 'outbox.createdAt': 1 }),
    students.createIndex({ 'tutor.outbox.createdAt': 1 }),
    sessions.createIndex({ 'outbox.createdAt': 1 }),
    bank.createIndex({ band: 1, topicKey: 1 }),
    bank.createIndex({ skillId: 1 }),
  ]);
  return collections;
}
