/**
 * Guild chat safety on two realtime instances over the harness's Redis and NATS (docs/adr/0170-0172):
 * a filtered message reaches nobody and its sender is told why (and still counts against their
 * rate); a reported message is hidden from the other members, kept marked in the history, and the
 * leader's review restores or removes it; chat turned off by a teacher or a parent (events on
 * NATS into realtime's projection) stops the student's messages.
 */
import { randomUUID } from 'node:crypto';
import { GUILD_CHAT_RATE, GUILD_REPORT_RATE, GuildMessageSchema, chatOffMessage, type GuildMessage } from '@mathquest/contracts';
import { CHAT_REFUSAL_MESSAGES } from '@mathquest/contracts/chat-filter';
import { connectEventBus, ensureStream, newEvent, type EventBus } from '@mathquest/service-kit';
import { testInfra } from '@mathquest/service-kit/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngagementFactsRepository } from '../../src/repositories/engagement-facts-repository.js';
import { claims, eventually, sign, startCluster, type ClientSocket, type Cluster } from '../helpers/realtime.js';

const WAIT_MS = 20_000;
let redis: Redis;
let bus: EventBus;
let cluster: Cluster;

beforeAll(async () => {
  redis = new Redis(testInfra().redisUrl);
  bus = await connectEventBus(testInfra().natsUrl, 'guild-chat-safety-test');
  await Promise.all((['AUTH', 'TEACHER'] as const).map((s) => ensureStream(bus.jsm, s)));
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
interface Member {
  id: string;
  socket: ClientSocket;
  received: Received[];
}
const newId = (p: string) => `${p}-${randomUUID().slice(0, 8)}`;
const named = (r: Received[], name: string) => r.filter((x) => x.name === name);
const kept = async (guildId: string) => (await redis.lrange(`guild:chat:${guildId}`, 0, -1)).map((s) => GuildMessageSchema.parse(JSON.parse(s)));

/** A guild of three (ann leads it), ann and cat on instance 0, bob on instance 1, all in the room. */
async function guild(): Promise<{ guildId: string; ann: Member; bob: Member; cat: Member }> {
  const guildId = newId('g');
  const open = async (instance: number, username: string): Promise<Member> => {
    const id = newId(username);
    await createEngagementFactsRepository(redis).applyMembership(id, guildId, Date.now());
    const opened = await cluster.open(instance, sign(claims(id, { username })));
    expect(opened.outcome).toBe('connected');
    const received: Received[] = [];
    opened.socket.onAny((name: string, payload: Record<string, unknown>) => received.push({ name, payload }));
    opened.socket.emit('join:guild', { guildId });
    await eventually(WAIT_MS, `${username} joined`, async () => named(received, 'guild:joined').length === 1);
    return { id, socket: opened.socket, received };
  };
  const [ann, bob, cat] = [await open(0, 'ann'), await open(1, 'bob'), await open(0, 'cat')];
  await createEngagementFactsRepository(redis).applyLeader(guildId, ann.id, Date.now());
  return { guildId, ann, bob, cat };
}

/** `from` sends `text` and every one of `to` receives it; returns the message. */
async function say(from: Member, guildId: string, text: string, to: Member[]): Promise<GuildMessage> {
  from.socket.emit('guild:message', { guildId, message: text });
  await eventually(WAIT_MS, `"${text}" delivered`, async () => to.every((m) => named(m.received, 'guild:message_received').some((r) => r.payload.message === text)));
  return named(to[0]!.received, 'guild:message_received').find((r) => r.payload.message === text)!.payload as unknown as GuildMessage;
}

/** Waits until a plain message from `from` reached every member, so whatever was emitted before it has too. */
async function settle(from: Member, guildId: string, members: Member[]) {
  await say(from, guildId, `marker ${randomUUID().slice(0, 6)}`, members);
}

describe('filtered messages', () => {
  it('are delivered to no member, the sender is told why, and they count against the rate', async () => {
    const { guildId, ann, bob, cat } = await guild();
    const blocked = ['call me ５５５１２３４５６７', 'visit evil.dev', 'kid (at) gmail (dot) com', 'you are ѕtupid'];
    for (const m of blocked) bob.socket.emit('guild:message', { guildId, message: m });
    await eventually(WAIT_MS, 'four refusals', async () => named(bob.received, 'guild:message_refused').length === 4);
    const byText = (a: Record<string, unknown>, b: Record<string, unknown>) => String(a.message).localeCompare(String(b.message));
    expect(named(bob.received, 'guild:message_refused').map((r) => r.payload).sort(byText)).toEqual([
      { guildId, code: 'MESSAGE_NOT_ALLOWED', message: CHAT_REFUSAL_MESSAGES.PHONE },
      { guildId, code: 'MESSAGE_NOT_ALLOWED', message: CHAT_REFUSAL_MESSAGES.LINK },
      { guildId, code: 'MESSAGE_NOT_ALLOWED', message: CHAT_REFUSAL_MESSAGES.EMAIL },
      { guildId, code: 'MESSAGE_NOT_ALLOWED', message: CHAT_REFUSAL_MESSAGES.WORD },
    ].sort(byText));
    // The window holds GUILD_CHAT_RATE attempts: one more fits, the next is refused, refused ones counted.
    expect(blocked.length).toBe(GUILD_CHAT_RATE.messages - 1);
    bob.socket.emit('guild:message', { guildId, message: 'ok one more' });
    bob.socket.emit('guild:message', { guildId, message: 'and another' });
    await eventually(WAIT_MS, 'rate refusal', async () => named(bob.received, 'guild:message_refused').length === 5);
    expect(named(bob.received, 'guild:message_refused')[4]!.payload.code).toBe('RATE_LIMITED');
    await settle(ann, guildId, [ann, bob, cat]);
    for (const m of [ann, bob, cat]) expect(named(m.received, 'guild:message_received').map((r) => r.payload.message).filter((t) => blocked.includes(t as string))).toEqual([]);
    expect((await kept(guildId)).map((m) => m.message).filter((t) => !t.startsWith('marker'))).toEqual(['ok one more']);
  });
});

describe('reports and the leader review', () => {
  it('hide a reported message from the other members and keep it marked in the history', async () => {
    const { guildId, ann, bob, cat } = await guild();
    const msg = await say(bob, guildId, 'this is a mean thing to say', [ann, bob, cat]);
    cat.socket.emit('guild:report', { guildId, messageId: msg.id });
    await eventually(WAIT_MS, 'reporter thanked', async () => named(cat.received, 'guild:reported').length === 1);
    await eventually(WAIT_MS, 'hidden for everyone', async () => [ann, bob, cat].every((m) => named(m.received, 'guild:message_hidden').some((r) => r.payload.messageId === msg.id)));
    expect(named(bob.received, 'guild:message_hidden')[0]!.payload).toEqual({ guildId, messageId: msg.id, userId: bob.id });
    expect((await kept(guildId)).find((m) => m.id === msg.id)).toMatchObject({ held: true, message: 'this is a mean thing to say' });
    // The leader hears of it, with the message.
    await eventually(WAIT_MS, 'leader told', async () => named(ann.received, 'guild:reports_list').some((r) => (r.payload.reports as unknown[]).length === 1));
    // The author cannot report their own message; a second report by the same member changes nothing.
    bob.socket.emit('guild:report', { guildId, messageId: msg.id });
    await eventually(WAIT_MS, 'own report refused', async () => named(bob.received, 'guild:message_refused').some((r) => r.payload.code === 'FORBIDDEN'));
  });

  it(`takes at most ${GUILD_REPORT_RATE.reports} reports a minute from one member`, async () => {
    const { guildId, ann, bob, cat } = await guild();
    const sent: GuildMessage[] = [];
    // Two senders, so the messages fit the chat rate.
    for (let i = 0; i <= GUILD_REPORT_RATE.reports; i++) sent.push(await say(i % 2 ? ann : bob, guildId, `message number ${i}`, [ann, bob, cat]));
    for (const m of sent) cat.socket.emit('guild:report', { guildId, messageId: m.id });
    await eventually(WAIT_MS, 'reports answered', async () => named(cat.received, 'guild:reported').length + named(cat.received, 'guild:message_refused').length === sent.length);
    expect(named(cat.received, 'guild:reported')).toHaveLength(GUILD_REPORT_RATE.reports);
    expect(named(cat.received, 'guild:message_refused').map((r) => r.payload.code)).toEqual(['RATE_LIMITED']);
    expect((await kept(guildId)).filter((m) => m.held)).toHaveLength(GUILD_REPORT_RATE.reports);
  });

  it('lets only the leader review: RESTORE puts the message back, REMOVE deletes it', async () => {
    const { guildId, ann, bob, cat } = await guild();
    const kind = await say(bob, guildId, 'nice work everyone', [ann, bob, cat]);
    const mean = await say(bob, guildId, 'nobody likes you', [ann, bob, cat]);
    for (const m of [kind, mean]) cat.socket.emit('guild:report', { guildId, messageId: m.id });
    await eventually(WAIT_MS, 'both hidden', async () => named(ann.received, 'guild:message_hidden').length === 2);

    cat.socket.emit('guild:review', { guildId, messageId: kind.id, action: 'RESTORE' });
    await eventually(WAIT_MS, 'not the leader', async () => named(cat.received, 'guild:message_refused').some((r) => r.payload.code === 'FORBIDDEN'));

    ann.socket.emit('guild:reports', { guildId });
    await eventually(WAIT_MS, 'the list', async () => named(ann.received, 'guild:reports_list').some((r) => (r.payload.reports as Array<{ message: { id: string } }>).map((x) => x.message.id).sort().join() === [kind.id, mean.id].sort().join()));

    ann.socket.emit('guild:review', { guildId, messageId: kind.id, action: 'RESTORE' });
    ann.socket.emit('guild:review', { guildId, messageId: mean.id, action: 'REMOVE' });
    await eventually(WAIT_MS, 'restored and removed for everyone', async () =>
      [ann, bob, cat].every((m) => named(m.received, 'guild:message_restored').some((r) => r.payload.id === kind.id) && named(m.received, 'guild:message_removed').some((r) => r.payload.messageId === mean.id)),
    );
    const history = await kept(guildId);
    expect(history.find((m) => m.id === kind.id)).toEqual({ ...kind });
    expect(history.find((m) => m.id === mean.id)).toBeUndefined();
    await eventually(WAIT_MS, 'leader list empty', async () => (named(ann.received, 'guild:reports_list').at(-1)?.payload.reports as unknown[]).length === 0);
  });
});

describe('chat turned off by an adult', () => {
  it('by a teacher, then by a parent: the student is told and their messages stop; turned on again they flow', async () => {
    const { guildId, ann, bob, cat } = await guild();
    const classroomId = newId('class');
    const parentId = newId('parent');
    const t0 = Date.now();
    await bus.publish('teacher.student.chat_changed', newEvent('teacher.student.chat_changed', { studentId: bob.id, teacherId: newId('t'), classroomId, enabled: false, changedAt: new Date(t0).toISOString() }));
    await eventually(WAIT_MS, 'bob told chat is off', async () => named(bob.received, 'guild:chat_state').some((r) => JSON.stringify(r.payload.chatOffBy) === '["TEACHER"]'));
    bob.socket.emit('guild:message', { guildId, message: 'can I still talk?' });
    await eventually(WAIT_MS, 'refused', async () => named(bob.received, 'guild:message_refused').length === 1);
    expect(named(bob.received, 'guild:message_refused')[0]!.payload).toEqual({ guildId, code: 'CHAT_DISABLED', message: chatOffMessage(['TEACHER']) });

    await bus.publish('auth.child.chat_changed', newEvent('auth.child.chat_changed', { studentId: bob.id, parentId, enabled: false, changedAt: new Date(t0 + 1).toISOString() }));
    await bus.publish('teacher.student.chat_changed', newEvent('teacher.student.chat_changed', { studentId: bob.id, teacherId: newId('t'), classroomId, enabled: true, changedAt: new Date(t0 + 2).toISOString() }));
    await eventually(WAIT_MS, 'off by the parent only', async () => named(bob.received, 'guild:chat_state').some((r) => JSON.stringify(r.payload.chatOffBy) === '["PARENT"]'));
    bob.socket.emit('guild:message', { guildId, message: 'hello?' });
    await eventually(WAIT_MS, 'refused again', async () => named(bob.received, 'guild:message_refused').length === 2);
    expect(named(bob.received, 'guild:message_refused')[1]!.payload.message).toBe(chatOffMessage(['PARENT']));

    // An older change arriving late does not turn it back on; the newer one does.
    await bus.publish('auth.child.chat_changed', newEvent('auth.child.chat_changed', { studentId: bob.id, parentId, enabled: true, changedAt: new Date(t0 - 1000).toISOString() }));
    await bus.publish('auth.child.chat_changed', newEvent('auth.child.chat_changed', { studentId: bob.id, parentId, enabled: true, changedAt: new Date(t0 + 3).toISOString() }));
    await eventually(WAIT_MS, 'on again', async () => named(bob.received, 'guild:chat_state').some((r) => JSON.stringify(r.payload.chatOffBy) === '[]'));
    await say(bob, guildId, 'I am back', [ann, bob, cat]);
    expect(named(ann.received, 'guild:message_received').map((r) => r.payload.message)).not.toContain('can I still talk?');
  });

  it('is told on join:guild', async () => {
    const studentId = newId('dee');
    const guildId = newId('g');
    await createEngagementFactsRepository(redis).applyMembership(studentId, guildId, Date.now());
    await bus.publish('auth.child.chat_changed', newEvent('auth.child.chat_changed', { studentId, parentId: newId('p'), enabled: false, changedAt: new Date().toISOString() }));
    // The projection has it (realtime's own key), then the student opens the guild page.
    await eventually(WAIT_MS, 'projection written', async () => Object.keys(await redis.hgetall(`realtime:chat-off:${studentId}`)).length === 1);
    const opened = await cluster.open(1, sign(claims(studentId, { username: 'dee' })));
    const joined = new Promise((resolve) => opened.socket.once('guild:joined', resolve));
    opened.socket.emit('join:guild', { guildId });
    expect(await joined).toEqual({ guildId, chatOffBy: ['PARENT'] });
  });
});
