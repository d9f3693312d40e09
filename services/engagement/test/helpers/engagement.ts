/** Builders shared by engagement's integration tests: the app on the real infrastructure, tokens, game events, what engagement published. */
import { randomUUID } from 'node:crypto';
import type { AnswerSubmittedEvent, Role } from '@mathquest/contracts';
import { newEvent, type EventBus, type ServiceApp } from '@mathquest/service-kit';
import { testInfra, testKeys, uniqueDbName } from '@mathquest/service-kit/testing';
import jwt from 'jsonwebtoken';
import { JSONCodec } from 'nats';
import { buildEngagementApp } from '../../src/app.js';

export async function engagementApp(opts: { mongoDb?: string; durableSuffix?: string; bus?: EventBus } = {}): Promise<{ app: ServiceApp; mongoDb: string; durableSuffix: string }> {
  const infra = testInfra();
  const mongoDb = opts.mongoDb ?? uniqueDbName('engagement');
  const durableSuffix = opts.durableSuffix ?? `e${Date.now().toString(36)}${randomUUID().slice(0, 4)}`;
  const app = await buildEngagementApp(
    { port: 0, host: '127.0.0.1', logLevel: 'error', mongoUrl: infra.mongoUrl, mongoDb, natsUrl: infra.natsUrl, redisUrl: infra.redisUrl, publicKeyPem: testKeys().publicKeyPem, durableSuffix },
    opts.bus ? { bus: opts.bus } : {},
  );
  return { app, mongoDb, durableSuffix };
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
  const consumer = await bus.js.consumers.get('ENGAGEMENT', { filterSubjects: subject });
  const out: Array<{ id: string; data: Record<string, unknown> }> = [];
  const messages = await consumer.fetch({ max_messages: 10_000, expires: 1500 });
  for await (const m of messages) {
    const e = codec.decode(m.data);
    if (e.data.userId === userId) out.push({ id: e.id, data: e.data });
    if (m.info.pending === 0) break;
  }
  return out;
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
