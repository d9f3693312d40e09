import type { GameMode, GameSession, HintResponse, SpeedResult, NextProblemResponse, ProgressResponse, ServedProblem, StartSessionResponse, SubmitAnswerRequest, SubmitAnswerResult } from '@mathquest/contracts';
import { api } from '../../../lib/api-client';

type Data<T extends { data: unknown }> = T['data'];

/** Game calls (docs/product/practice.md) (contracts: packages/contracts/src/http/game.ts). */
export const gameApi = {
  /** `assignmentId` goes with mode ASSIGNMENT only (a class assignment, docs/product/teacher.md). */
  startSession: (mode: GameMode, assignmentId?: string) =>
    api.post<Data<StartSessionResponse>>('/api/game/session/start', { mode, deviceType: 'web', ...(assignmentId ? { assignmentId } : {}) }),
  endSession: (id: string) => api.post<{ session: GameSession }>(`/api/game/session/${encodeURIComponent(id)}/end`),
  nextProblem: (sessionId?: string) =>
    api.get<Data<NextProblemResponse>>('/api/game/problem/next', { query: { sessionId } }),
  /**
   * The server answers a repeated Idempotency-Key with the first result instead of a 409
   * ("already answered"), so a retry after a time-out still shows what was credited.
   */
  submitAnswer: (body: SubmitAnswerRequest, idempotencyKey: string) =>
    api.post<SubmitAnswerResult>('/api/game/problem/submit', body, { headers: { 'Idempotency-Key': idempotencyKey } }),
  /** The student's progress with today's problem count and the plan's daily limit (null: unlimited). */
  progress: () => api.get<Data<ProgressResponse>>('/api/game/progress'),
  /** Ends a Speed Challenge run and returns its result as the server counted it (docs/adr/0135). */
  finishSpeedRun: (sessionId: string) => api.post<{ result: SpeedResult }>(`/api/game/speed/${encodeURIComponent(sessionId)}/finish`),
  getHint: (problemId: string, hintIndex: number) =>
    api.get<Data<HintResponse>>('/api/game/problem/hint', { query: { problemId, hintIndex } }),
};

export type { ServedProblem, SubmitAnswerResult, GameSession, SpeedResult };
