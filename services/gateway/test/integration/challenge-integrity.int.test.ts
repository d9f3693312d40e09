/**
 * Nothing a client sends chooses its problems or what they pay (docs/adr/0160), across the game
 * and engagement on real storage, NATS and Redis: a CHALLENGE session starts only for an ACTIVE
 * challenge of which the caller is a side, with the seed the server holds (engagement publishes
 * it to the game's projection); a side starts once; a Free student earns only the challenge's
 * problems' XP; and no other mode takes a seed, skill, difficulty or problem list from the client.
 * Every test has its own students and challenges.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { WORLDS } from '@mathquest/contracts';
import { newEvent } from '@mathquest/service-kit';
import { testInfra } from '@mathquest/service-kit/testing';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdventureStack, type AdventureStack, type TestUser } from '../helpers/practice-stack.js';

let stack: AdventureStack;
let nc: NatsConnection;

beforeAll(async () => {
  stack = await startAdventureStack();
  nc = await connect({ servers: testInfra().natsUrl });
});
afterAll(async () => {
  await Promise.allSettled([stack?.close(), nc?.close()]);
});

type Student = TestUser & { username: string };
const eng = (u: TestUser, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  stack.engagement.inject({ method, url: `/api/engagement${url}`, headers: u.auth, ...(payload ? { payload } : {}) });
const game = (u: TestUser, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  stack.game.inject({ method, url: `/api/game${url}`, headers: u.auth, ...(payload ? { payload } : {}) });
const start = (u: TestUser, body: Record<string, unknown>) => game(u, 'POST', '/session/start', { deviceType: 'web', ...body });
const next = (u: TestUser, sessionId: string) => game(u, 'GET', `/problem/next?sessionId=${sessionId}`);
const submit = (u: TestUser, body: Record<string, unknown>) => game(u, 'POST', '/problem/submit', body);
const servedTo = (userId: string) => stack.gameDb.db!.collection<{ _id: string; userId: string }>('served_problems').countDocuments({ userId });
const projected = (id: string) => stack.gameDb.db!.collection<{ _id: string; status: string; seed: string; version: number; sides: string[] }>('engagement_challenges').findOne({ _id: id });
const atEngagement = (id: string) => stack.engagementDb.db!.collection<{ _id: string; seed: string; version: number }>('challenges').findOne({ _id: id });

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A student of the plan known to engagement's social directory by username, with 100 coins. */
async function student(plan: 'FREE' | 'PREMIUM' = 'FREE'): Promise<Student> {
  const u = stack.student(plan);
  const username = `ci_${u.id.slice(0, 10)}`;
  await stack.engagementDb.db!.collection<{ _id: string }>('wallets').insertOne({ _id: u.id, coins: 100, gems: 0, version: 1, walletVersion: 1, credited: {}, updatedAt: new Date() } as { _id: string });
  const event = newEvent('auth.user.registered', { userId: u.id, role: 'STUDENT', username, displayName: 'Kid', plan, gradeLevel: 5, timeZone: 'UTC', schoolName: null }, u.id, randomUUID());
  await nc.jetstream().publish('auth.user.registered', JSONCodec().encode(event), { msgID: event.id });
  return { ...u, username };
}

