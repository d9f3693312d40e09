/**
 * The game service over the internal network (docs/adr/0096): engagement starts and reads the
 * game's boss battles and chapter sessions with the student's own access token, so the game
 * authorises the call as it does any of the student's (plan, level, one active battle) and stays
 * the owner of its sessions. The game's refusals (402, 404, 409) come back as they are.
 */
import { ErrorCode } from '@mathquest/contracts';
import { AppError } from '@mathquest/service-kit';

export interface GameClient {
  call<T>(method: 'GET' | 'POST', path: string, authorization: string, body?: unknown): Promise<T>;
}

const UNAVAILABLE = 'Boss battles and story chapters are unavailable for a moment. Please try again.';

export function gameClient(baseUrl: string, timeoutMs = 10_000): GameClient {
  return {
    async call<T>(method: 'GET' | 'POST', path: string, authorization: string, body?: unknown): Promise<T> {
      let res: Response;
      try {
        res = await fetch(`${baseUrl}/api/game${path}`, {
          method,
          headers: { authorization, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (cause) {
        throw new AppError(503, ErrorCode.UPSTREAM_UNAVAILABLE, UNAVAILABLE, { cause });
      }
      const json = (await res.json().catch(() => null)) as { success?: boolean; data?: T; error?: { code?: string; message?: string } } | null;
      if (res.ok && json?.success) return json.data as T;
      if ([400, 401, 402, 403, 404, 409].includes(res.status) && json?.error?.message) {
        throw new AppError(res.status, (json.error.code ?? ErrorCode.CONFLICT) as ErrorCode, json.error.message);
      }
      throw new AppError(503, ErrorCode.UPSTREAM_UNAVAILABLE, UNAVAILABLE);
    },
  };
}
