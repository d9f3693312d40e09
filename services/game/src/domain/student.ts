/**
 * A student's game state, as the use cases work with it: everything that changes when the student
 * answers lives in ONE document, written with one version-checked update per answer
 * (docs/adr/0023-answer-integrity-outbox.md, docs/adr/0043-lean-student-document.md).
 * Pure: the repository loads and stores it (repositories/students.ts).
 */
import type { StoredChallengePlay } from './challenge-play.js';
import type { StoredBattle, StoredChapter } from './adventure.js';
import type { SubmitAnswerResult } from '@mathquest/contracts';
import type { StoredOutboxEntry } from '@mathquest/service-kit';
import type { SkillState } from './maths-engine.js';
import type { PracticeLog } from './practice-log.js';
import type { TutorRecord } from './tutor.js';
import { EMPTY_PROGRESS, type ComboStateDoc, type ProgressState } from './progress.js';
import type { AppliedGrants } from './xp-grants.js';
import type { BoostCharges } from './boosts.js';

/** Answers remembered for replays and for "already answered" (ids and idempotency keys). */
export const RECENT_ANSWERS = 10;
/** Of those, the newest keep their result in the student document (the served problem keeps every result). */
export const RECENT_RESULTS = 3;
/** Skills of the last served problems, for adaptive runs and variety. */
export const RECENT_SKILLS = 10;
/** The grade of a student whose token carries none. */
export const DEFAULT_GRADE = 5;

export interface RecentAnswer {
  problemId: string;
  key: string | null;
  /**
   * Without correctAnswer / explanation (rebuilt from the served problem on a replay); kept for
   * the last RECENT_RESULTS answers only.
   */
  result?: SubmitAnswerResult;
}

export interface StudentState {
  _id: string;
  version: number;
  gradeLevel: number;
  progress: ProgressState;
  combo: ComboStateDoc;
  skills: SkillState[];
  /** Skill ids of the last served problems, newest last (adaptive runs and variety). */
  recentSkills: string[];
  /**
   * Fingerprints of the last problems answered (at most 20, newest last), so a problem never comes
   * back within them (docs/adr/0111-no-repeat-memory.md). Written by the answer's write; absent until
   * an answer writes it.
   */
  recentProblems?: string[];
  /** The last answers, keyed by served problem id and idempotency key (results of the newest only). */
  recent: RecentAnswer[];
  /**
   * Events of the last answers not yet known to be published. The next answer's write drops the
   * ones this process saw acknowledged; the sweeper publishes and clears the rest (ADR 0043).
   */
  outbox: StoredOutboxEntry[];
  /**
   * Ids of the XP grants of engagement applied to `progress`, by the day they occurred
   * (docs/adr/0072). Written only by the grants' own version-checked update: an answer's write
   * leaves the field as it is.
   */
  xpGrants?: AppliedGrants;
  /**
   * XP-boost charges bought in the shop (docs/adr/0186): raised by the boost grant's own
   * version-checked update (its id recorded in `xpGrants`), lowered by a correct answer's write.
   */
  boosts?: BoostCharges;
  /**
   * Per local day and topic, and per recent session, what the answers added up to (a parent's
   * report, docs/adr/0073). Written by the answer's write; absent until an answer writes it.
   */
  practice?: PracticeLog;
  /**
   * The step-by-step tutor: the walkthrough in progress and what walkthroughs added up to, by
   * local day and skill (docs/adr/0117). Written only by the tutor's own update, ordered by its
   * `rev`, never by an answer (which neither reads nor writes it).
   */
  tutor?: TutorRecord;
  /** The latest boss battle: its health moves with the answer's write (docs/adr/0096). */
  battle?: StoredBattle;
  /** The latest story chapter played: its count moves with the answer's write (docs/adr/0097). */
  chapter?: StoredChapter;
  /**
   * The best finished Speed Challenge run (docs/adr/0135): written only by the run's finish, with
   * its own conditional update, never by an answer (whose write leaves the field as it is).
   */
  speedBest?: { score: number; sessionId: string };
  /** The latest PvP challenge played: its count and score move with the answer's write (docs/adr/0126). */
  challenge?: StoredChallengePlay;
  /** The session started last (GET /problem/next without sessionId); set by /session/start, outside the CAS version. */
  activeSessionId?: string | null;
  updatedAt: Date;
}

/** The state of a student who has never answered. */
export function newStudentState(id: string, gradeLevel: number | undefined): StudentState {
  return {
    _id: id,
    version: 0,
    gradeLevel: gradeLevel ?? DEFAULT_GRADE,
    progress: { ...EMPTY_PROGRESS },
    combo: { sessionId: null, current: 0, max: 0 },
    skills: [],
    recentSkills: [],
    recent: [],
    outbox: [],
    updatedAt: new Date(0),
  };
}

/** The answer to a served problem, if the student document lists it (applied already). */
export function appliedAnswer(student: StudentState, problemId: string): RecentAnswer | undefined {
  return student.recent.find((r) => r.problemId === problemId);
}

/** `recent` with one more answer: the last RECENT_ANSWERS, results on the newest RECENT_RESULTS only. */
export function withRecentAnswer(recent: readonly RecentAnswer[], answer: RecentAnswer): RecentAnswer[] {
  return [...recent, answer]
    .slice(-RECENT_ANSWERS)
    .map((r, i, all) => (i < all.length - RECENT_RESULTS ? { problemId: r.problemId, key: r.key } : r));
}

/** `recentSkills` with one more skill, newest last. */
export function withRecentSkill(recentSkills: readonly string[], skillId: string): string[] {
  return [...recentSkills, skillId].slice(-RECENT_SKILLS);
}
