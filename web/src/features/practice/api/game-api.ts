import type { GameSession, HintResponse, NextProblemResponse, ServedProblem, StartSessionResponse, SubmitAnswerRequest, SubmitAnswerResult } from '@mathquest/contracts';
import { api } from '../../../lib/api-client';

type Data<T extends { data: unknown }> = T['data'];

/** Game calls of spec 01 §7 (contracts: packages/contracts/src/http/game.ts). */
export const gameApi = {
  startSession: (mode: 'SOLO_PRACTICE' | 'BOSS_BATTLE') =>
    api.post<Data<StartSessionResponse>>('/api/game/session/start', { mode, deviceType: 'web' }),
  endSession: (id: string) => api.post<{ session: GameSession }>(`/api/game/session/${encodeURIComponent(id)}/end`),
  nextProblem: (sessionId?: string) =>
    api.get<Data<NextProblemResponse>>('/api/game/problem/next', { query: { sessionId } }),
  submitAnswer: (body: SubmitAnswerRequest) => api.post<SubmitAnswerResult>('/api/game/problem/submit', body),
  getHint: (problemId: string, hintIndex: number) =>
    api.get<Data<HintResponse>>('/api/game/problem/hint', { query: { problemId, hintIndex } }),
};

export type { ServedProblem, SubmitAnswerResult, GameSession };
