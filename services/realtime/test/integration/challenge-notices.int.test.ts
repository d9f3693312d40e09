/**
 * Challenge notices (docs/adr/0124) with engagement and two realtime instances on the real
 * storage, NATS and Redis: the challenger's send through engagement's HTTP call and then the
 * socket's `challenge:send` tell the challenged student once, on every socket they hold, whichever
 * path comes first; a notice of a transition already announced is answered `delivered: false`; a
 * forged accept (a third student, the challenger, a wrong opponent, a pending challenge) is refused
 * through its acknowledgement and reaches nobody.
 *
 * "Nothing more arrived" is proven as in socket-push.int.test.ts: once the instances have handled
 * every push published so far (core NATS, docs/adr/0057), each instance emits a marker to the
 * users' rooms, which arrives after anything that instance emitted before.
 */
import { randomUUID } from 'node:crypto';
import { type ChallengeNoticeReply, type SocketPushItem } from '@mathquest/contracts';
import { connectEventBus, connectMongo, ensureStream, newCoreEvent, newEvent, publishCore, type EventBus, type ServiceApp } from '@mathquest/service-kit';
import { testInfra } from '@mathquest/service-kit/testing';
import { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisSocialDirectory } from '../../../engagement/src/social/directory/repositories/social-directory-repository.js';
import { walletCollection } from '../../../engagement/src/repositories/wallets-repository.js';
import { authHeader, engagementApp, uid, until } from '../../../engagement/test/helpers/engagement.js';
import { createEngagementFactsRepository } from '../../src/repositories/engagement-facts-repository.js';
import { userRoom } from '../../src/sockets/types.js';
import { claims, eventually, pushesHandled, sign, startCluster, type ClientSocket, type Cluster } from '../helpers/realtime.js';

const WAIT_MS = 15_000;
let cluster: Cluster;
let engagement: ServiceApp;
let bus: EventBus;
/** Engagement's own connection, so the tests can flush what it published. */
let engagementBus: EventBus;
let conn: Connection;
let redis: Redis;

beforeAll(async () => {
  const infra = testInfra();
  bus = await connectEventBus(infra.natsUrl, 'challenge-notices-test');
  await Promise.all((['GAME', 'AUTH', 'ENGAGEMENT'] as const).map((s) => ensureStream(bus.jsm, s)));
  const durableSuffix = `e${randomUUID().slice(0, 8)}`;
  engagementBus = await connectEventBus(infra.natsUrl, 'engagement', { durableSuffix });
  const built = await engagementApp({ bus: engagementBus, durableSuffix });
  engagement = built.app;
  conn = await connectMongo(infra.mongoUrl, built.mongoDb);
  redis = new Redis(infra.redisUrl);
  cluster = await startCluster(2);
});
afterAll(async () => {
  await cluster?.close();
  await engagement?.close();
  await engagementBus?.close();
  await bus?.close();
  await conn?.close();
  redis?.disconnect();
});

interface Received {
  name: string;
  payload: Record<string, unknown>;
}
interface Kid {
  id: string;
  username: string;
}

/** A student in engagement's directory with a wallet. */
async function student(): Promise<Kid> {
  const id = uid();
  const username = `note_${id.slice(1, 10)}`;
  await walletCollection(conn).insertOne({ _id: id, coins: 100, gems: 5, version: 1, walletVersion: 1, credited: {}, updatedAt: new Date() });
  await bus.publish('auth.user.registered', newEvent('auth.user.registered', { userId: id, role: 'STUDENT', username, displayName: `Kid ${username}`, plan: 'FREE', gradeLevel: 5, timeZone: 'UTC', schoolName: null }));
  const directory = redisSocialDirectory(redis);
  await until(() => directory.idOfUsername(username), (v) => v === id);
  return { id, username };
}

async function listen(instance: number, kid: Kid): Promise<{ socket: ClientSocket; received: Received[]; userId: string }> {
  const opened = await cluster.open(instance, sign(claims(kid.id, { username: kid.username })));
  expect(opened.outcome).toBe('connected');
  const received: Received[] = [];
  opened.socket.onAny((name: string, payload: Record<string, unknown>) => received.push({ name, payload }));
  return { socket: opened.socket, received, userId: kid.id };
}

