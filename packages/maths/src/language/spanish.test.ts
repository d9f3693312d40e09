/**
 * The maths in Spanish (docs/maths/languages.md, docs/adr/0270): for every skill and difficulty that
 * writes Spanish, 50 seeds give the same numbers, answer and picture in both languages, and the
 * Spanish text has no placeholder, no English word left and does not give the answer away.
 */
import { describe, expect, it } from 'vitest';
import { generateProblem, listSkills, skillSpeaks } from '../registry.js';
import { createRng } from '../rng.js';
import { problemRevealFindings } from '../answer-reveal.js';
import { describeDiagram } from '../diagrams/describe.js';
import { tutorSteps } from '../tutor/steps.js';
import { childText } from '../testing/teacher-rules.js';
import { DIFFICULTIES, type AnswerSpec, type Problem } from '../types.js';
import { words } from './index.js';
import { englishLeftovers, placeholders } from '../testing/spanish-rules.js';

const SEEDS = 50;

/**
 * Skills that do not write Spanish yet: they serve their English problem (without `language`). The
 * list only shrinks: the test fails when a listed skill writes Spanish (remove it then).
 */
const SPANISH_PENDING: readonly string[] = [
];

/** The answer with its wording (a choice's canonical text, synonyms and labels) left out. */
function answerData(a: AnswerSpec): unknown {
  if (a.format === 'choice') return { format: a.format, value: a.value, keys: Object.keys(a.options) };
  return a;
}

/** The picture's data with the words of every label left out: the words change, the numbers do not. */
function diagramData(d: unknown): unknown {
  if (typeof d === 'string') return (d.match(/[\d.,/?°−-]+/g) ?? []).join(' ');
  if (Array.isArray(d)) return d.map(diagramData);
  if (d && typeof d === 'object') return Object.fromEntries(Object.entries(d).map(([k, v]) => [k, k === 'kind' ? v : diagramData(v)]));
  return d;
}

function spanishTexts(p: Problem): string[] {
  return [...childText(p), ...(p.diagram ? [describeDiagram(p.diagram, 'es-US')] : []), ...(p.answer.format === 'choice' ? Object.values(p.answer.labels ?? {}) : [])];
}

const spanish = listSkills().filter((s) => skillSpeaks(s, 'es-US'));

describe('skills in Spanish', () => {
  it('every skill writes Spanish or is listed as pending, and the list only shrinks', () => {
    for (const s of listSkills()) {
      const pending = SPANISH_PENDING.includes(s.skillId);
      expect(skillSpeaks(s, 'es-US'), `${s.skillId}: ${pending ? 'writes Spanish now: remove it from SPANISH_PENDING' : 'writes no Spanish and is not pending'}`).toBe(!pending);
    }
  });

  it('a pending skill serves its English problem and says so (no language)', () => {
    for (const id of SPANISH_PENDING.slice(0, 10)) {
      const es = generateProblem(id, 3, 'lang1', 'es-US');
      expect(es.language).toBeUndefined();
      expect(es).toEqual(generateProblem(id, 3, 'lang1'));
    }
  });

  it('an English problem carries no language field (stored problems and digests unchanged)', () => {
    for (const s of spanish) expect(generateProblem(s.skillId, 1, 'lang2', 'en').language).toBeUndefined();
  });
});

describe.each(spanish.map((s) => [s.skillId, s] as const))('%s in Spanish', (skillId, skill) => {
  it.each(DIFFICULTIES.map((d) => [d]))(`d%i: ${SEEDS} seeds, the same problem in both languages, Spanish text clean`, (d) => {
    const problems: string[] = [];
    for (let i = 0; i < SEEDS; i++) {
      const seed = `es${i}`;
      const en = generateProblem(skillId, d, seed);
      const es = generateProblem(skillId, d, seed, 'es-US');
      const where = `${skillId}/d${d}/${seed}`;
      expect(es.language, where).toBe('es-US');
      expect(answerData(es.answer), where).toEqual(answerData(en.answer));
      expect(es.hints.length, where).toBe(3);
      expect(es.explanation.length, `${where}: as many steps`).toBe(en.explanation.length);
      expect(es.misconceptions.map((m) => [m.id, m.value]), where).toEqual(en.misconceptions.map((m) => [m.id, m.value]));
      expect(diagramData(es.diagram), where).toEqual(diagramData(en.diagram));
      // The tutor finds the same steps to fill in, with the same values.
      const fills = (p: Problem) => tutorSteps(p).map((s) => (s.kind === 'fill' ? s.value : 'text'));
      expect(fills(es), `${where}: ${es.explanation.join(' | ')}`).toEqual(fills(en));
      if (problemRevealFindings(en).length === 0) expect(problemRevealFindings(es), where).toEqual([]);
      for (const t of spanishTexts(es)) {
        expect(placeholders(t), `${where}: "${t}"`).toEqual([]);
        expect(englishLeftovers(t), `${where}: "${t}"`).toEqual([]);
      }
      if (es.answer.format === 'choice') {
        for (const k of Object.keys(es.answer.options)) expect(es.answer.labels?.[k] ?? k, `${where}: option ${k} has a Spanish label`).toBeDefined();
      }
      problems.push(es.question.text);
    }
    // The draws do not depend on the language: the stream is at the same place after either wording.
    const a = createRng(`${skillId}/d${d}/draws`);
    const b = createRng(`${skillId}/d${d}/draws`);
    skill.generate(d, a);
    skill.generate(d, b, words('es-US'));
    expect(b.next()).toBe(a.next());
    expect(new Set(problems).size).toBeGreaterThan(1);
  });
});
