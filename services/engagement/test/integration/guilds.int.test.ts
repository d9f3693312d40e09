/**
 * Guilds end to end on real storage, Redis and NATS (docs/adr/0120-0122): create, join up to the
 * limit, the role rules enforced by the server (403, 404, 409, never 500), events, the leader's
 * hand-over and the dissolving leave, and guild XP credited from the game's progress snapshots
 * (once per snapshot version) ranking the guilds by weekly XP.
 *
 * Redis is shared with other suites: every guild name carries this run's tag (browse is searched
 * by it), every student is new, and the clock is pinned to a week of its own.
 */
import { randomUUID } from 'node:crypto';
import { GUILD_MAX_MEMBERS, type GuildEvent, type GuildMember, type GuildSummary, type MyGuild } from '@mathquest/contracts';
import { connectEventBus, connectMongo, ensureStream, newEvent, type EventBus, type ServiceApp } from '@mathquest/service-kit';
import { testInfra, testKeys, uniqueDbName } from '@mathquest/service-kit/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEngagementApp } from '../../src/app.js';
import { engagementFacts } from '../../src/social/facts/engagement-facts.js';
import { backfillFacts } from '../../src/social/facts/facts-backfill.js';
import { factsBackfillRepository } from '../../src/social/facts/repositories/facts-backfill-repository.js';
import { authHeader, publishedWhere, recordPushes, uid, until } from '../helpers/engagement.js';

let app: ServiceApp;
let bus: EventBus;
let redis: Redis;
const WEEK_MS = 7 * 86_400_000;
const clock = new Date(Date.UTC(2300, 0, 3) + Math.floor(Math.random() * 20_000) * WEEK_MS);
// Consonants only: guild and event names go through the chat filter, which reads 7 digits in a name
// as a phone number (and no word of the filter's list can be spelled without a vowel).
const consonants = (hex: string) => hex.replace(/[0-9a-f]/g, (c) => 'bcdfghjkmnpqrtvw'[parseInt(c, 16)]!);
const tag = consonants(randomUUID().slice(0, 6));
let ticks = 0;
const dbName = uniqueDbName('guilds');

beforeAll(async () => {
  const infra = testInfra();
  bus = await connectEventBus(infra.natsUrl, 'guilds-test');
  await Promise.all((['GAME', 'AUTH', 'TEACHER', 'ENGAGEMENT'] as const).map((s) => ensureStream(bus.jsm, s)));
  app = await buildEngagementApp(
    { port: 0, host: '127.0.0.1', logLevel: 'error', mongoUrl: infra.mongoUrl, mongoDb: dbName, natsUrl: infra.natsUrl, redisUrl: infra.redisUrl, publicKeyPem: testKeys().publicKeyPem, durableSuffix: `g${Date.now().toString(36)}${randomUUID().slice(0, 4)}`, factsBackfill: false },
    // Each call a second later (the hand-over picks the oldest by join time), within the pinned day.
    { now: () => new Date(clock.getTime() + ++ticks * 1000) },
  );
  redis = new Redis(infra.redisUrl);
});
afterAll(async () => {
  await app?.close();
  await bus?.close();
  redis?.disconnect();
});

interface Kid {
  id: string;
  name: string;
}
const kid = (name: string): Kid => ({ id: uid(), name: `${name}_${tag}` });
const call = (method: 'GET' | 'POST' | 'PATCH', who: Kid, url: string, body?: object) =>
  app.inject({ method, url: `/api/engagement${url}`, headers: authHeader(who.id, { username: who.name }), ...(body ? { payload: body } : {}) });
