/** Score S of one graded answer from correctness, active time and hints (docs/maths/adaptive.md, the model). */

export interface AnswerEvidence {
  correct: boolean;
  /** Seconds of active time (clock paused when the tab is hidden or after 120 s idle). */
  activeSeconds: number;
  /** T_d: expected seconds for this item. */
  expectedSeconds: number;
  /** Hints opened before answering, 0..3. */
  hintsUsed: number;
  /** Extended-time accommodation: time never reduces credit. */
  ignoreTime?: boolean;
}

export interface AnswerScore {
  /** 0 for wrong; for right answers 0.4–1 depending on time and hints. */
  s: number;
  /** Very fast and wrong: probably a guess (three in a row should trigger a "slow down" screen). */
  likelyGuess: boolean;
}

const HINT_CREDIT = [1.0, 0.8, 0.6, 0.4] as const;

export function scoreAnswer(e: AnswerEvidence): AnswerScore {
  if (!e.correct) {
    const fast = e.activeSeconds < 0.2 * e.expectedSeconds || e.activeSeconds < 3;
    return { s: 0, likelyGuess: fast };
  }
  const r = e.activeSeconds / e.expectedSeconds;
  // Time only ever trims a right answer's credit, by at most 20% (0.8 at 3× the expected time).
  const sTime = e.ignoreTime || r <= 1 ? 1 : 1 - 0.2 * Math.min(1, (r - 1) / 2);
  const sHint = HINT_CREDIT[Math.min(3, Math.max(0, Math.trunc(e.hintsUsed)))]!;
  return { s: Math.min(sTime, sHint), likelyGuess: false };
}

/** Three likely guesses in a row: show a "slow down" screen instead of another problem. */
export function shouldSlowDown(recentGuessFlags: readonly boolean[]): boolean {
  return recentGuessFlags.length >= 3 && recentGuessFlags.slice(-3).every(Boolean);
}
