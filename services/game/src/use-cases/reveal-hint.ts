/**
 * GET /problem/hint: the hint at `hintIndex` of the caller's problem, counted as revealed while the
 * problem is open (hints cost XP, docs/adr/0020-scoring-constants.md). Asking again for a hint
 * already revealed costs nothing more (a reload shows the revealed hints again).
 */
import { HINTS_PER_PROBLEM, type HintResponse } from '@mathquest/contracts';
import type { AuthUser } from '@mathquest/service-kit';
import type { GameDeps } from './deps.js';
import { ownedBy, problemNotFound } from './ownership.js';

export function createRevealHint({ problems }: GameDeps) {
  return async function revealHint(user: AuthUser, problemId: string, hintIndex: number): Promise<HintResponse['data']> {
    const served = await problems.getForHint(problemId);
    if (!ownedBy(served, user)) throw problemNotFound();
    const revealed = Math.max(served.hintsRevealed, hintIndex + 1);
    // `$max`: concurrent hint calls never lower the count (a hint recorded just after the answer changes nothing credited).
    if (served.status === 'OPEN' && revealed > served.hintsRevealed) await problems.recordHints(problemId, revealed);
    return { hint: served.problem.hints[hintIndex]!, hintIndex, hintsUsed: revealed, hintsRemaining: HINTS_PER_PROBLEM - revealed };
  };
}
