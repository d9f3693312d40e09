/**
 * The game service's own collections (ARCHITECTURE §2) and their indexes. Every write is a
 * single-document atomic update; nothing relies on multi-document transactions.
 *
 * Hot path rule (docs/adr/0026-hot-path-by-id.md): /problem/next and /problem/submit filter on
 * `_id` ONLY (ownership is checked in code after the read), reaching the active session and the
 * open problem through pointers held by documents already read by `_id`. mongo-java-server uses
 * an index only when the filter's field set equals the index's key set, and ignores non-unique
 * secondary indexes; so a conditional update filter such as `{ _id, version }` gets a unique
 * compound index with exactly those keys (trivially unique, harmless on MongoDB).
 */
import type { Connection, mongo } from 'mongoose';
import type { Problem } from '@mathquest/maths';
import type { GameMode, SubmitAnswerResult } from '@mathquest/contracts';
import type { ComboStateDoc, ProgressState } from '../domain/progress.js';
import type { SkillState } from '../maths-seam.js';
import type { StoredSkillState } from './skill-codec.js';

export interface SessionDoc {
  _id: string;
  userId: string;
  mode: GameMode;
  deviceType: string;
  status: 'ACTIVE' | 'ENDED';
  startedAt: Date;
  endedAt: Date | null;
  /**
   * The served problem last opened in this session (a pointer, so reloads are an `_id` read).
   * It may be stale (already answered); the unique `openSlot` index stays the guarantee.
   */
  openProblemId?: string | null;
  /** game.session.started (written by the insert) and game.session.ended (by the update that ends it) until published. */
  outbox?: OutboxEntry[];
}

/** The open-slot key of a student's unanswered problem in a mode: one at a time per student and mode. */
export function openSlotOf(userId: string, mode: GameMode): string {
  return `open:${userId}:${mode}`;
}

export interface ServedProblemDoc {
  _id: string;
  userId: string;
  sessionId: string;
  mode: GameMode;
  /**
   * `openSlotOf(userId, mode)` while the problem is open, then the problem's own id: a unique
   * index on it allows at most one open problem per student and mode, even under concurrent
   * /next or sessions started at once (ADR 0047). The session holding it is `sessionId`.
   */
  openSlot: string;
  status: 'OPEN' | 'ANSWERED';
  problem: Problem;
  /** Served as a placement probe (ADR 0044); absent on problems served before placement existed. */
  placement?: boolean;
  hintsRevealed: number;
  nudges: { value: number; unreadable: number };
  servedAt: Date;
  answeredAt: Date | null;
  idempotencyKey: string | null;
  result: SubmitAnswerResult | null;
  /** The last nudge and the Idempotency-Key of its request, so a retry gets the same nudge. */
  lastNudge?: { key: string; result: SubmitAnswerResult } | null;
}

export interface OutboxEntry {
  id: string;
  subject: string;
  event: Record<string, unknown>;
  createdAt: Date;
}

export interface RecentAnswer {
  problemId: string;
  key: string | null;
  /**
   * Without correctAnswer / explanation (rebuilt from the served problem on a replay); kept for
   * the last RECENT_RESULTS answers only, the served problem holds every result.
   */
  result?: SubmitAnswerResult;
}

/**
 * Everything that changes when a student answers, in ONE document (optimistic concurrency on
 * `version`), as the game works with it. Stored as `StudentDoc` (skills packed, skill-codec.ts).
 */
export interface StudentState {
  _id: string;
  version: number;
  gradeLevel: number;
  progress: ProgressState;
  combo: ComboStateDoc;
  skills: SkillState[];
  /** Skill ids of the last served problems, newest last (adaptive runs and variety). */
  recentSkills: string[];
  /** The last answers, keyed by served problem id and idempotency key (results of the newest only). */
  recent: RecentAnswer[];
  /**
   * Events of the last answers not yet known to be published. The next answer's write drops the
   * ones this process saw acknowledged; the sweeper publishes and clears the rest (ADR 0043).
   */
  outbox: OutboxEntry[];
  /** The session started last (GET /problem/next without sessionId); set by /session/start, outside the CAS version. */
  activeSessionId?: string | null;
  updatedAt: Date;
}

export type StudentDoc = Omit<StudentState, 'skills'> & { skills: StoredSkillState[] };

export interface UsageDoc {
  _id: string;
  userId: string;
  day: string;
  count: number;
}

export interface BankDoc {
  _id: string;
  skillId: string;
  grade: number;
  difficulty: number;
  band: 'EASY' | 'MEDIUM' | 'HARD';
  topic: string;
  topicKey: string;
  subtopic: string;
  question: string;
  answer: string;
  answerFormat: string;
  ccss: string[];
  generatorVersion: string;
  createdAt: Date;
}

export interface Store {
  sessions: mongo.Collection<SessionDoc>;
  problems: mongo.Collection<ServedProblemDoc>;
  students: mongo.Collection<StudentDoc>;
  usage: mongo.Collection<UsageDoc>;
  bank: mongo.Collection<BankDoc>;
}

export async function openStore(conn: Connection): Promise<Store> {
  const db = conn.db;
  if (!db) throw new Error('mongo connection has no database');
  const store: Store = {
    sessions: db.collection<SessionDoc>('sessions'),
    problems: db.collection<ServedProblemDoc>('served_problems'),
    students: db.collection<StudentDoc>('students'),
    usage: db.collection<UsageDoc>('daily_usage'),
    bank: db.collection<BankDoc>('problem_bank'),
  };
  await Promise.all([
    // Exact key sets of the conditional updates (CAS on the student version, ending an active session).
    store.students.createIndex({ _id: 1, version: 1 }, { unique: true, name: 'cas_id_version' }),
    store.sessions.createIndex({ _id: 1, status: 1 }, { unique: true, name: 'cas_id_status' }),
    store.problems.createIndex({ openSlot: 1 }, { unique: true }),
    // Exact key set of the conditional move of an open problem into another session (claimOpenProblem).
    store.problems.createIndex({ _id: 1, openSlot: 1, sessionId: 1 }, { unique: true, name: 'cas_id_open_slot_session' }),
    // Not on the hot path: session statistics (GET /session/:id, end) scan by sessionId.
    store.problems.createIndex({ sessionId: 1 }),
    // The outbox sweeper's query (used by MongoDB; mongo-java-server scans, ADR 0026).
    store.students.createIndex({ 'outbox.createdAt': 1 }),
    store.sessions.createIndex({ 'outbox.createdAt': 1 }),
    store.bank.createIndex({ band: 1, topicKey: 1 }),
    store.bank.createIndex({ skillId: 1 }),
  ]);
  return store;
}

export function isDuplicateKey(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}
