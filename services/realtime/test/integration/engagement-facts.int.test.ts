/**
 * Realtime's own copy of engagement's facts (docs/adr/0195) on the real Redis and NATS: the
 * consumer applies what engagement publishes; a fact older than the stored one changes nothing
 * (redelivery, out-of-order arrival, the backfill's replays); a leave takes the student's sockets
 * out of the guild's room on both instances; a dissolved guild's chat goes.
 */
import { randomUUID } from 'node:crypto';
import { guildRoom } from '@mathquest/contracts';
import { connectEventBus, ensureStream, newEvent, type EventBus } from '@mathquest/service-kit';
import { testInfra } from '@mathquest/service-kit/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngagementFactsRepository, type EngagementFactsRepository } from '../../src/repositories/engagement-facts-repository.js';
import { claims, eventually, sign, startCluster, type Cluster } from '../helpers/realtime.js';

const WAIT_MS = 15_000;
let bus: EventBus;
let redis: Redis;
let facts: EngagementFactsRepository;
let cluster: Cluster;
const newId = (p: string) => `${p}-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  bus = await connectEventBus(testInfra().natsUrl, 'realtime-facts-test');
  await ensureStream(bus.jsm, 'ENGAGEMENT');
  redis = new Redis(testInfra().redisUrl);
  facts = createEngagementFactsRepository(redis);
  cluster = await startCluster(2);
});
afterAll(async () => {
  await cluster?.close();
  await bus?.close();
  redis?.disconnect();
});

describe("realtime's copy of engagement's facts", () => {
  it('keeps the newest fact of each kind, whatever order they come in', async () => {
    const [userId, guildId] = [newId('s'), newId('g')];
    expect(await facts.applyMembership(userId, guildId, 2_000)).toBe(true);
    // An older "left" (delivered late) does not undo the newer join; a newer one does.
    expect(await facts.applyMembership(userId, '', 1_000)).toBe(false);
    expect(await facts.guildOf(userId)).toBe(guildId);
    expect(await facts.applyMembership(userId, '', 3_000)).toBe(true);
    expect(await facts.guildOf(userId)).toBeNull();
    expect(await facts.applyMembership(userId, guildId, 2_500)).toBe(false);
    expect(await facts.guildOf(userId)).toBeNull();

    expect(await facts.applyFriends(userId, ['f1', 'f2'], 5_000)).toBe(true);
    expect(await facts.applyFriends(userId, ['f1'], 4_000)).toBe(false);
    expect((await facts.friendsOf(userId)).sort()).toEqual(['f1', 'f2']);

    const challengeId = newId('c');
    const c = { challengeId, challengerId: 'a', challengerName: 'ann', opponentId: 'b', opponentName: 'bob', keepUntil: Date.now() + 600_000 };
    expect(await facts.applyChallenge({ ...c, version: 2, status: 'ACTIVE' })).toBe(true);
    expect(await facts.applyChallenge({ ...c, version: 1, status: 'PENDING' })).toBe(false);
    expect(await facts.challenge(challengeId)).toMatchObject({ status: 'ACTIVE', order: '2' });
    expect(await redis.pttl(`realtime:challenge:${challengeId}`)).toBeGreaterThan(0);
  });

  it('applies what engagement publishes; a leave empties the room on both instances; a dissolution deletes the chat', async () => {
    const [ann, bob, guildId] = [newId('ann'), newId('bob'), newId('g')];
    for (const userId of [ann, bob]) await bus.publish('engagement.guild.membership.changed', newEvent('engagement.guild.membership.changed', { userId, guildId, member: true }, userId));
    await bus.publish('engagement.guild.changed', newEvent('engagement.guild.changed', { guildId, leaderId: ann, dissolved: false }));
    await bus.publish('engagement.friends.changed', newEvent('engagement.friends.changed', { userId: ann, friendIds: [bob] }, ann));
    await bus.publish('engagement.social.groups.changed', newEvent('engagement.social.groups.changed', { userId: ann, grade: '5', classroomId: 'c1', schoolKey: '' }, ann));
    await eventually(WAIT_MS, 'the facts applied', async () => (await facts.guildOf(bob)) === guildId && (await facts.leaderOf(guildId)) === ann && (await facts.friendsOf(ann)).includes(bob) && (await facts.groupsOf(ann)).grade === '5');

    // Bob on both instances, in the guild's room.
    const sockets = [await cluster.open(0, sign(claims(bob, { username: 'bob' }))), await cluster.open(1, sign(claims(bob, { username: 'bob' })))];
    for (const s of sockets) {
      expect(s.outcome).toBe('connected');
      s.socket.emit('join:guild', { guildId });
    }
    const inRoom = async () => (await cluster.instances[0]!.io.in(guildRoom(guildId)).fetchSockets()).length;
    await eventually(WAIT_MS, 'both sockets in the room', async () => (await inRoom()) === 2);

    await bus.publish('engagement.guild.membership.changed', newEvent('engagement.guild.membership.changed', { userId: bob, guildId, member: false }, bob));
    await eventually(WAIT_MS, 'bob out of the room on both instances', async () => (await inRoom()) === 0);
    expect(await facts.guildOf(bob)).toBeNull();

    await redis.lpush(`guild:chat:${guildId}`, JSON.stringify({ id: 'm1' }));
    await bus.publish('engagement.guild.changed', newEvent('engagement.guild.changed', { guildId, leaderId: null, dissolved: true }));
    await eventually(WAIT_MS, 'the chat deleted', async () => (await redis.exists(`guild:chat:${guildId}`)) === 0);
    expect(await facts.leaderOf(guildId)).toBeNull();
  });
});
