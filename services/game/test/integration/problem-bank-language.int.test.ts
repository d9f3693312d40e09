/**
 * The teacher's problem bank in the caller's language (docs/product/teacher.md, the problem bank;
 * docs/adr/0188): a teacher whose token says Spanish reads each entry rebuilt from its id in
 * Spanish (question, answer, picture), the same entries, ids and topics as an English reader.
 */
import type { BankProblem } from '@mathquest/contracts';
import { generateProblem } from '@mathquest/maths';
import type { ServiceApp } from '@mathquest/service-kit';
import { testInfra, testKeys, uniqueDbName } from '@mathquest/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGameApp, makeUser } from '../helpers/build-test-app.js';

let app: ServiceApp;
const keys = testKeys();

/** Word answers and a labelled graph: every field that has words changes with the language. */
const SKILL = 'g8.f.describe-graphs';

beforeAll(async () => {
  app = await buildTestGameApp(testInfra(), keys.publicKeyPem, uniqueDbName('game_bank_language'), { bankSeeds: 1 });
});

afterAll(async () => {
  await app?.close();
});

async function bankAs(lang: 'es-US' | undefined): Promise<BankProblem[]> {
  const teacher = makeUser(keys.privateKeyPem, { role: 'TEACHER', ...(lang ? { lang } : {}) });
  const res = await app.inject({ method: 'GET', url: `/api/game/problems?skillId=${SKILL}`, headers: teacher.auth });
  expect(res.statusCode).toBe(200);
  return res.json().data.problems as BankProblem[];
}

describe("the problem bank in the teacher's language", () => {
  it('words every entry in the language of the token, from its id; English as stored', async () => {
    const [english, spanish] = [await bankAs(undefined), await bankAs('es-US')];
    expect(english).toHaveLength(5);
    expect(spanish.map((p) => p.id)).toEqual(english.map((p) => p.id));
    for (const [i, entry] of spanish.entries()) {
      const [, d, seed] = entry.id.split('/');
      const es = generateProblem(SKILL, Number(d!.slice(1)) as 1, seed!, 'es-US');
      const en = generateProblem(SKILL, Number(d!.slice(1)) as 1, seed!);
      expect(entry).toMatchObject({ question: es.question.text, answer: es.answer.canonical, diagram: es.diagram ?? null });
      expect(english[i]).toMatchObject({ question: en.question.text, answer: en.answer.canonical, diagram: en.diagram ?? null });
      // Topic and subtopic stay the English identifiers the web app words (docs/adr/0204).
      expect({ topic: entry.topic, subtopic: entry.subtopic, difficulty: entry.difficulty }).toEqual({ topic: english[i]!.topic, subtopic: english[i]!.subtopic, difficulty: english[i]!.difficulty });
    }
    expect(spanish.some((p, i) => p.question !== english[i]!.question)).toBe(true);
    expect(spanish.some((p, i) => p.answer !== english[i]!.answer)).toBe(true);
  });
});
