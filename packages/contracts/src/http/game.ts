import { z } from 'zod';
import { ChildStandardSchema } from './mastery.js';
import { IdSchema, NOT_BLANK, successEnvelope } from '../common.js';
import { GameModeSchema, StudentProgressSchema, type GameMode } from '../events/game.js';
import { DiagramSchema } from './diagram.js';

export { DiagramSchema, type ServedDiagram } from './diagram.js';

/**
 * HTTP contracts of the game service (docs/product/practice.md, routes under /api/game).
 * Everything a child sees about XP, coins, combo and levels is computed by the server and
 * returned here exactly as it was credited (docs/architecture.md, data ownership).
 */

// ---------------------------------------------------------------- constants (docs/product/practice.md, docs/adr/0020-0024)

/** Problems a FREE student may start per local calendar day by default (the game's FREE_DAILY_PROBLEMS setting). PREMIUM and FAMILY are unlimited. */
export const FREE_DAILY_PROBLEMS = 3;
export const HINTS_PER_PROBLEM = 3;
export const MAX_ANSWER_LENGTH = 100;
export const MAX_TIME_SPENT_SECONDS = 3600;
/**
 * Time spent (profile, parent report, assignments) counts the time spent answering: the child's own
 * clock for the problem on screen, at most this many seconds per problem, so a page left open is
 * not time spent (docs/product/practice.md, time spent).
 */
export const TIME_SPENT_CAP_PER_PROBLEM_SECONDS = 300;

/** The seconds an answer adds to time spent: the claimed answering time, 0 to TIME_SPENT_CAP_PER_PROBLEM_SECONDS. */
export function spentSeconds(claimed: number): number {
  return Math.min(TIME_SPENT_CAP_PER_PROBLEM_SECONDS, Math.max(0, Math.round(claimed)));
}
export const DEFAULT_ESTIMATED_TIME_SECONDS = 60;
/** The 402 PLAN_LIMIT_REACHED message once a FREE student has used the day's `limit` problems. */
export function planLimitMessage(limit: number): string {
  return `You have used your ${limit} free ${limit === 1 ? 'problem' : 'problems'} today. Upgrade to keep playing!`;
}
/** The message with the default limit. */
export const PLAN_LIMIT_MESSAGE = planLimitMessage(FREE_DAILY_PROBLEMS);
/** FREE is "solo mode only" (docs/product/accounts.md, plans): starting a BOSS_BATTLE session is 402 PLAN_LIMIT_REACHED with this message. */
export const BOSS_BATTLE_PREMIUM_MESSAGE = 'Boss battles are part of Premium. Upgrade to play them!';
/** Game modes a FREE student may start: solo practice, the assignments their teachers give (school work is on every plan) and the PvP challenges friends send them (docs/adr/0126). Not SPEED: a run serves a problem every few seconds, which the 3 problems a day could not feed, and FREE is "solo mode only" (docs/adr/0135). */
export const FREE_GAME_MODES: readonly GameMode[] = ['SOLO_PRACTICE', 'ASSIGNMENT', 'CHALLENGE'];

// ---------------------------------------------------------------- Speed Challenge (docs/product/practice.md#speed-challenge, docs/adr/0135)

/** A speed run lasts this long from its session's start. */
export const SPEED_RUN_SECONDS = 60;
/** An answer arriving up to this long after the run's end still counts (it was sent in time; the network took a moment). */
export const SPEED_GRACE_SECONDS = 2;
/** Points for each correct answer of a run. */
export const SPEED_POINTS_PER_CORRECT = 10;
/** Bonus points for a correct answer given within this many seconds of its problem being served: one point per whole second left. */
export const SPEED_QUICK_SECONDS = 5;
/** Starting a SPEED session on the FREE plan is 402 PLAN_LIMIT_REACHED with this message (FREE is solo practice only). */
export const SPEED_PREMIUM_MESSAGE = 'Speed Challenge is part of Premium. Upgrade to play it!';
/** The 409 SESSION_ENDED message for a problem asked or an answer sent after the run's 60 seconds. */
export const SPEED_TIME_UP_MESSAGE = "Time's up! This speed run is over.";
/** What a class assignment whose problems are all answered says (the last answer's result, or a start of it again). */
export const ASSIGNMENT_FINISHED_MESSAGE = 'You have finished this assignment';

