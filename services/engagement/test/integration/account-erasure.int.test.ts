/**
 * An account's export and erasure in engagement on real storage, NATS and Redis (docs/adr/0236):
 * a student with data of every kind is exported (the answer parses against the published schema)
 * and erased; afterwards no document of engagement's database and no `engagement:*` key holds the
 * student's id, the guild has a new leader, the other player's wagers came back once (a
 * redelivered request pays nothing more), a finished challenge shows the deleted user, and an
 * engagement instance that was stopped when the request was published applies it when it starts.
 */
import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_EXPORT_GRANT_AUDIENCE,
  ACCOUNT_EXPORT_GRANT_HEADER,
  DELETED_USER_ID,
  DELETED_USER_NAME,
  EngagementAccountExportSchema,
  leaderboardRoom,
  NEW_STUDENT_PROGRESS,
  type EventData,
  type EventSubject,
} from '@mathquest/contracts';
import { connectEventBus, connectMongo, ensureStream, newEvent, type EventBus, type ServiceApp } from '@mathquest/service-kit';
import { testInfra, testKeys, uniqueDbName } from '@mathquest/service-kit/testing';
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import jwt from 'jsonwebtoken';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChallengeDoc } from '../../src/social/challenges/domain/challenges.js';
import type { GuildDoc } from '../../src/social/guilds/domain/guilds.js';
import { redisWatchedBoards } from '../../src/social/leaderboards/repositories/leaderboards-repository.js';
import { redisSocialDirectory } from '../../src/social/directory/repositories/social-directory-repository.js';
import { walletCollection } from '../../src/repositories/wallets-repository.js';
import { authHeader, engagementApp, publishedWhere, uid, until } from '../helpers/engagement.js';

let app: ServiceApp;
let bus: EventBus;
let conn: Connection;
let redis: Redis;
let mongoDb: string;
let durableSuffix: string;

beforeAll(async () => {
  const infra = testInfra();
  mongoDb = uniqueDbName('erasure');
  bus = await connectEventBus(infra.natsUrl, 'erasure-test');
  await Promise.all((['GAME', 'AUTH', 'ENGAGEMENT'] as const).map((s) => ensureStream(bus.jsm, s)));
  ({ app, durableSuffix } = await engagementApp({ mongoDb }));
  conn = await connectMongo(infra.mongoUrl, mongoDb);
  redis = new Redis(infra.redisUrl);
});
afterAll(async () => {
  await app?.close();
  await bus?.close();
  await conn?.close();
  redis?.disconnect();
});

/** Names of consonants only (digits could read as a phone number to the name filter). */
const consonants = (n: number) => Array.from({ length: n }, () => 'bcdfghjklmnpqrstvwz'[Math.floor(Math.random() * 19)]).join('');

interface Kid {
  id: string;
  username: string;
}
const publish = <S extends EventSubject>(subject: S, data: EventData<S>, id: string = randomUUID()) => bus.publish(subject, newEvent(subject, data, undefined, id));
const players = () => walletCollection(conn);

async function kid(coins = 200, gems = 10): Promise<Kid> {
  const id = uid();
  const username = `era_${consonants(10)}`;
  await players().insertOne({ _id: id, coins, gems, version: 1, walletVersion: 1, credited: {}, updatedAt: new Date() });
  await publish('auth.user.registered', { userId: id, role: 'STUDENT', username, displayName: `Kid ${username}`, plan: 'FREE', gradeLevel: 5, timeZone: 'UTC', schoolName: null });
  await until(() => redisSocialDirectory(redis).idOfUsername(username), (v) => v === id);
  return { id, username };
}
const call = (who: Kid, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url: `/api/engagement${url}`, headers: authHeader(who.id, { username: who.username }), ...(payload ? { payload } : {}) });
async function ok(who: Kid, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  const r = await call(who, method, url, payload);
  expect(r.statusCode, `${method} ${url}: ${r.body}`).toBeLessThan(300);
  return r.json().data;
}
const grant = (sub: string) =>
  jwt.sign({ sub, requestedBy: sub }, testKeys().privateKeyPem, { algorithm: 'ES256', audience: ACCOUNT_EXPORT_GRANT_AUDIENCE, issuer: 'mathquest-auth', expiresIn: 60 });
const exportOf = (userId: string, token?: string) =>
  app.inject({ method: 'GET', url: `/api/engagement/accounts/${userId}/export`, headers: token ? { [ACCOUNT_EXPORT_GRANT_HEADER]: token } : {} });
const requestErasure = (userId: string, erasureId: string, messageId: string = randomUUID()) =>
  publish('auth.account.erasure_requested', { erasureId, userId, role: 'STUDENT', requestedBy: { userId, role: 'STUDENT' }, requestedAt: new Date().toISOString() }, messageId);
const erasedAcks = (erasureId: string) => publishedWhere(bus, 'engagement.account.erased', (d) => d.erasureId === erasureId);
const balance = async (k: Kid) => {
  const p = await players().findOne({ _id: k.id });
  return { coins: p?.coins ?? 0, gems: p?.gems ?? 0 };
};

