export * from './types.js';
export { Rational, R, gcd } from './rational.js';
export { createRng } from './rng.js';
export { listSkills, getSkill, generateProblem, parseProblemId } from './registry.js';
export { checkAnswer, ReasonCode, nudgeKindOf, messageFor, type CheckResult, type NudgeKind, type Verdict } from './checker/index.js';
export { gradeAnswer, matchMisconception, type Grade as AnswerGrade, type PriorNudges } from './grading.js';
export * as adaptive from './adaptive/index.js';
export { problemFingerprint, rememberProblem, freshProblem, NO_REPEAT_WINDOW, MIN_POOL_SIZE, FRESH_TRIES } from './variety.js';
export * as tutor from './tutor/index.js';
