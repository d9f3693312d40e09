/**
 * The game service over the internal network (docs/adr/0096): engagement starts and reads the
 * game's boss battles and chapter sessions with the student's own access token, so the game
 * authorises the call as it does any of the student's (plan, level, one active battle) and stays
 * the owner of its sessions. The game's refusals (402, 404, 409) come back as they are. Every
 * answer is parsed with the game route's own contract schema: an answer of another shape is the
 * game being unavailable (503), never an unchecked object passed on to a student.
 */
import { ErrorCode } from '@mathquest/contracts';
import { AppError, traceCarrier } from '@mathquest/service-kit';
import type { z } from 'zod';

export interface GameClient {
  call<S extends z.ZodType>(method: 'GET' | 'POST', path: string, authorization: string, schema: S, body?: unknown): Promise<z.infer<S>>;
}

const UNAVAILABLE = 'Boss battles and story chapters are unavailable for a moment. Please try again.';

export function gameClient(baseUrl: string, timeoutMs = 10_000): GameClient {
  return {
    async call<S extends z.ZodType>(method: 'GET' | 'POST', path: string, authorization: string, schema: S, body?: unknown): Promise<z.infer<S>> {
      let res: Response;
      try {
        res = await fetch(`${baseUrl}/api/game${path}`, {
          method,
          headers: { authorization, ...traceCarrier(), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (cause) {
        throw new AppError(503, ErrorCode.UPSTREAM_UNAVAILABLE, UNAVAILABLE, { cause });
      }
      const json = (await res.json().catch(() => null)) as { success?: boolean; data?: unknown; error?: { code?: string; message?: string } } | null;
      if (res.ok && json?.success) {
        const parsed = schema.safeParse(json.data);
        if (parsed.success) return parsed.data;
        throw new AppError(503, ErrorCode.UPSTREAM_UNAVAILABLE, UNAVAILABLE, { cause: parsed.error });
      }
      if ([400, 401, 402, 403, 404, 409].includes(res.status) && json?.error?.message) {
        throw new AppError(res.status, (json.error.code ?? ErrorCode.CONFLICT) as ErrorCode, json.error.message);
      }
      throw new AppError(503, ErrorCode.UPSTREAM_UNAVAILABLE, UNAVAILABLE);
    },
  };
}
