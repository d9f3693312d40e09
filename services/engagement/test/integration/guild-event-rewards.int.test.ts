/**
 * Guild event rewards on real storage, NATS and Redis (docs/adr/0128): a RAID's participants who
 * earned guild XP after joining it (from the game's progress snapshots, as in production) are paid
 * its coins, gems and XP when it ends; a participant who earned nothing, one who left the guild and
 * a member who did not join are not. Two sweepers with their own player caches (two engagement
 * instances) run at once and then again: each rewardee is paid once, the wallets' sum grows by
 * exactly the rewards paid, the XP goes out once through engagement.xp.granted, the student is
 * notified (and pushed once on core NATS), and the event leaves the guild.
 *
 * The app's own sweep is slowed to once an hour so the sweeps below are the only ones; the clock
 * is pinned to a week of this run's own (Redis is shared with other suites).
 */
import { randomUUID } from 'node:crypto';
import type { GuildEvent, GuildMember, MyGuild, Notification } from '@mathquest/contracts';
import { connectEventBus, connectMongo, ensureStream, newEvent, type EventBus, type ServiceApp } from '@mathquest/service-kit';
import { testInfra, uniqueDbName } from '@mathquest/service-kit/testing';
import { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerOutbox } from '../../src/events/player-outbox.js';
import { socketPushPublisher } from '../../src/events/socket-push.js';
import { newPlayerCache, walletCollection } from '../../src/repositories/wallets-repository.js';
import type { GuildDoc } from '../../src/social/guilds/domain/guilds.js';
import { EVENT_DAYS } from '../../src/social/guilds/domain/guilds.js';
import { guildsRepository } from '../../src/social/guilds/repositories/guilds-repository.js';
import { redisGuildEventSchedule, redisGuildXpStore } from '../../src/social/guilds/repositories/guild-xp-repository.js';
import { guildEventRewards, type GuildEventRewards } from '../../src/social/guilds/use-cases/guild-event-rewards.js';
import { socialWallet } from '../../src/use-cases/social-wallet.js';
import { authHeader, engagementApp, published, recordPushes, uid, until, type PushRecorder } from '../helpers/engagement.js';

let app: ServiceApp;
let bus: EventBus;
let conn: Connection;
let redis: Redis;
let mongoDb: string;
let pushes: PushRecorder;
const WEEK_MS = 7 * 86_400_000;
const start = new Date(Date.UTC(2310, 0, 3) + Math.floor(Math.random() * 20_000) * WEEK_MS);
let clock = start;
// Consonants only: guild and event names go through the chat filter, which reads 7 digits in a name
// as a phone number (and no word of the filter's list can be spelled without a vowel).
const consonants = (hex: string) => hex.replace(/[0-9a-f]/g, (c) => 'bcdfghjkmnpqrtvw'[parseInt(c, 16)]!);
const tag = consonants(randomUUID().slice(0, 6));

beforeAll(async () => {
  const infra = testInfra();
  mongoDb = uniqueDbName('guild-rewards');
  bus = await connectEventBus(infra.natsUrl, 'guild-rewards-test');
  pushes = await recordPushes(bus);
  await Promise.all((['GAME', 'AUTH', 'ENGAGEMENT'] as const).map((s) => ensureStream(bus.jsm, s)));
  ({ app } = await engagementApp({ mongoDb, config: { guildEventSweepMs: 3_600_000 }, now: () => clock }));
  conn = await connectMongo(infra.mongoUrl, mongoDb);
  redis = new Redis(infra.redisUrl);
});
afterAll(async () => {
  pushes?.stop();
  await app?.close();
  await bus?.close();
  await conn?.close();
  redis?.disconnect();
});

