/** POST /challenges/{id}/start: the caller's side started in the game (docs/adr/0126, 0160). */
import { ErrorCode, StartSessionResponseSchema, type GameSession } from '@mathquest/contracts';
import { AppError, conflict } from '@mathquest/service-kit';
import type { Student } from '../../../ports/shared.js';
import { sideOf } from '../domain/challenges.js';
import type { ChallengesDeps } from './deps.js';
import type { ChallengeLifecycle } from './challenge-lifecycle.js';
import { CHALLENGE_SETTING_UP, START_RETRY_MS } from './challenge-lifecycle.js';

/** Starts (or resumes) the caller's side in the game: a CHALLENGE session on the challenge's problems (docs/adr/0126). */
export function createStartChallenge(deps: ChallengesDeps, life: ChallengeLifecycle) {
  const { tellGame, forParticipant } = life;
  return async function startChallenge(me: Student, id: string, authorization: string): Promise<{ session: GameSession; currentStreak: number }> {
    const c = await forParticipant(me.id, id);
    if (c.status !== 'ACTIVE') throw conflict(c.status === 'COMPLETED' ? 'This challenge is already finished' : 'This challenge has not been accepted yet', ErrorCode.CHALLENGE_NOT_ACTIVE);
    const side = sideOf(c, me.id)!;
    if (c[side].result) throw conflict('You have already played this challenge', ErrorCode.CHALLENGE_ALREADY_PLAYED);
    // Only the challenge's id: the game plays the challenge it holds, seed and rules included.
    const body = { mode: 'CHALLENGE', challengeId: c._id, deviceType: 'web' };
    const until = Date.now() + (deps.startWaitMs ?? 8_000);
    for (let told = false; ; told = true) {
      try {
        return await deps.game.call('POST', '/session/start', authorization, StartSessionResponseSchema.shape.data, body);
      } catch (err) {
        // 404: the game has not applied the challenge's update yet (an accept just now, or a
        // publish lost): told again once, then waited for, within a bound.
        if (!(err instanceof AppError) || err.statusCode !== 404) throw err;
        if (Date.now() >= until) throw new AppError(503, ErrorCode.UPSTREAM_UNAVAILABLE, CHALLENGE_SETTING_UP, { retryAfterS: 1 });
        if (!told) await tellGame(c, true);
        await new Promise((r) => setTimeout(r, START_RETRY_MS));
      }
    }
  };
}
