/** Builders shared by engagement's integration tests: the app on the real infrastructure, tokens, game events, what engagement published. */
import { randomUUID } from 'node:crypto';
import { CoreSubjects, SocketPushEventSchema, type AnswerSubmittedEvent, type Role, type SocketPushEvent, type StreamName } from '@mathquest/contracts';
import { connectEventBus, connectMongo, ensureStream, newEvent, type EventBus, type ServiceApp } from '@mathquest/service-kit';
import { testInfra, testKeys, uniqueDbName } from '@mathquest/service-kit/testing';
import jwt from 'jsonwebtoken';
import type { Connection } from 'mongoose';
import { JSONCodec } from 'nats';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildEngagementApp } from '../../src/app.js';
import type { EngagementConfig } from '../../src/config.js';
import { walletCollection } from '../../src/repositories/wallets-repository.js';

/**
 * Engagement on the real infrastructure. `config` overrides settings (sweep periods and the like),
 * `now` pins the clock of the rules that read one.
 */
export async function engagementApp(
  opts: { mongoDb?: string; durableSuffix?: string; bus?: EventBus; config?: Partial<EngagementConfig>; now?: () => Date; peerTimings?: { beatMs: number; lostAfterMs: number } } = {},
): Promise<{ app: ServiceApp; mongoDb: string; durableSuffix: string }> {
  const infra = testInfra();
  const mongoDb = opts.mongoDb ?? uniqueDbName('engagement');
  const durableSuffix = opts.durableSuffix ?? `e${Date.now().toString(36)}${randomUUID().slice(0, 4)}`;
  const app = await buildEngagementApp(
    { port: 0, host: '127.0.0.1', logLevel: 'error', mongoUrl: infra.mongoUrl, mongoDb, natsUrl: infra.natsUrl, redisUrl: infra.redisUrl, publicKeyPem: testKeys().publicKeyPem, durableSuffix, factsBackfill: false, ...opts.config },
    { ...(opts.bus ? { bus: opts.bus } : {}), ...(opts.now ? { now: opts.now } : {}), ...(opts.peerTimings ? { peerTimings: opts.peerTimings } : {}) },
  );
  return { app, mongoDb, durableSuffix };
}

type Method = 'GET' | 'POST' | 'DELETE';

/**
 * Engagement for one test file: started before its tests on the real infrastructure, with a bus
 * (its `streams` made sure of) and a storage connection of the file's own, all closed after. The
 * calls read the app lazily, so a file can destructure them at its top; `app` and `bus` are read
 * inside tests.
 */
