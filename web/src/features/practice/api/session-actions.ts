import type { GameMode, SubmitAnswerRequest } from '@mathquest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { liveKeys } from '../../../lib/query-keys';
import { adventureKeys } from '../../adventure/api/keys';
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
 * POST /api/game/problem/submit with the answer's Idempotency-Key. What a graded answer ends is read
 * again: a challenge side played out (its result), a boss defeated (the bosses and the history), a
 * chapter completed (its world's chapters and the worlds).
 */
export function useSubmitAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: SubmitAnswerRequest; idempotencyKey: string }) => gameApi.submitAnswer(body, idempotencyKey),
    onSuccess: (r) => {
      if (!r.graded) return;
      if (r.challenge?.finished) void client.invalidateQueries({ queryKey: liveKeys.challenges });
      if (r.battle?.defeated) {
        void client.invalidateQueries({ queryKey: adventureKeys.bosses });
        void client.invalidateQueries({ queryKey: adventureKeys.battleHistory });
      }
      if (r.chapter?.completed) void client.invalidateQueries({ queryKey: adventureKeys.worlds });
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
