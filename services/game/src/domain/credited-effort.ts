/**
 * What an answer is credited with: hints and seconds. The client's claims are bounded by what the
 * server recorded and saw (docs/adr/0023-answer-integrity-outbox.md,
 * docs/adr/0046-practice-integrity.md). Pure.
 */
import { HINTS_PER_PROBLEM, MAX_TIME_SPENT_SECONDS } from '@mathquest/contracts';

/**
 * The time the server saw between serving a problem and receiving its answer includes two
 * network legs and the page's rendering; the child's own clock (timeSpent) is trusted only down
 * to that figure minus this allowance, so a client cannot claim the speed bonus with timeSpent 0.
 */
export const ELAPSED_ALLOWANCE_S = 5;

/** Hints counted for an answer: the more of the server's record and the client's claim, at most 3. */
export function creditedHints(revealed: number, claimed: number): number {
  return Math.min(HINTS_PER_PROBLEM, Math.max(revealed, claimed));
}

/**
 * The seconds an answer is scored and adapted with: the child's clock, but never less than the
 * server saw pass since serving the problem, minus an allowance for the network and rendering.
 */
export function creditedTimeSpent(claimed: number, servedAt: Date, at: Date): number {
  const elapsed = Math.floor((at.getTime() - servedAt.getTime()) / 1000);
  // Capped like a claimed time: a problem left open overnight must not add a night to the totals.
  return Math.min(MAX_TIME_SPENT_SECONDS, Math.max(claimed, elapsed - ELAPSED_ALLOWANCE_S));
}
