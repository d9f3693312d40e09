/**
 * Story mode across the game and engagement on real storage and NATS (docs/adr/0097): a chapter
 * is a game session of problemCount problems started through engagement; its stars come from
 * accuracy; the first completion pays the chapter once and unlocks the next; a replay only raises
 * the stars; locked chapters and worlds are refused.
 */
import { testInfra } from '@mathquest/service-kit/testing';
import { connect, JSONCodec } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdventureStack, type AdventureStack, type TestUser } from '../helpers/practice-stack.js';

let stack: AdventureStack;
beforeAll(async () => {
  stack = await startAdventureStack();
});
afterAll(async () => {
  await stack?.close();
});

const eng = (u: TestUser, method: 'GET' | 'POST', url: string) => stack.engagement.inject({ method, url: `/api/engagement${url}`, headers: u.auth });
const next = (u: TestUser, sessionId: string) => stack.game.inject({ method: 'GET', url: `/api/game/problem/next?sessionId=${sessionId}`, headers: u.auth });
const submit = (u: TestUser, body: Record<string, unknown>) => stack.game.inject({ method: 'POST', url: '/api/game/problem/submit', headers: u.auth, payload: body });
/** The student's engagement.wallet.changed events of story chapters (an ephemeral consumer of the ENGAGEMENT stream). */
async function storyPayments(userId: string): Promise<Array<Record<string, unknown>>> {
  const nc = await connect({ servers: testInfra().natsUrl });
  try {
    const codec = JSONCodec<{ data: Record<string, unknown> & { userId: string; reason: string } }>();
    const consumer = await nc.jetstream().consumers.get('ENGAGEMENT', { filterSubjects: 'engagement.wallet.changed' });
    const out: Array<Record<string, unknown>> = [];
    for await (const m of await consumer.fetch({ max_messages: 10_000, expires: 1500 })) {
      const e = codec.decode(m.data);
      if (e.data.userId === userId && e.data.reason === 'story.chapter') out.push(e.data);
      if (m.info.pending === 0) break;
    }
    return out;
  } finally {
    await nc.close();
  }
}
type ChapterView = { id: string; isUnlocked: boolean; isCompleted: boolean; stars: number };
const chapters = async (u: TestUser) => (await eng(u, 'GET', '/story/worlds/world-number-meadows/chapters')).json().data as ChapterView[];

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Plays a chapter's session: `correct` decides each answer; returns the last result. */
async function play(u: TestUser, sessionId: string, count: number, correct: (i: number) => boolean) {
  let last: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) {
    const p = (await next(u, sessionId)).json().data;
    const answer = correct(i) ? await stack.solver.answer(p.id) : '987654321';
    let r = await submit(u, { sessionId, problemId: p.id, answer, timeSpent: 5, hintsUsed: 0 });
    for (let n = 0; n < 4 && r.json().data.graded === false; n++) r = await submit(u, { sessionId, problemId: p.id, answer, timeSpent: 5, hintsUsed: 0 });
    last = r.json().data;
  }
  return last;
}

describe('story mode', () => {
  it('lists five worlds with level locks and a first chapter open; locked chapters and worlds are refused; unknown ids 404', async () => {
    const u = stack.student('FREE');
    const worlds = (await eng(u, 'GET', '/story/worlds')).json().data as Array<{ id: string; isUnlocked: boolean; totalChapters: number }>;
    expect(worlds).toHaveLength(5);
    expect(worlds.map((w) => w.isUnlocked)).toEqual([true, false, false, false, false]);
    expect(worlds.every((w) => w.totalChapters >= 4)).toBe(true);
    expect((await chapters(u)).map((c) => c.isUnlocked)).toEqual([true, false, false, false]);
    const locked = await eng(u, 'POST', '/story/chapters/world-number-meadows-ch2/start');
    expect([locked.statusCode, locked.json().error.code]).toEqual([409, 'CHAPTER_LOCKED']);
    const world = await eng(u, 'POST', '/story/chapters/world-fraction-forest-ch1/start');
    expect([world.statusCode, world.json().error.code]).toEqual([409, 'LEVEL_LOCKED']);
    expect((await eng(u, 'POST', '/story/chapters/no-such-chapter/start')).statusCode).toBe(404);
    expect((await eng(u, 'GET', '/story/worlds/no-such-world/chapters')).statusCode).toBe(404);
  });

  it('a chapter completed with 3 of 5 right earns 1 star, pays once and unlocks the next; a replay with all right raises it to 3 and pays nothing more', async () => {
    const u = stack.student('PREMIUM');
    const started = await eng(u, 'POST', '/story/chapters/world-number-meadows-ch1/start');
    expect(started.statusCode, started.body).toBe(200);
    const { sessionId, problemCount } = started.json().data;
    expect(problemCount).toBe(5);
    // 3 of 5 right (60 %): 1 star.
    const last = await play(u, sessionId, problemCount, (i) => i < 3);
    expect(last.chapter).toEqual({ chapterId: 'world-number-meadows-ch1', answered: 5, problemCount: 5, correct: 3, completed: true, stars: 1 });
    expect((await next(u, sessionId)).statusCode).toBe(409); // the chapter is complete

    const after = await until(() => chapters(u), (c) => c[0]!.isCompleted);
    expect(after.slice(0, 2).map((c) => [c.isCompleted, c.stars, c.isUnlocked])).toEqual([
      [true, 1, true],
      [false, 0, true],
    ]);
    // Play Again, all right: 3 stars, no second payment (the replay's own answers pay as practice).
    const again = (await eng(u, 'POST', '/story/chapters/world-number-meadows-ch1/start')).json().data;
    const replay = await play(u, again.sessionId, 5, () => true);
    expect(replay.chapter).toMatchObject({ completed: true, stars: 3 });
    const raised = await until(() => chapters(u), (c) => c[0]!.stars === 3);
    expect(raised[0]!.stars).toBe(3);
    const doc = await stack.engagementDb.db!.collection<{ _id: string; story: { chapters: Record<string, { stars: number }> } }>('wallets').findOne({ _id: u.id });
    expect(doc!.story.chapters['world-number-meadows-ch1']!.stars).toBe(3);
    // The chapter's coins were paid once: one story.chapter balance change, of the chapter's 20 coins.
    const paid = await until(() => storyPayments(u.id), (x) => x.length > 0);
    expect(paid).toEqual([expect.objectContaining({ coinsDelta: 20, reason: 'story.chapter' })]);
  });
});
