/**
 * Taking an account's data out and erasing it (docs/product/privacy.md), through the gateway, with
 * all five services on the harness's real storage, NATS and Redis: the export of a busy student
 * (answers, assignment and submission, wallet, pet, quests, guild, friends...) parses against the
 * published AccountExportSchema with every kind of data in it; an id that is not the caller's is
 * 404 (another family's child, a student another teacher created, another student); an erasure
 * asked for twice is one erasure with one audit record; and after an erasure a scan of every
 * collection of every database and every Redis key finds the student's id only in auth's audit
 * record.
 */
import { generateProblem, listSkills, type Problem } from '@mathquest/maths';
import { AccountExportSchema, ErrorCode, GameAccountExportSchema, TeacherAccountExportSchema, type AccountErasure, type AccountExport, type Roster } from '@mathquest/contracts';
import { connectEventBus, derivedId, newEvent } from '@mathquest/service-kit';
import { testInfra } from '@mathquest/service-kit/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { MongoClient } from 'mongodb';
import { io as connectSocket, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAllServices, type AllServices } from '../helpers/practice-stack.js';
import { gatewayConfig, readyGateway, registerBody } from '../helpers/stack.js';

let stack: AllServices;
let gateway: FastifyInstance;

beforeAll(async () => {
  stack = await startAllServices();
  const { urls } = stack;
  gateway = await readyGateway(
    await gatewayConfig(
      { AUTH_URL: urls.auth, GAME_URL: urls.game },
      { ENGAGEMENT_URL: urls.engagement, TEACHER_URL: urls.teacher, REALTIME_URL: urls.realtime, AUTH_RATE_LIMIT_MAX: '100000', AUTH_IP_RATE_LIMIT_MAX: '100000', WRITE_RATE_LIMIT_MAX: '100000' },
    ),
  );
}, 180_000);

afterAll(async () => {
  await gateway?.close();
  await stack?.close();
});