/** Teacher-facing difficulty bands: 1-2 EASY, 3 MEDIUM, 4-5 HARD. */
export const DifficultyBandSchema = z.enum(['EASY', 'MEDIUM', 'HARD'], {
  error: 'difficulty must be one of EASY, MEDIUM, HARD',
});
export type DifficultyBand = z.infer<typeof DifficultyBandSchema>;

export const ComboLabelSchema = z.enum(['GOOD', 'GREAT', 'AMAZING', 'INCREDIBLE', 'MAX POWER']);
export type ComboLabel = z.infer<typeof ComboLabelSchema>;

export const SessionStatusSchema = z.enum(['ACTIVE', 'ENDED']);

// ---------------------------------------------------------------- sessions

/** The web always sends 'web'. */
const DeviceTypeSchema = z.string().trim().min(1).max(32).regex(/^[A-Za-z0-9_-]+$/, 'deviceType must be a short word such as web').default('web');

/**
 * By mode, so the OpenAPI document states the rule: ASSIGNMENT needs the teacher assignment to play
 * (docs/product/teacher.md, playing an assignment). Every mode takes only its own fields, and a
 * request with any other is refused (400): nothing a client sends chooses a seed, a skill, a
 * difficulty or a problem count; the server takes them from its own state (docs/adr/0160).
 */
export const StartSessionRequestSchema = z.discriminatedUnion(
  'mode',
  [
    z.strictObject({ mode: z.literal('SOLO_PRACTICE'), chapterId: IdSchema.optional().describe('A story chapter to play (docs/adr/0097): one the student has unlocked (docs/adr/0160).'), deviceType: DeviceTypeSchema }),
    z.strictObject({ mode: z.literal('BOSS_BATTLE'), bossId: IdSchema.describe('The boss to battle (docs/adr/0096).'), deviceType: DeviceTypeSchema }),
    z.strictObject({ mode: z.literal('ASSIGNMENT'), assignmentId: IdSchema, deviceType: DeviceTypeSchema }),
    z.strictObject({ mode: z.literal('SPEED'), deviceType: DeviceTypeSchema }).describe('A 60-second Speed Challenge run (docs/adr/0135).'),
    z
      .strictObject({
        mode: z.literal('CHALLENGE'),
        challengeId: IdSchema.describe(
          'The PvP challenge to play (docs/adr/0160): an ACTIVE challenge of which the caller is a side. Its problems, count and time limit are the challenge\'s, held by the server; a request naming any of them is refused. Started through POST /api/engagement/challenges/{id}/start.',
        ),
        deviceType: DeviceTypeSchema,
      })
      .describe('A PvP challenge side (docs/adr/0160); 404 without such a challenge, 403 for a student who is not a side, 409 once played.'),
  ],
  { error: 'mode must be one of SOLO_PRACTICE, BOSS_BATTLE, ASSIGNMENT, SPEED, CHALLENGE' },
);
export type StartSessionRequest = z.input<typeof StartSessionRequestSchema>;