export function useEngagementService(name: string, streams: StreamName[] = []) {
  let app: ServiceApp | undefined;
  let bus: EventBus | undefined;
  let conn: Connection | undefined;
  let pushes: PushRecorder | undefined;
  beforeAll(async () => {
    const built = await engagementApp();
    app = built.app;
    bus = await connectEventBus(testInfra().natsUrl, `${name}-test`);
    pushes = await recordPushes(bus);
    for (const stream of streams) await ensureStream(bus.jsm, stream);
    conn = await connectMongo(testInfra().mongoUrl, built.mongoDb);
  });
  afterAll(async () => {
    pushes?.stop();
    await bus?.close();
    await app?.close();
    await conn?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('engagement is not started: read it inside a test or hook');
    return value;
  };
  /** One call through engagement's HTTP routes as this student. */
  const call = (userId: string, method: Method, url: string, payload?: object) =>
    started(app).inject({ method, url: `/api/engagement${url}`, headers: authHeader(userId), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  return {
    get app(): ServiceApp {
      return started(app);
    },
    get bus(): EventBus {
      return started(bus);
    },
    /** The socket pushes engagement published for a user on core NATS since the file started (docs/adr/0057). */
    pushes: async (userId: string) => started(pushes).of(userId),
    /** The player documents (docs/adr/0060), read directly to check what a call stored. */
    players: () => walletCollection(started(conn)),
    call,
    get: (userId: string, url: string) => call(userId, 'GET', url),
    post: (userId: string, url: string, payload?: object) => call(userId, 'POST', url, payload),
    /** The `data` of a call that must succeed (200). */
    data: async (userId: string, method: Method, url: string, payload?: object) => {
      const r = await call(userId, method, url, payload);
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data;
    },
  };
}

export function authHeader(userId: string, opts: { role?: Role; tz?: string; username?: string } = {}) {
  const token = jwt.sign({ sub: userId, role: opts.role ?? 'STUDENT', username: opts.username ?? `kid_${userId.slice(0, 6)}`, plan: 'PREMIUM', tz: opts.tz ?? 'UTC', grade: 5 }, testKeys().privateKeyPem, {
    algorithm: 'ES256',
    audience: 'mathquest',
    issuer: 'mathquest-auth',
    expiresIn: '10m',
  });
  return { authorization: `Bearer ${token}` };
}

export const uid = () => `u${randomUUID().replace(/-/g, '').slice(0, 12)}`;

export function answerEvent(userId: string, over: Partial<AnswerSubmittedEvent['data']> = {}, id = randomUUID()): AnswerSubmittedEvent {
  const now = new Date();
  return newEvent(
    'game.answer.submitted',
    {
      userId,
      sessionId: 'session-1',
      mode: 'SOLO_PRACTICE',
      problemId: randomUUID(),
      stableProblemId: 'g6.ns.gcf-lcm/d2/abc',
      skillId: 'g6.ns.gcf-lcm',
      topic: 'Factors',
      difficulty: 2,
      isCorrect: true,
      xp: 20,
      coins: 3,
      combo: 1,
      multiplier: 1,
      timeSpent: 10,
      hintsUsed: 0,
      fast: true,
      answeredAt: now.toISOString(),
      localDay: now.toISOString().slice(0, 10),
      timeZone: 'UTC',
      ...over,
      assignmentId: over.assignmentId ?? null,
    },
    userId,
    id,
  );
}

const codec = JSONCodec<{ id: string; type: string; data: Record<string, unknown> & { userId: string } }>();

/** Everything published on a subject of the ENGAGEMENT stream for one user (an ephemeral ordered consumer). */
export async function published(bus: EventBus, subject: string, userId: string) {
  return publishedWhere(bus, subject, (data) => data.userId === userId);
}

/** The events published on `subject` whose data match, in stream order. */
export async function publishedWhere(bus: EventBus, subject: string, match: (data: Record<string, unknown>) => boolean) {
  const consumer = await bus.js.consumers.get('ENGAGEMENT', { filterSubjects: subject });
  const out: Array<{ id: string; data: Record<string, unknown> }> = [];
  const messages = await consumer.fetch({ max_messages: 10_000, expires: 1500 });
  for await (const m of messages) {
    const e = codec.decode(m.data);
    if (match(e.data)) out.push({ id: e.id, data: e.data });
    if (m.info.pending === 0) break;
  }
  return out;
}

export interface PushRecorder {
  /** The pushes seen for `userId`, in arrival order. */
  of(userId: string): SocketPushEvent[];
  stop(): void;
}

/**
 * Records every socket push (push.socket.user) published on core NATS from now on: a plain
 * subscription of the test's own connection, so it sees every push (as every realtime instance
 * does, docs/adr/0068). Core NATS keeps nothing: only pushes published
 * after this resolves (the subscription is registered with the server) are seen.
 */
export async function recordPushes(bus: EventBus): Promise<PushRecorder> {
  const seen: SocketPushEvent[] = [];
  const sub = bus.nc.subscribe(CoreSubjects.SOCKET_PUSH, {
    callback: (err, m) => {
      if (err) return;
      const parsed = SocketPushEventSchema.safeParse(JSONCodec().decode(m.data));
      // A push that fails its contract is recorded as nothing: the assertions then miss it.
      if (parsed.success) seen.push(parsed.data);
    },
  });
  await bus.nc.flush();
  return { of: (userId) => seen.filter((p) => p.data.userId === userId), stop: () => sub.unsubscribe() };
}

/** Polls `read` until `done` holds or the deadline passes; returns the last value read. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}