/** Tags from consonants: random hex can read as a phone number to the name filter. */
const LETTERS = 'bcdfghjklmnprstvwz';
const tag = (n = 8) => Array.from({ length: n }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join('');

let address = 0;
/** Each call from an address of its own: the gateway's limits count per address. */
const nextAddress = () => {
  address++;
  return `10.79.${(address >> 8) & 255}.${address & 255}`;
};

interface Who {
  id: string;
  username: string;
  email: string;
  password: string;
  token: string;
}

const call = (who: Who | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  gateway.inject({ method, url, remoteAddress: nextAddress(), headers: who ? { authorization: `Bearer ${who.token}` } : {}, ...(payload ? { payload } : {}) });
const dataOf = <T>(res: LightMyRequestResponse) => (res.json() as { data: T }).data;

/** Poll `check` every 100 ms until it returns a value (not undefined), for at most `ms`. */
async function eventually<T>(check: () => Promise<T | undefined>, what: string, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function signUp(role: 'STUDENT' | 'PARENT', extra: { birthYear?: number } = {}): Promise<Who> {
  const body = { ...registerBody(tag(), role), ...extra };
  const res = await call(null, 'POST', '/api/auth/register', body);
  expect(res.statusCode, res.body).toBe(201);
  const data = dataOf<{ user: { id: string }; accessToken: string }>(res);
  return { id: data.user.id, username: body.username, email: body.email, password: body.password, token: data.accessToken };
}

async function logIn(email: string, password: string) {
  return call(null, 'POST', '/api/auth/login', { email, password });
}

async function newTeacher(): Promise<Who> {
  const username = `t_${tag()}`;
  const { id } = await stack.createTeacher(username);
  const res = await logIn(`${username}@school.org`, 'teacher-pass');
  expect(res.statusCode, res.body).toBe(200);
  return { id, username, email: `${username}@school.org`, password: 'teacher-pass', token: dataOf<{ accessToken: string }>(res).accessToken };
}

async function linkChild(parent: Who, child: Who): Promise<void> {
  const res = await call(parent, 'POST', '/api/auth/children/link', { email: child.email, password: child.password });
  expect(res.statusCode, res.body).toBe(200);
}

/** Bank problems with whole-number answers (a wrong one is then simply a different number). */
function integerBankProblems(count: number): Problem[] {
  const found: Problem[] = [];
  for (const skill of listSkills()) {
    const p = generateProblem(skill.skillId, 1, 's01');
    if (p.answer.format === 'integer' && /^-?\d+$/.test(p.answer.canonical)) found.push(p);
    if (found.length === count) return found;
  }
  throw new Error('not enough integer problems in the bank');
}

/** A class of the teacher that the student joined, with a published assignment the student played to the end. */
async function classWithSubmission(teacher: Who, student: Who): Promise<{ classroomId: string; assignmentId: string }> {
  const classroom = dataOf<{ id: string; classCode: string }>(await call(teacher, 'POST', '/api/teacher/classrooms', { name: `Class ${tag(4)}`, gradeLevel: 5, subject: 'Math' }));
  // The teacher service learns the student from auth's event.
  await eventually(async () => ((await call(student, 'POST', '/api/teacher/join', { classCode: classroom.classCode })).statusCode === 200 ? true : undefined), 'the student joins the class');
  const problems = integerBankProblems(2);
  const assignment = dataOf<{ id: string }>(await call(teacher, 'POST', `/api/teacher/classrooms/${classroom.id}/assignments`, { title: 'Warm-up', problemIds: problems.map((p) => p.problemId) }));
  expect((await call(teacher, 'POST', `/api/teacher/assignments/${assignment.id}/publish`)).statusCode).toBe(200);
  const sessionId = await eventually(async () => {
    const r = await call(student, 'POST', '/api/game/session/start', { mode: 'ASSIGNMENT', assignmentId: assignment.id, deviceType: 'web' });
    return r.statusCode === 201 ? (dataOf<{ session: { id: string } }>(r).session.id) : undefined;
  }, 'the game learns the published assignment');
  for (const p of problems) {
    const next = dataOf<{ id: string }>(await call(student, 'GET', `/api/game/problem/next?sessionId=${sessionId}`));
    const submitted = await call(student, 'POST', '/api/game/problem/submit', { sessionId, problemId: next.id, answer: p.answer.canonical, timeSpent: 30, hintsUsed: 0 });
    expect(submitted.statusCode, submitted.body).toBe(200);
  }
  await eventually(async () => {
    const detail = dataOf<{ submissions: Array<{ studentId: string; status: string }> }>(await call(teacher, 'GET', `/api/teacher/assignments/${assignment.id}`));
    return detail.submissions.some((s) => s.studentId === student.id && s.status === 'SUBMITTED') ? true : undefined;
  }, 'the submission is submitted');
  return { classroomId: classroom.id, assignmentId: assignment.id };
}

/**
 * One guild chat message, on a socket straight to realtime (as the gateway's /socket.io forwards
 * it); retried until realtime's copy of engagement's facts knows the membership.
 */
async function chatInGuild(student: Who, guildId: string, message: string): Promise<void> {
  const socket: ClientSocket = connectSocket(stack.urls.realtime, { path: '/socket.io', transports: ['websocket'], auth: { token: student.token }, reconnection: false, timeout: 10_000 });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    await eventually(async () => {
      const joined = new Promise<boolean>((resolve) => {
        socket.once('guild:joined', () => resolve(true));
        socket.once('guild:message_refused', () => resolve(false));
        setTimeout(() => resolve(false), 2_000);
      });
      socket.emit('join:guild', { guildId });
      return (await joined) ? true : undefined;
    }, 'realtime knows the guild membership');
    const received = new Promise<unknown>((resolve, reject) => {
      socket.once('guild:message_received', resolve);
      socket.once('guild:message_refused', (r: unknown) => reject(new Error(`chat refused: ${JSON.stringify(r)}`)));
    });
    socket.emit('guild:message', { guildId, message });
    await received;
  } finally {
    socket.disconnect();
  }
}

/**
 * A practice answer (XP, coins, quests), today's quests, a pet, a guild the student leads with a
 * chat message in it, a friend who accepted, and an open challenge sent to that friend.
 */
async function playAndSocialise(student: Who, friend: Who): Promise<void> {
  const started = await call(student, 'POST', '/api/game/session/start', { mode: 'SOLO_PRACTICE', deviceType: 'web' });
  expect(started.statusCode, started.body).toBe(201);
  const sessionId = dataOf<{ session: { id: string } }>(started).session.id;
  const next = dataOf<{ id: string }>(await call(student, 'GET', `/api/game/problem/next?sessionId=${sessionId}`));
  expect((await call(student, 'POST', '/api/game/problem/submit', { sessionId, problemId: next.id, answer: '1', timeSpent: 20, hintsUsed: 0 })).statusCode).toBe(200);
  expect((await call(student, 'GET', '/api/engagement/quests/daily')).statusCode).toBe(200);
  expect((await call(student, 'GET', '/api/engagement/pets/active')).statusCode).toBe(200);
  expect((await call(student, 'GET', '/api/engagement/battlepass/rewards')).statusCode).toBe(200);
  const guild = await call(student, 'POST', '/api/engagement/guilds', { name: `Gld ${tag(6)}`, icon: '🦉' });
  expect(guild.statusCode, guild.body).toBe(201);
  await chatInGuild(student, dataOf<{ guild: { id: string } }>(guild).guild.id, `Hello from ${tag(5)}`);
  // Engagement learns usernames from auth's events: the request is 404 until the friend's has arrived.
  await eventually(async () => ((await call(student, 'POST', '/api/engagement/friends/requests', { username: friend.username })).statusCode === 201 ? true : undefined), 'the friend request');
  const accepted = await call(friend, 'POST', `/api/engagement/friends/requests/${student.id}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  // An open challenge (no wager: a new student may have no coins yet).
  const challenge = await call(student, 'POST', '/api/engagement/challenges', { username: friend.username, topic: 'Fractions', problemCount: 3, timeLimit: 60, wagerCoins: 0, wagerGems: 0 });
  expect(challenge.statusCode, challenge.body).toBe(201);
}

/**
 * Items and a look: a free item taken off and put on again. A notification: a
 * level-up, published as the game publishes it (a FREE student's three problems a day earn too
 * little XP for a real one), read back from the notifications list.
 */
async function wearAndBeNotified(student: Who): Promise<void> {
  const items = dataOf<Array<{ id: string; category: string; isOwned: boolean; isEquipped: boolean; requiredLevel: number }>>(await call(student, 'GET', '/api/engagement/avatar/items'));
  // Every free item is worn from the start: one is taken off and put on again, which the inventory keeps.
  const free = items.find((i) => i.isOwned && i.isEquipped && i.requiredLevel <= 1);
  expect(free, 'a free item worn').toBeDefined();
  const off = await call(student, 'POST', '/api/engagement/avatar/unequip', { category: free!.category });
  expect(off.statusCode, off.body).toBe(200);
  const worn = await call(student, 'POST', '/api/engagement/avatar/equip', { itemId: free!.id, category: free!.category });
  expect(worn.statusCode, worn.body).toBe(200);
  const bus = await connectEventBus(testInfra().natsUrl, `privacy-test-${tag(6)}`);
  try {
    await bus.publish('game.level.up', newEvent('game.level.up', { userId: student.id, previousLevel: 1, newLevel: 2, totalXp: 100 }, undefined, derivedId('privacy-test', `level-up:${student.id}`)));
  } finally {
    await bus.close();
  }
  await eventually(async () => {
    const list = dataOf<{ notifications: Array<{ kind: string }> }>(await call(student, 'GET', '/api/engagement/notifications'));
    return list.notifications.some((n) => n.kind === 'LEVEL_UP') ? true : undefined;
  }, 'the level-up notification');
}

/**
 * A student the teacher creates on a classroom's roster (docs/adr/0200), signed in with the class
 * code, their id and their secret: an account without e-mail or password.
 */
async function rosterStudentOf(teacher: Who): Promise<{ classroomId: string; code: string; student: Who & { secret: string } }> {
  const classroom = dataOf<{ id: string }>(await call(teacher, 'POST', '/api/teacher/classrooms', { name: `Class ${tag(4)}`, gradeLevel: 4, subject: 'Math' }));
  // Auth learns the classroom from the teacher service's event.
  await eventually(async () => ((await call(teacher, 'GET', `/api/auth/classrooms/${classroom.id}/roster`)).statusCode === 200 ? true : undefined), 'auth knows the classroom');
  const created = await call(teacher, 'POST', `/api/auth/classrooms/${classroom.id}/roster`, { students: [{ givenName: 'Maya', familyName: `Brk${tag(4)}`, grade: 4 }] });
  expect(created.statusCode, created.body).toBe(200);
  const row = dataOf<Roster>(await call(teacher, 'GET', `/api/auth/classrooms/${classroom.id}/roster`)).students[0]!;
  const code = dataOf<{ code: string }>(await call(teacher, 'POST', `/api/auth/classrooms/${classroom.id}/sign-in-code`, { action: 'ON' })).code;
  const login = await call(null, 'POST', '/api/auth/class-code/login', { code, studentId: row.id, secret: row.secret });
  expect(login.statusCode, login.body).toBe(200);
  const token = dataOf<{ accessToken: string }>(login).accessToken;
  return { classroomId: classroom.id, code, student: { id: row.id, username: row.username, email: '', password: '', token, secret: row.secret } };
}

const exportOf = (who: Who, userId: string) => call(who, 'GET', `/api/auth/accounts/${userId}/export`);
const erase = (who: Who, userId: string) => call(who, 'POST', `/api/auth/accounts/${userId}/erasure`);
const erasureOf = (who: Who, userId: string) => call(who, 'GET', `/api/auth/accounts/${userId}/erasure`);

/** Every document of every collection of every database, and every Redis key with its value, that holds `needle`. */
async function whereIs(needle: string): Promise<string[]> {
  const found: string[] = [];
  const client = await MongoClient.connect(testInfra().mongoUrl);
  try {
    const { databases } = await client.db('admin').admin().listDatabases();
    for (const { name } of databases) {
      if (['admin', 'local', 'config'].includes(name)) continue;
      const db = client.db(name);
      for (const { name: collection } of await db.listCollections().toArray()) {
        for await (const doc of db.collection(collection).find({})) {
          if (JSON.stringify(doc).includes(needle)) found.push(`mongo ${name}.${collection} ${JSON.stringify(doc).slice(0, 160)}`);
        }
      }
    }
  } finally {
    await client.close();
  }
  const redis = new Redis(testInfra().redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'COUNT', 500);
      cursor = next;
      for (const key of keys) {
        const value = await redisValue(redis, key);
        if (key.includes(needle) || value.includes(needle)) found.push(`redis ${key}`);
      }
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return found;
}

/** A key's value as text, whatever its type (a key gone meanwhile reads as empty). */
async function redisValue(redis: Redis, key: string): Promise<string> {
  const type = await redis.type(key);
  if (type === 'string') return (await redis.get(key)) ?? '';
  if (type === 'hash') return JSON.stringify(await redis.hgetall(key));
  if (type === 'list') return JSON.stringify(await redis.lrange(key, 0, -1));
  if (type === 'set') return JSON.stringify(await redis.smembers(key));
  if (type === 'zset') return JSON.stringify(await redis.zrange(key, 0, -1));
  if (type === 'stream') return JSON.stringify(await redis.xrange(key, '-', '+'));
  return '';
}

describe('an account export', () => {
  it('of a busy student holds every kind of data and parses against the published schema, for the student and for a linked parent', async () => {
    // Born 14 years ago: the birth year is kept, and the account has no limits (docs/adr/0239).
    const birthYear = new Date().getUTCFullYear() - 14;
    const [student, friend, parent] = [await signUp('STUDENT', { birthYear }), await signUp('STUDENT'), await signUp('PARENT')];
    const teacher = await newTeacher();
    await linkChild(parent, student);
    const { classroomId, assignmentId } = await classWithSubmission(teacher, student);
    await playAndSocialise(student, friend);
    await wearAndBeNotified(student);

    // The game's and the teacher service's parts, as auth fetches them on the internal network with its grant.
    const grant = stack.apps.auth.authContext.exportGrants.sign(student.id, student.id);
    const part = async (service: 'game' | 'teacher') => {
      const res = await fetch(`${stack.urls[service]}/api/${service}/accounts/${student.id}/export`, { headers: { 'x-mathquest-export-grant': grant } });
      expect(res.status, service).toBe(200);
      return ((await res.json()) as { data: unknown }).data;
    };
    const game = GameAccountExportSchema.parse(await part('game'));
    expect(game.sessions.map((x) => x.mode).sort()).toEqual(['ASSIGNMENT', 'SOLO_PRACTICE']);
    expect(game.answers.length).toBeGreaterThanOrEqual(3);
    expect(game.dailyUsage.length).toBeGreaterThan(0);
    const teacherPart = TeacherAccountExportSchema.parse(await part('teacher'));
    expect(teacherPart.submissions).toEqual([expect.objectContaining({ assignmentId, classroomId, status: 'SUBMITTED' })]);

    const own = await exportOf(student, student.id);
    expect(own.statusCode, own.body).toBe(200);
    expect(String(own.headers['content-disposition'])).toMatch(new RegExp(`^attachment; filename="mathquest-${student.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`));
    const file: AccountExport = AccountExportSchema.parse(own.json());
    expect(file.account).toMatchObject({ id: student.id, username: student.username, email: student.email, parentIds: [parent.id], language: 'en', birthYear, limits: null });
    expect(file.game.student).not.toBeNull();
    expect(file.game.sessions.map((s) => s.mode).sort()).toEqual(['ASSIGNMENT', 'SOLO_PRACTICE']);
    expect(file.game.answers.length).toBeGreaterThanOrEqual(3);
    expect(file.teacher.classes).toEqual([expect.objectContaining({ id: classroomId, relation: 'MEMBER' })]);
    expect(file.teacher.assignments.map((a) => a.id)).toEqual([assignmentId]);
    expect(file.teacher.submissions).toEqual([expect.objectContaining({ assignmentId, status: 'SUBMITTED' })]);
    // Engagement's and realtime's parts: every kind docs/product/privacy.md lists that this student has.
    const { player } = file.engagement;
    expect(player.wallet.version).toBeGreaterThan(0);
    expect(player.quests?.items.length ?? 0, 'engagement.player.quests').toBeGreaterThan(0);
    expect(player.pets?.owned.length ?? 0, 'engagement.player.pets').toBeGreaterThan(0);
    expect(player.battlePass, 'engagement.player.battlePass').not.toBeNull();
    expect(player.todayCounts?.answered ?? 0, 'engagement.player.todayCounts').toBeGreaterThan(0);
    expect(player.inventory?.['equipped'], 'engagement.player.inventory (items)').toBeTruthy();
    expect(player.notifications.map((n) => n.kind), 'engagement.player.notifications').toContain('LEVEL_UP');
    expect(player.wagersHeld.map((w) => w.challengeId), 'engagement.player.wagersHeld').toEqual(file.engagement.challenges.map((c) => c.id));
    expect(file.engagement.look, 'engagement.look').not.toBeNull();
    expect(file.engagement.guild, 'engagement.guild').toMatchObject({ role: 'LEADER' });
    expect(file.engagement.friends, 'engagement.friends').toEqual([expect.objectContaining({ userId: friend.id, username: friend.username, status: 'ACCEPTED' })]);
    expect(file.engagement.challenges, 'engagement.challenges').toEqual([expect.objectContaining({ side: 'CHALLENGER', status: 'PENDING', otherPlayer: expect.objectContaining({ userId: friend.id }) })]);
    expect(file.engagement.leaderboards.length, 'engagement.leaderboards').toBeGreaterThan(0);
    expect(file.engagement.directory, 'engagement.directory').toMatchObject({ username: student.username });
    expect(file.realtime.chatMessages, 'realtime.chatMessages').toEqual([expect.objectContaining({ userId: student.id })]);
    expect(file.realtime.guildId, 'realtime.guildId').toBe(file.engagement.guild?.guildId);
    expect(file.realtime.friendIds, 'realtime.friendIds').toEqual([friend.id]);
    // Nothing secret: no password hash, no refresh token, no open problem's answer.
    expect(own.body).not.toMatch(/passwordHash|refreshToken|sealedSecret/);

    const byParent = await exportOf(parent, student.id);
    expect(byParent.statusCode).toBe(200);
    expect(AccountExportSchema.parse(byParent.json()).account.id).toBe(student.id);
  }, 240_000);

  it('answers 404 for an id that is not the caller’s: another family’s child, another student, a student the teacher did not create', async () => {
    const [child, otherChild, stranger, parent] = [await signUp('STUDENT'), await signUp('STUDENT'), await signUp('STUDENT'), await signUp('PARENT')];
    const teacher = await newTeacher();
    await linkChild(parent, child);
    for (const [who, id] of [
      [parent, otherChild.id],
      [stranger, child.id],
      [teacher, child.id],
      [parent, '65f0c0ffee0000000000beef'],
    ] as const) {
      for (const res of [await exportOf(who, id), await erase(who, id), await erasureOf(who, id)]) {
        expect(res.statusCode, `${res.raw.req.method} ${res.raw.req.url}`).toBe(404);
        expect(res.json().error.code).toBe(ErrorCode.NOT_FOUND);
      }
    }
    // Nothing was erased by the refusals.
    expect((await logIn(otherChild.email, otherChild.password)).statusCode).toBe(200);
  }, 120_000);

  it("of a student a teacher created on a roster: the teacher who created it gets the file with the roster row and no secret; another teacher 404", async () => {
    const [teacher, otherTeacher] = [await newTeacher(), await newTeacher()];
    const { classroomId, student } = await rosterStudentOf(teacher);
    const res = await exportOf(teacher, student.id);
    expect(res.statusCode, res.body).toBe(200);
    const file = AccountExportSchema.parse(res.json());
    expect(file.account).toMatchObject({ id: student.id, role: 'STUDENT', username: student.username, email: null, roster: expect.objectContaining({ classroomId, givenName: 'Maya', grade: 4 }) });
    expect(file.account.sessions.length).toBeGreaterThan(0);
    expect(res.body).not.toContain(student.secret);
    expect(res.body).not.toMatch(/sealedSecret|passwordHash|refreshToken/);
    // The student speaks for their own account too.
    expect((await exportOf(student, student.id)).statusCode).toBe(200);
    for (const r of [await exportOf(otherTeacher, student.id), await erase(otherTeacher, student.id), await erasureOf(otherTeacher, student.id)]) {
      expect(r.statusCode, `${r.raw.req.method} ${r.raw.req.url}`).toBe(404);
    }
  }, 120_000);

  it('never opens a service’s part through the gateway, even with a grant auth signed', async () => {
    const student = await signUp('STUDENT');
    const grant = stack.apps.auth.authContext.exportGrants.sign(student.id, student.id);
    for (const service of ['game', 'teacher', 'engagement', 'realtime']) {
      const res = await gateway.inject({ method: 'GET', url: `/api/${service}/accounts/${student.id}/export`, remoteAddress: nextAddress(), headers: { 'x-mathquest-export-grant': grant, authorization: `Bearer ${student.token}` } });
      expect(res.statusCode, service).toBe(403);
    }
  });
});