export const GameSessionSchema = z.object({
  id: z.string(),
  mode: GameModeSchema,
  /** The teacher assignment an ASSIGNMENT session plays; null in the other modes. */
  assignmentId: z.string().nullable(),
  status: SessionStatusSchema,
  deviceType: z.string(),
  /** The student's day streak (shown as "n day streak"). */
  streak: z.number().int(),
  /** Hints revealed in this session so far. */
  hintsUsed: z.number().int(),
  problemsAnswered: z.number().int(),
  correctAnswers: z.number().int(),
  xpEarned: z.number().int(),
  coinsEarned: z.number().int(),
  maxCombo: z.number().int(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type GameSession = z.infer<typeof GameSessionSchema>;

export const SessionIdParamsSchema = z.object({ id: IdSchema });

/**
 * The result of a Speed Challenge run (POST /speed/{id}/finish): counted by the server from the
 * run's graded answers (docs/adr/0135). `best` is the student's best score over finished runs,
 * this one included; `secondsPerCorrect` is what the Speed Runner board ranks (null without a
 * correct answer).
 */
export const SpeedResultSchema = z.object({
  sessionId: z.string(),
  answered: z.number().int(),
  correct: z.number().int(),
  score: z.number().int(),
  best: z.number().int(),
  newBest: z.boolean(),
  secondsPerCorrect: z.number().nullable(),
  startedAt: z.string(),
  endsAt: z.string(),
});
export type SpeedResult = z.infer<typeof SpeedResultSchema>;
export const SpeedResultResponseSchema = successEnvelope(z.object({ result: SpeedResultSchema }));
export type SpeedResultResponse = z.infer<typeof SpeedResultResponseSchema>;

export const StartSessionResponseSchema = successEnvelope(z.object({ session: GameSessionSchema, currentStreak: z.number().int() }));
export type StartSessionResponse = z.infer<typeof StartSessionResponseSchema>;
export const SessionResponseSchema = successEnvelope(z.object({ session: GameSessionSchema }));
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

// ---------------------------------------------------------------- problems

/**
 * Query of GET /problem/next: the session defaults to the caller's most recent active one. Nothing
 * else: the server chooses the problem, and a query naming a skill, difficulty or seed is refused
 * (docs/adr/0160).
 */
export const NextProblemQuerySchema = z.strictObject({ sessionId: IdSchema.optional() });

export const ChoiceOptionSchema = z.object({
  /** What to send back as the answer when this button is pressed. */
  value: z.string(),
  label: z.string(),
});

/**
 * A served problem: what the screen shows, and nothing the answer could be derived from
 * (docs/adr/0028-served-problems-reveal-no-answer.md). No answer, hints or explanation, and no
 * generator inputs: the skill id and the seed stay on the server, since the generators are public
 * and would rebuild the problem, answer included. `id` is random and opaque (one session, one
 * student, answerable once); an id the server did not serve to the caller is a 404.
 */
export const ServedProblemSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  question: z.string(),
  /** Text alternative for an image-based question (contains the data needed to solve it). */
  altText: z.string().nullable(),
  /** The problem's picture as data (docs/maths/diagrams.md), drawn and described by the web app; null for a text-only problem. Never shows the answer. */
  diagram: DiagramSchema.nullable(),
  topic: z.string(),
  subtopic: z.string(),
  grade: z.number().int(),
  /** 1 to 5 (shown as stars and "Level n"). */
  difficulty: z.number().int().min(1).max(5),
  /** Seconds. */
  estimatedTime: z.number().int(),
  /** Checker format (integer, fraction, choice, expression, ...), so the web can pick an input. */
  answerFormat: z.string(),
  /** Buttons for `choice` formats; null otherwise. */
  choices: z.array(ChoiceOptionSchema).nullable(),
  /** Canonical unit id if the answer has one (units are optional for the child). */
  unit: z.string().nullable(),
  hintsAvailable: z.number().int(),
  /** Hints already revealed for this problem (reload-safe). */
  hintsUsed: z.number().int(),
  /** Part of a new student's placement warm-up (problems from the grades below, to find their level). */
  placement: z.boolean(),
  servedAt: z.string(),
});
export type ServedProblem = z.infer<typeof ServedProblemSchema>;
export const NextProblemResponseSchema = successEnvelope(ServedProblemSchema);
export type NextProblemResponse = z.infer<typeof NextProblemResponseSchema>;

export const HintQuerySchema = z.object({
  problemId: IdSchema,
  /** Hints already used (0, 1 or 2): the hint returned is the next one. */
  hintIndex: z.coerce
    .number({ error: 'hintIndex must be 0, 1 or 2' })
    .int('hintIndex must be 0, 1 or 2')
    .min(0, 'hintIndex must be 0, 1 or 2')
    .max(HINTS_PER_PROBLEM - 1, 'hintIndex must be 0, 1 or 2'),
});
export const HintResponseSchema = successEnvelope(
  z.object({ hint: z.string(), hintIndex: z.number().int(), hintsUsed: z.number().int(), hintsRemaining: z.number().int() }),
);
export type HintResponse = z.infer<typeof HintResponseSchema>;

// ---------------------------------------------------------------- submit

/** An Idempotency-Key makes a retried answer safe: the same key gets the same result (docs/adr/0023-answer-integrity-outbox.md). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;
/** Headers of POST /problem/submit that the game reads; every other header passes through. */
export const SubmitAnswerHeadersSchema = z.looseObject({
  'idempotency-key': z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'Idempotency-Key must be 1 to 128 letters, digits or . _ : -').optional(),
});

