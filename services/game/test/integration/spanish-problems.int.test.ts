/**
 * Problems in the student's language (docs/maths/languages.md, docs/adr/0270): a student whose
 * access token says `lang: 'es-US'` is served problems worded in Spanish where the skill writes
 * Spanish, with Spanish choice labels, and the answer is judged with Spanish words and Spanish
 * nudges; a student without the claim gets English. Real storage and NATS through the harness.
 */
import { checkAnswer, type Problem } from '@mathquest/maths';
import { connectMongo, type ServiceApp } from '@mathquest/service-kit';
import { testInfra, testKeys, uniqueDbName } from '@mathquest/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGameApp, makeUser, type TestUser } from '../helpers/build-test-app.js';
import { gameClient } from '../helpers/game-client.js';
import { createSolver, type Solver } from '../helpers/solver.js';

let app: ServiceApp;
let mongo: Awaited<ReturnType<typeof connectMongo>>;
let solver: Solver;
let client: ReturnType<typeof gameClient>;
const keys = testKeys();
const db = uniqueDbName('game_spanish');

beforeAll(async () => {
  const infra = testInfra();
  app = await buildTestGameApp(infra, keys.publicKeyPem, db, { bankSeeds: 0 });
  mongo = await connectMongo(infra.mongoUrl, db);
  solver = createSolver(mongo);
  client = gameClient(app);
});

afterAll(async () => {
  await mongo?.close();
  await app?.close();
});

/** The stored problem of the next problem served, with what the API showed of it. */
async function serveOne(u: TestUser, sessionId: string): Promise<{ id: string; view: { question: string; choices: { value: string; label: string }[] | null }; stored: Problem }> {
  const r = await client.next(u, sessionId);
  expect(r.statusCode).toBe(200);
  const view = r.json().data;
  return { id: view.id as string, view, stored: await solver.stored(view.id as string) };
}

/** What a child types for the right answer: a choice's Spanish label, else the canonical text. */
const typed = (p: Problem): string => (p.answer.format === 'choice' ? (p.answer.labels?.[p.answer.value] ?? p.answer.canonical) : p.answer.canonical);

describe('problems in the student language', () => {
  it('serves a grade 4 student with lang es-US problems in Spanish, judged with Spanish words and nudges', async () => {
    const u = makeUser(keys.privateKeyPem, { plan: 'PREMIUM', grade: 4, lang: 'es-US' });
    const sessionId = await client.start(u);
    let spanish = 0;
    // Bounded: placement may choose a skill without Spanish yet (served in English, without `language`).
    for (let i = 0; i < 12 && spanish < 3; i++) {
      const { id, view, stored } = await serveOne(u, sessionId);
      expect(view.question).toBe(stored.question.text);
      if (stored.language !== 'es-US') {
        expect(stored.language).toBeUndefined();
      } else {
        spanish++;
        if (stored.answer.format === 'choice') {
          for (const c of view.choices ?? []) expect(c.label).toBe(stored.answer.labels?.[c.value]);
        }
        // An unreadable answer is nudged in Spanish, as the checker words it for Spanish.
        const nudged = await client.submit(u, { sessionId, problemId: id, answer: '???', timeSpent: 5, hintsUsed: 0 });
        expect(nudged.statusCode).toBe(200);
        const nudge = nudged.json().data;
        expect(nudge.graded).toBe(false);
        expect(nudge.message).toBe(checkAnswer('???', stored.answer, 'es-US').message);
        expect(nudge.message).not.toBe(checkAnswer('???', stored.answer).message);
      }
      const r = await client.submit(u, { sessionId, problemId: id, answer: typed(stored), timeSpent: 5, hintsUsed: 0 });
      expect(r.statusCode).toBe(200);
      expect(r.json().data).toMatchObject({ graded: true, isCorrect: true });
    }
    expect(spanish).toBeGreaterThan(0);
  });

  it('serves a student without the claim in English', async () => {
    const u = makeUser(keys.privateKeyPem, { plan: 'PREMIUM', grade: 4 });
    const sessionId = await client.start(u);
    const { stored } = await serveOne(u, sessionId);
    expect(stored.language).toBeUndefined();
  });
});
