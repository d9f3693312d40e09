/**
 * The step-by-step tutor's calls (docs/product/practice.md, the tutor; docs/adr/0115 to 0117):
 * Premium only, the problem's owner only, only after the answer; a walkthrough filled in step by
 * step with the checker; its figures in the parent's report; a similar problem in the session.
 *
 * Served problems are drawn at random, and the tutor's steps depend on the problem. Each test
 * therefore pins the problem it answers: after /problem/next it replaces the stored problem by a
 * generated one of a fixed skill, difficulty and seed (test-only, in the game's own storage, as
 * the solver reads answers there), so the walkthrough is the same on every run.
 */
import { CHILDREN_GRANT_AUDIENCE, CHILDREN_GRANT_HEADER, TUTOR_NOT_ANSWERED_MESSAGE, TUTOR_PREMIUM_MESSAGE } from '@mathquest/contracts';
import { generateProblem, tutor, type Problem } from '@mathquest/maths';
import { connectMongo, type ServiceApp } from '@mathquest/service-kit';
import { testInfra, testKeys, uniqueDbName } from '@mathquest/service-kit/testing';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, JSONCodec } from 'nats';
import { tutorUpdated } from '../../src/events/game-events.js';
import { decodeSkills, type StoredSkillState } from '../../src/repositories/skill-codec.js';
import { buildTestGameApp, makeUser, type TestUser } from '../helpers/build-test-app.js';
import { gameClient } from '../helpers/game-client.js';

let app: ServiceApp;
let mongo: Awaited<ReturnType<typeof connectMongo>>;
let client: ReturnType<typeof gameClient>;
const keys = testKeys();
const db = uniqueDbName('game_tutor');

/** 1/12 + 1/6: blanks "2/12", "3/12", "1/4"; the answer 2/18 is the misconception "added-tops-and-bottoms". */
const PINNED: Problem = generateProblem('g5.nf.add-unlike-fractions', 1, 'tutor78');
const BLANKS = tutor.tutorSteps(PINNED).flatMap((s, index) => (s.kind === 'fill' ? [{ index, value: s.value }] : []));
const MISCONCEPTION = PINNED.misconceptions[0]!;

beforeAll(async () => {
  const infra = testInfra();
  app = await buildTestGameApp(infra, keys.publicKeyPem, db, { bankSeeds: 0 });
  mongo = await connectMongo(infra.mongoUrl, db);
  client = gameClient(app);
});

afterAll(async () => {
  await mongo?.close();
  await app?.close();
});

const post = (u: TestUser, path: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url: `/api/game/tutor/${path}`, headers: u.auth, payload });

/** The same problem worded in Spanish (same seed: same numbers, blanks and misconception). */
const PINNED_ES: Problem = generateProblem('g5.nf.add-unlike-fractions', 1, 'tutor78', 'es-US');

