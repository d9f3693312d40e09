import type { GameMode, SubmitAnswerRequest } from '@mathquest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { liveKeys } from '../../../lib/query-keys';
import { gameApi } from './game-api';

/**
 * The writes of a game session played outside the practice store (boss battles, story chapters,
 * challenges, Speed Challenge; docs/product/practice.md). Serving the next problem is one of them:
 * the server moves the session on with each problem it serves, so it is never cached or read twice.
 */

/** POST /api/game/session/start. */
export function useStartSession() {
  return useMutation({ mutationFn: ({ mode, assignmentId }: { mode: GameMode; assignmentId?: string }) => gameApi.startSession(mode, assignmentId) });
}

/** GET /api/game/problem/next?sessionId=…: the session's next problem. */
export function useNextProblem() {
  return useMutation({ mutationFn: (sessionId: string) => gameApi.nextProblem(sessionId) });
}

/**
 * POST /api/game/problem/submit with the answer's Idempotency-Key. A graded answer that ends this
 * side of a challenge reads the challenge again (its result once both have played). A defeated boss
 * or a completed chapter changes the adventure pages, which read again as they open (no stale time).
 */
export function useSubmitAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: SubmitAnswerRequest; idempotencyKey: string }) => gameApi.submitAnswer(body, idempotencyKey),
    onSuccess: (r) => {
      if (!r.graded) return;
      if (r.challenge?.finished) void client.invalidateQueries({ queryKey: liveKeys.challenges });
    },
  });
}

/** POST /api/game/speed/{id}/finish: the run's result as the server counted it; the Speed Runner board changes. */
export function useFinishSpeedRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => gameApi.finishSpeedRun(sessionId),
    onSuccess: () => void client.invalidateQueries({ queryKey: liveKeys.leaderboards }),
  });
}
