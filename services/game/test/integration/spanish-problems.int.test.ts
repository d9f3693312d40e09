/**
 * Problems in the student's language (docs/maths/languages.md, docs/adr/0270): a student whose
 * access token says `lang: 'es-US'` is served problems worded in Spanish where the skill writes
 * Spanish, with Spanish choice labels, and the answer is judged with Spanish words and Spanish
 * nudges; a student without the claim gets English. Real storage and NATS through the harness.
 */
import { checkAnswer, type Problem } from '@mathquest/maths';
import { describe, expect, it } from 'vitest';
import { makeUser, type TestUser } from '../helpers/build-test-app.js';
import { useGameApp } from '../helpers/use-game-app.js';

const game = useGameApp('game_spanish', { bankSeeds: 0 });
const { keys } = game;

/** The stored problem of the next problem served, with what the API showed of it. */
async function serveOne(u: TestUser, sessionId: string): Promise<{ id: string; view: { question: string; choices: { value: string; label: string }[] | null }; stored: Problem }> {
  const r = await game.client.next(u, sessionId);
  expect(r.statusCode).toBe(200);
  const view = r.json().data;
  return { id: view.id as string, view, stored: await game.solver.stored(view.id as string) };
}

/** What a child types for the right answer: a choice's Spanish label, else the canonical text. */
const typed = (p: Problem): string => (p.answer.format === 'choice' ? (p.answer.labels?.[p.answer.value] ?? p.answer.canonical) : p.answer.canonical);

describe('problems in the student language', () => {
  it('serves a grade 4 student with lang es-US problems in Spanish, judged with Spanish words and nudges', async () => {
    const u = makeUser(keys.privateKeyPem, { plan: 'PREMIUM', grade: 4, lang: 'es-US' });
    const sessionId = await game.client.start(u);
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
        const nudged = await game.client.submit(u, { sessionId, problemId: id, answer: '???', timeSpent: 5, hintsUsed: 0 });
        expect(nudged.statusCode).toBe(200);
        const nudge = nudged.json().data;
        expect(nudge.graded).toBe(false);
        expect(nudge.message).toBe(checkAnswer('???', stored.answer, 'es-US').message);
        expect(nudge.message).not.toBe(checkAnswer('???', stored.answer).message);
      }
      const r = await game.client.submit(u, { sessionId, problemId: id, answer: typed(stored), timeSpent: 5, hintsUsed: 0 });
      expect(r.statusCode).toBe(200);
      expect(r.json().data).toMatchObject({ graded: true, isCorrect: true });
    }
    expect(spanish).toBeGreaterThan(0);
  });

  it('serves a student without the claim in English', async () => {
    const u = makeUser(keys.privateKeyPem, { plan: 'PREMIUM', grade: 4 });
    const sessionId = await game.client.start(u);
    const { stored } = await serveOne(u, sessionId);
    expect(stored.language).toBeUndefined();
  });
});