export const SubmitAnswerRequestSchema = z.object({
  sessionId: IdSchema,
  problemId: IdSchema,
  answer: z
    .string({ error: 'answer must be text' })
    .max(MAX_ANSWER_LENGTH, `answer must be at most ${MAX_ANSWER_LENGTH} characters`)
    .regex(NOT_BLANK, 'answer must not be empty'),
  timeSpent: z
    .number({ error: 'timeSpent must be whole seconds from 0 to 3600' })
    .int('timeSpent must be whole seconds from 0 to 3600')
    .min(0, 'timeSpent must be whole seconds from 0 to 3600')
    .max(MAX_TIME_SPENT_SECONDS, 'timeSpent must be whole seconds from 0 to 3600'),
  hintsUsed: z
    .number({ error: 'hintsUsed must be 0 to 3' })
    .int('hintsUsed must be 0 to 3')
    .min(0, 'hintsUsed must be 0 to 3')
    .max(HINTS_PER_PROBLEM, 'hintsUsed must be 0 to 3')
    .default(0),
});
export type SubmitAnswerRequest = z.input<typeof SubmitAnswerRequestSchema>;

export const ComboStateSchema = z.object({
  currentCombo: z.number().int(),
  maxCombo: z.number().int(),
  /** 1, 1.25, 1.5, 2, 2.5 or 3 (docs/product/practice.md, combo). */
  multiplier: z.number(),
  label: ComboLabelSchema.nullable(),
  /** True when this answer ended a running combo. */
  comboBreak: z.boolean(),
  /** The combo value when this answer hit a milestone (every 5), else null. */
  milestone: z.number().int().nullable(),
});
export type ComboState = z.infer<typeof ComboStateSchema>;

/**
 * How xpEarned was computed: floor((base − hintPenalty + speedBonus) × multiplier) + milestoneBonus,
 * plus boostBonus when the answer used an XP-boost charge (docs/adr/0186).
 */
export const XpBreakdownSchema = z.object({
  base: z.number().int(),
  hintPenalty: z.number().int(),
  speedBonus: z.number().int(),
  multiplier: z.number(),
  milestoneBonus: z.number().int(),
  /** An XP boost's extra XP (50 % of the XP before it, floored); 0 without a charge. Absent from results kept from before boosts came with the answer. */
  boostBonus: z.number().int().optional(),
  total: z.number().int(),
});
export type XpBreakdown = z.infer<typeof XpBreakdownSchema>;

/** The caller's progress as the game shows it: the student progress of the contracts, as declared there. */
export const ProgressSchema = StudentProgressSchema;
export type Progress = z.infer<typeof ProgressSchema>;

export const VerdictSchema = z.enum(['accept', 'reject', 'nudge']);

/**
 * Result of POST /problem/submit. A `nudge` (e.g. "simplify your answer") is not graded:
 * graded=false, the problem stays open, nothing is credited and no answer is revealed.
 */