async function ok<T>(method: 'GET' | 'POST' | 'PATCH', who: Kid, url: string, body?: object): Promise<T> {
  const r = await call(method, who, url, body);
  expect(r.statusCode, r.body).toBeLessThan(300);
  return r.json().data as T;
}
async function refused(status: number, code: string | null, method: 'GET' | 'POST' | 'PATCH', who: Kid, url: string, body?: object) {
  const r = await call(method, who, url, body);
  expect(r.statusCode, r.body).toBe(status);
  if (code) expect(r.json().error.code).toBe(code);
  return r.json().error.message as string;
}
const guildName = (n: string) => `${n} ${tag}`;
const create = (who: Kid, name: string) => ok<MyGuild>('POST', who, '/guilds', { name: guildName(name), icon: '🐉', description: 'We love fractions' });
const members = async (who: Kid, id: string) => (await ok<{ members: GuildMember[] }>('GET', who, `/guilds/${id}/members`)).members;
const roles = async (who: Kid, id: string) => Object.fromEntries((await members(who, id)).map((m) => [m.username, m.role]));
let version = 1;
const progress = (userId: string, totalXp: number, v = version++) =>
  bus.publish(
    'game.progress.updated',
    newEvent('game.progress.updated', { userId, level: 2, totalXp, xpToNextLevel: 1000, xpForCurrentLevel: 100, currentStreak: 1, longestStreak: 1, lastActiveDay: null, totalProblems: 10, totalCorrect: 5, totalTimeSpent: 100, accuracy: 50, bestCombo: 1, version: v }, undefined, randomUUID(), clock),
  );

