import { randomBytes } from 'node:crypto';
import type { ServiceApp } from '@mathquest/service-kit';
import { testInfra, testKeys } from '@mathquest/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import jwt from 'jsonwebtoken';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The socket is opened through the real gateway (its /socket.io websocket proxy), as the web app does.
import { buildGatewayApp } from '../../../gateway/src/app.js';
import { gatewayConfigFromEnv } from '../../../gateway/src/config.js';
import { buildRealtimeApp } from '../../src/app.js';
import { createEngagementFactsRepository } from '../../src/repositories/engagement-facts-repository.js';
import { createGuildChatRepository } from '../../src/repositories/guild-chat-repository.js';
import { Redis } from 'ioredis';

let realtime: ServiceApp;
let gateway: FastifyInstance;
let base: string;
const sockets: Socket[] = [];

const token = (claims: object, key = testKeys().privateKeyPem) =>
  jwt.sign(claims, key, { algorithm: 'ES256', audience: 'mathquest', issuer: 'mathquest-auth', expiresIn: '5m' });

/** Resolves with 'connected' or the connect error's message. */
function connectThroughGateway(auth: Record<string, unknown>): Promise<{ outcome: string; socket: Socket }> {
  const socket = connectSocket(base, { path: '/socket.io', transports: ['websocket'], auth, reconnection: false, timeout: 5000 });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.on('connect', () => resolve({ outcome: 'connected', socket }));
    socket.on('connect_error', (err) => resolve({ outcome: err.message, socket }));
  });
}

beforeAll(async () => {
  const infra = testInfra();
  realtime = await buildRealtimeApp({
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    natsUrl: infra.natsUrl,
    redisUrl: infra.redisUrl,
    publicKeyPem: testKeys().publicKeyPem,
    adapterKey: `rt-gw-${randomBytes(4).toString('hex')}`,
  });
  await realtime.listen({ port: 0, host: '127.0.0.1' });
  const realtimeUrl = `http://127.0.0.1:${(realtime.server.address() as { port: number }).port}`;
  gateway = await buildGatewayApp(
    gatewayConfigFromEnv({
      PORT: '0',
      LOG_LEVEL: 'silent',
      REDIS_URL: infra.redisUrl,
      REALTIME_URL: realtimeUrl,
      RATE_LIMIT_NAMESPACE: `rt-test-${randomBytes(4).toString('hex')}:`,
    }),
  );
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(gateway.server.address() as { port: number }).port}`;
});

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await gateway?.close();
  await realtime?.close();
});

describe('realtime socket through the gateway', () => {
  it('connects with a valid access token over the websocket transport', async () => {
    const { outcome, socket } = await connectThroughGateway({ token: token({ sub: 'u-rt-1', role: 'STUDENT', username: 'alex', plan: 'FREE', tz: 'UTC', grade: 5 }) });
    expect(outcome).toBe('connected');
    expect(socket.connected).toBe(true);
  });

  it('delivers what the server emits to the user room', async () => {
    const { socket } = await connectThroughGateway({ token: token({ sub: 'u-rt-2', role: 'STUDENT', username: 'sam', plan: 'FREE', tz: 'UTC', grade: 4 }) });
    const received = new Promise((resolve) => socket.on('notification:new', resolve));
    // The Redis adapter routes room emits; `user:{id}` is joined on connection.
    await new Promise((r) => setTimeout(r, 100));
    realtime.io.to('user:u-rt-2').emit('notification:new', { title: 'Hello' });
    await expect(received).resolves.toEqual({ title: 'Hello' });
  });

  it('refuses a missing, wrongly signed or alg:none token', async () => {
    const other = (await import('node:crypto')).generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const foreign = token({ sub: 'x', role: 'STUDENT', username: 'x', plan: 'FREE', tz: 'UTC' }, other.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"sub":"x","role":"STUDENT"}').toString('base64url')}.`;
    for (const auth of [{}, { token: foreign }, { token: none }]) {
      const { outcome } = await connectThroughGateway(auth);
      expect(outcome).toBe('UNAUTHORIZED');
    }
  });
});

describe("the guild chat's history through the gateway (docs/adr/0221)", () => {
  it('is served by realtime at its own path and at the documented /api/engagement path', async () => {
    const redis = new Redis(testInfra().redisUrl);
    try {
      const suffix = randomBytes(4).toString('hex');
      const [guildId, userId] = [`g-gw-${suffix}`, `u-gw-${suffix}`];
      await createEngagementFactsRepository(redis).applyMembership(userId, guildId, Date.now());
      const message = { id: `m-${suffix}`, guildId, userId, username: 'alex', message: 'hello', sentAt: new Date(Date.UTC(2026, 0, 1)).toISOString() };
      await createGuildChatRepository(redis).keep(message);
      const headers = { authorization: `Bearer ${token({ sub: userId, role: 'STUDENT', username: 'alex', plan: 'FREE', tz: 'UTC', grade: 5 })}` };
      for (const path of [`/api/realtime/guilds/${guildId}/messages`, `/api/engagement/guilds/${guildId}/messages`]) {
        const res = await fetch(`${base}${path}`, { headers });
        expect(res.status, path).toBe(200);
        expect(await res.json(), path).toEqual({ success: true, data: { messages: [message] } });
      }
    } finally {
      redis.disconnect();
    }
  });
});
