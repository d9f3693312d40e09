/**
 * An account's export and erasure in realtime on real Redis and NATS (docs/adr/0236): a student with
 * chat messages, a chat setting, projections, presence and a seat in a live room is exported (the
 * answer parses against the published schema) and erased; afterwards the student's socket is
 * closed, its messages stay in the guild's history from the deleted user without their words, the
 * room goes on without it, and no key of realtime's key spaces holds its id. A redelivered request
 * is acknowledged once; an instance that was stopped when the request was published applies it when
 * it starts.
 */
import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_EXPORT_GRANT_AUDIENCE,
  ACCOUNT_EXPORT_GRANT_HEADER,
  DELETED_MESSAGE_TEXT,
  DELETED_USER_ID,
  DELETED_USER_NAME,
  RealtimeAccountExportSchema,
  type GuildMessage,
} from '@mathquest/contracts';
import { connectEventBus, ensureStream, newEvent, type EventBus } from '@mathquest/service-kit';
import { testInfra, testKeys } from '@mathquest/service-kit/testing';
import { Redis } from 'ioredis';
import jwt from 'jsonwebtoken';
import { JSONCodec } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_KEY_PATTERNS } from '../../src/repositories/account-erasure-repository.js';
import { createChatSettingsRepository } from '../../src/repositories/chat-settings-repository.js';
import { createEngagementFactsRepository } from '../../src/repositories/engagement-facts-repository.js';
import { createRoomRepository } from '../../src/repositories/room-repository.js';
import { claims, eventually, sign, startCluster, type ClientSocket, type Cluster, type Opened } from '../helpers/realtime.js';

const WAIT_MS = 20_000;
let redis: Redis;
let cluster: Cluster;
let bus: EventBus;

beforeAll(async () => {
  redis = new Redis(testInfra().redisUrl);
  bus = await connectEventBus(testInfra().natsUrl, 'realtime-erasure-test');
  await Promise.all((['AUTH', 'ENGAGEMENT', 'REALTIME'] as const).map((s) => ensureStream(bus.jsm, s)));
  cluster = await startCluster(1);
});
afterAll(async () => {
  await cluster?.close();
  await bus?.close();
  redis?.disconnect();
});

const newId = (p: string) => `${p}-${randomUUID().slice(0, 8)}`;
const chatKey = (guildId: string) => `guild:chat:${guildId}`;
const codec = JSONCodec<{ id: string; data: { erasureId: string; userId: string } }>();

async function connect(userId: string, username: string): Promise<Opened> {
  const opened = await cluster.open(0, sign(claims(userId, { username, plan: 'PREMIUM' })));
  expect(opened.outcome).toBe('connected');
  return opened;
}
type Reply = { ok: true; room: { roomCode: string; players: Array<{ userId: string }> } } | { ok: false; error: { code: string } };
const call = (socket: ClientSocket, event: string, payload: object) => (socket.timeout(10_000).emitWithAck as (e: string, x: object) => Promise<Reply>)(event, payload);

const grant = (sub: string) => jwt.sign({ sub, requestedBy: sub }, testKeys().privateKeyPem, { algorithm: 'ES256', audience: ACCOUNT_EXPORT_GRANT_AUDIENCE, issuer: 'mathquest-auth', expiresIn: 60 });
const exportOf = (userId: string, token?: string) =>
  cluster.instances[0]!.inject({ method: 'GET', url: `/api/realtime/accounts/${userId}/export`, headers: token ? { [ACCOUNT_EXPORT_GRANT_HEADER]: token } : {} });
const requestErasure = (userId: string, erasureId: string) =>
  bus.publish('auth.account.erasure_requested', newEvent('auth.account.erasure_requested', { erasureId, userId, role: 'STUDENT', requestedBy: { userId, role: 'STUDENT' }, requestedAt: new Date().toISOString() }));

/** realtime.account.erased acknowledgements of one erasure, from the REALTIME stream. */
async function acks(erasureId: string): Promise<string[]> {
  const consumer = await bus.js.consumers.get('REALTIME', { filterSubjects: 'realtime.account.erased' });
  const out: string[] = [];
  const messages = await consumer.fetch({ max_messages: 10_000, expires: 1500 });
  for await (const m of messages) {
    const e = codec.decode(m.data);
    if (e.data.erasureId === erasureId) out.push(e.id);
    if (m.info.pending === 0) break;
  }
  return out;
}

/** Every key of realtime's key spaces whose name or content holds `id`. */
async function keysNaming(id: string): Promise<string[]> {
  const out: string[] = [];
  for (const pattern of REALTIME_KEY_PATTERNS) {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      cursor = next;
      for (const key of keys) {
        const type = await redis.type(key);
        const content =
          type === 'string' ? await redis.get(key)
          : type === 'hash' ? JSON.stringify(await redis.hgetall(key))
          : type === 'set' ? JSON.stringify(await redis.smembers(key))
          : type === 'zset' ? JSON.stringify(await redis.zrange(key, 0, -1))
          : type === 'list' ? JSON.stringify(await redis.lrange(key, 0, -1))
          : '';
        if (key.includes(id) || content?.includes(id)) out.push(key);
      }
    } while (cursor !== '0');
  }
  return out;
}