describe('guild membership', () => {
  it('tells the other members of each change of the member list (guild:members_changed), not the one who made it', async () => {
    const [lead, joiner, other] = [kid('pla'), kid('plb'), kid('plc')];
    const id = (await create(lead, `Pushy ${consonants(randomUUID().slice(0, 4))}`)).guild!.id;
    const pushes = await recordPushes(bus);
    const heard = (who: Kid) => pushes.of(who.id).flatMap((p) => p.data.events).filter((e) => e.name === 'guild:members_changed' && e.payload.guildId === id).length;
    await ok('POST', joiner, `/guilds/${id}/join`);
    // The leader's open Members tab hears of the new member; the joiner, who did it, hears nothing.
    expect(await until(async () => heard(lead), (n) => n >= 1)).toBe(1);
    await ok('POST', other, `/guilds/${id}/join`);
    await until(async () => heard(joiner), (n) => n >= 1);
    expect(heard(other)).toBe(0);
    await ok('POST', lead, `/guilds/${id}/members/${joiner.id}/promote`);
    await until(async () => heard(joiner), (n) => n >= 2);
    await ok('POST', lead, `/guilds/${id}/members/${other.id}/kick`);
    // The kicked member hears it too (after the promotion they also heard).
    expect(await until(async () => heard(other), (n) => n >= 2)).toBe(2);
    await ok('POST', joiner, '/guilds/leave');
    expect(await until(async () => heard(lead), (n) => n >= 3)).toBe(3);
    pushes.stop();
  });

  it('creates, joins up to the limit, keeps one guild per student and unique names', async () => {
    const lee = kid('lee');
    const mine = await create(lee, 'Ninjas');
    expect(mine.role).toBe('LEADER');
    expect(mine.guild).toMatchObject({ name: guildName('Ninjas'), icon: '🐉', level: 1, memberCount: 1, maxMembers: GUILD_MAX_MEMBERS, weeklyXp: 0, totalXp: 0, currentXp: 0, xpForNextLevel: 1000 });
    const id = mine.guild!.id;
    expect(await ok<MyGuild>('GET', lee, '/guilds/my-guild')).toMatchObject({ role: 'LEADER', guild: { id } });

    await refused(409, 'ALREADY_IN_GUILD', 'POST', lee, '/guilds', { name: guildName('Other'), icon: '🐉' });
    await refused(409, 'GUILD_NAME_TAKEN', 'POST', kid('ann'), '/guilds', { name: guildName('ninjas').toUpperCase(), icon: '🚀' });
    await refused(404, null, 'POST', kid('ann'), `/guilds/${randomUUID()}/join`);
    await refused(400, null, 'POST', lee, '/guilds', { name: 'x', icon: '🐉' });
    await refused(409, 'MESSAGE_NOT_ALLOWED', 'POST', kid('rude'), '/guilds', { name: `Stupid ${tag}`, icon: '🐉' });
    await refused(409, 'MESSAGE_NOT_ALLOWED', 'POST', kid('spam'), '/guilds', { name: guildName('Spam'), icon: '🐉', description: 'see www.example.test' });

    const joiners = Array.from({ length: GUILD_MAX_MEMBERS - 1 }, (_, i) => kid(`m${i}`));
    for (const j of joiners) expect((await ok<MyGuild>('POST', j, `/guilds/${id}/join`)).role).toBe('MEMBER');
    const message = await refused(409, 'GUILD_FULL', 'POST', kid('late'), `/guilds/${id}/join`);
    expect(message).toContain('full');
    await refused(409, 'ALREADY_IN_GUILD', 'POST', joiners[0]!, `/guilds/${id}/join`);
    expect((await ok<MyGuild>('GET', lee, '/guilds/my-guild')).guild?.memberCount).toBe(GUILD_MAX_MEMBERS);
    // Searching by name finds it, with its member count.
    const found = (await ok<{ guilds: GuildSummary[] }>('GET', kid('x'), `/guilds?search=ninjas%20${tag}`)).guilds;
    expect(found.map((g) => [g.id, g.memberCount])).toEqual([[id, GUILD_MAX_MEMBERS]]);
  });

  it("lists each member with the look they wear (docs/adr/0129): a stored one, else the starter items", async () => {
    const [lee, ann] = [kid('lee'), kid('ann')];
    const id = (await create(lee, 'Looks'))!.guild!.id;
    await ok<MyGuild>('POST', ann, `/guilds/${id}/join`);
    const crown = { id: 'head-crown', name: 'Crown', emoji: '👑', color: '#f2c230' };
    await redis.hset('engagement:looks', ann.id, JSON.stringify({ HEAD: crown }));
    const list = await members(lee, id);
    expect(list.find((m) => m.id === ann.id)).toMatchObject({ avatarUrl: null, avatar: { HEAD: crown } });
    const starter = list.find((m) => m.id === lee.id)!;
    expect(starter.avatarUrl).toBeNull();
    // Never changed: the free starter items, as their player document would show them.
    expect(starter.avatar.HEAD).toMatchObject({ id: 'head-cap', emoji: '🧢' });
  });

  it('enforces the role rules on the server', async () => {
    const [lee, ann, bob, cat, out] = [kid('lee'), kid('ann'), kid('bob'), kid('cat'), kid('out')];
    const id = (await create(lee, 'Owls')).guild!.id;
    const otherId = (await create(out, 'Foxes')).guild!.id;
    for (const k of [ann, bob, cat]) await ok('POST', k, `/guilds/${id}/join`);

    await refused(403, 'FORBIDDEN', 'POST', ann, `/guilds/${id}/members/${bob.id}/kick`);
    await refused(403, 'FORBIDDEN', 'POST', ann, `/guilds/${id}/settings`, { description: 'mine now' });
    expect(await ok<GuildMember>('POST', lee, `/guilds/${id}/members/${ann.id}/promote`)).toMatchObject({ id: ann.id, role: 'OFFICER' });
    await refused(409, 'GUILD_ROLE_MISMATCH', 'POST', lee, `/guilds/${id}/members/${ann.id}/promote`);
    await refused(409, 'GUILD_ROLE_MISMATCH', 'POST', ann, `/guilds/${id}/members/${bob.id}/demote`);
    await refused(403, 'FORBIDDEN', 'POST', ann, `/guilds/${id}/members/${ann.id}/demote`);
    await refused(403, 'FORBIDDEN', 'POST', ann, `/guilds/${id}/members/${lee.id}/kick`);
    await refused(404, null, 'POST', ann, `/guilds/${id}/members/${out.id}/kick`);
    await refused(404, null, 'POST', ann, `/guilds/${otherId}/members/${out.id}/kick`);
    await refused(404, null, 'GET', ann, `/guilds/${otherId}/members`);
    // An officer promotes a member and kicks another.
    expect((await ok<GuildMember>('POST', ann, `/guilds/${id}/members/${bob.id}/promote`)).role).toBe('OFFICER');
    expect(await ok('POST', ann, `/guilds/${id}/members/${cat.id}/kick`)).toEqual({ kicked: true });
    expect(await ok<MyGuild>('GET', cat, '/guilds/my-guild')).toEqual({ guild: null, role: null });
    await refused(404, null, 'GET', cat, `/guilds/${id}/members`);
    expect(await roles(lee, id)).toEqual({ [lee.name]: 'LEADER', [ann.name]: 'OFFICER', [bob.name]: 'OFFICER' });
    expect((await ok<MyGuild>('POST', lee, `/guilds/${id}/settings`, { icon: '🦉', description: 'Night owls' })).guild).toMatchObject({ icon: '🦉', description: 'Night owls' });
    // The kicked student may join another guild at once.
    expect((await ok<MyGuild>('POST', cat, `/guilds/${otherId}/join`)).role).toBe('MEMBER');
  });

  it('hands over to the oldest officer, then the oldest member, and the last leave dissolves the guild', async () => {
    const [lee, ann, bob, cat] = [kid('lee'), kid('ann'), kid('bob'), kid('cat')];
    const id = (await create(lee, 'Wolves')).guild!.id;
    for (const k of [ann, bob, cat]) await ok('POST', k, `/guilds/${id}/join`);
    await ok('POST', lee, `/guilds/${id}/members/${cat.id}/promote`);

    expect(await ok('POST', lee, '/guilds/leave')).toEqual({ left: true, dissolved: false });
    expect(await roles(ann, id)).toEqual({ [cat.name]: 'LEADER', [ann.name]: 'MEMBER', [bob.name]: 'MEMBER' });
    await ok('POST', cat, '/guilds/leave');
    expect(await roles(ann, id)).toEqual({ [ann.name]: 'LEADER', [bob.name]: 'MEMBER' });
    await ok('POST', bob, '/guilds/leave');
    expect(await ok('POST', ann, '/guilds/leave')).toEqual({ left: true, dissolved: true });
    await refused(404, 'NOT_IN_GUILD', 'POST', ann, '/guilds/leave');
    expect((await ok<{ guilds: GuildSummary[] }>('GET', ann, `/guilds?search=wolves%20${tag}`)).guilds).toEqual([]);
    // The name is free again.
    expect((await create(ann, 'Wolves')).role).toBe('LEADER');
  });
});