const call = (userId: string, url: string, payload?: Record<string, unknown>) => engagement.inject({ method: 'POST', url: `/api/engagement${url}`, headers: authHeader(userId), ...(payload ? { payload } : {}) });

/** Emits a notice and waits for its acknowledgement. */
function notice(socket: ClientSocket, event: 'challenge:send' | 'challenge:accept' | 'challenge:decline', payload: Record<string, string>): Promise<ChallengeNoticeReply> {
  return new Promise((resolve) => (socket.emit as (e: string, p: unknown, ack: (r: ChallengeNoticeReply) => void) => void)(event, payload, resolve));
}

/** Waits until the cluster has handled every push engagement (or this file) published so far. */
const pushesDone = () => pushesHandled(cluster, [engagementBus, bus]);

/** Every instance emits a marker to these sockets' users; resolves once each socket has every marker. */
async function markersArrived(sockets: Array<{ userId: string; received: Received[] }>): Promise<void> {
  const tag = randomUUID().slice(0, 8);
  for (const [i, app] of cluster.instances.entries()) for (const s of sockets) app.io.to(userRoom(s.userId)).emit('notification:new', { title: `marker-${tag}-${i}` });
  for (const s of sockets) {
    await eventually(WAIT_MS, 'the markers arrived', async () => {
      const titles = s.received.filter((r) => r.name === 'notification:new').map((r) => r.payload.title);
      return cluster.instances.every((_, i) => titles.includes(`marker-${tag}-${i}`));
    });
  }
}

const of = (r: Received[], name: string, challengeId: string) => r.filter((x) => x.name === name && x.payload.challengeId === challengeId);

async function sendChallenge(from: Kid, to: Kid): Promise<string> {
  const sent = await call(from.id, '/challenges', { username: to.username, topic: 'Fractions', problemCount: 3, timeLimit: 30, wagerCoins: 10, wagerGems: 0 });
  expect(sent.statusCode, sent.body).toBe(201);
  return (sent.json() as { data: { id: string } }).data.id;
}