interface Kid {
  id: string;
  name: string;
}
const kid = (name: string): Kid => ({ id: uid(), name: `${name}_${tag}` });
async function ok<T>(method: 'GET' | 'POST', who: Kid, url: string, body?: object): Promise<T> {
  const r = await app.inject({ method, url: `/api/engagement${url}`, headers: authHeader(who.id, { username: who.name }), ...(body ? { payload: body } : {}) });
  expect(r.statusCode, r.body).toBeLessThan(300);
  return r.json().data as T;
}
let version = 1;
/** The game's progress snapshot of a student (their total XP), as the answer path publishes it. */
const progress = (userId: string, totalXp: number) =>
  bus.publish(
    'game.progress.updated',
    newEvent('game.progress.updated', { userId, level: 2, totalXp, xpToNextLevel: 1000, xpForCurrentLevel: 100, currentStreak: 1, longestStreak: 1, lastActiveDay: null, totalProblems: 10, totalCorrect: 5, totalTimeSpent: 100, accuracy: 50, bestCombo: 1, version: version++ }, undefined, randomUUID(), clock),
  );

/** A sweeper as one engagement instance runs it: its own player cache and outbox behind the wallet port, the shared storage, NATS and Redis. */
function sweeper(): GuildEventRewards {
  const players = walletCollection(conn);
  const log = pino({ level: 'silent' });
  const outbox = playerOutbox(bus, players, log);
  return guildEventRewards({
    guilds: guildsRepository(conn),
    xp: redisGuildXpStore(redis),
    schedule: redisGuildEventSchedule(redis, mongoDb),
    wallet: socialWallet({ store: { players, cache: newPlayerCache(), unpublished: (e) => outbox.unpublished(e) }, outbox, publishSocketPush: socketPushPublisher(bus.nc, log) }),
    log,
    now: () => clock,
  });
}

const wallets = async (kids: Kid[]) => {
  const docs = await Promise.all(kids.map((k) => walletCollection(conn).findOne({ _id: k.id })));
  return docs.map((d) => ({ coins: d?.coins ?? 0, gems: d?.gems ?? 0 }));
};
const sum = (ws: Array<{ coins: number; gems: number }>) => ws.reduce((a, b) => ({ coins: a.coins + b.coins, gems: a.gems + b.gems }), { coins: 0, gems: 0 });

