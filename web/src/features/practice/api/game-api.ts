import {
  HintResponseSchema,
  NextProblemResponseSchema,
  ProgressResponseSchema,
  SessionResponseSchema,
  SpeedResultResponseSchema,
  StartSessionResponseSchema,
  SubmitAnswerResultSchema,
  type GameMode,
  type GameSession,
  type ServedProblem,
  type SpeedResult,
  type SubmitAnswerRequest,
  type SubmitAnswerResult,
} from '@mathquest/contracts';
import { api } from '../../../lib/api-client';

/** Game calls (docs/product/practice.md) (contracts: packages/contracts/src/http/game.ts), each answer parsed with its contract. */
export const gameApi = {
  /** `assignmentId` goes with mode ASSIGNMENT only (a class assignment, docs/product/teacher.md). */
  startSession: (mode: GameMode, assignmentId?: string) =>
    api.post('/api/game/session/start', StartSessionResponseSchema.shape.data, { mode, deviceType: 'web', ...(assignmentId ? { assignmentId } : {}) }),
  endSession: (id: string) => api.post(`/api/game/session/${encodeURIComponent(id)}/end`, SessionResponseSchema.shape.data),
  nextProblem: (sessionId?: string) => api.get('/api/game/problem/next', NextProblemResponseSchema.shape.data, { query: { sessionId } }),
  /**
   * The server answers a repeated Idempotency-Key with the first result instead of a 409
   * ("already answered"), so a retry after a time-out still shows what was credited.
   */
  submitAnswer: (body: SubmitAnswerRequest, idempotencyKey: string) =>
    api.post('/api/game/problem/submit', SubmitAnswerResultSchema, body, { headers: { 'Idempotency-Key': idempotencyKey } }),
  /** The student's progress with today's problem count and the plan's daily limit (null: unlimited). */
  progress: () => api.get('/api/game/progress', ProgressResponseSchema.shape.data),
  /** Ends a Speed Challenge run and returns its result as the server counted it (docs/adr/0135). */
  finishSpeedRun: (sessionId: string) => api.post(`/api/game/speed/${encodeURIComponent(sessionId)}/finish`, SpeedResultResponseSchema.shape.data),
  getHint: (problemId: string, hintIndex: number) =>
    api.get('/api/game/problem/hint', HintResponseSchema.shape.data, { query: { problemId, hintIndex } }),
};

export type { ServedProblem, SubmitAnswerResult, GameSession, SpeedResult };
