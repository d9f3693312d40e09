/**
 * Leaderboards and friends end to end on real Redis, storage and NATS (docs/adr/0100-0103):
 * auth's user events and the teacher service's member lists build the social directory, the
 * game's progress snapshots feed the boards, the API reads them; the friends flow through the API;
 * engagement.leaderboard.updated at most once a second per board.
 *
 * Redis and the streams are shared with other suites: every test uses fresh ids, its own school,
 * class and grade (a grade number no real student has), so its School, Class, Grade and Friends
 * boards hold only its own students, and its own pinned UTC day for the previous-day ranks.
 */
import { randomUUID } from 'node:crypto';
import { leaderboardRoom, type EventSubject, type EventData, type Leaderboard, type LeaderboardScope, type LeaderboardType } from '@mathquest/contracts';
import { connectEventBus, ensureStream, newCoreEvent, newEvent, publishCore, type EventBus, type ServiceApp } from '@mathquest/service-kit';
import { testInfra, testKeys, uniqueDbName } from '@mathquest/service-kit/testing';
import { Redis } from 'ioredis';
import { JSONCodec } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEngagementApp } from '../../src/app.js';
import { authHeader, recordPushes, uid, until } from '../helpers/engagement.js';
import { WATCHED_BOARDS_KEY } from '../../src/social/leaderboards/repositories/leaderboards-repository.js';

let app: ServiceApp;
let bus: EventBus;
let redis: Redis;
/** A day far from today and from other runs: the boards' day snapshots of this run are its own. */
const DAY_MS = 86_400_000;
const base = Date.UTC(2200, 0, 1) + Math.floor(Math.random() * 50_000) * DAY_MS;
let clock = new Date(base);

beforeAll(async () => {
  const infra = testInfra();
  bus = await connectEventBus(infra.natsUrl, 'social-test');
  await Promise.all((['GAME', 'AUTH', 'TEACHER', 'ENGAGEMENT'] as const).map((s) => ensureStream(bus.jsm, s)));
  app = await buildEngagementApp(
    { port: 0, host: '127.0.0.1', logLevel: 'error', mongoUrl: infra.mongoUrl, mongoDb: uniqueDbName('social'), natsUrl: infra.natsUrl, redisUrl: infra.redisUrl, publicKeyPem: testKeys().publicKeyPem, durableSuffix: `s${Date.now().toString(36)}${randomUUID().slice(0, 4)}`, leaderboardSweepMs: 50, factsBackfill: false },
    { now: () => clock },
  );
  redis = new Redis(infra.redisUrl);
});
afterAll(async () => {
  await app?.close();
  await bus?.close();
  redis?.disconnect();
});

const publish = <S extends EventSubject>(subject: S, data: EventData<S>, at = new Date()) => bus.publish(subject, newEvent(subject, data, undefined, randomUUID(), at));
const grade = () => 1000 + Math.floor(Math.random() * 1_000_000);

async function student(username: string, gradeLevel: number): Promise<string> {
  const id = uid();
  await publish('auth.user.registered', { userId: id, role: 'STUDENT', username, displayName: `Kid ${username}`, plan: 'FREE', gradeLevel, timeZone: 'UTC', schoolName: null });
  return id;
}
async function teacher(schoolName: string): Promise<string> {
  const id = uid();
  await publish('auth.user.registered', { userId: id, role: 'TEACHER', username: `t_${id.slice(1, 9)}`, displayName: 'Ms. T', plan: 'FREE', gradeLevel: null, timeZone: 'UTC', schoolName });
  return id;
}
let progressVersion = 1;
async function progress(userId: string, f: { totalXp: number; totalCorrect?: number; totalProblems?: number; accuracy?: number; longestStreak?: number; bestCombo?: number; totalTimeSpent?: number; level?: number }, at: Date) {
  await publish(
    'game.progress.updated',
    {
      userId,
      level: f.level ?? 2,
      totalXp: f.totalXp,
      xpToNextLevel: 1000,
      xpForCurrentLevel: 100,
      currentStreak: 1,
      longestStreak: f.longestStreak ?? 1,
      lastActiveDay: null,
      totalProblems: f.totalProblems ?? 10,
      totalCorrect: f.totalCorrect ?? 5,
      totalTimeSpent: f.totalTimeSpent ?? 100,
      accuracy: f.accuracy ?? 50,
      bestCombo: f.bestCombo ?? 1,
      version: progressVersion++,
    },
    at,
  );
}

