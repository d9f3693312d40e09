/** The game API as a student's client calls it, over `inject` on a built app. */
import type { ServiceApp } from '@mathquest/service-kit';
import { expect } from 'vitest';
import type { TestUser } from './build-test-app.js';

export function gameClient(app: ServiceApp) {
  return {
    async start(u: TestUser, mode = 'SOLO_PRACTICE'): Promise<string> {
      const r = await app.inject({ method: 'POST', url: '/api/game/session/start', headers: u.auth, payload: { mode, deviceType: 'web' } });
      expect(r.statusCode).toBe(201);
      return r.json().data.session.id as string;
    },
    next: (u: TestUser, sessionId?: string) => app.inject({ method: 'GET', url: `/api/game/problem/next${sessionId ? `?sessionId=${sessionId}` : ''}`, headers: u.auth }),
    hint: (u: TestUser, problemId: string, hintIndex: number) => app.inject({ method: 'GET', url: `/api/game/problem/hint?problemId=${problemId}&hintIndex=${hintIndex}`, headers: u.auth }),
    submit: (u: TestUser, body: Record<string, unknown>, key?: string) =>
      app.inject({ method: 'POST', url: '/api/game/problem/submit', headers: key ? { ...u.auth, 'idempotency-key': key } : u.auth, payload: body }),
    progress: (u: TestUser) => app.inject({ method: 'GET', url: '/api/game/progress', headers: u.auth }),
    session: (u: TestUser, sessionId: string) => app.inject({ method: 'GET', url: `/api/game/session/${sessionId}`, headers: u.auth }),
    end: (u: TestUser, sessionId: string) => app.inject({ method: 'POST', url: `/api/game/session/${sessionId}/end`, headers: u.auth }),
  };
}