/** A challenge from `a` to `b`, accepted: ACTIVE at engagement. */
async function activeChallenge(a: Student, b: Student, problemCount = 3): Promise<string> {
  const sent = await until(() => eng(a, 'POST', '/challenges', { username: b.username, topic: 'Fractions', problemCount, timeLimit: 60, wagerCoins: 0, wagerGems: 0 }), (r) => r.statusCode !== 404);
  expect(sent.statusCode, sent.body).toBe(201);
  const id = sent.json().data.id as string;
  const accepted = await eng(b, 'POST', `/challenges/${id}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return id;
}

/** Answers the session's next problem, right or wrong; the graded result. */
async function answer(u: TestUser, sessionId: string, right: boolean): Promise<{ problem: { id: string; question: string }; result: Record<string, unknown> & { xpEarned: number; graded: boolean } }> {
  const served = await next(u, sessionId);
  expect(served.statusCode, served.body).toBe(200);
  const problem = served.json().data as { id: string; question: string };
  const value = right ? await stack.solver.answer(problem.id) : '987654321';
  let res = await submit(u, { sessionId, problemId: problem.id, answer: value, timeSpent: 5, hintsUsed: 0 });
  // A wrong answer may be nudged once (an attempt, not graded); the same answer again is graded.
  for (let k = 0; k < 4 && res.statusCode === 200 && res.json().data.graded === false; k++) res = await submit(u, { sessionId, problemId: problem.id, answer: value, timeSpent: 5, hintsUsed: 0 });
  expect(res.statusCode, res.body).toBe(200);
  return { problem, result: res.json().data };
}

describe('a CHALLENGE session takes nothing from the client but the challenge id', () => {
  it('the reproduction: a student naming their own seed is refused, and without a real challenge gets 404; no problem is served', async () => {
    const s = await student();
    const seed = randomBytes(16).toString('hex');
    const own = await start(s, { mode: 'CHALLENGE', challengeId: randomUUID(), seed, topic: 'Fractions', problemCount: 20, timeLimit: 300 });
    expect(own.statusCode, own.body).toBe(400);
    expect(own.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
    const missing = await start(s, { mode: 'CHALLENGE', challengeId: randomUUID() });
    expect(missing.statusCode, missing.body).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND', message: 'Challenge not found' } });
    expect((await game(s, 'GET', '/problem/next')).statusCode).toBe(404);
    expect(await servedTo(s.id)).toBe(0);
    const progress = (await game(s, 'GET', '/progress')).json().data;
    expect(progress).toMatchObject({ totalXp: 0, problemsToday: 0 });
  });

  it("both sides get the server's identical problems; a third student is refused 403; a second start resumes; no similar problem", async () => {
    const a = await student('PREMIUM');
    const b = await student('PREMIUM');
    const outsider = await student('PREMIUM');
    const id = await activeChallenge(a, b);
    const copy = await until(() => projected(id), (c) => c?.status === 'ACTIVE');
    // The game holds the seed engagement drew, and the two sides, from engagement's event.
    expect(copy).toMatchObject({ seed: (await atEngagement(id))!.seed, sides: [a.id, b.id] });

    const notASide = await start(outsider, { mode: 'CHALLENGE', challengeId: id });
    expect(notASide.statusCode, notASide.body).toBe(403);
    expect(notASide.json()).toMatchObject({ success: false, error: { code: 'FORBIDDEN' } });
    // Through engagement the challenge does not exist for them.
    expect((await eng(outsider, 'POST', `/challenges/${id}/start`)).statusCode).toBe(404);
    expect(await servedTo(outsider.id)).toBe(0);

    const sa = await start(a, { mode: 'CHALLENGE', challengeId: id });
    expect(sa.statusCode, sa.body).toBe(201);
    const sessionA = sa.json().data.session.id as string;
    const sessionB = (await eng(b, 'POST', `/challenges/${id}/start`)).json().data.session.id as string;
    // The same side again, on either route: the same session.
    expect((await start(a, { mode: 'CHALLENGE', challengeId: id })).json().data.session.id).toBe(sessionA);
    expect((await eng(a, 'POST', `/challenges/${id}/start`)).json().data.session.id).toBe(sessionA);

    const first = await answer(a, sessionA, true);
    const firstB = await answer(b, sessionB, false);
    expect(firstB.problem.question).toBe(first.problem.question);
    // The tutor's similar problem is not a way to a problem outside the challenge's.
    const similar = await game(a, 'POST', '/tutor/similar', { problemId: first.problem.id });
    expect(similar.statusCode, similar.body).toBe(409);
    for (let i = 1; i < 3; i++) {
      const pa = await answer(a, sessionA, true);
      const pb = await answer(b, sessionB, true);
      expect(pb.problem.question).toBe(pa.problem.question);
    }
    expect((await next(a, sessionA)).statusCode).toBe(409);
    const again = await start(a, { mode: 'CHALLENGE', challengeId: id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CHALLENGE_ALREADY_PLAYED');
  });

  it('a Free student earns only the challenge problems\' XP: no coins, no daily problem, nothing past problemCount', async () => {
    const a = await student('FREE');
    const b = await student('FREE');
    const id = await activeChallenge(a, b, 3);
    // Straight after the accept, through engagement as the web app does: no spurious failure.
    const started = await eng(a, 'POST', `/challenges/${id}/start`);
    expect(started.statusCode, started.body).toBe(200);
    const sessionId = started.json().data.session.id as string;
    let xp = 0;
    for (let i = 0; i < 3; i++) {
      const { result } = await answer(a, sessionId, true);
      expect(result).toMatchObject({ graded: true, isCorrect: true, coinsEarned: 0 });
      xp += result.xpEarned;
    }
    expect((await next(a, sessionId)).statusCode).toBe(409);
    // A new session of the same challenge serves nothing more either.
    const restart = await start(a, { mode: 'CHALLENGE', challengeId: id });
    expect(restart.statusCode).toBe(409);
    expect(await servedTo(a.id)).toBe(3);
    const progress = (await game(a, 'GET', '/progress')).json().data;
    expect(progress.totalXp).toBe(xp);
    expect(progress.problemsToday).toBe(0);
    // The Free plan's daily problems are still all there for practice.
    const solo = (await start(a, { mode: 'SOLO_PRACTICE' })).json().data.session.id as string;
    expect((await next(a, solo)).statusCode).toBe(200);
  });

  it('a side that left its challenge for another cannot start it over; each challenge keeps its own open problem', async () => {
    const a = await student('PREMIUM');
    const b = await student('PREMIUM');
    const x = await activeChallenge(a, b);
    const y = await activeChallenge(a, b);
    const sx = (await eng(a, 'POST', `/challenges/${x}/start`)).json().data.session.id as string;
    expect((await next(a, sx)).statusCode).toBe(200); // seen, not answered
    const sy = (await eng(a, 'POST', `/challenges/${y}/start`)).json().data.session.id as string;
    const sby = (await eng(b, 'POST', `/challenges/${y}/start`)).json().data.session.id as string;
    const ya = (await next(a, sy)).json().data as { question: string };
    const yb = (await next(b, sby)).json().data as { question: string };
    expect(ya.question).toBe(yb.question);
    const back = await eng(a, 'POST', `/challenges/${x}/start`);
    expect(back.statusCode, back.body).toBe(409);
    expect(back.json().error.code).toBe('CHALLENGE_ALREADY_PLAYED');
  });
});

describe("the game's projection of challenges", () => {
  it('an ended challenge starts no more; an older update delivered late changes nothing', async () => {
    const a = await student('PREMIUM');
    const b = await student('PREMIUM');
    const id = await activeChallenge(a, b);
    const active = (await until(() => projected(id), (c) => c?.status === 'ACTIVE'))!;
    const update = (version: number, status: string) =>
      newEvent('engagement.challenge.updated', { challengeId: id, version, status: status as 'ACTIVE', sides: [a.id, b.id], seed: active.seed, topic: 'Fractions', problemCount: 3, timeLimit: 60, expiresAt: new Date(Date.now() + 3_600_000).toISOString() }, undefined, randomUUID());
    const send = async (version: number, status: string) => {
      const e = update(version, status);
      await nc.jetstream().publish('engagement.challenge.updated', JSONCodec().encode(e), { msgID: e.id });
    };
    // As engagement publishes an end (here: expired), then a stale ACTIVE arriving after it.
    await send(active.version + 5, 'EXPIRED');
    await until(() => projected(id), (c) => c?.status === 'EXPIRED');
    await send(active.version, 'ACTIVE');
    // A marker published after the stale update: once it is applied, the stale one has been handled.
    const marker = await activeChallenge(a, b);
    await until(() => projected(marker), (c) => c?.status === 'ACTIVE');
    expect((await projected(id))!.status).toBe('EXPIRED');
    const res = await start(a, { mode: 'CHALLENGE', challengeId: id });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.code).toBe('CHALLENGE_NOT_ACTIVE');
    expect(await servedTo(a.id)).toBe(0);
  });

  it("engagement's start tells the game again when the game does not have the challenge (a publish lost)", async () => {
    const a = await student('FREE');
    const b = await student('FREE');
    const id = await activeChallenge(a, b);
    await until(() => projected(id), (c) => c?.status === 'ACTIVE');
    // As if the accept's publish had never reached the game.
    await stack.gameDb.db!.collection<{ _id: string }>('engagement_challenges').deleteOne({ _id: id });
    expect((await start(a, { mode: 'CHALLENGE', challengeId: id })).statusCode).toBe(404);
    const started = await eng(a, 'POST', `/challenges/${id}/start`);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data.session.mode).toBe('CHALLENGE');
    expect((await projected(id))?.status).toBe('ACTIVE');
  });
});

describe('no other mode takes a parameter that chooses its problems', () => {
  it('refuses seeds, skills, difficulties, topics and problem lists on every start, and on /problem/next', async () => {
    const s = await student('PREMIUM');
    const seed = randomBytes(16).toString('hex');
    const refused = [
      { mode: 'SOLO_PRACTICE', seed },
      { mode: 'SOLO_PRACTICE', skillId: 'g5.fractions.add-unlike', difficulty: 1 },
      { mode: 'SPEED', seed },
      { mode: 'SPEED', topics: ['Fractions'] },
      { mode: 'BOSS_BATTLE', bossId: 'boss-count-crunch', topics: ['Fractions'] },
      { mode: 'BOSS_BATTLE', bossId: 'boss-count-crunch', seed },
      { mode: 'ASSIGNMENT', assignmentId: randomUUID(), problemIds: ['g5.fractions/d1/s01'] },
      { mode: 'SOLO_PRACTICE', chapterId: 'x', difficulty: 1 },
    ];
    for (const body of refused) {
      const res = await start(s, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
    }
    const session = (await start(s, { mode: 'SOLO_PRACTICE' })).json().data.session.id as string;
    for (const query of ['skillId=g5.fractions.add-unlike', `seed=${seed}`, 'difficulty=1']) {
      expect((await game(s, 'GET', `/problem/next?sessionId=${session}&${query}`)).statusCode, query).toBe(400);
    }
    expect(await servedTo(s.id)).toBe(0);
  });

  it("a story chapter of a world above the student's level does not start at the game either", async () => {
    const s = await student('PREMIUM');
    const locked = WORLDS.find((w) => w.requiredLevel > 1)!;
    const res = await start(s, { mode: 'SOLO_PRACTICE', chapterId: locked.chapters[0]!.id });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.code).toBe('LEVEL_LOCKED');
    const open = WORLDS.find((w) => w.requiredLevel <= 1)!;
    expect((await start(s, { mode: 'SOLO_PRACTICE', chapterId: open.chapters[0]!.id })).statusCode).toBe(201);
  });

  it('an assignment that is not one of the student\'s classes is 404, whatever the client names', async () => {
    const s = await student('PREMIUM');
    const res = await start(s, { mode: 'ASSIGNMENT', assignmentId: randomUUID() });
    expect(res.statusCode, res.body).toBe(404);
  });
});