/** A finished Speed Challenge run with `correct` correct answers (game.session.ended of a SPEED session). */
async function speedRun(userId: string, correct: number, at: Date) {
  const startedAt = new Date(at.getTime() - 60_000).toISOString();
  await publish('game.session.ended', { userId, sessionId: randomUUID(), mode: 'SPEED', startedAt, endedAt: at.toISOString(), problemsAnswered: correct + 1, correctAnswers: correct, xpEarned: 10 * correct, coinsEarned: 0, hintsUsed: 0, maxCombo: correct, assignmentId: null, timeUp: false }, at);
}
const get = (userId: string, url: string) => app.inject({ method: 'GET', url: `/api/engagement${url}`, headers: authHeader(userId) });
const send = (method: 'POST' | 'DELETE', userId: string, url: string, body?: object) =>
  app.inject({ method, url: `/api/engagement${url}`, headers: authHeader(userId), ...(body ? { payload: body } : {}) });
async function board(userId: string, type: string, scope: string): Promise<Leaderboard> {
  const r = await get(userId, `/leaderboards?type=${type}&scope=${scope}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as Leaderboard;
}
const ids = (b: Leaderboard) => b.entries.map((e) => e.studentId);

type BoardUpdate = { occurredAt: string; data: { type: string; scope: string; group: string; entries: Array<{ studentId: string; score: number; rank: number }> } };
/** Every engagement.leaderboard.updated of one board published so far. */
async function boardUpdates(type: string, scope: string, group: string): Promise<BoardUpdate[]> {
  const consumer = await bus.js.consumers.get('ENGAGEMENT', { filterSubjects: 'engagement.leaderboard.updated' });
  const out: BoardUpdate[] = [];
  const codec = JSONCodec<BoardUpdate>();
  for await (const m of await consumer.fetch({ max_messages: 100_000, expires: 1500 })) {
    const e = codec.decode(m.data);
    if (e.data.type === type && e.data.scope === scope && e.data.group === group) out.push(e);
    if (m.info.pending === 0) break;
  }
  return out;
}

/** Someone watches this board for the next minute, as the realtime service records a socket's leaderboard:join. */
const watch = (type: LeaderboardType, scope: LeaderboardScope, group: string) => redis.zadd(WATCHED_BOARDS_KEY, Date.now() + 60_000, leaderboardRoom(type, scope, group));

describe('leaderboards fed by events', () => {
  it('gives a class its teacher’s school also when the class is recorded before the teacher', async () => {
    const g = grade();
    const school = `Late School ${randomUUID().slice(0, 8)}`;
    const t = uid();
    const s1 = await student(`ed_${uid().slice(1, 8)}`, g);
    const classroomId = `c${randomUUID().slice(0, 12)}`;
    await publish('teacher.classroom.members.changed', { classroomId, teacherId: t, name: 'Class 5A', memberIds: [s1], version: 1, deleted: false });
    await progress(s1, { totalXp: 120 }, new Date());
    const before = await until(() => board(s1, 'TOTAL_XP', 'CLASS'), (x) => x.entries.length === 1 && x.entries[0]!.className === 'Class 5A');
    expect(before.entries[0]!.schoolName).toBeNull(); // the teacher is not known yet
    await publish('auth.user.registered', { userId: t, role: 'TEACHER', username: `t_${t.slice(1, 9)}`, displayName: 'Mr. L', plan: 'FREE', gradeLevel: null, timeZone: 'UTC', schoolName: school });
    const after = await until(() => board(s1, 'TOTAL_XP', 'CLASS'), (x) => x.entries[0]?.schoolName === school);
    expect(after.entries[0]).toMatchObject({ studentId: s1, schoolName: school, className: 'Class 5A' });
    expect((await board(s1, 'TOTAL_XP', 'SCHOOL')).groupName).toBe(school);
  });

  it('ranks a class, a school and a grade by each metric, with names, the caller’s place and the rules', async () => {
    const g = grade();
    const school = `Test School ${randomUUID().slice(0, 8)}`;
    const t = await teacher(school);
    const [a, b, c] = [await student(`ann_${uid().slice(1, 8)}`, g), await student(`bob_${uid().slice(1, 8)}`, g), await student(`cy_${uid().slice(1, 8)}`, g)];
    const classroomId = `c${randomUUID().slice(0, 12)}`;
    await publish('teacher.classroom.members.changed', { classroomId, teacherId: t, name: 'Class 7B', memberIds: [a, b], version: 1, deleted: false });
    const now = new Date();
    await progress(a, { totalXp: 500, totalCorrect: 30, totalProblems: 40, accuracy: 75, longestStreak: 3, bestCombo: 8, totalTimeSpent: 600, level: 4 }, now);
    await progress(b, { totalXp: 300, totalCorrect: 45, totalProblems: 50, accuracy: 90, longestStreak: 6, bestCombo: 12, totalTimeSpent: 450 }, now);
    await progress(c, { totalXp: 900, totalCorrect: 9, totalProblems: 10, accuracy: 90, longestStreak: 1, bestCombo: 2, totalTimeSpent: 50 }, now);

    // Ann takes her cap off; Bob never changed his look (the free starters, drawn without a stored look).
    expect((await send('POST', a, '/avatar/unequip', { category: 'HEAD' })).statusCode).toBe(200);

    const cls = await until(() => board(a, 'TOTAL_XP', 'CLASS'), (x) => x.entries.length === 2 && x.entries[0]!.schoolName !== null);
    expect(cls).toMatchObject({ type: 'TOTAL_XP', scope: 'CLASS', groupName: 'Class 7B', unavailable: null, myRank: 1, total: 2 });
    const look = (head: boolean) => ({ ...(head ? { HEAD: expect.objectContaining({ id: 'head-cap' }) } : {}), BODY: expect.objectContaining({ id: 'body-tee-blue', color: expect.any(String) }), FACE: expect.objectContaining({ id: 'face-smile' }), BACKGROUND: expect.objectContaining({ id: 'bg-sky' }), EMOTE: expect.objectContaining({ id: 'emote-wave' }), TITLE: expect.objectContaining({ id: 'title-rookie' }) });
    expect(cls.entries).toEqual([
      { studentId: a, rank: 1, username: expect.stringMatching(/^ann_/), level: 4, avatarUrl: null, avatar: look(false), score: 500, change: 0, schoolName: school, className: 'Class 7B' },
      { studentId: b, rank: 2, username: expect.stringMatching(/^bob_/), level: 2, avatarUrl: null, avatar: look(true), score: 300, change: 0, schoolName: school, className: 'Class 7B' },
    ]);
    expect(cls.myEntry?.avatar).toEqual(look(false));
    // Equipping puts the cap back on the board's entry (the look kept in Redis at the equip).
    expect((await send('POST', a, '/avatar/equip', { itemId: 'head-cap', category: 'HEAD' })).statusCode).toBe(200);
    expect((await board(b, 'TOTAL_XP', 'CLASS')).entries[0]!.avatar).toEqual(look(true));
    // The stored copy is what the board reads: written over (as a lost write would leave it), the board shows it, and the owner's next read of their look puts it right.
    await redis.hset('engagement:looks', a, JSON.stringify({ HEAD: { id: 'head-crown', name: 'Crown', emoji: '👑', color: '#f2c230' } }));
    expect((await board(b, 'TOTAL_XP', 'CLASS')).entries[0]!.avatar).toEqual({ HEAD: { id: 'head-crown', name: 'Crown', emoji: '👑', color: '#f2c230' } });
    expect((await get(a, '/avatar/equipped')).statusCode).toBe(200);
    expect((await board(b, 'TOTAL_XP', 'CLASS')).entries[0]!.avatar).toEqual(look(true));
    expect(JSON.stringify(cls)).not.toContain('Kid '); // display names are not on boards; no e-mail exists here at all
    expect(ids(await board(b, 'TOTAL_XP', 'SCHOOL'))).toEqual([a, b]);

    const byGrade = await until(() => board(c, 'TOTAL_XP', 'GRADE'), (x) => x.entries.length === 3);
    expect(ids(byGrade)).toEqual([c, a, b]);
    expect(byGrade).toMatchObject({ groupName: `Grade ${g}`, myRank: 1 });
    expect(ids(await board(a, 'PROBLEMS_SOLVED', 'GRADE'))).toEqual([b, a, c]);
    expect(ids(await board(a, 'BEST_STREAK', 'GRADE'))).toEqual([b, a, c]);
    expect(ids(await board(a, 'MAX_COMBO', 'GRADE'))).toEqual([b, a, c]);
    // Accuracy counts from 20 answers: c (10 answers, 90 %) is not ranked.
    const acc = await board(c, 'ACCURACY', 'GRADE');
    expect(acc.entries.map((e) => [e.studentId, e.score])).toEqual([[b, 90], [a, 75]]);
    expect(acc).toMatchObject({ myRank: null, myEntry: null, rule: expect.stringContaining('20 answers') });
    // Speed Runner comes from finished speed runs (docs/adr/0135), not from the snapshots: nobody yet.
    expect((await board(a, 'SPEED_RUNNER', 'GRADE')).entries).toEqual([]);
    // Each student's best run: 60 s over its correct answers, fastest first. a's weaker second run
    // (4 correct) changes nothing; c's run, published after it on the same subject, is the barrier
    // that shows it was applied. A run without a correct answer is not ranked.
    await speedRun(a, 3, now);
    await speedRun(b, 6, now);
    await until(() => board(a, 'SPEED_RUNNER', 'GRADE'), (x) => x.entries.length === 2);
    await speedRun(a, 2, now);
    await speedRun(c, 0, now);
    await speedRun(c, 4, now);
    const speed = await until(() => board(a, 'SPEED_RUNNER', 'GRADE'), (x) => x.entries.length === 3);
    expect(speed.entries.map((e) => [e.studentId, e.score])).toEqual([[b, 10], [c, 15], [a, 20]]);
    expect(speed.myEntry).toMatchObject({ studentId: a, rank: 3, score: 20 });
    expect(speed.rule).toContain('Speed Challenge');

    // c is in no class: their Class and School boards say why they are empty.
    expect(await board(c, 'TOTAL_XP', 'CLASS')).toMatchObject({ entries: [], myRank: null, unavailable: 'NO_CLASS' });
    expect(await board(c, 'TOTAL_XP', 'SCHOOL')).toMatchObject({ entries: [], unavailable: 'NO_SCHOOL' });
    // Friends: only oneself until a friend is added.
    expect(ids(await board(a, 'TOTAL_XP', 'FRIENDS'))).toEqual([a]);
    // The global board holds every student (other suites' too): highest first, each place one more than the higher scores before it, and c's own place.
    const global = await board(c, 'TOTAL_XP', 'GLOBAL');
    expect(global.myRank).toBeGreaterThanOrEqual(1);
    expect(global.myEntry).toMatchObject({ studentId: c, score: 900 });
    expect(global.entries.map((e) => e.rank)).toEqual(global.entries.map((e) => 1 + global.entries.filter((o) => o.score > e.score).length));
    expect(global.entries.every((e, i) => i === 0 || e.score <= global.entries[i - 1]!.score)).toBe(true);
    expect(global.entries.length).toBeLessThanOrEqual(20);

    // Leaving the class takes the student off the Class and School boards.
    await publish('teacher.classroom.members.changed', { classroomId, teacherId: t, name: 'Class 7B', memberIds: [a], version: 2, deleted: false });
    await until(() => board(a, 'TOTAL_XP', 'CLASS'), (x) => x.entries.length === 1);
    expect(await board(b, 'TOTAL_XP', 'CLASS')).toMatchObject({ unavailable: 'NO_CLASS' });
    // An older list arriving late changes nothing.
    await publish('teacher.classroom.members.changed', { classroomId, teacherId: t, name: 'Class 7B', memberIds: [a, b], version: 1, deleted: false });
    await publish('teacher.classroom.members.changed', { classroomId, teacherId: t, name: 'Class 7B Renamed', memberIds: [a], version: 3, deleted: false });
    const renamed = await until(() => board(a, 'TOTAL_XP', 'CLASS'), (x) => x.groupName === 'Class 7B Renamed');
    expect(ids(renamed)).toEqual([a]);
  });

  it('shows each place’s change against the previous day', async () => {
    const g = grade();
    const [a, b] = [await student(`dee_${uid().slice(1, 8)}`, g), await student(`eve_${uid().slice(1, 8)}`, g)];
    const yesterday = new Date(clock.getTime());
    await progress(a, { totalXp: 700 }, yesterday);
    await progress(b, { totalXp: 400 }, yesterday);
    await until(() => board(a, 'TOTAL_XP', 'GRADE'), (x) => x.entries.length === 2);
    clock = new Date(clock.getTime() + DAY_MS);
    // The day's first change: b passes a.
    await progress(b, { totalXp: 900 }, clock);
    const today = await until(() => board(a, 'TOTAL_XP', 'GRADE'), (x) => x.entries[0]?.studentId === b);
    expect(today.entries.map((e) => [e.studentId, e.rank, e.change])).toEqual([[b, 1, 1], [a, 2, -1]]);
    expect(today.myEntry).toMatchObject({ studentId: a, rank: 2, change: -1 });
  });

  it('gives equal scores a shared place: standard competition ranking (1, 1, 3)', async () => {
    const g = grade();
    const [a, b, c] = [await student(`tia_${uid().slice(1, 8)}`, g), await student(`tib_${uid().slice(1, 8)}`, g), await student(`tic_${uid().slice(1, 8)}`, g)];
    const now = new Date();
    await progress(a, { totalXp: 400 }, now);
    await progress(b, { totalXp: 400 }, now);
    await progress(c, { totalXp: 100 }, now);
    const tied = await until(() => board(c, 'TOTAL_XP', 'GRADE'), (x) => x.entries.length === 3);
    expect(tied.entries.map((e) => [e.score, e.rank])).toEqual([[400, 1], [400, 1], [100, 3]]);
    expect(tied).toMatchObject({ myRank: 3, myEntry: { studentId: c, rank: 3 } });
    expect((await board(b, 'TOTAL_XP', 'GRADE')).myRank).toBe(1);
  });

  it('refuses unknown types and scopes (400) and other roles (403)', async () => {
    const a = uid();
    expect((await get(a, '/leaderboards?type=FASTEST&scope=GLOBAL')).statusCode).toBe(400);
    expect((await get(a, '/leaderboards?type=TOTAL_XP&scope=GALAXY')).statusCode).toBe(400);
    const r = await get(a, '/leaderboards');
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ type: 'TOTAL_XP', scope: 'GLOBAL' });
    const parent = await app.inject({ method: 'GET', url: '/api/engagement/leaderboards', headers: authHeader(uid(), { role: 'PARENT' }) });
    expect(parent.statusCode).toBe(403);
  });
});

describe('friends', () => {
  it('request by username, accept, list with online status, remove; refusals with stable codes', async () => {
    const g = grade();
    const [na, nb, nc] = [`fa_${uid().slice(1, 8)}`, `fb_${uid().slice(1, 8)}`, `fc_${uid().slice(1, 8)}`];
    const [a, b, c] = [await student(na, g), await student(nb, g), await student(nc, g)];
    await progress(a, { totalXp: 100 }, new Date());
    await progress(b, { totalXp: 200, level: 3 }, new Date());
    const pushes = await recordPushes(bus);
    /** The friends:changed pushes `to` received from `from`, in order. */
    const told = (to: string, from: string) => pushes.of(to).flatMap((p) => p.data.events).filter((e) => e.name === 'friends:changed' && e.payload.userId === from).map((e) => (e.payload as { status: string }).status);
    // The directory is built from auth's events: wait until b's username is known.
    await until(async () => (await send('POST', a, '/friends/requests', { username: nb.toUpperCase() })).statusCode, (s) => s === 201);

    const again = await send('POST', a, '/friends/requests', { username: nb });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'FRIEND_REQUEST_ALREADY_SENT' });
    await until(async () => (await send('POST', a, '/friends/requests', { username: na })).statusCode, (s) => s === 409);
    expect((await send('POST', a, '/friends/requests', { username: na })).json().error).toMatchObject({ code: 'FRIEND_REQUEST_SELF', message: expect.any(String) });
    const unknown = await send('POST', a, '/friends/requests', { username: `nobody_${uid().slice(1, 8)}` });
    expect(unknown.statusCode).toBe(404);
    expect((await send('POST', a, '/friends/requests', { username: '' })).statusCode).toBe(400);
    expect((await send('POST', a, '/friends/requests', { username: nb, extra: 1 })).statusCode).toBe(400);

    let listB = (await get(b, '/friends')).json().data;
    expect(listB.incoming).toEqual([expect.objectContaining({ userId: a, username: na, displayName: `Kid ${na}`, isOnline: false })]);
    expect((await get(a, '/friends')).json().data.outgoing).toEqual([expect.objectContaining({ userId: b })]);
    // Only the one asked may accept.
    expect((await send('POST', a, `/friends/requests/${b}/accept`)).statusCode).toBe(404);
    expect((await send('POST', c, `/friends/requests/${a}/accept`)).statusCode).toBe(404);

    // b's open panel hears of a's request.
    expect(await until(async () => told(b, a), (t) => t.length > 0)).toEqual(['PENDING']);
    const accepted = await send('POST', b, `/friends/requests/${a}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    // a's open panel hears of the accept: 'waiting' turns into a friend without a reload.
    expect(await until(async () => told(a, b), (t) => t.length > 0)).toEqual(['ACCEPTED']);
    expect(accepted.json().data).toEqual({ userId: a, username: na, displayName: `Kid ${na}`, status: 'ACCEPTED' });
    expect((await send('POST', b, `/friends/requests/${a}/accept`)).statusCode).toBe(200); // again: the same friendship
    const already = await send('POST', b, '/friends/requests', { username: na });
    expect(already.statusCode).toBe(409);
    expect(already.json().error.code).toBe('ALREADY_FRIENDS');

    // Both see the friendship; b's online dot comes from realtime's presence, as it announces it (docs/adr/0195).
    publishCore(bus.nc, 'push.presence.users', newCoreEvent('push.presence.users', { userIds: [b], online: true, activity: { type: 'practice', details: 'fractions' }, ttlMs: 30_000 }));
    const listA = (await until(async () => (await get(a, '/friends')).json().data, (l) => l.friends[0]?.isOnline === true));
    expect(listA).toEqual({ friends: [expect.objectContaining({ userId: b, username: nb, level: 3, isOnline: true, activity: { type: 'practice', details: 'fractions' } })], incoming: [], outgoing: [] });
    listB = (await get(b, '/friends')).json().data;
    expect(listB.friends).toEqual([expect.objectContaining({ userId: a, isOnline: false, activity: null })]);
    expect(listB.incoming).toEqual([]);
    expect((await redis.smembers(`engagement:friends:${a}`)).sort()).toEqual([b]);
    expect(ids(await board(a, 'TOTAL_XP', 'FRIENDS'))).toEqual([b, a]);
    // b's next answer moves a's Friends board, which a has open: its live update holds both of them.
    await watch('TOTAL_XP', 'FRIENDS', a);
    await progress(b, { totalXp: 260, level: 3 }, new Date());
    const live = await until(() => boardUpdates('TOTAL_XP', 'FRIENDS', a), (u) => u.some((x) => x.data.entries[0]?.score === 260));
    expect(live.at(-1)!.data.entries.map((e) => [e.studentId, e.score])).toEqual([[b, 260], [a, 100]]);

    // Asking someone who already asked you accepts their request.
    expect((await send('POST', c, '/friends/requests', { username: na })).statusCode).toBe(201);
    const crossed = await send('POST', a, '/friends/requests', { username: nc });
    expect(crossed.statusCode).toBe(201);
    expect(crossed.json().data).toMatchObject({ userId: c, status: 'ACCEPTED' });
    expect((await get(c, '/friends')).json().data.friends).toEqual([expect.objectContaining({ userId: a })]);

    // Remove: gone for both, the mirror follows; removing again is 404.
    expect((await send('DELETE', a, `/friends/${b}`)).statusCode).toBe(200);
    expect(await until(async () => told(b, a), (t) => t.length > 1)).toEqual(['PENDING', 'REMOVED']);
    pushes.stop();
    expect((await get(b, '/friends')).json().data.friends).toEqual([]);
    expect((await get(a, '/friends')).json().data.friends.map((f: { userId: string }) => f.userId)).toEqual([c]);
    expect(await redis.smembers(`engagement:friends:${b}`)).toEqual([]);
    expect((await send('DELETE', a, `/friends/${b}`)).statusCode).toBe(404);
    expect((await send('DELETE', a, `/friends/${uid()}`)).statusCode).toBe(404);

    // Decline: the request is gone; declining what does not exist is 404.
    expect((await send('POST', b, '/friends/requests', { username: na })).statusCode).toBe(201);
    expect((await send('POST', a, `/friends/requests/${b}/decline`)).statusCode).toBe(200);
    expect((await get(b, '/friends')).json().data.outgoing).toEqual([]);
    expect((await send('POST', a, `/friends/requests/${b}/decline`)).statusCode).toBe(404);
    expect((await send('POST', a, '/friends/requests/bad id!/decline')).statusCode).toBe(400);
  });
});