describe('guild events and chat history', () => {
  it('lets leaders and officers start events that members join until full', async () => {
    const [lee, ann, bob] = [kid('lee'), kid('ann'), kid('bob')];
    const id = (await create(lee, 'Raiders')).guild!.id;
    for (const k of [ann, bob]) await ok('POST', k, `/guilds/${id}/join`);
    expect((await ok<{ events: GuildEvent[] }>('GET', ann, `/guilds/${id}/events`)).events).toEqual([]);
    await refused(403, 'FORBIDDEN', 'POST', ann, `/guilds/${id}/events`, { type: 'RAID', name: 'Fraction Raid', maxParticipants: 2 });
    const ev = await ok<GuildEvent>('POST', lee, `/guilds/${id}/events`, { type: 'RAID', name: 'Fraction Raid', description: 'Beat the fraction dragon', maxParticipants: 2 });
    expect(ev).toMatchObject({ type: 'RAID', participants: 0, maxParticipants: 2, joined: false, rewards: { coins: 100, gems: 5, xp: 300 } });
    expect(await ok<GuildEvent>('POST', ann, `/guilds/${id}/events/${ev.id}/join`)).toMatchObject({ participants: 1, joined: true });
    expect(await ok<GuildEvent>('POST', ann, `/guilds/${id}/events/${ev.id}/join`)).toMatchObject({ participants: 1, joined: true });
    await ok('POST', bob, `/guilds/${id}/events/${ev.id}/join`);
    await refused(409, 'GUILD_EVENT_FULL', 'POST', lee, `/guilds/${id}/events/${ev.id}/join`);
    await refused(404, null, 'POST', lee, `/guilds/${id}/events/${randomUUID()}/join`);
    expect((await ok<{ events: GuildEvent[] }>('GET', lee, `/guilds/${id}/events`)).events.map((e) => [e.name, e.participants, e.joined])).toEqual([['Fraction Raid', 2, false]]);
    expect((await ok<MyGuild>('GET', lee, '/guilds/my-guild')).guild?.activity[0]).toMatchObject({ type: 'EVENT_CREATED' });
  });

  it('publishes the leader (for the review of reported messages), the hand-over, the memberships and the dissolution', async () => {
    const [lee, bo] = [kid('lee'), kid('bo')];
    const id = (await create(lee, 'Leaders')).guild!.id;
    const guildFacts = async () => (await publishedWhere(bus, 'engagement.guild.changed', (d) => d.guildId === id)).map((e) => e.data);
    expect((await guildFacts()).at(-1)).toEqual({ guildId: id, leaderId: lee.id, dissolved: false });
    await ok('POST', bo, `/guilds/${id}/join`);
    await ok('POST', lee, '/guilds/leave');
    expect((await guildFacts()).at(-1)).toEqual({ guildId: id, leaderId: bo.id, dissolved: false });
    await ok('POST', bo, '/guilds/leave');
    expect((await guildFacts()).at(-1)).toEqual({ guildId: id, leaderId: null, dissolved: true });
    const memberships = (await publishedWhere(bus, 'engagement.guild.membership.changed', (d) => d.guildId === id)).map((e) => [e.data.userId, e.data.member]);
    expect(memberships).toEqual([
      [lee.id, true],
      [bo.id, true],
      [lee.id, false],
      [bo.id, false],
    ]);
  });

  it('backfills the guilds and memberships that exist, once per version', async () => {
    const [lee, bo] = [kid('lee'), kid('bo')];
    const id = (await create(lee, 'Backfilled')).guild!.id;
    await ok('POST', bo, `/guilds/${id}/join`);
    const conn = await connectMongo(testInfra().mongoUrl, dbName);
    try {
      const repo = factsBackfillRepository(conn, redis);
      const facts = engagementFacts(bus, app.log, 'throw');
      const version = 1_000_000 + Math.floor(Math.random() * 1_000_000_000);
      expect(await backfillFacts(repo, facts, app.log, { version })).toBeGreaterThanOrEqual(3);
      expect(await backfillFacts(repo, facts, app.log, { version })).toBe(0);
      const leaders = await publishedWhere(bus, 'engagement.guild.changed', (d) => d.guildId === id);
      expect(leaders.map((e) => e.data).at(-1)).toEqual({ guildId: id, leaderId: lee.id, dissolved: false });
      const members = (await publishedWhere(bus, 'engagement.guild.membership.changed', (d) => d.guildId === id)).map((e) => e.data);
      expect(members.slice(-2).map((d) => d.userId).sort()).toEqual([lee.id, bo.id].sort());
      expect(members.slice(-2).every((d) => d.member === true)).toBe(true);
    } finally {
      await conn.close();
    }
  });
});

