/**
 * Two realtime instances sharing Redis, as in production: a user keeps at most
 * MAX_SOCKETS_PER_USER sockets across both (the oldest is closed, told why first), the handshake
 * refuses a token without `exp`, and a revoked session's sockets are closed on every instance.
 */
import { randomUUID } from 'node:crypto';
import { publishRevocations } from '@mathquest/service-kit';
import { testInfra } from '@mathquest/service-kit/testing';
import { Redis } from 'ioredis';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, pause, sign, startCluster, within, type Cluster, type Opened } from '../helpers/realtime.js';

const MAX = 3;
let cluster: Cluster;
let redis: Redis;

beforeAll(async () => {
  cluster = await startCluster(2, { maxSocketsPerUser: MAX });
  redis = new Redis(testInfra().redisUrl);
});

afterAll(async () => {
  await cluster?.close();
  redis?.disconnect();
});

const open = (instance: number, token: string) => cluster.open(instance, token);

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
    await expect(opened[0]!.closed).resolves.toMatchObject({ said: { reason: 'TOO_MANY_CONNECTIONS', message: expect.any(String) }, reason: 'io server disconnect' });

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

  it('closes the sockets of a revoked session on every instance, once each, and only those', async () => {
    const userId = `u-${randomUUID().slice(0, 8)}`;
    const [revokedSid, keptSid] = [`fam-${randomUUID()}`, `fam-${randomUUID()}`];
    const revoked = sign(claims(userId, { sid: revokedSid }));
    const kept = sign(claims(userId, { sid: keptSid }));
    const [r0, r1, k1] = [await open(0, revoked), await open(1, revoked), await open(1, kept)];
    expect([r0, r1, k1].map((o) => o.outcome)).toEqual(['connected', 'connected', 'connected']);
    // As auth announces an ended session: every process's revocation list hears it through Redis.
    await publishRevocations(redis, [{ sid: revokedSid, until: Date.now() + 16 * 60_000 }]);
    for (const r of [r0, r1]) {
      await expect(within(5_000, 'revoked socket closed', r.closed)).resolves.toMatchObject({
        said: { reason: 'SESSION_REVOKED', message: 'This session was signed out' },
        closedEvents: 1,
        reason: 'io server disconnect',
      });
    }
    await pause(200);
    expect(k1.socket.connected).toBe(true);
    expect((await open(0, revoked)).outcome).toBe('UNAUTHORIZED');
    expect((await open(0, kept)).outcome).toBe('connected');
  });
});
