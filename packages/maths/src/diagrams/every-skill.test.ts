/**
 * Every skill × difficulty × seeds of this run: every diagram a generator draws can be drawn, is
 * described in words, never writes the answer on a label, and comes out the same from the same
 * seed. At least 40 skills carry a diagram in at least one difficulty (docs/maths/diagrams.md).
 */
import { describe, expect, it } from 'vitest';
import { generateProblem, listSkills } from '../registry.js';
import { DIFFICULTIES } from '../types.js';
import { describeDiagram } from './describe.js';
import { diagramRevealsAnswer } from './reveal.js';
import { validateDiagram } from './validate.js';

const SEEDS = 60;
/** A seed prefix of this run, so each run tries other seeds as well as the fixed ones. */
const RUN = Date.now().toString(36);

describe('diagrams of every skill', () => {
  for (const skill of listSkills()) {
    it(`${skill.skillId}: every diagram is drawable, described and keeps the answer`, { timeout: 60_000 }, () => {
      for (const d of DIFFICULTIES) {
        for (let i = 0; i < SEEDS; i++) {
          const seed = i % 2 === 0 ? `dg${i}` : `dg${RUN}x${i}`;
          const p = generateProblem(skill.skillId, d, seed);
          if (!p.diagram) continue;
          const where = `${p.problemId} (${p.diagram.kind})`;
          expect(validateDiagram(p.diagram), where).toEqual({ ok: true });
          expect(describeDiagram(p.diagram).length, where).toBeGreaterThan(20);
          expect(diagramRevealsAnswer(p.diagram, p.answer, p.question.text), where).toBeNull();
          expect(generateProblem(skill.skillId, d, seed).diagram, where).toEqual(p.diagram);
        }
      }
    });
  }
  it('at least 40 skills carry a diagram', { timeout: 60_000 }, () => {
    const carrying = listSkills().filter((s) => DIFFICULTIES.some((d) => Array.from({ length: 20 }, (_, i) => generateProblem(s.skillId, d, `dg${i}`)).some((p) => p.diagram)));
    expect(carrying.length).toBeGreaterThanOrEqual(40);
  });
});
