/**
 * The teacher's problem bank carries each entry's picture (docs/maths/diagrams.md, "Served"): the
 * seeding stores it with the entry; an entry stored before the bank kept pictures gets its own
 * rebuilt from its id when the generator is still the version that wrote it, and none when the
 * generator changed since (its picture could disagree with the stored question).
 */
import type { BankProblem } from '@mathquest/contracts';
import { generateProblem } from '@mathquest/maths';
import { connectMongo, type ServiceApp } from '@mathquest/service-kit';
import { testInfra, testKeys, uniqueDbName } from '@mathquest/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGameApp, makeUser } from '../helpers/build-test-app.js';

let app: ServiceApp;
let mongo: Awaited<ReturnType<typeof connectMongo>>;
const keys = testKeys();
const db = uniqueDbName('game_bank_diagrams');

/** Every problem of this skill has a labelled rectangle; the other has no picture at all. */
const DRAWN = 'g4.md.area-perimeter';
const TEXT_ONLY = 'g4.oa.factors-list';

beforeAll(async () => {
  const infra = testInfra();
  app = await buildTestGameApp(infra, keys.publicKeyPem, db, { bankSeeds: 1 });
  mongo = await connectMongo(infra.mongoUrl, db);
});

afterAll(async () => {
  await mongo?.close();
  await app?.close();
});

async function bankOf(skillId: string): Promise<BankProblem[]> {
  const teacher = makeUser(keys.privateKeyPem, { role: 'TEACHER' });
  const res = await app.inject({ method: 'GET', url: `/api/game/problems?skillId=${skillId}`, headers: teacher.auth });
  expect(res.statusCode).toBe(200);
  return res.json().data.problems as BankProblem[];
}

describe("the problem bank's pictures", () => {
  it('serves the picture the generator drew for each entry, null for a text-only skill', async () => {
    const drawn = await bankOf(DRAWN);
    expect(drawn.length).toBe(5);
    for (const entry of drawn) {
      const [, d, seed] = entry.id.split('/');
      expect(entry.diagram).toEqual(generateProblem(DRAWN, Number(d!.slice(1)) as 1, seed!).diagram);
      expect(entry.diagram?.kind).toBe('polygon');
    }
    const text = await bankOf(TEXT_ONLY);
    expect(text.length).toBe(5);
    expect(text.every((e) => e.diagram === null)).toBe(true);
  });

  it('rebuilds the picture of an entry stored without one, unless its generator changed since', async () => {
    const bank = mongo.db!.collection<{ _id: string; diagram?: unknown; generatorVersion: string }>('problem_bank');
    const [same, changed] = [`${DRAWN}/d2/s01`, `${DRAWN}/d3/s01`];
    await bank.updateOne({ _id: same }, { $unset: { diagram: '' } });
    await bank.updateOne({ _id: changed }, { $unset: { diagram: '' }, $set: { generatorVersion: 'an-older-version' } });
    expect((await bank.findOne({ _id: same }))?.diagram).toBeUndefined();

    const byId = new Map((await bankOf(DRAWN)).map((e) => [e.id, e]));
    expect(byId.get(same)!.diagram).toEqual(generateProblem(DRAWN, 2, 's01').diagram);
    expect(byId.get(changed)!.diagram).toBeNull();
  });
});