describe('an account erasure', () => {
  it('asked twice is one erasure with one audit record; the account cannot sign in or refresh meanwhile', async () => {
    const [child, parent] = [await signUp('STUDENT'), await signUp('PARENT')];
    await linkChild(parent, child);
    const login = await logIn(child.email, child.password);
    const refreshToken = dataOf<{ refreshToken: string }>(login).refreshToken;

    const [first, second] = await Promise.all([erase(parent, child.id), erase(child, child.id)]);
    expect(first.statusCode, first.body).toBe(202);
    expect(second.statusCode, second.body).toBe(202);
    const a = dataOf<AccountErasure>(first);
    expect(a.status === 'pending' || a.status === 'done').toBe(true);
    expect(dataOf<AccountErasure>(second).erasureId).toBe(a.erasureId);
    const again = await erase(parent, child.id);
    if (again.statusCode === 202) expect(dataOf<AccountErasure>(again).erasureId).toBe(a.erasureId);
    expect(dataOf<AccountErasure>(await erasureOf(parent, child.id)).erasureId).toBe(a.erasureId);

    const refused = await logIn(child.email, child.password);
    if (refused.statusCode === 403) expect(refused.json().error.code).toBe(ErrorCode.ACCOUNT_ERASURE_PENDING);
    else expect(refused.statusCode).toBe(401); // done already: the account is gone
    const refresh = await call(null, 'POST', '/api/auth/refresh-token', { refreshToken });
    expect([401, 403]).toContain(refresh.statusCode);
    if (refresh.statusCode === 403) expect(refresh.json().error.code).toBe(ErrorCode.ACCOUNT_ERASURE_PENDING);

    const audits = await stack.apps.auth.authContext.erasures.latestOf(child.id);
    expect(audits?._id).toBe(a.erasureId);
    const mongo = await MongoClient.connect(testInfra().mongoUrl);
    try {
      const { databases } = await mongo.db('admin').admin().listDatabases();
      let records = 0;
      for (const { name } of databases) {
        const cols = (await mongo.db(name).listCollections({ name: 'account_erasures' }).toArray()).length;
        if (cols) records += await mongo.db(name).collection('account_erasures').countDocuments({ userId: child.id });
      }
      expect(records).toBe(1);
    } finally {
      await mongo.close();
    }
  }, 120_000);

  it('of a student with data in every service leaves the id nowhere but the audit record, within a minute', async () => {
    const [student, friend, parent] = [await signUp('STUDENT'), await signUp('STUDENT'), await signUp('PARENT')];
    const teacher = await newTeacher();
    await linkChild(parent, student);
    const { assignmentId } = await classWithSubmission(teacher, student);
    await playAndSocialise(student, friend);

    const requested = await erase(parent, student.id);
    expect(requested.statusCode).toBe(202);
    const { erasureId } = dataOf<AccountErasure>(requested);
    // The game's and the teacher service's acknowledgements arrive whatever the others do.
    await eventually(async () => {
      const pending = (await stack.apps.auth.authContext.users.findById(student.id))?.erasure;
      return pending === undefined || (pending.acknowledged.includes('game') && pending.acknowledged.includes('teacher')) ? true : undefined;
    }, 'the game and the teacher service acknowledge');
    const done = await eventually(
      async () => {
        const res = await erasureOf(parent, student.id);
        return res.statusCode === 200 && dataOf<AccountErasure>(res).status === 'done' ? true : undefined;
      },
      'the erasure is done',
      60_000,
    ).catch(() => false);
    expect.soft(done, 'every service acknowledged within a minute').toBe(true);

    // The teacher keeps the submission as an anonymous record (docs/adr/0232).
    const detail = dataOf<{ submissions: Array<{ studentId: string; status: string }> }>(await call(teacher, 'GET', `/api/teacher/assignments/${assignmentId}`));
    expect(detail.submissions.some((s) => s.studentId === student.id)).toBe(false);

    const residue = (await whereIs(student.id)).filter((where) => !(where.includes('.account_erasures ') && where.includes(erasureId)));
    expect(residue).toEqual([]);
  }, 300_000);
  it('of a roster student asked by the teacher who created it: done within a minute, off the roster, the class code opens nothing for it, the id nowhere but the audit record', async () => {
    const teacher = await newTeacher();
    const { classroomId, code, student } = await rosterStudentOf(teacher);
    // A wrong secret: auth's lockout counts it under the account (keys that name the account's id).
    expect((await call(null, 'POST', '/api/auth/class-code/login', { code, studentId: student.id, secret: 'wrong words 10' })).statusCode).toBe(401);
    // A practice answer: the game holds something of the account too.
    const started = await call(student, 'POST', '/api/game/session/start', { mode: 'SOLO_PRACTICE', deviceType: 'web' });
    expect(started.statusCode, started.body).toBe(201);
    const sessionId = dataOf<{ session: { id: string } }>(started).session.id;
    const next = dataOf<{ id: string }>(await call(student, 'GET', `/api/game/problem/next?sessionId=${sessionId}`));
    expect((await call(student, 'POST', '/api/game/problem/submit', { sessionId, problemId: next.id, answer: '1', timeSpent: 20, hintsUsed: 0 })).statusCode).toBe(200);
    // The teacher service has the student as a member of the class (from auth's event).
    await eventually(async () => {
      const detail = dataOf<{ students?: Array<{ studentId: string }> }>(await call(teacher, 'GET', `/api/teacher/classrooms/${classroomId}`));
      return detail.students?.some((m) => m.studentId === student.id) ? true : undefined;
    }, 'the teacher service has the member');

    const requested = await erase(teacher, student.id);
    expect(requested.statusCode, requested.body).toBe(202);
    const { erasureId } = dataOf<AccountErasure>(requested);
    await eventually(async () => {
      const res = await erasureOf(teacher, student.id);
      return res.statusCode === 200 && dataOf<AccountErasure>(res).status === 'done' ? true : undefined;
    }, 'the erasure is done', 60_000);

    expect(dataOf<Roster>(await call(teacher, 'GET', `/api/auth/classrooms/${classroomId}/roster`)).students).toEqual([]);
    const list = await call(null, 'POST', '/api/auth/class-code/students', { code });
    expect(dataOf<{ students: unknown[] }>(list).students).toEqual([]);
    const signIn = await call(null, 'POST', '/api/auth/class-code/login', { code, studentId: student.id, secret: student.secret });
    expect(signIn.statusCode).toBe(401);
    await eventually(async () => {
      const detail = dataOf<{ students?: Array<{ studentId: string }> }>(await call(teacher, 'GET', `/api/teacher/classrooms/${classroomId}`));
      return detail.students?.some((m) => m.studentId === student.id) ? undefined : true;
    }, 'the student leaves the class');
    const residue = (await whereIs(student.id)).filter((where) => !(where.includes('.account_erasures ') && where.includes(erasureId)));
    expect(residue).toEqual([]);
  }, 300_000);
});