/** Every document of every collection of engagement's database that mentions `id`. */
async function documentsNaming(id: string): Promise<string[]> {
  const out: string[] = [];
  for (const c of await conn.db!.listCollections().toArray()) {
    for (const doc of await conn.db!.collection(c.name).find({}).toArray()) {
      if (JSON.stringify(doc).includes(id)) out.push(`${c.name}/${String(doc._id)}`);
    }
  }
  return out;
}

/** Every `engagement:*` key whose name or content holds `id`. */
async function keysNaming(id: string): Promise<string[]> {
  const out: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', 'engagement:*', 'COUNT', 500);
    cursor = next;
    for (const key of keys) {
      if (key.includes(id)) {
        out.push(key);
        continue;
      }
      const type = await redis.type(key);
      const content =
        type === 'string' ? await redis.get(key)
        : type === 'hash' ? JSON.stringify(await redis.hgetall(key))
        : type === 'set' ? JSON.stringify(await redis.smembers(key))
        : type === 'zset' ? JSON.stringify(await redis.zrange(key, 0, -1))
        : type === 'list' ? JSON.stringify(await redis.lrange(key, 0, -1))
        : '';
      if (content?.includes(id)) out.push(key);
    }
  } while (cursor !== '0');
  return out;
}

/** The game's result for one side of a challenge. */
async function finished(challengeId: string, userId: string, score: number) {
  const c = (await conn.db!.collection<ChallengeDoc>('challenges').findOne({ _id: challengeId }))!;
  const seedDigest = createHash('sha256').update(c.seed).digest('hex');
  await publish('game.challenge.finished', { userId, sessionId: randomUUID(), challengeId, seedDigest, topic: c.topic, problemCount: c.problemCount, timeLimit: c.timeLimit, correct: Math.floor(score / 100), score, time: 40, finishedAt: new Date().toISOString() });
}
const challenge = (from: Kid, to: Kid) => ok(from, 'POST', '/challenges', { username: to.username, topic: 'Fractions', problemCount: 3, timeLimit: 30, wagerCoins: 30, wagerGems: 2 });