export const SubmitAnswerResultSchema = z.object({
  problemId: z.string(),
  graded: z.boolean(),
  verdict: VerdictSchema,
  /** Stable checker reason code (docs/maths/answer-checking.md) (ok, wrong_value, not_simplified, ...). */
  reason: z.string(),
  /** Child-facing checker message (always present for nudges). */
  message: z.string().nullable(),
  isCorrect: z.boolean(),
  xpEarned: z.number().int(),
  coinsEarned: z.number().int(),
  didLevelUp: z.boolean(),
  newLevel: z.number().int(),
  /** Shown after a graded answer; null for nudges. */
  correctAnswer: z.string().nullable(),
  /** Worked solution, one step per line; null for nudges. */
  explanation: z.string().nullable(),
  explanationSteps: z.array(z.string()).nullable(),
  /** Targeted feedback when the wrong answer matches a predicted misconception. */
  misconception: z.object({ id: z.string(), feedback: z.string() }).nullable(),
  /** Hints counted for this answer (max of server-recorded and client claim, capped at 3). */
  hintsUsed: z.number().int(),
  combo: ComboStateSchema,
  xpBreakdown: XpBreakdownSchema,
  progress: ProgressSchema,
  /** A boss battle's answer: the damage the server dealt and the health left (docs/adr/0096). */
  battle: z.object({ battleId: z.string(), bossId: z.string(), damage: z.number().int(), currentHealth: z.number().int(), maxHealth: z.number().int(), defeated: z.boolean() }).optional(),
  /** A story chapter's answer: the count so far and, on the last, the stars (docs/adr/0097). */
  chapter: z.object({ chapterId: z.string(), answered: z.number().int(), problemCount: z.number().int(), correct: z.number().int(), completed: z.boolean(), stars: z.number().int() }).optional(),
  /** A CHALLENGE session's side so far (docs/adr/0126): the answer's points, the running score; `finished` at the last problem. */
  challenge: z.object({ challengeId: z.string(), answered: z.number().int(), problemCount: z.number().int(), correct: z.number().int(), points: z.number().int(), score: z.number().int(), finished: z.boolean() }).optional(),
  /**
   * An ASSIGNMENT session's answer (docs/adr/0080): the problems served so far of the assignment's
   * count; `finished` at the last one, whose answer ends the session, so no next problem is asked for.
   */
  assignment: z.object({ assignmentId: z.string(), answered: z.number().int(), problemCount: z.number().int(), finished: z.boolean() }).optional(),
  /**
   * Set when another window of the student answered this problem first (docs/adr/0047): the result
   * is that answer's, nothing is credited for this one, and the window moves on to a new problem.
   */
  answeredElsewhere: z.boolean().optional(),
});
export type SubmitAnswerResult = z.infer<typeof SubmitAnswerResultSchema>;
export const SubmitAnswerResponseSchema = successEnvelope(SubmitAnswerResultSchema);
export type SubmitAnswerResponse = z.infer<typeof SubmitAnswerResponseSchema>;

export const ProgressResponseSchema = successEnvelope(
  ProgressSchema.extend({
    plan: z.string(),
    /** Problems started today (local day) and the daily limit (null when unlimited). */
    problemsToday: z.number().int(),
    dailyLimit: z.number().int().nullable(),
  }),
);
export type ProgressResponse = z.infer<typeof ProgressResponseSchema>;

/** A parent's children's progress (GET /children/progress with a children grant, docs/adr/0029); read by the gateway for the children view. */
export const ChildrenProgressResponseSchema = successEnvelope(z.object({ children: z.array(z.object({ id: z.string(), progress: ProgressSchema })) }));
export type ChildrenProgressResponse = z.infer<typeof ChildrenProgressResponseSchema>;

/** The child a parent's report is about (GET /children/{childId}/report). */
export const ChildIdParamsSchema = z.object({ childId: IdSchema });

/**
 * Attempts and accuracy in one topic over some set of answers (a child's window of local days in
 * the parent's report, a class's counted answers in the teacher's analytics).
 */
export const TopicAccuracySchema = z.object({
  topic: z.string(),
  attempted: z.number().int(),
  correct: z.number().int(),
  accuracy: z.number().describe('Percent of the attempted answers that were correct, one decimal.'),
});
export type TopicAccuracy = z.infer<typeof TopicAccuracySchema>;