describe('guild event rewards', () => {
  it('pays the active participants still in the guild once when the event ends, with two sweepers at once and again', async () => {
    const [lee, ann, bob, cat, dan] = [kid('lee'), kid('ann'), kid('bob'), kid('cat'), kid('dan')];
    const everyone = [lee, ann, bob, cat, dan];
    for (const k of everyone) await walletCollection(conn).insertOne({ _id: k.id, coins: 50, gems: 2, version: 1, walletVersion: 1, credited: {}, updatedAt: new Date() });
    const { guild } = await ok<MyGuild>('POST', lee, '/guilds', { name: `Raiders ${tag}`, icon: '🐉', description: 'Fractions at dawn' });
    const gid = guild!.id;
    for (const k of [ann, bob, cat, dan]) await ok<MyGuild>('POST', k, `/guilds/${gid}/join`);
    const event = await ok<GuildEvent>('POST', lee, `/guilds/${gid}/events`, { type: 'RAID', name: `Raid ${tag}`, description: 'Solve together', maxParticipants: 10 });
    expect(event.rewards).toEqual({ coins: 100, gems: 5, xp: 300 });
    for (const k of [lee, ann, bob, cat]) await ok<GuildEvent>('POST', k, `/guilds/${gid}/events/${event.id}/join`);

    // During the event: ann and cat earn XP for the guild, dan (not a participant) too; lee and bob earn nothing.
    await progress(ann.id, 80);
    await progress(cat.id, 30);
    await progress(dan.id, 40);
    const contributions = async () => Object.fromEntries((await ok<{ members: GuildMember[] }>('GET', lee, `/guilds/${gid}/members`)).members.map((m) => [m.id, m.totalContribution]));
    await until(contributions, (c) => c[ann.id] === 80 && c[cat.id] === 30 && c[dan.id] === 40);
    // cat leaves before the end: no longer a participant.
    await ok('POST', cat, '/guilds/leave');
    const before = await wallets(everyone);

    // Not ended yet: a sweep pays nothing and keeps the event.
    await sweeper().sweep(clock);
    expect(await wallets(everyone)).toEqual(before);

    clock = new Date(start.getTime() + EVENT_DAYS * 86_400_000 + 60_000);
    const guilds = conn.db!.collection<GuildDoc>('guilds');
    const unsettled = (await guilds.findOne({ _id: gid }))!;
    const [one, two] = [sweeper(), sweeper()];
    await Promise.all([one.sweep(clock), two.sweep(clock)]);
    // Again, as after a crash between the payments and the event's removal: the guild as it was, the event scheduled.
    await guilds.replaceOne({ _id: gid }, unsettled);
    await redisGuildEventSchedule(redis, mongoDb).at(gid, event.id, new Date(clock.getTime() - 1));
    await one.sweep(clock);
    await guilds.replaceOne({ _id: gid }, unsettled);
    await redisGuildEventSchedule(redis, mongoDb).at(gid, event.id, new Date(clock.getTime() - 1));
    await two.sweep(clock);

    const after = await wallets(everyone);
    expect(after).toEqual([before[0], { coins: before[1]!.coins + 100, gems: before[1]!.gems + 5 }, before[2], before[3], before[4]]);
    expect(sum(after)).toEqual({ coins: sum(before).coins + 100, gems: sum(before).gems + 5 });

    // The XP goes to the game once, through engagement.xp.granted; the wallet change is published.
    const grants = await until(() => published(bus, 'engagement.xp.granted', ann.id), (g) => g.length >= 1);
    expect(grants.map((g) => g.data)).toEqual([expect.objectContaining({ userId: ann.id, xp: 300, reason: 'guild_event', sourceId: event.id })]);
    for (const k of [lee, bob, cat, dan]) expect(await published(bus, 'engagement.xp.granted', k.id)).toEqual([]);
    const changes = (await published(bus, 'engagement.wallet.changed', ann.id)).filter((e) => e.data.reason === 'guild_event.reward');
    expect(changes.map((e) => e.data)).toEqual([expect.objectContaining({ coinsDelta: 100, gemsDelta: 5 })]);

    // ann is told, once; the event left the guild, its end is in the activity; nothing is scheduled any more.
    const notes = (await ok<{ notifications: Notification[] }>('GET', ann, '/notifications')).notifications.filter((n) => n.kind === 'GUILD');
    // Stored and served with the code and facts the app words it from in the reader's language.
    expect(notes).toEqual([
      expect.objectContaining({
        title: 'Guild event rewards!',
        message: `Raid ${tag} in Raiders ${tag} has ended. You earned 100 coins, 5 gems, 300 XP for taking part.`,
        code: 'GUILD_EVENT_REWARD',
        params: { eventName: `Raid ${tag}`, guildName: `Raiders ${tag}`, coins: 100, gems: 5, xp: 300 },
      }),
    ]);
    expect((await ok<{ notifications: Notification[] }>('GET', bob, '/notifications')).notifications.filter((n) => n.kind === 'GUILD')).toEqual([]);
    // ...and pushed once on core NATS (the sweepers publish on this test's connection: after a flush, every push it sent is back).
    await bus.nc.flush();
    // (The joins and cat's leave pushed guild:members_changed to the members' open Members tabs earlier: not the sweep's.)
    const sweepPushes = (userId: string) => pushes.of(userId).map((p) => p.data.events.map((e) => e.name).filter((name) => name !== 'guild:members_changed')).filter((names) => names.length > 0);
    expect(sweepPushes(ann.id)).toEqual([['wallet:updated', 'notification:new']]);
    for (const k of [lee, bob, cat, dan]) expect(sweepPushes(k.id)).toEqual([]);
    const doc = await guilds.findOne({ _id: gid });
    expect(doc!.events).toEqual([]);
    expect(doc!.activity[0]).toMatchObject({ type: 'EVENT_ENDED', text: `Raid ${tag} ended: 1 member earned its rewards` });
    expect(await redisGuildEventSchedule(redis, mongoDb).due(new Date(clock.getTime() + WEEK_MS), 1000)).not.toContainEqual({ guildId: gid, eventId: event.id });
  });
});