describe('an account erased in engagement', () => {
  it('exports every kind of data, then leaves none of it: guild handed over, wagers back once, finished challenges anonymised', async () => {
    const erased = await kid(300, 20);
    const [friend, asker, elder, younger, rival] = [await kid(), await kid(), await kid(), await kid(), await kid(200, 10)];

    // Progress (the boards), a purchase (items and a look), friends and a request, a guild it leads, challenges of every state.
    await publish('game.progress.updated', { ...NEW_STUDENT_PROGRESS, userId: erased.id, level: 3, totalXp: 450, totalProblems: 12, totalCorrect: 10, accuracy: 83.3, version: 1 });
    await until(() => redis.zscore('engagement:rank:total-xp', erased.id), (v) => v !== null);
    await ok(erased, 'POST', '/avatar/purchase', { itemId: 'head-top-hat', currency: 'coins' });
    await ok(erased, 'POST', '/avatar/equip', { itemId: 'head-top-hat', category: 'HEAD' });
    await ok(erased, 'POST', '/friends/requests', { username: friend.username });
    await ok(friend, 'POST', `/friends/requests/${erased.id}/accept`);
    await ok(asker, 'POST', '/friends/requests', { username: erased.username });
    const guild = await ok(erased, 'POST', '/guilds', { name: `Erasers ${consonants(6)}`, icon: '🐉', description: 'We love fractions' });
    const guildId: string = guild.guild.id;
    await ok(elder, 'POST', `/guilds/${guildId}/join`);
    await ok(younger, 'POST', `/guilds/${guildId}/join`);
    const raid = await ok(erased, 'POST', `/guilds/${guildId}/events`, { type: 'RAID', name: 'Fraction raid', description: 'All week', maxParticipants: 5 });
    await ok(erased, 'POST', `/guilds/${guildId}/events/${raid.id}/join`);
    await ok(elder, 'POST', `/guilds/${guildId}/events/${raid.id}/join`);
    const pending = await challenge(erased, rival);
    const active = await challenge(rival, erased);
    await ok(erased, 'POST', `/challenges/${active.id}/accept`);
    const done = await challenge(friend, erased);
    await ok(erased, 'POST', `/challenges/${done.id}/accept`);
    await finished(done.id, friend.id, 100);
    await finished(done.id, erased.id, 300);
    await until(async () => (await conn.db!.collection<ChallengeDoc>('challenges').findOne({ _id: done.id }))?.paid, (p) => p === true);
    // Its Friends board watched (the copy of realtime's announcement).
    await redisWatchedBoards(redis).watch([leaderboardRoom('TOTAL_XP', 'FRIENDS', erased.id)], Date.now() + 600_000);
    // The rival has staked 30 coins and 2 gems on the challenge it sent (the one it was sent is not accepted: nothing staked).
    expect(await balance(rival)).toEqual({ coins: 170, gems: 8 });

    // The export: only with a grant for this very account; then every kind of data, in the published shape.
    expect((await exportOf(erased.id)).statusCode).toBe(403);
    expect((await exportOf(erased.id, grant(friend.id))).statusCode).toBe(403);
    const exported = await exportOf(erased.id, grant(erased.id));
    expect(exported.statusCode, exported.body).toBe(200);
    const data = EngagementAccountExportSchema.parse(exported.json().data);
    expect(data.player.wallet.coins).toBeGreaterThan(0);
    expect(data.player.inventory?.owned).toContain('head-top-hat');
    expect(data.look).not.toBeNull();
    expect(data.guild).toMatchObject({ guildId, role: 'LEADER' });
    expect(data.friends.map((f) => [f.userId, f.status]).sort()).toEqual([[asker.id, 'REQUEST_RECEIVED'], [friend.id, 'ACCEPTED']].sort());
    expect(data.friends.find((f) => f.userId === friend.id)?.username).toBe(friend.username);
    expect(data.challenges.map((c) => c.id).sort()).toEqual([pending.id, active.id, done.id].sort());
    expect(data.challenges.find((c) => c.id === done.id)).toMatchObject({ status: 'COMPLETED', winnerId: erased.id, wagerCoins: 30 });
    expect(data.player.wagersHeld.map((h) => h.challengeId).sort()).toEqual([pending.id, active.id].sort());
    expect(data.leaderboards.find((b) => b.board === 'TOTAL_XP')?.value).toBe(450);
    expect(data.directory.username).toBe(erased.username);

    const erasureId = randomUUID();
    await requestErasure(erased.id, erasureId);
    const acks = await until(() => erasedAcks(erasureId), (a) => a.length > 0);
    expect(acks).toHaveLength(1);
    expect(acks[0]!.data).toMatchObject({ erasureId, userId: erased.id });

    // Nothing of the account is left in engagement's storage or keys.
    expect(await documentsNaming(erased.id)).toEqual([]);
    expect(await keysNaming(erased.id)).toEqual([]);
    expect(await documentsNaming(erased.username)).toEqual([]);
    // The guild's oldest remaining member leads it; the account's lines show the deleted user.
    const g = (await conn.db!.collection<GuildDoc>('guilds').findOne({ _id: guildId }))!;
    expect(g.members.map((m) => [m.userId, m.role]).sort()).toEqual([[elder.id, 'LEADER'], [younger.id, 'MEMBER']].sort());
    expect(g.activity.some((a) => a.username === DELETED_USER_NAME)).toBe(true);
    expect((await ok(elder, 'GET', '/guilds/my-guild')).role).toBe('LEADER');
    // The rival's stakes came back; the open challenges ended CANCELLED; the finished one keeps the match with the deleted user.
    expect(await balance(rival)).toEqual({ coins: 200, gems: 10 });
    const stored = async (id: string) => (await conn.db!.collection<ChallengeDoc>('challenges').findOne({ _id: id }))!;
    for (const id of [pending.id, active.id]) expect(await stored(id)).toMatchObject({ status: 'CANCELLED', paid: true });
    expect(await stored(done.id)).toMatchObject({ status: 'COMPLETED', winnerId: DELETED_USER_ID, opponent: { userId: DELETED_USER_ID, name: DELETED_USER_NAME } });
    const completed = (await ok(friend, 'GET', '/challenges/completed')) as Array<{ id: string; opponentName: string }>;
    expect(completed.find((c) => c.id === done.id)?.opponentName).toBe(DELETED_USER_NAME);
    // The former friend's list no longer has the account.
    expect((await ok(friend, 'GET', '/friends')).friends).toEqual([]);

    // The request delivered again (another message, the same erasure): nothing more is paid, one acknowledgement.
    await requestErasure(erased.id, erasureId);
    const marker = await kid(0, 0);
    const markerErasure = randomUUID();
    await requestErasure(marker.id, markerErasure);
    await until(() => erasedAcks(markerErasure), (a) => a.length > 0);
    expect(await balance(rival)).toEqual({ coins: 200, gems: 10 });
    const refunds = await publishedWhere(bus, 'engagement.wallet.changed', (d) => d.userId === rival.id && d.reason === 'challenge.payout');
    expect(refunds.map((e) => e.data.coinsDelta)).toEqual([30]);
    expect(await erasedAcks(erasureId)).toHaveLength(1);
  });

  it('an instance stopped when the request is published applies it when it starts again', async () => {
    const gone = await kid(50, 5);
    const pal = await kid();
    await ok(gone, 'POST', '/friends/requests', { username: pal.username });
    await ok(pal, 'POST', `/friends/requests/${gone.id}/accept`);
    await app.close();

    const erasureId = randomUUID();
    await requestErasure(gone.id, erasureId);
    // A new instance on the same durable consumer.
    ({ app } = await engagementApp({ mongoDb, durableSuffix }));
    await until(() => erasedAcks(erasureId), (a) => a.length > 0, 60_000);
    expect(await documentsNaming(gone.id)).toEqual([]);
    expect(await keysNaming(gone.id)).toEqual([]);
    expect(await players().findOne({ _id: pal.id })).not.toBeNull();
  });
});
