import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generate, newSeed } from '../domain/maths-engine.js';
import { listSkills, type Difficulty, type Problem } from '@mathquest/maths';
import type { ServedProblemDoc } from '../repositories/problems.js';
import { problemView } from './views.js';

const DIFFICULTIES: Difficulty[] = [1, 2, 3, 4, 5];
/** Both checks build problems of every skill of the catalogue: seconds of work that grow with it and with the machine's load. */
const EVERY_SKILL_TIMEOUT = 60_000;

function served(problem: Problem): ServedProblemDoc {
  return {
    _id: randomUUID(),
    userId: 'u1',
    sessionId: 's1',
    mode: 'SOLO_PRACTICE',
    openSlot: 'open:u1:SOLO_PRACTICE',
    status: 'OPEN',
    problem,
    hintsRevealed: 0,
    nudges: { value: 0, unreadable: 0 },
    servedAt: new Date(),
    answeredAt: null,
    idempotencyKey: null,
    result: null,
  };
}

/** Every string of a JSON value: keys and values, nested. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [String(value)];
  return Object.entries(value).flatMap(([k, v]) => [k, ...strings(v)]);
}

/** Generated problems of every skill and difficulty the generators support. */
function everySkill(seed: () => string): Problem[] {
  return listSkills().flatMap((skill) =>
    DIFFICULTIES.flatMap((d) => {
      try {
        return [generate(skill.skillId, d, seed())];
      } catch {
        return []; // a skill without this difficulty
      }
    }),
  );
}

describe('the served problem view', () => {
  it('shows, for every skill and difficulty, neither the generator inputs (skill id, seed, stable id) nor the hints or the worked solution', { timeout: EVERY_SKILL_TIMEOUT }, () => {
    const problems = everySkill(newSeed);
    expect(problems.length).toBeGreaterThan(500);
    for (const problem of problems) {
      const shown = strings(problemView(served(problem)));
      const context = `${problem.problemId}`;
      for (const secret of [problem.seed, problem.problemId, problem.skillId]) {
        expect(shown.filter((s) => s.includes(secret)), context).toEqual([]);
      }
      for (const text of [...problem.hints, ...problem.explanation, problem.explanation.join('\n')]) {
        expect(shown, context).not.toContain(text);
      }
    }
  });

  it('lists a skill’s choices in one order whatever the answer, so their order tells nothing', { timeout: EVERY_SKILL_TIMEOUT }, () => {
    let checked = 0;
    for (const skill of listSkills()) {
      for (const d of DIFFICULTIES) {
        const views = [];
        for (let i = 0; i < 40; i++) {
          let problem: Problem;
          try {
            problem = generate(skill.skillId, d, newSeed());
          } catch {
            break;
          }
          if (problem.answer.format !== 'choice') break;
          views.push({ answer: problem.answer.canonical, choices: problemView(served(problem)).choices });
        }
        if (views.length === 0) continue;
        checked++;
        const context = `${skill.skillId} d${d}`;
        for (const v of views) {
          expect(v.choices, context).toEqual(views[0]!.choices);
          expect(v.choices?.map((c) => c.value), context).toContain(v.answer);
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('a problem served in Spanish', () => {
  it('shows its text in Spanish and labels its choices in Spanish, keeping the English keys as values', () => {
    const seed = newSeed();
    const es = problemView(served(generate('g4.g.classify-angles-triangles', 1, seed, 'es-US')));
    const en = problemView(served(generate('g4.g.classify-angles-triangles', 1, seed)));
    expect(es.question).not.toBe(en.question);
    expect(es.choices).toEqual([
      { value: 'acute', label: 'agudo' },
      { value: 'right', label: 'recto' },
      { value: 'obtuse', label: 'obtuso' },
      { value: 'straight', label: 'llano' },
    ]);
    expect(en.choices?.map((c) => c.label)).toEqual(['acute', 'right', 'obtuse', 'straight']);
  });
});
