/**
 * Per student × skill state, the rating update and the state labels (docs/maths/adaptive.md),
 * with spaced-review scheduling. Pure: every function returns a new state.
 */
import type { Difficulty } from '../types.js';
import {
  DOMAIN_RATE,
  HYSTERESIS,
  THETA_MASTERED,
  THETA_MAX_CLAMP,
  THETA_MIN_CLAMP,
  THETA_PROFICIENT,
  clamp,
  kFactor,
  pSuccess,
  skillScore,
  thetaForScore,
} from './model.js';

export type SkillStateLabel = 'new' | 'learning' | 'practising' | 'proficient' | 'mastered';
const LEVELS: readonly SkillStateLabel[] = ['new', 'learning', 'practising', 'proficient', 'mastered'];

export interface HistoryEntry {
  difficulty: Difficulty;
  correct: boolean;
  hintsUsed: number;
  activeSeconds: number;
  /** Epoch milliseconds. */
  at: number;
}

export interface SkillState {
  skillId: string;
  theta: number;
  n: number;
  lastDifficulty: Difficulty | null;
  missStreak: number;
  /** The last 10 graded answers, oldest first. */
  history: HistoryEntry[];
  label: SkillStateLabel;
  /** Epoch ms of the next spaced review, null until the skill first becomes Proficient. */
  nextReviewAt: number | null;
  reviewCount: number;
  reviewIntervalDays: number;
  /** When the skill last became Proficient (the spaced review must come ≥ 20 h later for Mastered). */
  proficientAt: number | null;
  /** A correct spaced review ≥ 20 h after becoming Proficient has happened (a Mastered condition). */
  reviewPassed: boolean;
}

export const HISTORY_LENGTH = 10;
const DAY_MS = 86_400_000;
const MASTERY_REVIEW_DELAY_MS = 20 * 3_600_000;
const MAX_REVIEW_INTERVAL_DAYS = 60;
const PRACTISING_THETA = thetaForScore(60);

export function newSkillState(skillId: string, theta0: number): SkillState {
  return {
    skillId,
    theta: theta0,
    n: 0,
    lastDifficulty: null,
    missStreak: 0,
    history: [],
    label: 'new',
    nextReviewAt: null,
    reviewCount: 0,
    reviewIntervalDays: 1,
    proficientAt: null,
    reviewPassed: false,
  };
}

export interface GradedAnswer {
  difficulty: Difficulty;
  /** S from scoreAnswer (0 for wrong). */
  s: number;
  correct: boolean;
  hintsUsed: number;
  activeSeconds: number;
  at: number;
  /** 0.5 for two-option choice items, 0.75 for three-option ones, else 1. */
  formatWeight?: number;
  /**
   * The answer follows a walkthrough of the step-by-step tutor on this skill (./tutor-help.ts,
   * docs/adr/0146): it cannot raise the skill's state, and a scheduled review comes within a day.
   * The caller also credits it as hinted (`hintsWithTutorHelp`).
   */
  tutored?: boolean;
}

export interface RatingUpdate {
  state: SkillState;
  /** Add to φ[domain] of this skill's domain: 0.1 × (S − p). */
  domainDelta: number;
  /** The expected success before the answer, for logs and calibration. */
  p: number;
  k: number;
}

/** θ ← clamp(θ + K(n)·w·(S − p), −4, 6) and everything that follows from one graded answer. */
export function updateRating(state: SkillState, answer: GradedAnswer): RatingUpdate {
  const p = pSuccess(state.theta, answer.difficulty);
  const k = kFactor(state.n, answer.formatWeight ?? 1);
  const theta = clamp(state.theta + k * (answer.s - p), THETA_MIN_CLAMP, THETA_MAX_CLAMP);
  const entry: HistoryEntry = {
    difficulty: answer.difficulty,
    correct: answer.correct,
    hintsUsed: answer.hintsUsed,
    activeSeconds: answer.activeSeconds,
    at: answer.at,
  };
  let next: SkillState = {
    ...state,
    theta,
    n: state.n + 1,
    lastDifficulty: answer.difficulty,
    missStreak: answer.correct ? 0 : state.missStreak + 1,
    history: [...state.history, entry].slice(-HISTORY_LENGTH),
  };
  const isReview = state.nextReviewAt !== null && answer.at >= state.nextReviewAt;
  if (isReview) next = applyReview(next, answer);
  const label = computeLabel(next, next.label);
  next = { ...next, label: answer.tutored ? notAbove(label, atLeastLearning(next.label)) : label };
  if (answer.tutored && next.nextReviewAt !== null) {
    // Needing the tutor on a skill under review says the spacing was too long: review it within a day.
    next = { ...next, nextReviewAt: Math.min(next.nextReviewAt, answer.at + DAY_MS), reviewIntervalDays: 1 };
  }
  if (next.label === 'proficient' && state.label !== 'proficient' && state.label !== 'mastered' && next.proficientAt === null) {
    // First time Proficient: start the spaced reviews (1, 2, 4 … days).
    next = { ...next, proficientAt: answer.at, nextReviewAt: answer.at + DAY_MS, reviewIntervalDays: 1 };
  }
  return { state: next, domainDelta: DOMAIN_RATE * (answer.s - p), p, k };
}