describe('an account erased in realtime', () => {
  it('exports its chat, settings and projections, then keeps its messages as from the deleted user and nothing else of it', async () => {
    const erased = newId('era');
    const friend = newId('fri');
    const guildId = newId('g');
    const facts = createEngagementFactsRepository(redis);
    const now = Date.now();
    for (const id of [erased, friend]) await facts.applyMembership(id, guildId, now);
    await facts.applyLeader(guildId, erased, now);
    await facts.applyFriends(erased, [friend], now);
    await facts.applyFriends(friend, [erased], now);
    await facts.applyGroups(erased, { grade: '5', classroomId: '', schoolKey: '' }, now);
    const challengeId = newId('c');
    await facts.applyChallenge({ challengeId, version: 3, status: 'COMPLETED', challengerId: erased, challengerName: 'Era', opponentId: friend, opponentName: 'Fri', keepUntil: now + 3_600_000 });

    const me = await connect(erased, 'era');
    const pal = await connect(friend, 'fri');
    for (const s of [me.socket, pal.socket]) s.emit('join:guild', { guildId });
    me.socket.emit('user:online');
    me.socket.emit('guild:message', { guildId, message: 'My fractions answer was three quarters' });
    await eventually(WAIT_MS, 'the first message kept', async () => (await redis.llen(chatKey(guildId))) === 1);
    pal.socket.emit('guild:message', { guildId, message: 'Nice one!' });
    await eventually(WAIT_MS, 'both messages kept', async () => (await redis.llen(chatKey(guildId))) === 2);
    await createChatSettingsRepository(redis).apply(erased, { parentId: newId('p') }, false, new Date());
    // A live room hosted by the friend, with the erased student in it.
    const hosted = await call(pal.socket, 'room:create', {});
    if (!hosted.ok) throw new Error(hosted.error.code);
    const code = hosted.room.roomCode;
    expect((await call(me.socket, 'room:join', { roomCode: code })).ok).toBe(true);
    await eventually(WAIT_MS, 'presence recorded', async () => (await redis.exists(`mathquest:presence:${erased}`)) === 1);

    // The export: only with a grant for this very account.
    expect((await exportOf(erased)).statusCode).toBe(403);
    expect((await exportOf(erased, grant(friend))).statusCode).toBe(403);
    const exported = await exportOf(erased, grant(erased));
    expect(exported.statusCode, exported.body).toBe(200);
    const data = RealtimeAccountExportSchema.parse(exported.json().data);
    expect(data.chatMessages.map((m) => m.message)).toEqual(['My fractions answer was three quarters']);
    expect(data.chatSettings.chatOffBy).toEqual(['PARENT']);
    expect(data.guildId).toBe(guildId);
    expect(data.friendIds).toEqual([friend]);
    expect(data.presence).not.toBeNull();

    const erasureId = randomUUID();
    await requestErasure(erased, erasureId);
    await eventually(WAIT_MS, 'the acknowledgement', async () => (await acks(erasureId)).length === 1);
    await me.closed;

    const kept = (await redis.lrange(chatKey(guildId), 0, -1)).map((s) => JSON.parse(s) as GuildMessage);
    expect(kept.map((m) => [m.userId, m.username, m.message])).toEqual([
      [friend, 'fri', 'Nice one!'],
      [DELETED_USER_ID, DELETED_USER_NAME, DELETED_MESSAGE_TEXT],
    ]);
    const left = await createRoomRepository(redis, cluster.durableSuffix).get(code);
    expect(left?.players.map((p) => p.userId)).toEqual([friend]);
    expect(await keysNaming(erased)).toEqual([]);
    expect(await facts.friendsOf(friend)).toEqual([]);
    expect(await facts.challenge(challengeId)).toMatchObject({ challengerId: DELETED_USER_ID, challengerName: DELETED_USER_NAME, opponentId: friend });

    // Requested again: acknowledged once (the id is derived from the erasure), nothing else changes.
    await requestErasure(erased, erasureId);
    const marker = newId('mark');
    const markerErasure = randomUUID();
    await requestErasure(marker, markerErasure);
    await eventually(WAIT_MS, 'the marker acknowledged', async () => (await acks(markerErasure)).length === 1);
    expect(await acks(erasureId)).toHaveLength(1);
    expect((await redis.lrange(chatKey(guildId), 0, -1)).length).toBe(2);
  });

  it('an instance stopped when the request is published applies it when it starts again', async () => {
    const gone = newId('gone');
    const facts = createEngagementFactsRepository(redis);
    await facts.applyMembership(gone, newId('g'), Date.now());
    await createChatSettingsRepository(redis).apply(gone, { classroomId: newId('k') }, false, new Date());
    const suffix = cluster.durableSuffix;
    await cluster.close();

    const erasureId = randomUUID();
    await requestErasure(gone, erasureId);
    // A new instance on the same durable consumer.
    cluster = await startCluster(1, { adapterKey: suffix });
    await eventually(WAIT_MS, 'the acknowledgement after the restart', async () => (await acks(erasureId)).length === 1);
    expect(await keysNaming(gone)).toEqual([]);
  });
});
