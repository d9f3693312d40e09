/**
 * One answer is one trace (docs/adr/0262): submitted through the gateway, it yields spans in the
 * gateway, the game, engagement and realtime (the push emitted to the student's socket), all with
 * one trace id and each linked to its cause across HTTP and NATS. Real auth, game, engagement and
 * realtime apps in this process, on the harness's storage, NATS and Redis, with an in-memory
 * exporter. Other test files share the NATS server: their messages reach these consumers too (and
 * start traces of their own), so only the spans of this answer's trace are looked at.
 */
import { randomBytes } from 'node:crypto';
import { SpanKind, startTracing, stopTracing } from '@mathquest/service-kit';
import { InMemorySpanExporter, type ReadableSpan } from '@mathquest/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceSolver, startPracticeStack, startRealtime, type PracticeStack, type Solver } from '../helpers/practice-stack.js';
import { gatewayConfig, readyGateway, registerBody } from '../helpers/stack.js';

const exporter = new InMemorySpanExporter();
let stack: PracticeStack;
let realtime: Awaited<ReturnType<typeof startRealtime>>;
let gateway: FastifyInstance;
let solver: Solver;
let socket: Socket | undefined;

/** A name of consonants only (random hex can read as a phone number to the name filter). */
const consonants = (n: number) => Array.from(randomBytes(n), (b) => 'bcdfghjklmnpqrstvwxz'[b % 20]).join('');

beforeAll(async () => {
  // Registered before the apps are built, so each installs its spans (the kit does when a provider exists).
  startTracing({ service: 'answer-trace-test', exporter });
  stack = await startPracticeStack();
  realtime = await startRealtime();
  gateway = await readyGateway(await gatewayConfig({ AUTH_URL: stack.urls.auth, GAME_URL: stack.urls.game }, { ENGAGEMENT_URL: stack.urls.engagement, REALTIME_URL: realtime.url }));
  solver = practiceSolver(stack);
});

afterAll(async () => {
  socket?.close();
  await gateway?.close();
  await realtime?.close();
  await stack?.close();
  await stopTracing();
});

async function until<T>(what: string, read: () => T | undefined, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('one answer, one trace', () => {
  it('links the gateway, the game, engagement and realtime’s socket push under one trace id', async () => {
    const body = registerBody(consonants(8));
    const registered = await gateway.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(registered.statusCode).toBe(201);
    const token = registered.json().data.accessToken as string;
    const auth = { authorization: `Bearer ${token}` };

    // The student's page is open: a socket on realtime, waiting for the answer's wallet push.
    socket = connectSocket(realtime.url, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false, timeout: 10_000 });
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', () => resolve());
      socket!.once('connect_error', reject);
    });
    const walletPushed = new Promise<unknown>((resolve) => socket!.once('wallet:updated', resolve));

    const started = await gateway.inject({ method: 'POST', url: '/api/game/session/start', headers: auth, payload: { mode: 'SOLO_PRACTICE', deviceType: 'web' } });
    expect(started.statusCode).toBe(201);
    const sessionId = started.json().data.session.id as string;
    const next = await gateway.inject({ method: 'GET', url: `/api/game/problem/next?sessionId=${sessionId}`, headers: auth });
    expect(next.statusCode).toBe(200);
    const problemId = next.json().data.id as string;
    const submit = await gateway.inject({
      method: 'POST',
      url: '/api/game/problem/submit',
      headers: { ...auth, 'idempotency-key': problemId },
      payload: { sessionId, problemId, answer: await solver.answer(problemId), timeSpent: 30, hintsUsed: 0 },
    });
    expect(submit.statusCode).toBe(200);
    expect(submit.json().data.isCorrect).toBe(true);
    await within(20_000, walletPushed);

    const spans = () => exporter.getFinishedSpans();
    // This file's gateway answered one submit: its server span (named after the proxy's route) is the root of the answer's trace.
    const root = await until('the gateway’s span of the submit', () =>
      spans().find((s) => s.instrumentationScope.name === 'gateway' && s.attributes['url.path'] === '/api/game/problem/submit' && s.attributes['http.request.method'] === 'POST'),
    );
    expect(root.name).toBe('POST /api/game/*');
    const traceId = root.spanContext().traceId;
    expect(root.kind).toBe(SpanKind.SERVER);
    expect(root.parentSpanContext).toBeUndefined();

    const inTrace = () => spans().filter((s) => s.spanContext().traceId === traceId);
    const find = (service: string, name: string) => () => inTrace().find((s) => s.instrumentationScope.name === service && s.name === name);
    const emitted = await until('realtime’s emit of the push', find('realtime', 'push.socket.user emit'));
    const gameServer = await until('the game’s server span', find('game', 'POST /api/game/problem/submit'));
    const answerPublished = await until('the game’s publish of the answer', find('game', 'game.answer.submitted publish'));
    const answerConsumed = await until('engagement’s consumption of the answer', find('engagement', 'game.answer.submitted process'));
    const pushPublished = await until('engagement’s publish of the push', find('engagement', 'push.socket.user publish'));
    const pushConsumed = await until('realtime’s consumption of the push', find('realtime', 'push.socket.user process'));
    const walletPublished = await until('engagement’s publish of wallet.changed', find('engagement', 'engagement.wallet.changed publish'));

    const parentOf = (s: ReadableSpan) => s.parentSpanContext?.spanId;
    const idOf = (s: ReadableSpan) => s.spanContext().spanId;
    // gateway → game over HTTP; game → engagement over JetStream (through the outbox); engagement → realtime over core NATS; realtime → the socket.
    expect(parentOf(gameServer)).toBe(idOf(root));
    expect(parentOf(answerPublished)).toBe(idOf(gameServer));
    expect(answerPublished.kind).toBe(SpanKind.PRODUCER);
    expect(parentOf(answerConsumed)).toBe(idOf(answerPublished));
    expect(answerConsumed.kind).toBe(SpanKind.CONSUMER);
    expect(parentOf(pushPublished)).toBe(idOf(answerConsumed));
    expect(parentOf(walletPublished)).toBe(idOf(answerConsumed));
    expect(parentOf(pushConsumed)).toBe(idOf(pushPublished));
    expect(parentOf(emitted)).toBe(idOf(pushConsumed));
    expect(emitted.attributes['mathquest.push.events']).toContain('wallet:updated');
    expect([...new Set(inTrace().map((s) => s.instrumentationScope.name))]).toEqual(expect.arrayContaining(['gateway', 'game', 'engagement', 'realtime']));
  });
});

function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no wallet push within ${ms} ms`)), ms)))]).finally(() => clearTimeout(timer));
}
