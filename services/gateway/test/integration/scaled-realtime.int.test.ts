/**
 * Two realtime instances behind one host name, as `docker compose up --scale realtime=2` makes
 * them (docs/adr/0150): the gateway opens each browser's websocket to the next instance in turn,
 * an exchange between students on different instances works through it (guild chat, shared
 * through Redis, docs/adr/0123), and an instance that went away does not stop new sockets.
 */
import { randomUUID } from 'node:crypto';
import type { ServiceApp } from '@mathquest/service-kit';
import { testInfra } from '@mathquest/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { io as connectSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGatewayApp } from '../../src/app.js';
import { claims, eventually, realtimeFacts, scaledName, sign, startScaledRealtime, type ClientSocket } from '../helpers/scaled.js';
import { gatewayConfig } from '../helpers/stack.js';

const WAIT_MS = 15_000;
const NAME = 'realtime.scaled.test';
let instances: ServiceApp[];
let gateway: FastifyInstance;
let base: string;
let redis: Redis;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  redis = new Redis(testInfra().redisUrl);
  const started = await startScaledRealtime();
  instances = started.instances;
  gateway = await buildGatewayApp(await gatewayConfig({}, { REALTIME_URL: `http://${NAME}:${started.port}` }), { resolveHost: scaledName(NAME).resolve });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(gateway.server.address() as { port: number }).port}`;
});

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await gateway?.close();
  await Promise.allSettled((instances ?? []).map((app) => app.close()));
  redis?.disconnect();
});

/** A student's socket through the gateway, as the web app opens it (websocket transport only). */
function connect(userId: string, username = 'kid'): Promise<ClientSocket> {
  const socket: ClientSocket = connectSocket(base, { path: '/socket.io', transports: ['websocket'], auth: { token: sign(claims(userId, { username })) }, reconnection: false, timeout: 5000 });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Which instance holds the client socket (Socket.IO's client id is the server socket's id). */
const instanceHolding = (socket: ClientSocket) => instances.findIndex((app) => app.io.of('/').sockets.has(socket.id!));
const localSockets = () => instances.map((app) => app.io.of('/').sockets.size);
const newId = (p: string) => `${p}-${randomUUID().slice(0, 8)}`;

describe('two realtime instances behind the gateway', () => {
  it('opens consecutive sockets on the instances in turn', async () => {
    const before = localSockets();
    const opened: ClientSocket[] = [];
    for (let i = 0; i < 6; i++) opened.push(await connect(newId('s')));
    const after = localSockets();
    expect(after.map((n, i) => n - before[i]!)).toEqual([3, 3]);
    expect(opened.map(instanceHolding)).toEqual([0, 1, 0, 1, 0, 1]);
  });

  it('carries a guild chat message from a student on one instance to a member on the other', async () => {
    const guildId = newId('g');
    const ids = [newId('ann'), newId('bob')];
    for (const id of ids) await realtimeFacts(redis).applyMembership(id, guildId, Date.now());
    const ann = await connect(ids[0]!, 'ann');
    const bob = await connect(ids[1]!, 'bob');
    // Consecutive sockets land on different instances (the test above); which is which does not matter.
    expect(new Set([instanceHolding(ann), instanceHolding(bob)])).toEqual(new Set([0, 1]));

    const joined = (s: ClientSocket) => new Promise((resolve) => s.once('guild:joined', resolve));
    const bothJoined = Promise.all([joined(ann), joined(bob)]);
    for (const s of [ann, bob]) s.emit('join:guild', { guildId });
    await bothJoined;

    const heard: unknown[] = [];
    bob.on('guild:message_received', (m) => heard.push(m));
    ann.emit('guild:message', { guildId, message: 'Fractions raid at four?' });
    await eventually(WAIT_MS, 'bob hears ann', async () => heard.length === 1);
    expect(heard[0]).toMatchObject({ guildId, userId: ids[0], username: 'ann', message: 'Fractions raid at four?' });
  });

  it('keeps opening sockets when one instance has gone away (its address refuses)', async () => {
    await instances[1]!.close();
    const opened: ClientSocket[] = [];
    for (let i = 0; i < 4; i++) opened.push(await connect(newId('t')));
    expect(opened.every((s) => s.connected)).toBe(true);
    expect(opened.map(instanceHolding)).toEqual([0, 0, 0, 0]);
  });
});
