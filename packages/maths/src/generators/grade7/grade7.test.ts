import { describe, expect, it } from 'vitest';
import { Rational } from '../../rational.js';
import type { Problem } from '../../types.js';
import { runSkill } from '../shared/grade67-testkit.js';
import { grade7Skills } from './index.js';

/** Cheap independent recomputations of the answer from the question text. */
const VERIFY: Record<string, (p: Problem) => string | null> = {
  'g7.ns.multiply-divide-rationals': (p) => {
    const m = /^\(?(−?[\d./]+)\)? ([×÷]) \((−?[\d./]+)\)(?: × \((−?[\d./]+)\))? = \?$/.exec(p.question.text);
    if (!m || p.answer.format !== 'number') return null;
    const f = (s: string) => Rational.parse(s.replace('−', '-'));
    let v = f(m[1]!);
    v = m[2] === '×' ? v.mul(f(m[3]!)) : v.div(f(m[3]!));
    if (m[4]) v = v.mul(f(m[4]));
    return v.eq(Rational.parse(p.answer.value)) ? null : `expected ${v}`;
  },
};

describe('grade 7 generators', () => {
  it('has at least 12 skills across all five domains', () => {
    expect(grade7Skills.length).toBeGreaterThanOrEqual(12);
    expect(new Set(grade7Skills.map((s) => s.domain))).toEqual(new Set(['rp', 'ns', 'ee', 'g', 'sp']));
    for (const s of grade7Skills) {
      expect(s.skillId.startsWith(`g7.${s.domain}.`)).toBe(true);
      expect(s.grade).toBe(7);
      expect(s.estTimeSec).toHaveLength(5);
    }
  });
  for (const skill of grade7Skills) {
    it(`${skill.skillId}: 1,000 seeds × 5 difficulties are well formed`, () => {
      const r = runSkill(skill, VERIFY[skill.skillId]);
      expect(r.issues).toEqual([]);
      expect(r.count).toBe(5 * 1000);
    });
  }
});