/** Serve a problem, pin it to `pinned` (PINNED), and (unless `answer` is null) answer it. */
async function served(u: TestUser, answer: string | null = MISCONCEPTION.value, pinned: Problem = PINNED): Promise<{ sessionId: string; problemId: string }> {
  const sessionId = await client.start(u);
  const next = await client.next(u, sessionId);
  expect(next.statusCode).toBe(200);
  const problemId = next.json().data.id as string;
  await mongo.db!.collection<{ _id: string }>('served_problems').updateOne({ _id: problemId }, { $set: { problem: pinned } });
  if (answer !== null) {
    const res = await client.submit(u, { sessionId, problemId, answer, timeSpent: 20, hintsUsed: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.graded).toBe(true);
  }
  return { sessionId, problemId };
}

describe('the tutor walkthrough', () => {
  it('the pinned problem has the blanks and the misconception the tests rely on', () => {
    expect(BLANKS.map((b) => b.value)).toEqual(['2/12', '3/12', '1/4']);
    expect(MISCONCEPTION.value).toBe('2/18');
    expect(MISCONCEPTION).toMatchObject({ id: 'added-tops-and-bottoms' });
  });

  it('names the mistake, then opens one blank at a time as the child fills them in, judged by the checker', async () => {
    const u = makeUser(keys.privateKeyPem, { plan: 'PREMIUM' });
    const { problemId } = await served(u);

    const started = await post(u, 'start', { problemId });
    expect(started.statusCode).toBe(200);
    const walk = started.json().data;
    expect(walk.mistake).toEqual({ title: 'It looks like you added the tops and the bottoms.', feedback: MISCONCEPTION.feedback });
    expect(walk).toMatchObject({ problemId, question: PINNED.question.text, currentStep: BLANKS[0]!.index, stepsSeen: BLANKS[0]!.index + 1, stepsRight: 0, finished: false });
    // The problem's picture comes with the walkthrough, for the screen to draw above the steps.
    expect(PINNED.diagram?.kind).toBe('fraction-bar');
    expect(walk.diagram).toEqual(PINNED.diagram);
    // The open blank's value is not sent; nothing after it is shown yet.
    expect(walk.steps.at(-1)).toMatchObject({ kind: 'fill', status: 'open', value: null, text: null });
    expect(JSON.stringify(walk.steps)).not.toContain('3/12');

    // A wrong value: a miss, nothing recorded, the same blank stays open.
    const miss = await post(u, 'step', { problemId, step: BLANKS[0]!.index, answer: '1/12' });
    expect(miss.statusCode).toBe(200);
    expect(miss.json().data).toMatchObject({ correct: false, verdict: 'reject', walk: { currentStep: BLANKS[0]!.index, stepsRight: 0 } });
    expect(miss.json().data.message).toEqual(expect.any(String));

    // An equal value in another form is right (the checker's rules), and the next blank opens.
    const first = await post(u, 'step', { problemId, step: BLANKS[0]!.index, answer: '1/6 ' });
    expect(first.json().data).toMatchObject({ correct: false, verdict: 'nudge' }); // typing the left side back does not count
    const right = await post(u, 'step', { problemId, step: BLANKS[0]!.index, answer: '4/24' });
    expect(right.json().data).toMatchObject({ correct: true, verdict: 'accept', walk: { currentStep: BLANKS[1]!.index, stepsRight: 1 } });
    expect(right.json().data.walk.steps[BLANKS[0]!.index]).toMatchObject({ status: 'right', value: '2/12' });

    // Only the open blank can be checked or shown.
    const stale = await post(u, 'step', { problemId, step: BLANKS[0]!.index, answer: '2/12' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('TUTOR_STEP_NOT_OPEN');

    const second = await post(u, 'step', { problemId, step: BLANKS[1]!.index, answer: '3/12' });
    expect(second.json().data).toMatchObject({ correct: true, walk: { currentStep: BLANKS[2]!.index, stepsRight: 2 } });
    const shown = await post(u, 'show', { problemId, step: BLANKS[2]!.index });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ currentStep: null, finished: true, stepsRight: 2, stepsSeen: PINNED.explanation.length });
    expect(shown.json().data.steps[BLANKS[2]!.index]).toMatchObject({ status: 'shown', value: '1/4' });

    // Starting again returns the walkthrough as it was left.
    const again = await post(u, 'start', { problemId });
    expect(again.json().data).toEqual(shown.json().data);
  });

  it("names the mistake and words a wrong step in the problem's language (Spanish)", async () => {
    expect(PINNED_ES.language).toBe('es-US');
    expect(PINNED_ES.misconceptions[0]).toMatchObject({ id: MISCONCEPTION.id, value: MISCONCEPTION.value });
    const u = makeUser(keys.privateKeyPem, { plan: 'PREMIUM', lang: 'es-US' });
    const { problemId } = await served(u, MISCONCEPTION.value, PINNED_ES);

    const started = await post(u, 'start', { problemId });
    expect(started.statusCode).toBe(200);
    const walk = started.json().data;
    expect(walk.mistake).toEqual({ title: 'Parece que sumaste los de arriba y los de abajo.', feedback: PINNED_ES.misconceptions[0]!.feedback });
    expect(walk.question).toBe(PINNED_ES.question.text);

    const miss = await post(u, 'step', { problemId, step: BLANKS[0]!.index, answer: '1/12' });
    expect(miss.json().data).toMatchObject({ correct: false, verdict: 'reject', message: 'Casi. Intenta este paso otra vez, o elige "Muéstrame este paso".' });
    const restated = await post(u, 'step', { problemId, step: BLANKS[0]!.index, answer: '1/6' });
    expect(restated.json().data).toMatchObject({ verdict: 'nudge', message: 'Así empieza este paso. ¿Cuánto da?' });
  });

  it('words the same miss in English for a problem in English', async () => {
    const u = makeUser(keys.privateKeyPem, { plan: 'PREMIUM' });
    const { problemId } = await served(u);
    await post(u, 'start', { problemId });
    const miss = await post(u, 'step', { problemId, step: BLANKS[0]!.index, answer: '1/12' });
    expect(miss.json().data).toMatchObject({ verdict: 'reject', message: 'Not quite. Try this step again, or choose "Show me this step".' });
  });

  it('is Premium only: a free student gets 402 and nothing is recorded', async () => {
    const u = makeUser(keys.privateKeyPem, { plan: 'FREE' });
    const { problemId } = await served(u);
    for (const [path, body] of [
      ['start', { problemId }],
      ['step', { problemId, step: 0, answer: '1' }],
      ['show', { problemId, step: 0 }],
      ['similar', { problemId }],
    ] as const) {
      const res = await post(u, path, body);
      expect(res.statusCode, path).toBe(402);
      expect(res.json().error).toEqual({ code: 'PLAN_LIMIT_REACHED', message: TUTOR_PREMIUM_MESSAGE });
    }
    const doc = await mongo.db!.collection<{ _id: string; tutor?: unknown }>('students').findOne({ _id: u.id });
    expect(doc?.tutor).toBeUndefined();
  });

  it("is the owner's only: another student's problem is 404, like a missing one", async () => {
    const owner = makeUser(keys.privateKeyPem, { plan: 'FAMILY' });
    const other = makeUser(keys.privateKeyPem, { plan: 'PREMIUM' });
    const { problemId } = await served(owner);
    for (const id of [problemId, 'no-such-problem']) {
      for (const path of ['start', 'similar'] as const) {
        const res = await post(other, path, { problemId: id });
        expect(res.statusCode, `${path} ${id}`).toBe(404);
        expect(res.json().error.code).toBe('PROBLEM_NOT_FOUND');
      }
    }
    expect((await post(owner, 'start', { problemId })).statusCode).toBe(200); // FAMILY has the tutor
  });

  it('is only after the answer: an open problem is 409 and stays open', async () => {
    const u = makeUser(keys.privateKeyPem, { plan: 'PREMIUM' });
    const { sessionId, problemId } = await served(u, null);
    for (const path of ['start', 'similar'] as const) {
      const res = await post(u, path, { problemId });
      expect(res.statusCode, path).toBe(409);
      expect(res.json().error).toEqual({ code: 'PROBLEM_NOT_ANSWERED', message: TUTOR_NOT_ANSWERED_MESSAGE });
    }
    const step = await post(u, 'step', { problemId, step: 0, answer: '2/12' });
    expect(step.statusCode).toBe(409);
    // The problem is still the one open in the session, and answering it works as before.
    expect((await client.next(u, sessionId)).json().data.id).toBe(problemId);
    expect((await client.submit(u, { sessionId, problemId, answer: '1/4', timeSpent: 20, hintsUsed: 0 })).json().data.isCorrect).toBe(true);
  });

  it('refuses a step before the walkthrough was started, and invalid bodies with 400', async () => {
    const u = makeUser(keys.privateKeyPem, { plan: 'PREMIUM' });
    const { problemId } = await served(u);
    expect((await post(u, 'step', { problemId, step: BLANKS[0]!.index, answer: '2/12' })).statusCode).toBe(409);
    expect((await post(u, 'step', { problemId, step: -1, answer: '2/12' })).statusCode).toBe(400);
    expect((await post(u, 'step', { problemId, step: 0, answer: '   ' })).statusCode).toBe(400);
    expect((await post(u, 'start', {})).statusCode).toBe(400);
  });
});

describe('a similar problem', () => {
  it('opens a new problem of the same skill and difficulty in the session, which /problem/next serves', async () => {
    const u = makeUser(keys.privateKeyPem, { plan: 'PREMIUM' });
    const { sessionId, problemId } = await served(u);
    const res = await post(u, 'similar', { problemId });
    expect(res.statusCode).toBe(200);
    const similar = res.json().data;
    expect(similar).toMatchObject({ sessionId, topic: PINNED.topic, subtopic: PINNED.subtopic, difficulty: PINNED.difficulty, hintsUsed: 0 });
    expect(similar.id).not.toBe(problemId);
    const stored = await mongo.db!.collection<{ _id: string; problem: Problem; status: string }>('served_problems').findOne({ _id: similar.id });
    expect(stored).toMatchObject({ status: 'OPEN', problem: { skillId: PINNED.skillId, difficulty: PINNED.difficulty } });
    expect(stored!.problem.seed).not.toBe(PINNED.seed);

    // One open problem: /next serves the similar one, and asking again gives it back, not another.
    expect((await client.next(u, sessionId)).json().data.id).toBe(similar.id);
    expect((await post(u, 'similar', { problemId })).json().data.id).toBe(similar.id);
  });

  it('is refused in an ended session', async () => {
    const u = makeUser(keys.privateKeyPem, { plan: 'PREMIUM' });
    const { sessionId, problemId } = await served(u);
    expect((await client.end(u, sessionId)).statusCode).toBe(200);
    const res = await post(u, 'similar', { problemId });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('SESSION_ENDED');
  });
});

describe("the tutor in a parent's report", () => {
  it('adds up walkthroughs, steps seen and steps right over the last 7 and 30 days', async () => {
    const u = makeUser(keys.privateKeyPem, { plan: 'PREMIUM' });
    const parent = makeUser(keys.privateKeyPem, { role: 'PARENT' });
    const { problemId } = await served(u);
    await post(u, 'start', { problemId });
    await post(u, 'step', { problemId, step: BLANKS[0]!.index, answer: '2/12' });
    await post(u, 'show', { problemId, step: BLANKS[1]!.index });

    const grant = jwt.sign({ children: [{ id: u.id, tz: 'UTC' }] }, keys.privateKeyPem, {
      algorithm: 'ES256',
      expiresIn: 60,
      audience: CHILDREN_GRANT_AUDIENCE,
      issuer: 'mathquest-auth',
      subject: parent.id,
    });
    const res = await app.inject({ method: 'GET', url: `/api/game/children/${u.id}/report`, headers: { ...parent.auth, [CHILDREN_GRANT_HEADER]: grant } });
    expect(res.statusCode).toBe(200);
    // Steps shown: up to the third blank (index BLANKS[2]); right: the first blank only.
    const figures = { walkthroughs: 1, stepsSeen: BLANKS[2]!.index + 1, stepsRight: 1 };
    expect(res.json().data).toMatchObject({ tutor7: figures, tutor30: figures });
  });
});

/** The game.tutor.updated events of one student on the GAME stream (an ephemeral consumer). */
async function tutorEvents(userId: string): Promise<Array<{ id: string; data: { userId: string; rev: number; days: unknown[]; skills: unknown[] } }>> {
  const nc = await connect({ servers: testInfra().natsUrl });
  try {
    const codec = JSONCodec<{ id: string; data: { userId: string; rev: number; days: unknown[]; skills: unknown[] } }>();
    const consumer = await nc.jetstream().consumers.get('GAME', { filterSubjects: 'game.tutor.updated' });
    const out: Array<{ id: string; data: { userId: string; rev: number; days: unknown[]; skills: unknown[] } }> = [];
    for await (const m of await consumer.fetch({ max_messages: 10_000, expires: 1500 })) {
      const e = codec.decode(m.data);
      if (e.data.userId === userId) out.push(e);
      if (m.info.pending === 0) break;
    }
    return out;
  } finally {
    await nc.close();
  }
}

type TutorDoc = { _id: string; tutor?: { rev: number; days: unknown[]; skills: unknown[]; outbox?: Array<{ id: string }> }; skills: StoredSkillState[] };
const studentDoc = async (id: string) => (await mongo.db!.collection<TutorDoc>('students').findOne({ _id: id }))!;

describe('game.tutor.updated (docs/adr/0145)', () => {
  it("every write of the tutor record publishes the figures after it, ordered by rev, from the record's own outbox", async () => {
    const u = makeUser(keys.privateKeyPem, { plan: 'PREMIUM' });
    const { problemId } = await served(u);
    await post(u, 'start', { problemId });
    await post(u, 'step', { problemId, step: BLANKS[0]!.index, answer: '9/9' }); // wrong: writes nothing, publishes nothing
    await post(u, 'step', { problemId, step: BLANKS[0]!.index, answer: '2/12' });
    await post(u, 'show', { problemId, step: BLANKS[1]!.index });

    const doc = await studentDoc(u.id);
    expect(doc.tutor!.rev).toBe(3);
    const events = await tutorEvents(u.id);
    expect(events.map((e) => e.data.rev)).toEqual([1, 2, 3]);
    expect(new Set(events.map((e) => e.id)).size).toBe(3);
    const last = events.at(-1)!.data;
    expect(last.days).toEqual(doc.tutor!.days);
    expect(last.skills).toEqual(doc.tutor!.skills);
    // Each write keeps only what this process did not see published: at most the last write's own
    // entry (the sweeper may already have cleared that one too).
    const kept = doc.tutor!.outbox!.map((e) => e.id);
    expect(kept.length).toBeLessThanOrEqual(1);
    expect(kept).not.toContain(events[0]!.id);
    expect(kept).not.toContain(events[1]!.id);
  });

  it('the sweeper publishes what a write left unpublished and clears the published, conditional on rev and raising it', async () => {
    const u = makeUser(keys.privateKeyPem, { plan: 'PREMIUM' });
    const { problemId } = await served(u);
    await post(u, 'start', { problemId });
    const students = mongo.db!.collection<TutorDoc>('students');
    // An entry left behind as by a crash between the write and the publish: old enough for the sweeper.
    const record = (await studentDoc(u.id)).tutor!;
    const lost = tutorUpdated(u.id, 'UTC', { rev: 99, walk: null, days: [], skills: [] }, new Date(Date.now() - 60_000));
    await students.updateOne({ _id: u.id }, { $push: { 'tutor.outbox': lost } });

    const deadline = Date.now() + 20_000;
    let doc = await studentDoc(u.id);
    while ((doc.tutor!.outbox ?? []).length > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      doc = await studentDoc(u.id);
    }
    expect(doc.tutor!.outbox).toEqual([]);
    expect(doc.tutor!.rev).toBeGreaterThan(record.rev);
    expect((await tutorEvents(u.id)).map((e) => e.id)).toContain(lost.id);

    // The tutor goes on from the swept record: its next write publishes the next revision.
    const step = await post(u, 'step', { problemId, step: BLANKS[0]!.index, answer: '2/12' });
    expect(step.json().data.correct).toBe(true);
    const after = await studentDoc(u.id);
    expect(after.tutor!.rev).toBe(doc.tutor!.rev + 1);
    expect((await tutorEvents(u.id)).map((e) => e.data.rev)).toContain(after.tutor!.rev);
  });
});

describe('the adaptive model after a walkthrough (docs/adr/0146)', () => {
  it('the next answer on the skill counts as hinted (one for the walkthrough, one per step shown); later ones do not', async () => {
    const u = makeUser(keys.privateKeyPem, { plan: 'PREMIUM' });
    const { sessionId, problemId } = await served(u);
    await post(u, 'start', { problemId });
    await post(u, 'step', { problemId, step: BLANKS[0]!.index, answer: '2/12' });
    await post(u, 'show', { problemId, step: BLANKS[1]!.index });

    const similar = (await post(u, 'similar', { problemId })).json().data as { id: string };
    await mongo.db!.collection<{ _id: string }>('served_problems').updateOne({ _id: similar.id }, { $set: { problem: PINNED } });
    const right = await client.submit(u, { sessionId, problemId: similar.id, answer: '1/4', timeSpent: 20, hintsUsed: 0 });
    expect(right.json().data).toMatchObject({ graded: true, isCorrect: true });
    const history = () => studentDoc(u.id).then((d) => decodeSkills(d.skills).find((sk) => sk.skillId === PINNED.skillId)!.history);
    expect((await history()).map((h) => [h.correct, h.hintsUsed])).toEqual([
      [false, 0],
      [true, 2],
    ]);

    // The walkthrough is now older than the skill's last answer: the next one is credited as given.
    const third = await served(u, null);
    const again = await client.submit(u, { sessionId: third.sessionId, problemId: third.problemId, answer: '1/4', timeSpent: 20, hintsUsed: 0 });
    expect(again.json().data).toMatchObject({ graded: true, isCorrect: true });
    expect((await history()).map((h) => [h.correct, h.hintsUsed]).at(-1)).toEqual([true, 0]);
  });
});

describe("the tutor's calls in the OpenAPI document", () => {
  it('lists each call with its closed body and the refusals its own logic makes', async () => {
    const res = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    for (const path of ['start', 'step', 'show', 'similar']) {
      const op = doc.paths[`/api/game/tutor/${path}`]?.post;
      expect(op, path).toBeDefined();
      expect(Object.keys(op.responses).sort(), path).toEqual(expect.arrayContaining(['200', '400', '401', '402', '403', '404', '409']));
      expect(op.requestBody.content['application/json'].schema.additionalProperties, path).toBe(false);
    }
  });
});
