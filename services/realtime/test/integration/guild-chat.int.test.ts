/**
 * Guild chat on two realtime instances sharing Redis (docs/adr/0123): join:guild only for members
 * (realtime's copy of engagement's facts, docs/adr/0195: written here through its repository, and
 * a removal published as engagement publishes it), a message
 * reaches every member's socket exactly once whichever instance holds it and nobody else, is kept
 * in the guild's list, and refusals (filter, rate, membership) reach only the sender.
 *
 * "Nothing more arrived" is proven as in social.int.test.ts: after the messages arrived, each
 * instance emits a marker to the room, which arrives after any copy it emitted.
 */
import { randomUUID } from 'node:crypto';
import { GUILD_CHAT_RATE, guildRoom, type GuildMessage } from '@mathquest/contracts';
import { connectEventBus, ensureStream, newEvent, type EventBus } from '@mathquest/service-kit';
import { testInfra } from '@mathquest/service-kit/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngagementFactsRepository } from '../../src/repositories/engagement-facts-repository.js';
import { claims, eventually, sign, startCluster, type ClientSocket, type Cluster } from '../helpers/realtime.js';

const WAIT_MS = 15_000;
let redis: Redis;
let cluster: Cluster;
let bus: EventBus;
const chatKey = (guildId: string) => `guild:chat:${guildId}`;

beforeAll(async () => {
  redis = new Redis(testInfra().redisUrl);
  bus = await connectEventBus(testInfra().natsUrl, 'guild-chat-test');
  await ensureStream(bus.jsm, 'ENGAGEMENT');
  cluster = await startCluster(2);
});
afterAll(async () => {
  await cluster?.close();
  await bus?.close();
  redis?.disconnect();
});

interface Received {
  name: string;
  payload: Record<string, unknown>;
}
const newId = (p: string) => `${p}-${randomUUID().slice(0, 8)}`;

async function member(instance: number, userId: string, username: string): Promise<{ socket: ClientSocket; received: Received[] }> {
  const opened = await cluster.open(instance, sign(claims(userId, { username })));
  expect(opened.outcome).toBe('connected');
  const received: Received[] = [];
  opened.socket.onAny((name: string, payload: Record<string, unknown>) => received.push({ name, payload }));
  return { socket: opened.socket, received };
}
const roomSize = async (guildId: string) => (await cluster.instances[0]!.io.in(guildRoom(guildId)).fetchSockets()).length;
const named = (r: Received[], name: string) => r.filter((x) => x.name === name);

/** Four members, two on each instance, in the guild's room; one outsider on each instance. */
async function guildWithMembers() {
  const guildId = newId('g');
  const ids = [newId('a'), newId('b'), newId('c'), newId('d')];
  for (const id of ids) await createEngagementFactsRepository(redis).applyMembership(id, guildId, Date.now());
  const members = [await member(0, ids[0]!, 'ann'), await member(1, ids[1]!, 'bob'), await member(0, ids[2]!, 'cat'), await member(1, ids[3]!, 'dan')];
  const outsiders = [await member(0, newId('x'), 'xena'), await member(1, newId('y'), 'yuri')];
  for (const m of [...members, ...outsiders]) m.socket.emit('join:guild', { guildId });
  await eventually(WAIT_MS, 'four members in the room', async () => (await roomSize(guildId)) === 4);
  await eventually(WAIT_MS, 'members told they joined', async () => members.every((m) => named(m.received, 'guild:joined').length === 1));
  await eventually(WAIT_MS, 'outsiders refused', async () => outsiders.every((o) => named(o.received, 'guild:message_refused').length === 1));
  return { guildId, ids, members, outsiders };
}

/** Waits until a marker each instance emits to the room arrived at every member (so whatever they emitted before has too). */
async function settle(guildId: string, members: Array<{ received: Received[] }>) {
  const mark = newId('mark');
  for (const app of cluster.instances) app.io.to(guildRoom(guildId)).emit('guild:user_typing', { guildId, username: mark });
  await eventually(WAIT_MS, 'markers', async () => members.every((m) => named(m.received, 'guild:user_typing').filter((x) => x.payload.username === mark).length === 2));
}