describe('engagement.leaderboard.updated', () => {
  it('is published at most once a second per board, the last one with the final standings', async () => {
    const g = grade();
    const school = `Throttle School ${randomUUID().slice(0, 8)}`;
    const t = await teacher(school);
    const a = await student(`th_${uid().slice(1, 8)}`, g);
    const classroomId = `c${randomUUID().slice(0, 12)}`;
    await publish('teacher.classroom.members.changed', { classroomId, teacherId: t, name: 'Throttle', memberIds: [a], version: 1, deleted: false });
    await until(async () => (await board(a, 'TOTAL_XP', 'CLASS')).groupName, (n) => n === 'Throttle');
    await watch('TOTAL_XP', 'CLASS', classroomId);

    const start = Date.now();
    let xp = 100;
    // 25 changes over about 2.5 s.
    for (let i = 0; i < 25; i++) {
      await progress(a, { totalXp: (xp += 10) }, new Date());
      await new Promise((r) => setTimeout(r, 100));
    }
    const got = await until(() => boardUpdates('TOTAL_XP', 'CLASS', classroomId), (u) => u.at(-1)?.data.entries[0]?.score === xp, 15_000);
    expect(got.at(-1)!.data.entries).toEqual([expect.objectContaining({ studentId: a, score: xp, rank: 1 })]);
    const times = got.map((u) => Date.parse(u.occurredAt));
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(1000);
    const spanS = (Date.now() - start) / 1000;
    expect(got.length).toBeGreaterThanOrEqual(2);
    expect(got.length).toBeLessThanOrEqual(Math.ceil(spanS) + 1);
  });

  it('is not built for a board nobody watches, and is once someone does (docs/adr/0105)', async () => {
    const g = grade();
    const t = await teacher(`Quiet School ${randomUUID().slice(0, 8)}`);
    const a = await student(`qu_${uid().slice(1, 8)}`, g);
    const classroomId = `c${randomUUID().slice(0, 12)}`;
    await publish('teacher.classroom.members.changed', { classroomId, teacherId: t, name: 'Quiet', memberIds: [a], version: 1, deleted: false });
    await until(async () => (await board(a, 'TOTAL_XP', 'CLASS')).groupName, (n) => n === 'Quiet');
    // A watch that lapsed a moment ago counts as nobody watching.
    await redis.zadd(WATCHED_BOARDS_KEY, Date.now() - 1, leaderboardRoom('TOTAL_XP', 'CLASS', classroomId));

    await progress(a, { totalXp: 120 }, new Date());
    // The change reached the board (the API reads it) ...
    await until(async () => (await board(a, 'TOTAL_XP', 'CLASS')).entries[0]?.score, (score) => score === 120);
    // ... and a watched board moved after it is published, so the unwatched one had its turn first.
    await watch('TOTAL_XP', 'GRADE', String(g));
    await progress(a, { totalXp: 130 }, new Date());
    await until(() => boardUpdates('TOTAL_XP', 'GRADE', String(g)), (u) => u.some((x) => x.data.entries[0]?.score === 130));
    expect(await boardUpdates('TOTAL_XP', 'CLASS', classroomId)).toEqual([]);

    // Once the class board is open, its next change is published.
    await watch('TOTAL_XP', 'CLASS', classroomId);
    await progress(a, { totalXp: 140 }, new Date());
    const got = await until(() => boardUpdates('TOTAL_XP', 'CLASS', classroomId), (u) => u.some((x) => x.data.entries[0]?.score === 140));
    expect(got.every((x) => x.data.entries[0]?.score === 140)).toBe(true);
  });
});