/** A recent session of the child's, with what its graded answers added up to. */
export const ReportSessionSchema = z.object({
  id: z.string(),
  mode: GameModeSchema,
  startedAt: z.string().datetime(),
  /** Null while the session is active. */
  endedAt: z.string().datetime().nullable(),
  problemsAnswered: z.number().int(),
  correctAnswers: z.number().int(),
  xpEarned: z.number().int(),
});
export type ReportSession = z.infer<typeof ReportSessionSchema>;

/** What a child's tutor use added up to over a window of local days (a parent's report). */
export const TutorFiguresSchema = z.object({
  walkthroughs: z.number().int(),
  stepsSeen: z.number().int(),
  stepsRight: z.number().int(),
});
export type TutorFigures = z.infer<typeof TutorFiguresSchema>;

/**
 * A parent's report on one linked child (docs/adr/0073): accuracy by topic and time spent (seconds)
 * over the last 7 and 30 local days of the child (today included), and the recent sessions, newest first.
 */
export const ChildReportSchema = z.object({
  childId: z.string(),
  topics7: z.array(TopicAccuracySchema),
  topics30: z.array(TopicAccuracySchema),
  timeSpent7: z.number().int(),
  timeSpent30: z.number().int(),
  recentSessions: z.array(ReportSessionSchema),
  /** The step-by-step tutor's use over the last 7 and 30 local days (docs/adr/0117). */
  tutor7: TutorFiguresSchema,
  tutor30: TutorFiguresSchema,
  /** The standards the child has started and their level on each (docs/adr/0087), in catalogue order. */
  standards: z.array(ChildStandardSchema),
});
export type ChildReport = z.infer<typeof ChildReportSchema>;
export const ChildReportResponseSchema = successEnvelope(ChildReportSchema);
export type ChildReportResponse = z.infer<typeof ChildReportResponseSchema>;

// ---------------------------------------------------------------- the step-by-step tutor (docs/product/practice.md, docs/adr/0115)

/** FREE students see the tutor locked: its calls are 402 PLAN_LIMIT_REACHED with this message. */
export const TUTOR_PREMIUM_MESSAGE = 'The step-by-step tutor is part of Premium. Upgrade to use it!';
/** 409 PROBLEM_NOT_ANSWERED: the tutor shows a problem's steps only after its owner answered it. */
export const TUTOR_NOT_ANSWERED_MESSAGE = 'Answer the problem first, then the tutor can show you how.';
/** 409 TUTOR_STEP_NOT_OPEN. */
export const TUTOR_STEP_NOT_OPEN_MESSAGE = 'That step is not the one to fill in now.';

export const TutorProblemRequestSchema = z.object({ problemId: IdSchema });
export type TutorProblemRequest = z.infer<typeof TutorProblemRequestSchema>;

const TUTOR_STEP_MESSAGE = 'step must be a whole number from 0 to 49';
const TutorStepIndexSchema = z.number({ error: TUTOR_STEP_MESSAGE }).int(TUTOR_STEP_MESSAGE).min(0, TUTOR_STEP_MESSAGE).max(49, TUTOR_STEP_MESSAGE);

export const TutorCheckRequestSchema = z.object({
  problemId: IdSchema,
  /** The index of the step being filled in (the walkthrough's `currentStep`). */
  step: TutorStepIndexSchema,
  answer: z
    .string({ error: 'answer must be text' })
    .max(MAX_ANSWER_LENGTH, `answer must be at most ${MAX_ANSWER_LENGTH} characters`)
    .regex(NOT_BLANK, 'answer must not be empty'),
});
export type TutorCheckRequest = z.infer<typeof TutorCheckRequestSchema>;

export const TutorShowRequestSchema = z.object({ problemId: IdSchema, step: TutorStepIndexSchema });
export type TutorShowRequest = z.infer<typeof TutorShowRequestSchema>;