describe('guild XP', () => {
  it('credits members’ XP once per snapshot and ranks guilds by weekly XP', async () => {
    const [lee, ann, zed] = [kid('lee'), kid('ann'), kid('zed')];
    const first = (await create(lee, 'Comets')).guild!.id;
    await ok('POST', ann, `/guilds/${first}/join`);
    const second = (await create(zed, 'Meteors')).guild!.id;

    const v = version++;
    await progress(lee.id, 120, v);
    await progress(lee.id, 120, v); // a redelivered snapshot credits nothing
    await progress(ann.id, 300);
    await progress(zed.id, 900);
    await until(async () => (await ok<MyGuild>('GET', lee, '/guilds/my-guild')).guild?.weeklyXp, (x) => x === 420);
    await until(async () => (await ok<MyGuild>('GET', zed, '/guilds/my-guild')).guild?.weeklyXp, (x) => x === 900);
    await progress(lee.id, 1200);
    await until(async () => (await ok<MyGuild>('GET', lee, '/guilds/my-guild')).guild?.totalXp, (x) => x === 1500);

    const mine = (await ok<MyGuild>('GET', lee, '/guilds/my-guild')).guild!;
    expect(mine).toMatchObject({ weeklyXp: 1500, totalXp: 1500, level: 2, currentXp: 500, xpForNextLevel: 2000 });
    expect(mine.topContributors).toEqual([
      { id: lee.id, username: lee.name, weeklyXp: 1200 },
      { id: ann.id, username: ann.name, weeklyXp: 300 },
    ]);
    expect((await members(ann, first)).map((m) => [m.username, m.weeklyXp, m.totalContribution])).toEqual([
      [lee.name, 1200, 1200],
      [ann.name, 300, 300],
    ]);
    const ranked = (await ok<{ guilds: GuildSummary[] }>('GET', lee, `/guilds?search=${tag}`)).guilds.filter((g) => g.id === first || g.id === second);
    expect(ranked.map((g) => g.id)).toEqual([first, second]);
    expect(ranked[0]!.rank).toBeLessThan(ranked[1]!.rank);
    expect(mine.rank).toBe(ranked[0]!.rank);
  });
});
