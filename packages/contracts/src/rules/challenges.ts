/**
 * PvP challenges (docs/product/social.md#challenges--built, docs/adr/0125, 0126): the limits of a
 * challenge and the one rule that scores a side and names the winner. Shared by the game (which
 * scores each answer of a CHALLENGE session), engagement (which settles) and the web (which
 * explains the score). Pure.
 */

/** The curriculum topics a challenge can be on: the maths package's skill topics (checked by a game test). */
export const CHALLENGE_TOPICS = [
  'Adding & subtracting',
  'Multiplying & dividing',
  'Place value',
  'Factors & multiples',
  'Fractions',
  'Decimals',
  'Patterns',
  'Measurement',
  'Geometry',
  'Data',
  'Word problems',
  'Order of operations',
  'Coordinate plane',
  'Ratios',
  'Percents',
  'Negative numbers',
  'Expressions',
  'Equations',
  'Inequalities',
  'Statistics',
  'Proportional relationships',
  'Probability',
  'Number system',
  'Exponents & roots',
  'Linear relationships',
  'Functions',
] as const;
export type ChallengeTopic = (typeof CHALLENGE_TOPICS)[number];

export const CHALLENGE_PROBLEM_COUNT_MIN = 3;
export const CHALLENGE_PROBLEM_COUNT_MAX = 20;
/** Seconds per problem. */
export const CHALLENGE_TIME_LIMIT_MIN = 10;
export const CHALLENGE_TIME_LIMIT_MAX = 300;
/** The largest wager in each currency. */
export const CHALLENGE_WAGER_MAX = 10_000;
/** A pending challenge not accepted within this expires, both wagers refunded. */
export const CHALLENGE_ACCEPT_WITHIN_MS = 24 * 3_600_000;
/** An accepted challenge not finished by both players within this expires, both wagers refunded. */
export const CHALLENGE_FINISH_WITHIN_MS = 24 * 3_600_000;
/** Every problem of a challenge is generated at this difficulty (1 to 5), the same for both players. */
export const CHALLENGE_DIFFICULTY = 2;
/** Points of a correct answer within the time limit; each second left under the limit adds one more. */
export const CHALLENGE_POINTS_PER_CORRECT = 100;

/**
 * The points one answer of a challenge scores: a correct answer given within the time limit
 * scores 100 plus one point per whole second left; a wrong or late answer scores 0.
 */
export function challengeAnswerPoints(isCorrect: boolean, timeSpent: number, timeLimit: number): number {
  if (!isCorrect || timeSpent > timeLimit) return 0;
  return CHALLENGE_POINTS_PER_CORRECT + Math.max(0, Math.floor(timeLimit - timeSpent));
}

/** One side's finished play. */
export interface ChallengeSideResult {
  score: number;
  correct: number;
  /** Total seconds over all problems. */
  time: number;
}

/** Accuracy in percent, rounded: correct answers over the challenge's problems. */
export function challengeAccuracy(correct: number, problemCount: number): number {
  return problemCount > 0 ? Math.round((correct / problemCount) * 100) : 0;
}

/** The winner's side, or null for a draw: the higher score wins, equal scores are a draw. */
export function challengeWinner(challenger: Pick<ChallengeSideResult, 'score'>, opponent: Pick<ChallengeSideResult, 'score'>): 'CHALLENGER' | 'OPPONENT' | null {
  if (challenger.score > opponent.score) return 'CHALLENGER';
  if (opponent.score > challenger.score) return 'OPPONENT';
  return null;
}

/** What the winner of a challenge takes (docs/adr/0125): both wagers, twice the wager in each currency. */
export function challengePrizePool(wager: { wagerCoins: number; wagerGems: number }): { coins: number; gems: number } {
  return { coins: 2 * wager.wagerCoins, gems: 2 * wager.wagerGems };
}

/** VICTORY, DRAW or DEFEAT of a completed challenge for `me`: the winner is the one whose id equals winnerId; none is a draw. */
export function challengeOutcomeFor(c: { winnerId: string | null }, me: string): 'VICTORY' | 'DRAW' | 'DEFEAT' {
  if (!c.winnerId) return 'DRAW';
  return c.winnerId === me ? 'VICTORY' : 'DEFEAT';
}
