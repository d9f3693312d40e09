/**
 * The teacher's problem bank in the reader's language (docs/product/teacher.md, the problem bank):
 * the bank stores English; an entry is rebuilt from its id in another language when the generator
 * still draws the very problem stored, and shown as stored otherwise.
 */
import { generateProblem } from '@mathquest/maths';
import { describe, expect, it } from 'vitest';
import { bankEntryIn } from './maths-engine.js';

/** A word answer and a labelled picture: question, answer and picture all change with the language. */
const SKILL = 'g8.f.describe-graphs';
const ID = `${SKILL}/d1/s01`;

/** The entry as the bank's seeding stores it (English). */
function stored(id = ID, difficulty = 1, seed = 's01') {
  const p = generateProblem(SKILL, difficulty as 1, seed);
  return { id, generatorVersion: p.generatorVersion, question: p.question.text };
}

describe('a bank entry in the reader’s language', () => {
  it("is the generator's problem of the entry's id, worded in Spanish: question, answer and picture", () => {
    const english = generateProblem(SKILL, 1, 's01');
    const spanish = generateProblem(SKILL, 1, 's01', 'es-US');
    expect(spanish.question.text).not.toBe(english.question.text);
    expect(spanish.answer.canonical).not.toBe(english.answer.canonical);
    expect(bankEntryIn(stored(), 'es-US')).toEqual({ question: spanish.question.text, answer: spanish.answer.canonical, diagram: spanish.diagram ?? null });
  });

  it('rebuilds each entry from its own id (another seed, another problem)', () => {
    const other = bankEntryIn(stored(`${SKILL}/d2/s03`, 2, 's03'), 'es-US');
    expect(other?.question).toBe(generateProblem(SKILL, 2, 's03', 'es-US').question.text);
    expect(other?.question).not.toBe(bankEntryIn(stored(), 'es-US')?.question);
  });

  it('leaves English as stored', () => {
    expect(bankEntryIn(stored(), 'en')).toBeNull();
  });

  it('leaves an entry as stored when its generator changed since (another version, or another question for the same id)', () => {
    expect(bankEntryIn({ ...stored(), generatorVersion: 'an-older-version' }, 'es-US')).toBeNull();
    expect(bankEntryIn({ ...stored(), question: 'A question an earlier generator wrote.' }, 'es-US')).toBeNull();
  });

  it('leaves an id that is no generator problem as stored', () => {
    expect(bankEntryIn({ id: 'no.such.skill/d1/s01', generatorVersion: '1', question: 'Anything?' }, 'es-US')).toBeNull();
  });
});
