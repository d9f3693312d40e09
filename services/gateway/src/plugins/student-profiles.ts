/**
 * A student's `studentProfile`, composed where auth hands it out (docs/adr/0029-answer-path-five-operations.md).
 *
 * Progress belongs to the game and coins to the wallet (engagement); auth keeps no copy of either,
 * so an answer costs auth nothing. Whenever an answer of auth carries a student's profile, the
 * gateway fills in the progress from `GET /api/game/progress` and the balances from
 * `GET /api/engagement/wallet`, both read with the student's own access token, so `/me` and the
 * home page always show the last credited answer:
 *
 * - `GET /api/auth/me`, `POST /api/auth/login` and `POST /api/auth/class-code/login` (the user, when a student);
 * - `GET /api/auth/children` and `POST /api/auth/children/link` (each child): auth signs the
 *   children it lists into a grant (response header CHILDREN_GRANT_HEADER), which the gateway
 *   takes off the response and shows, with the parent's token, to `GET /api/game/children/progress`
 *   and `GET /api/engagement/children/wallets`.
 *
 * Stated failure modes, when the game or the wallet does not answer 200 within the upstream
 * time-out: `/me` and login still answer, with `studentProfile: null` (the figures are unknown,
 * and the account must keep working: the web app signs out on a failed `/me`); the children
 * view is 503 UPSTREAM_UNAVAILABLE (504 on a time-out). A profile with made-up or stale figures
 * is never shown. Everything else auth answers (errors included) passes through unchanged.
 */
import {
  CHILDREN_GRANT_HEADER,
  ChildrenProgressResponseSchema,
  ChildrenWalletsResponseSchema,
  ProgressResponseSchema,
  studentProfileOf,
  WalletResponseSchema,
  type StudentProfile,
} from '@mathquest/contracts';
import { requestTraceHeaders } from '@mathquest/service-kit';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { plainFetch, type UpstreamAnswer, type UpstreamFetch } from './upstream-spread/fetch.js';

export interface ProfileSources {
  game: string;
  engagement: string;
  timeoutMs: number;
  /** The error a request gets when a source does not answer (the gateway's 503 / 504). */
  unavailable: (timeout: boolean, cause: unknown) => Error;
  /** How the sources are called: through their spreading dispatchers (docs/adr/0150); the global fetch by default. */
  fetch?: UpstreamFetch;
}

/** What reply-from hands its onResponse hook. */
interface UpstreamResponse {
  statusCode: number;
  stream: NodeJS.ReadableStream;
}

type Composed = 'user' | 'login' | 'children';

/** What the hook does with the reply (reply-from's reply type is generic over the server kind). */
interface ProxiedReply {
  getHeader(name: string): unknown;
  removeHeader(name: string): unknown;
  send(payload?: unknown): unknown;
}

/** Which of auth's answers carry a student's profile, by method and path (query left out). */
function composedAnswer(request: Pick<FastifyRequest, 'url' | 'method'>): Composed | null {
  const path = request.url.split('?', 1)[0];
  if (request.method === 'GET' && path === '/api/auth/me') return 'user';
  if (request.method === 'POST' && (path === '/api/auth/login' || path === '/api/auth/class-code/login')) return 'login';
  if ((request.method === 'GET' && path === '/api/auth/children') || (request.method === 'POST' && path === '/api/auth/children/link')) return 'children';
  return null;
}

class SourceUnavailable extends Error {
  constructor(
    readonly source: string,
    readonly timeout: boolean,
    options?: ErrorOptions,
  ) {
    super(`${source} did not answer`, options);
  }
}

