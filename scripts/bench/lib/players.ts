/**
 * Simulated students of the answer benchmarks: each holds a game session and its served problem,
 * and answers it (POST /api/game/problem/submit) then asks for the next (GET /api/game/problem/next).
 *
 * PREMIUM students (no daily limit) with access tokens signed by the benchmark with the stack's
 * own auth key (ADR 0042's claims); fresh random ids, so the game creates each student's state
 * on its first session. Never point this at a deployment whose key you hold for real users.
 */
import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';

/** What the game serves (the field the benchmarks use). */
export interface ServedProblem {
  id: string;
}

/** Finds the answer to a served problem (a correct one; the benchmarks answer like a good student). */
export type Answerer = (problem: ServedProblem) => Promise<string> | string;

export interface Player {
  id: string;
  sessionId: string;
  problem: ServedProblem;
  /**
   * The answer to `problem`, looked up as soon as it was served: the lookup is the benchmark's own
   * work (a child knows their answer when they send it), so it stays out of the timed submit.
   */
  answer?: Promise<string>;
  headers: Record<string, string>;
}

export interface PlayerClient {
  /** Starts a session and takes the first problem: a new student, or the student `id` coming back. */
  join(id?: string): Promise<Player>;
  /** Answers the held problem; throws unless the game accepted it (200). */
  submit(player: Player): Promise<void>;
  /** Takes the next problem; throws unless 200. */
  next(player: Player): Promise<void>;
}

/** A fresh student id, as the benchmarks' students have. */
export const newStudentId = (): string => randomUUID().replace(/-/g, '').slice(0, 24);

export function studentToken(privateKeyPem: string, id: string): string {
  return jwt.sign({ sub: id, role: 'STUDENT', username: `b_${id.slice(0, 8)}`, plan: 'PREMIUM', tz: 'UTC', grade: 6 }, privateKeyPem, {
    algorithm: 'ES256',
    audience: 'mathquest',
    issuer: 'mathquest-auth',
    expiresIn: '2h',
  });
}

async function expectStatus(res: Response, status: number, what: string): Promise<unknown> {
  const text = await res.text();
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${text.slice(0, 300)}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

export function playerClient(base: string, privateKeyPem: string, answer: Answerer): PlayerClient {
  /** Starts the lookup without waiting for it; a failure surfaces when the submit awaits it. */
  const lookUp = (problem: ServedProblem): Promise<string> => {
    const found = Promise.resolve().then(() => answer(problem));
    found.catch(() => undefined);
    return found;
  };
  const next = async (p: Player) => {
    const res = await fetch(`${base}/api/game/problem/next?sessionId=${p.sessionId}`, { headers: p.headers });
    p.problem = ((await expectStatus(res, 200, 'problem/next')) as { data: ServedProblem }).data;
    p.answer = lookUp(p.problem);
  };
  return {
    async join(returning?: string) {
      const id = returning ?? newStudentId();
      const headers = { authorization: `Bearer ${studentToken(privateKeyPem, id)}`, 'content-type': 'application/json' };
      const res = await fetch(`${base}/api/game/session/start`, { method: 'POST', headers, body: JSON.stringify({ mode: 'SOLO_PRACTICE', deviceType: 'web' }) });
      // A 401 usually means a stack started with another DATA_DIR, so other signing keys (BENCH_JWT_PRIVATE_KEY_FILE).
      const sessionId = ((await expectStatus(res, 201, 'session/start')) as { data: { session: { id: string } } }).data.session.id;
      const player: Player = { id, sessionId, headers, problem: { id: '' } };
      await next(player);
      return player;
    },
    async submit(p) {
      const body = JSON.stringify({ sessionId: p.sessionId, problemId: p.problem.id, answer: await (p.answer ?? answer(p.problem)), timeSpent: 7, hintsUsed: 0 });
      const res = await fetch(`${base}/api/game/problem/submit`, { method: 'POST', headers: { ...p.headers, 'idempotency-key': p.problem.id }, body });
      await expectStatus(res, 200, 'problem/submit');
    },
    next,
  };
}

/** `count` players joined `concurrency` at a time (a burst of session starts would be measured as load). */
export async function joinPlayers(client: PlayerClient, count: number, concurrency = 20): Promise<Player[]> {
  const players: Player[] = [];
  let i = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (i < count) {
        i++;
        players.push(await client.join());
      }
    }),
  );
  return players;
}
