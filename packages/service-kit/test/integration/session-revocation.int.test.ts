import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import jwt from 'jsonwebtoken';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createService } from '../../src/service.js';
import { currentUser } from '../../src/plugins/authenticate.js';
import { testInfra, testKeys } from '../../src/testing/index.js';
import { createRevocationList, publishRevocations, RevocationPublisher, REVOKED_SESSIONS_KEY, type RevocationList } from '../../src/auth/session-revocation.js';

const silent = pino({ level: 'silent' });
let redis: Redis;
const lists: RevocationList[] = [];

beforeAll(async () => {
  redis = new Redis(testInfra().redisUrl, { maxRetriesPerRequest: 2 });
});
afterAll(async () => {
  await Promise.all(lists.map((l) => l.close()));
  redis.disconnect();
});

async function startedList(resyncMs = 60_000): Promise<RevocationList> {
  const list = createRevocationList(testInfra().redisUrl, 'test', { resyncMs, log: silent });
  lists.push(list);
  await list.start();
  return list;
}

/** Poll until `check` holds or `ms` pass; returns how long it took. */
async function within(ms: number, check: () => boolean): Promise<number> {
  const t0 = Date.now();
  while (!check()) {
    if (Date.now() - t0 > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - t0;
}

const sid = () => `s-${randomUUID()}`;
const inMinutes = (m: number) => Date.now() + m * 60_000;

describe('session revocations through Redis', () => {
  it('reach every started list through the channel, and each listener once', async () => {
    const [a, b] = await Promise.all([startedList(), startedList()]);
    const seen: string[] = [];
    b.onRevoked((s) => seen.push(s));
    const revoked = sid();
    await publishRevocations(redis, [{ sid: revoked, until: inMinutes(15) }]);
    await within(2_000, () => a.isRevoked(revoked) && b.isRevoked(revoked));
    expect(seen).toEqual([revoked]);
    expect(a.isRevoked(sid())).toBe(false);
  });

  it('are loaded by a list that starts after they were published', async () => {
    const early = sid();
    await publishRevocations(redis, [{ sid: early, until: inMinutes(15) }]);
    const late = await startedList();
    expect(late.isRevoked(early)).toBe(true);
  });

  it('reach a list that missed the message at its next re-read', async () => {
    const list = await startedList(200);
    const missed = sid();
    // Written to the set without a message, as if the message had been lost.
    await redis.zadd(REVOKED_SESSIONS_KEY, inMinutes(15), missed);
    await within(2_000, () => list.isRevoked(missed));
  });

  it('are dropped once every token they cover has expired', async () => {
    const list = await startedList(100);
    const short = sid();
    await publishRevocations(redis, [{ sid: short, until: Date.now() + 300 }]);
    await within(2_000, () => list.isRevoked(short));
    await within(3_000, () => !list.isRevoked(short));
    await publishRevocations(redis, [{ sid: sid(), until: inMinutes(15) }]); // prunes the set on the way
    expect(await redis.zscore(REVOKED_SESSIONS_KEY, short)).toBeNull();
  });

  it('are not forgotten by a list when the set loses them (Redis restarted empty)', async () => {
    const list = await startedList(100);
    const kept = sid();
    await publishRevocations(redis, [{ sid: kept, until: inMinutes(15) }]);
    await within(2_000, () => list.isRevoked(kept));
    await redis.zrem(REVOKED_SESSIONS_KEY, kept);
    await list.sync();
    expect(list.isRevoked(kept)).toBe(true);
  });

  it('are published again by the publisher once Redis is back', async () => {
    const list = await startedList(100);
    const conn = new Redis(testInfra().redisUrl, { maxRetriesPerRequest: 1 });
    const publisher = new RevocationPublisher(conn, silent, 100);
    try {
      conn.disconnect(); // Redis unreachable for this connection
      const queued = sid();
      await publisher.publish([{ sid: queued, until: inMinutes(15) }]);
      expect(publisher.pendingCount).toBe(1);
      await conn.connect();
      await within(3_000, () => list.isRevoked(queued));
      await within(1_000, () => publisher.pendingCount === 0);
    } finally {
      await publisher.close();
      conn.disconnect();
    }
  });
});

describe('a service built with createService', () => {
  it.each([
    ['given { redisUrl }', () => ({ redisUrl: testInfra().redisUrl })],
    ['given nothing, from REDIS_URL (as every service of the stack)', () => undefined],
  ])('refuses the tokens of a session revoked in Redis, from a list it opened itself (%s)', async (_name, option) => {
    vi.stubEnv('REDIS_URL', testInfra().redisUrl);
    const keys = testKeys();
    const app = createService({ name: 'second', logLevel: 'silent', publicKeyPem: keys.publicKeyPem, sessionRevocation: option() });
    app.get('/who', { preHandler: app.authenticate }, async (request) => ({ id: currentUser(request).id }));
    await app.ready();
    try {
      const session = sid();
      const token = jwt.sign({ role: 'STUDENT', username: 'kid', plan: 'FREE', tz: 'UTC', sid: session }, keys.privateKeyPem, {
        algorithm: 'ES256',
        audience: 'mathquest',
        issuer: 'mathquest-auth',
        subject: 'u1',
        expiresIn: 900,
      });
      const who = () => app.inject({ method: 'GET', url: '/who', headers: { authorization: `Bearer ${token}` } });
      expect((await who()).statusCode).toBe(200);
      await publishRevocations(redis, [{ sid: session, until: inMinutes(16) }]);
      await within(2_000, () => app.sessionRevocations?.isRevoked(session) === true);
      const res = await who();
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('SESSION_REVOKED');
    } finally {
      await app.close();
      vi.unstubAllEnvs();
    }
  });
});