async function readBody(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

interface UserLike {
  role: string;
  studentProfile: StudentProfile | null;
}

export function studentProfiles(sources: ProfileSources) {
  async function read<S extends z.ZodType<{ data: unknown }>>(url: string, schema: S, headers: Record<string, string>): Promise<z.infer<S>['data']> {
    let res: UpstreamAnswer;
    try {
      res = await (sources.fetch ?? plainFetch)(url, { headers, signal: AbortSignal.timeout(sources.timeoutMs) });
    } catch (err) {
      throw new SourceUnavailable(url, err instanceof DOMException && err.name === 'TimeoutError', { cause: err });
    }
    if (res.status !== 200) {
      await res.body?.cancel();
      throw new SourceUnavailable(`${url} (${res.status})`, false);
    }
    const parsed = schema.safeParse(await res.json());
    if (!parsed.success) throw new SourceUnavailable(`${url} (unexpected answer)`, false, { cause: parsed.error });
    return (parsed.data as { data: unknown }).data;
  }

  /** The student's own profile, read with their token; the grade is the account's. Null when a source is down. */
  async function ownProfile(user: UserLike, headers: Record<string, string>, log: FastifyBaseLogger): Promise<void> {
    if (user.role !== 'STUDENT' || !user.studentProfile) return;
    try {
      const [progress, wallet] = await Promise.all([
        read(`${sources.game}/api/game/progress`, ProgressResponseSchema, headers),
        read(`${sources.engagement}/api/engagement/wallet`, WalletResponseSchema, headers),
      ]);
      user.studentProfile = studentProfileOf(progress, wallet, user.studentProfile.gradeLevel);
    } catch (err) {
      log.warn({ err }, 'student profile unavailable: answered without it');
      user.studentProfile = null;
    }
  }

  async function childrenProfiles(children: Array<{ id: string; studentProfile: StudentProfile }>, headers: Record<string, string>, grant: string | undefined): Promise<void> {
    if (children.length === 0) return;
    if (!grant) throw new SourceUnavailable('auth (no children grant)', false);
    const granted = { ...headers, [CHILDREN_GRANT_HEADER]: grant };
    const [progress, wallets] = await Promise.all([
      read(`${sources.game}/api/game/children/progress`, ChildrenProgressResponseSchema, granted),
      read(`${sources.engagement}/api/engagement/children/wallets`, ChildrenWalletsResponseSchema, granted),
    ]);
    const progressOf = new Map(progress.children.map((c) => [c.id, c.progress]));
    const walletOf = new Map(wallets.children.map((w) => [w.id, w]));
    for (const child of children) {
      const p = progressOf.get(child.id);
      const w = walletOf.get(child.id);
      if (!p || !w) throw new SourceUnavailable(`figures of child ${child.id}`, false);
      child.studentProfile = studentProfileOf(p, w, child.studentProfile.gradeLevel);
    }
  }

  /** reply-from's onResponse for the auth upstream. */
  return async function onAuthResponse(
    request: Pick<FastifyRequest, 'url' | 'method' | 'headers' | 'id' | 'log'>,
    reply: ProxiedReply,
    res: UpstreamResponse,
  ): Promise<void> {
    const grantHeader = reply.getHeader(CHILDREN_GRANT_HEADER);
    void reply.removeHeader(CHILDREN_GRANT_HEADER);
    const answer = composedAnswer(request);
    if (!answer || res.statusCode !== 200) {
      void reply.send(res.stream);
      return;
    }
    try {
      const body = JSON.parse(await readBody(res.stream)) as { data: Record<string, unknown> };
      const headers: Record<string, string> = { 'x-request-id': String(request.id), ...requestTraceHeaders(request) };
      if (answer === 'login') {
        const data = body.data as { user: UserLike; accessToken: string };
        await ownProfile(data.user, { ...headers, authorization: `Bearer ${data.accessToken}` }, request.log);
      } else {
        headers.authorization = request.headers.authorization ?? '';
        if (answer === 'user') await ownProfile(body.data as unknown as UserLike, headers, request.log);
        else await childrenProfiles(body.data.children as Array<{ id: string; studentProfile: StudentProfile }>, headers, typeof grantHeader === 'string' ? grantHeader : undefined);
      }
      void reply.removeHeader('content-length');
      void reply.send(body);
    } catch (err) {
      request.log.warn({ err }, 'children view not composed');
      const timeout = err instanceof SourceUnavailable && err.timeout;
      void reply.removeHeader('content-length');
      void reply.send(sources.unavailable(timeout, err));
    }
  };
}
