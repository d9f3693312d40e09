/**
 * Two realtime instances sharing Redis, as in production: a user keeps at most
 * MAX_SOCKETS_PER_USER sockets across both (the oldest is closed, told why first), the handshake
 * refuses a token without `exp`, and the revocation seam closes a session's sockets everywhere.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { ServerSocketPayload, ServerToClientEvents, ClientToServerEvents } from '@mathquest/contracts';
import type { ServiceApp } from '@mathquest/service-kit';
import { testInfra, testKeys } from '@mathquest/service-kit/testing';
import jwt from 'jsonwebtoken';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRealtimeApp } from '../../src/app.js';
import { closeSessionSockets } from '../../src/sockets/close-sockets.js';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const MAX = 3;
const instances: ServiceApp[] = [];
const urls: string[] = [];
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  const adapterKey = `rt-limit-${randomBytes(4).toString('hex')}`;
  for (let i = 0; i < 2; i++) {
    const app = await buildRealtimeApp({
      port: 0,
      host: '127.0.0.1',
      logLevel: 'silent',
      natsUrl: testInfra().natsUrl,
      redisUrl: testInfra().redisUrl,
      publicKeyPem: testKeys().publicKeyPem,
      maxSocketsPerUser: MAX,
      adapterKey,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    instances.push(app);
    urls.push(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
  }
});

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  for (const app of instances) await app.close();
});

const claims = (sub: string, extra: object = {}) => ({ sub, role: 'STUDENT', username: 'kid', plan: 'FREE', tz: 'UTC', grade: 5, ...extra });
const sign = (payload: object, opts: jwt.SignOptions = { expiresIn: '5m' }) =>
  jwt.sign(payload, testKeys().privateKeyPem, { algorithm: 'ES256', audience: 'mathquest', issuer: 'mathquest-auth', ...opts });

interface Opened {
  socket: ClientSocket;
  outcome: string;
  /** What `connection:closed` said, and the disconnect reason, once the server closes it. */
  closed: Promise<{ said: ServerSocketPayload<'connection:closed'> | null; reason: string }>;
}

function open(instance: number, token: string): Promise<Opened> {
  const socket: ClientSocket = connectSocket(urls[instance]!, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false, timeout: 5000 });
  sockets.push(socket);
  let said: ServerSocketPayload<'connection:closed'> | null = null;
  socket.on('connection:closed', (payload) => (said = payload));
  const closed = new Promise<{ said: ServerSocketPayload<'connection:closed'> | null; reason: string }>((resolve) => socket.on('disconnect', (reason) => resolve({ said, reason })));
  return new Promise((resolve) => {
    socket.on('connect', () => resolve({ socket, outcome: 'connected', closed }));
    socket.on('connect_error', (err) => resolve({ socket, outcome: err.message, closed }));
  });
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('realtime connection limits', () => {
  it('keeps at most MAX sockets per user across instances, closing the oldest with a reason', async () => {
    const token = sign(claims(`u-${randomUUID().slice(0, 8)}`));
    const opened: Opened[] = [];
    for (let i = 0; i < MAX; i++) {
      opened.push(await open(i % 2, token));
      await pause(20); // distinct connection times
    }
    expect(opened.map((o) => o.outcome)).toEqual(Array(MAX).fill('connected'));

    const newest = await open(1, token); // one too many: the first (held by instance 0) goes
    expect(newest.outcome).toBe('connected');
    await expect(opened[0]!.closed).resolves.toEqual({ said: { reason: 'TOO_MANY_CONNECTIONS', message: expect.any(String) }, reason: 'io server disconnect' });

    const another = await open(0, token); // and the next oldest, held by instance 1
    expect(another.outcome).toBe('connected');
    await expect(opened[1]!.closed).resolves.toMatchObject({ said: { reason: 'TOO_MANY_CONNECTIONS' } });
    await pause(300);
    expect([...opened, newest, another].map((o) => o.socket.connected)).toEqual([false, false, true, true, true]);
  });

  it("another user's sockets are not counted", async () => {
    const a = sign(claims(`a-${randomUUID().slice(0, 8)}`));
    const b = sign(claims(`b-${randomUUID().slice(0, 8)}`));
    const mine = await Promise.all(Array.from({ length: MAX }, (_, i) => open(i % 2, a)));
    await open(0, b);
    await open(1, b);
    await pause(300);
    expect(mine.map((o) => o.socket.connected)).toEqual(Array(MAX).fill(true));
  });

  it('refuses a token without an expiry, and an expired one', async () => {
    const forever = sign(claims('u-forever'), {});
    expect(jwt.decode(forever, { json: true })).not.toHaveProperty('exp');
    expect((await open(0, forever)).outcome).toBe('UNAUTHORIZED');
    expect((await open(1, sign({ ...claims('u-old'), exp: Math.floor(Date.now() / 1000) - 60 }, {}))).outcome).toBe('UNAUTHORIZED');
    expect((await open(0, sign(claims('u-fine')))).outcome).toBe('connected');
  });

  it('closes the sockets of a revoked session on every instance, and only those', async () => {
    const userId = `u-${randomUUID().slice(0, 8)}`;
    const revoked = sign(claims(userId, { sid: 'fam-revoked' }));
    const kept = sign(claims(userId, { sid: 'fam-kept' }));
    const [r0, r1, k1] = [await open(0, revoked), await open(1, revoked), await open(1, kept)];
    await pause(100);
    closeSessionSockets(instances[0]!.io, 'fam-revoked');
    await expect(r0.closed).resolves.toMatchObject({ said: { reason: 'SESSION_REVOKED' } });
    await expect(r1.closed).resolves.toMatchObject({ said: { reason: 'SESSION_REVOKED' } });
    await pause(200);
    expect(k1.socket.connected).toBe(true);
  });
});