/**
 * One step of the worked solution as the walkthrough shows it. A `text` step is plain text. A
 * `fill` step is `before`, a blank, `after`: `open` while the child fills it in (value null),
 * `right` when the child's own value was accepted, `shown` when the child asked to see it.
 */
export const TutorStepSchema = z.object({
  index: z.number().int(),
  kind: z.enum(['text', 'fill']),
  /** The whole step (a text step, or a fill step once done); null while its blank is open. */
  text: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  status: z.enum(['text', 'open', 'right', 'shown']),
  /** The value of the blank once done. */
  value: z.string().nullable(),
});
export type TutorStep = z.infer<typeof TutorStepSchema>;

/** A walkthrough of one answered problem: the steps shown so far, the open one last. */
export const TutorWalkSchema = z.object({
  problemId: z.string(),
  question: z.string(),
  /** The problem's picture (docs/maths/diagrams.md), drawn above the steps; null for a text-only problem. */
  diagram: DiagramSchema.nullable().optional(),
  /** The likely mistake when the answer matched a predicted misconception. */
  mistake: z.object({ title: z.string(), feedback: z.string() }).nullable(),
  steps: z.array(TutorStepSchema),
  stepsTotal: z.number().int(),
  /** Index of the step to fill in now; null once every blank is done. */
  currentStep: z.number().int().nullable(),
  stepsSeen: z.number().int(),
  stepsRight: z.number().int(),
  finished: z.boolean(),
});
export type TutorWalk = z.infer<typeof TutorWalkSchema>;
export const TutorWalkResponseSchema = successEnvelope(TutorWalkSchema);
export type TutorWalkResponse = z.infer<typeof TutorWalkResponseSchema>;

/** A step checked: the checker's verdict, its message for a nudge or a miss, and the walkthrough after. */
export const TutorCheckResultSchema = z.object({
  correct: z.boolean(),
  verdict: z.enum(['accept', 'reject', 'nudge']),
  message: z.string().nullable(),
  walk: TutorWalkSchema,
});
export type TutorCheckResult = z.infer<typeof TutorCheckResultSchema>;
export const TutorCheckResponseSchema = successEnvelope(TutorCheckResultSchema);


// ---------------------------------------------------------------- problem bank (teachers)

export const ProblemBankQuerySchema = z.object({
  difficulty: DifficultyBandSchema.optional(),
  /** Child-facing topic, e.g. "Fractions" (exact match, case-insensitive). */
  topic: z.string().trim().min(1).max(80).regex(NOT_BLANK).optional(),
  skillId: z.string().trim().min(1).max(80).regex(NOT_BLANK).optional(),
  grade: z.coerce.number().int().min(4, 'grade must be 4 to 8').max(8, 'grade must be 4 to 8').optional(),
  page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
  limit: z.coerce.number().int().min(1, 'limit must be 1 to 200').max(200, 'limit must be 1 to 200').default(50),
});
export type ProblemBankQuery = z.input<typeof ProblemBankQuerySchema>;

export const BankProblemSchema = z.object({
  /** Stable bank id: skill/dN/sNN. */
  id: z.string(),
  question: z.string(),
  difficulty: DifficultyBandSchema,
  /** The 1-5 rung behind the band. */
  difficultyLevel: z.number().int(),
  topic: z.string(),
  subtopic: z.string(),
  skillId: z.string(),
  grade: z.number().int(),
  ccss: z.array(z.string()),
  answer: z.string(),
  answerFormat: z.string(),
  generatorVersion: z.string(),
  /** The problem's picture (docs/maths/diagrams.md), drawn in the teacher's preview; null for a text-only problem. */
  diagram: DiagramSchema.nullable().optional(),
});
export type BankProblem = z.infer<typeof BankProblemSchema>;
export const ProblemBankResponseSchema = successEnvelope(
  z.object({ problems: z.array(BankProblemSchema), total: z.number().int(), page: z.number().int(), limit: z.number().int() }),
);
export type ProblemBankResponse = z.infer<typeof ProblemBankResponseSchema>;