/** The lower of two labels. */
function notAbove(label: SkillStateLabel, ceiling: SkillStateLabel): SkillStateLabel {
  return LEVELS.indexOf(label) <= LEVELS.indexOf(ceiling) ? label : ceiling;
}

/** A graded skill is at least Learning (the ceiling of a tutored first answer). */
function atLeastLearning(label: SkillStateLabel): SkillStateLabel {
  return label === 'new' ? 'learning' : label;
}

/** A due review: a clean right answer at d ≥ 3 doubles the interval; a wrong one drops a level and resets it. */
function applyReview(state: SkillState, answer: GradedAnswer): SkillState {
  if (!answer.correct) {
    const lower = LEVELS[Math.max(1, LEVELS.indexOf(state.label) - 1)]!;
    return { ...state, label: lower, reviewIntervalDays: 1, nextReviewAt: answer.at + DAY_MS, reviewPassed: false };
  }
  if (answer.hintsUsed > 0 || answer.difficulty < 3) return state;
  const interval = Math.min(MAX_REVIEW_INTERVAL_DAYS, state.reviewIntervalDays * 2);
  const passed = state.proficientAt !== null && answer.at - state.proficientAt >= MASTERY_REVIEW_DELAY_MS;
  return {
    ...state,
    reviewCount: state.reviewCount + 1,
    reviewIntervalDays: interval,
    nextReviewAt: answer.at + interval * DAY_MS,
    reviewPassed: state.reviewPassed || passed,
  };
}

/**
 * The label rules (docs/maths/adaptive.md, skill states). `previous` gives hysteresis: a state already earned is kept while θ stays within
 * 0.3 of its threshold, so one unlucky answer does not flip a badge back and forth.
 */
export function computeLabel(state: SkillState, previous: SkillStateLabel): SkillStateLabel {
  if (state.n === 0) return 'new';
  const had = (label: SkillStateLabel): boolean => LEVELS.indexOf(previous) >= LEVELS.indexOf(label);
  const last5 = state.history.slice(-5);
  const last10 = state.history.slice(-10);
  const correct5 = last5.filter((h) => h.correct);
  const correct10 = last10.filter((h) => h.correct);

  const proficientNow =
    state.theta >= THETA_PROFICIENT &&
    state.n >= 5 &&
    correct5.length >= 4 &&
    correct5.filter((h) => h.difficulty >= 3).length >= 2;
  const proficient = proficientNow || (had('proficient') && state.theta >= THETA_PROFICIENT - HYSTERESIS);

  const masteredNow =
    proficient &&
    state.theta >= THETA_MASTERED &&
    state.n >= 10 &&
    correct10.length >= 8 &&
    correct10.filter((h) => h.difficulty >= 4).length >= 3 &&
    state.reviewPassed;
  if (masteredNow || (had('mastered') && proficient && state.theta >= THETA_MASTERED - HYSTERESIS)) return 'mastered';
  if (proficient) return 'proficient';
  const practisingTheta = had('practising') ? PRACTISING_THETA - HYSTERESIS : PRACTISING_THETA;
  return state.theta >= practisingTheta ? 'practising' : 'learning';
}

/** Practising or better, by Skill Score (used for prerequisites). */
export function isPractising(theta: number): boolean {
  return skillScore(theta) >= 60;
}

export function reviewDue(state: SkillState, now: number): boolean {
  return state.nextReviewAt !== null && now >= state.nextReviewAt;
}