describe('challenge notices from the client', () => {
  it('a send through the call and the socket tells the challenged student once, on each of their sockets on both instances', async () => {
    const [ann, bob] = [await student(), await student()];
    const a = await listen(0, ann);
    const [b0, b1] = [await listen(0, bob), await listen(1, bob)];

    const id = await sendChallenge(ann, bob);
    const reply = await notice(a.socket, 'challenge:send', { targetUserId: bob.id, challengeId: id });
    expect(reply.ok).toBe(true);
    await eventually(WAIT_MS, 'bob was told on both sockets', async () => of(b0.received, 'challenge:received', id).length >= 1 && of(b1.received, 'challenge:received', id).length >= 1);
    await pushesDone();
    await markersArrived([b0, b1, a]);
    for (const b of [b0, b1]) expect(of(b.received, 'challenge:received', id).map((r) => r.payload)).toEqual([{ challengeId: id, opponentId: ann.id, opponentName: ann.username }]);
    expect(of(a.received, 'challenge:received', id)).toEqual([]);

    // Sent again (a retry, a second tab): answered, and nobody is told twice.
    expect(await notice(a.socket, 'challenge:send', { targetUserId: bob.id, challengeId: id })).toEqual({ ok: true, delivered: false });

    // The accept: the call's push and the notice tell ann once.
    const accepted = await call(bob.id, `/challenges/${id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    await pushesDone();
    expect(await notice(b1.socket, 'challenge:accept', { challengeId: id, opponentId: ann.id })).toEqual({ ok: true, delivered: false });
    await markersArrived([a, b0, b1]);
    expect(of(a.received, 'challenge:accepted', id).map((r) => r.payload)).toEqual([{ challengeId: id, opponentId: bob.id, opponentName: bob.username }]);
    expect([...of(b0.received, 'challenge:accepted', id), ...of(b1.received, 'challenge:accepted', id)]).toEqual([]);
  });

  it('a notice that comes before the push is delivered by the notice, and the push then tells nobody again', async () => {
    // Realtime's record and engagement's push as they would be, with the push held back until after the notice.
    const ann = { id: uid(), username: 'ann' };
    const bob = { id: uid(), username: 'bob' };
    const id = randomUUID();
    await createEngagementFactsRepository(redis).applyChallenge({ challengeId: id, version: 3, status: 'DECLINED', challengerId: ann.id, challengerName: 'ann', opponentId: bob.id, opponentName: 'bob', keepUntil: Date.now() + 600_000 });
    const a = await listen(1, ann);
    const b = await listen(0, bob);

    expect(await notice(b.socket, 'challenge:decline', { challengeId: id, opponentId: ann.id })).toEqual({ ok: true, delivered: true });
    const items: SocketPushItem[] = [
      { name: 'challenge:declined', payload: { challengeId: id, opponentId: bob.id, opponentName: 'bob' } },
      { name: 'wallet:updated', payload: { coins: 100, gems: 5 } },
    ];
    publishCore(bus.nc, 'push.socket.user', newCoreEvent('push.socket.user', { userId: ann.id, events: items }, ann.id));
    await eventually(WAIT_MS, "the push's other item arrived", async () => a.received.some((r) => r.name === 'wallet:updated'));
    await pushesDone();
    await markersArrived([a, b]);
    expect(of(a.received, 'challenge:declined', id).map((r) => r.payload)).toEqual([{ challengeId: id, opponentId: bob.id, opponentName: 'bob' }]);
    expect(a.received.filter((r) => r.name === 'wallet:updated')).toHaveLength(1);
  });

  it('a forged accept is refused through its acknowledgement and reaches nobody', async () => {
    const [ann, bob, eve] = [await student(), await student(), await student()];
    const a = await listen(0, ann);
    const b = await listen(1, bob);
    const e = await listen(1, eve);
    const id = await sendChallenge(ann, bob);

    // A third student claiming to have accepted, naming the challenger.
    expect(await notice(e.socket, 'challenge:accept', { challengeId: id, opponentId: ann.id })).toMatchObject({ ok: false, error: { code: 'CHALLENGE_NOT_FOUND' } });
    // The challenger claiming the challenged accepted; the challenged naming someone else.
    expect(await notice(a.socket, 'challenge:accept', { challengeId: id, opponentId: bob.id })).toMatchObject({ ok: false, error: { code: 'CHALLENGE_NOT_FOUND' } });
    expect(await notice(b.socket, 'challenge:accept', { challengeId: id, opponentId: eve.id })).toMatchObject({ ok: false, error: { code: 'CHALLENGE_NOT_FOUND' } });
    // The challenged, before accepting: the challenge is still pending.
    expect(await notice(b.socket, 'challenge:accept', { challengeId: id, opponentId: ann.id })).toMatchObject({ ok: false, error: { code: 'CHALLENGE_WRONG_STATE' } });
    // An unknown challenge, and a malformed payload.
    expect(await notice(e.socket, 'challenge:decline', { challengeId: randomUUID(), opponentId: ann.id })).toMatchObject({ ok: false, error: { code: 'CHALLENGE_NOT_FOUND' } });
    expect(await notice(e.socket, 'challenge:decline', { challengeId: id })).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR' } });
    // Without an acknowledgement callback the forged notice is simply dropped.
    e.socket.emit('challenge:accept', { challengeId: id, opponentId: ann.id });

    await pushesDone();
    await markersArrived([a, b, e]);
    for (const s of [a, b, e]) {
      expect(of(s.received, 'challenge:accepted', id)).toEqual([]);
      expect(of(s.received, 'challenge:declined', id)).toEqual([]);
    }
    // The real send's notice still reached bob once.
    expect(of(b.received, 'challenge:received', id)).toHaveLength(1);
  });
});