describe('guild chat across two instances', () => {
  it('delivers a message once to every member on either instance, to no outsider, and keeps it', async () => {
    const { guildId, ids, members, outsiders } = await guildWithMembers();
    members[1]!.socket.emit('guild:message', { guildId, message: 'Who wants to do the fractions raid?' });
    await eventually(WAIT_MS, 'every member got it', async () => members.every((m) => named(m.received, 'guild:message_received').length >= 1));
    await settle(guildId, members);

    for (const m of members) {
      const got = named(m.received, 'guild:message_received');
      expect(got).toHaveLength(1);
      expect(got[0]!.payload).toMatchObject({ guildId, userId: ids[1], username: 'bob', message: 'Who wants to do the fractions raid?' });
    }
    for (const o of outsiders) expect(named(o.received, 'guild:message_received')).toEqual([]);
    const kept = (await redis.lrange(chatKey(guildId), 0, -1)).map((s) => JSON.parse(s) as GuildMessage);
    expect(kept).toEqual([named(members[0]!.received, 'guild:message_received')[0]!.payload]);
  });

  it('refuses filtered and over-long messages to the sender only, and never keeps them', async () => {
    const { guildId, members } = await guildWithMembers();
    const ann = members[0]!;
    ann.socket.emit('guild:message', { guildId, message: 'email me at ann@example.org' });
    ann.socket.emit('guild:message', { guildId, message: 'you are stupid' });
    ann.socket.emit('guild:message', { guildId, message: 'x'.repeat(501) });
    await eventually(WAIT_MS, 'three refusals', async () => named(ann.received, 'guild:message_refused').length === 3);
    expect(named(ann.received, 'guild:message_refused').map((r) => r.payload.code).sort()).toEqual(['MESSAGE_NOT_ALLOWED', 'MESSAGE_NOT_ALLOWED', 'VALIDATION_ERROR']);
    await settle(guildId, members);
    for (const m of members) expect(named(m.received, 'guild:message_received')).toEqual([]);
    for (const m of members.slice(1)) expect(named(m.received, 'guild:message_refused')).toEqual([]);
    expect(await redis.llen(chatKey(guildId))).toBe(0);
  });

  it(`lets a student send ${GUILD_CHAT_RATE.messages} messages in ${GUILD_CHAT_RATE.windowSeconds} s and refuses the next`, async () => {
    const { guildId, members } = await guildWithMembers();
    const bob = members[1]!;
    for (let i = 0; i <= GUILD_CHAT_RATE.messages; i++) bob.socket.emit('guild:message', { guildId, message: `message ${i}` });
    await eventually(WAIT_MS, 'one refusal', async () => named(bob.received, 'guild:message_refused').length === 1);
    await eventually(WAIT_MS, 'the others delivered', async () => named(bob.received, 'guild:message_received').length === GUILD_CHAT_RATE.messages);
    await settle(guildId, members);
    expect(named(bob.received, 'guild:message_refused')[0]!.payload.code).toBe('RATE_LIMITED');
    for (const m of members) expect(named(m.received, 'guild:message_received')).toHaveLength(GUILD_CHAT_RATE.messages);
  });

  it('sends typing to the other members with the name from the token, and refuses a student who left', async () => {
    const { guildId, ids, members } = await guildWithMembers();
    members[2]!.socket.emit('guild:typing', { guildId, username: 'someone-else' });
    await eventually(WAIT_MS, 'typing heard', async () => [0, 1, 3].every((i) => named(members[i]!.received, 'guild:user_typing').some((t) => t.payload.username === 'cat')));
    await settle(guildId, members);
    expect(named(members[2]!.received, 'guild:user_typing').filter((t) => t.payload.username === 'cat')).toEqual([]);

    // Dan is removed (engagement publishes the fact): his socket on the other instance leaves the
    // room, and his next message is refused.
    await bus.publish('engagement.guild.membership.changed', newEvent('engagement.guild.membership.changed', { userId: ids[3]!, guildId, member: false }, ids[3]));
    await eventually(WAIT_MS, 'dan out of the room', async () => (await roomSize(guildId)) === 3);
    members[3]!.socket.emit('guild:message', { guildId, message: 'still here?' });
    await eventually(WAIT_MS, 'refused', async () => named(members[3]!.received, 'guild:message_refused').length === 1);
    expect(named(members[3]!.received, 'guild:message_refused')[0]!.payload.code).toBe('NOT_IN_GUILD');
    expect(await redis.llen(chatKey(guildId))).toBe(0);
    members[0]!.socket.emit('guild:message', { guildId, message: 'bye dan' });
    await eventually(WAIT_MS, 'the others got it', async () => [0, 1, 2].every((i) => named(members[i]!.received, 'guild:message_received').length === 1));
    await settle(guildId, members.slice(0, 3));
    expect(named(members[3]!.received, 'guild:message_received')).toEqual([]);
  });
});
