/**
 * What a teacher's review checks, on every skill and difficulty over 200 seeds (docs/maths/curriculum.md:
 * "Rounding", "Contexts", "Hints", "Steps", "Notation", "Variety"). The 119 × 5 × 200 problems are built
 * once per skill and shared by its checks, so the whole suite stays well under a minute.
 */
import { describe, expect, it } from 'vitest';
import { generateProblem, listSkills } from '../registry.js';
import { MIN_POOL_SIZE, problemFingerprint } from '../variety.js';
import { DIFFICULTIES, type Difficulty, type Problem } from '../types.js';
import { cancellingSteps, childText, hintGivesAway, inexactSteps, notationSlips, problemHintGivesAway, roundingSlips } from '../testing/teacher-rules.js';

const SEEDS = 200;


const cache = new Map<string, Problem[]>();
function problems(skillId: string, d: Difficulty): Problem[] {
  const key = `${skillId}/${d}`;
  let list = cache.get(key);
  if (!list) {
    list = Array.from({ length: SEEDS }, (_, i) => generateProblem(skillId, d, `t${i.toString(36)}`));
    cache.set(key, list);
  }
  return list;
}

/** Every finding of `check` over a skill's problems, as "d3 t1a: what" (empty when none). */
function findings(skillId: string, check: (p: Problem) => string[]): string[] {
  const out: string[] = [];
  for (const d of DIFFICULTIES) for (const p of problems(skillId, d)) for (const f of check(p)) out.push(`d${d} ${p.seed}: ${f}`);
  return out.slice(0, 5);
}

describe('the rules themselves', () => {
  it('flag a rounded step written with "=" and accept exact steps and ≈', () => {
    expect(inexactSteps('$95.70 − $33.50 = $62.21.')).toEqual(['$95.70 − $33.50 = $62.21']);
    expect(inexactSteps('34.38 × 0.35 = $12.03')).toEqual(['34.38 × 0.35 = $12.03']);
    expect(inexactSteps('34.38 × 0.35 ≈ $12.03')).toEqual([]);
    expect(inexactSteps('$95.70 − $33.50 = $62.20, and 57 ÷ 5 = 11 R 2.')).toEqual([]);
  });
  it('flag hints that state the answer as a result or name the asked-for bound', () => {
    const int = (v: number) => ({ format: 'integer' as const, value: String(v), canonical: v.toLocaleString('en-US') });
    expect(hintGivesAway('28 boxes hold 28 × 4 = 112 pencils.', int(112), 'How many?')).not.toBeNull();
    expect(hintGivesAway('711 → 7,110 — keep going.', int(7110), '711 × 10 = ?')).not.toBeNull();
    expect(hintGivesAway('So √63 is between 7 and 8.', int(7), 'What is the smaller one?')).not.toBeNull();
    expect(hintGivesAway('So x = 4 is the point where the lines meet.', int(4), 'Solve.')).toBeNull();
    expect(hintGivesAway('Solve 6 × ? = 18 to get the width.', int(18), 'What is the area?')).toBeNull();
    expect(hintGivesAway('15 = 3 × 5 and 6 = 2 × 3.', int(3), 'GCF?')).toBeNull();
  });
  it('flag steps that cancel out and notation slips', () => {
    expect(cancellingSteps('(12 + 8) ÷ 4 × 4 = ?')).toEqual(['÷ 4 × 4']);
    expect(cancellingSteps('3 × {20 − [4 + (9 − 2)]} ÷ 3 = ?')).toHaveLength(1);
    expect(cancellingSteps('3 × {20 − [4 + (9 − 2)]} ÷ 2 = ?')).toEqual([]);
    for (const slip of ['Solve for x: 11/5x + 2 = 13', 'Subtract 1x from both sides', 'Length = 1 − −7', '0.8 + −8.9 = ?', 'As a mixed number: 14/23.', '4 + 0 = 4'])
      expect(notationSlips(slip), slip).not.toEqual([]);
    for (const fine of ['Solve for x: (11/5)x + 2 = 13', 'Length = 1 − (−7)', 'How many 1/4s are in 2?', 'As a mixed number: 3 1/4.', 'x − 10 = 4'])
      expect(notationSlips(fine), fine).toEqual([]);
  });
});

describe(`teacher review: every skill, difficulties 1–5, ${SEEDS} seeds each`, () => {
  for (const skill of listSkills()) {
    describe(skill.skillId, () => {
      it('rounding: written steps are exact or marked ≈; a rounded answer says how to round and shows its places', () => {
        expect(findings(skill.skillId, (p) => [...p.hints, ...p.explanation].flatMap(inexactSteps))).toEqual([]);
        expect(findings(skill.skillId, roundingSlips)).toEqual([]);
      });
      it('contexts: people and things are whole; sales tax is a realistic rate', () => {
        expect(
          findings(skill.skillId, (p) => {
            const out: string[] = [];
            const t = p.question.text;
            if (/How many (people|students|books|members|players|pencils|boxes|apples|cars|buses|tickets)\b/.test(t) && 'value' in p.answer && typeof p.answer.value === 'string' && p.answer.format !== 'choice' && !/^-?\d+$/.test(p.answer.value))
              out.push(`a count of ${/How many (\w+)/.exec(t)![1]} is ${p.answer.value}`);
            for (const m of t.matchAll(/sales tax (?:is |of )?(\d+(?:\.\d+)?)%|(\d+(?:\.\d+)?)% sales tax/g)) if (Number(m[1] ?? m[2]) > 10) out.push(`sales tax of ${m[1] ?? m[2]}%`);
            return out;
          }),
        ).toEqual([]);
      });
      it('hints: none states the answer or a step whose result is the answer', () => {
        expect(findings(skill.skillId, (p) => { const why = problemHintGivesAway(p); return why ? [why] : []; })).toEqual([]);
      });
      it('steps: none cancels out ("÷ c × c", "c × {…} ÷ c")', () => {
        expect(findings(skill.skillId, (p) => childText(p).flatMap(cancellingSteps))).toEqual([]);
      });
      it('notation: no "1x", "+ 0", "1 − −7", "11/5x" or mixed number below one', () => {
        expect(findings(skill.skillId, (p) => childText(p).flatMap(notationSlips))).toEqual([]);
      });
      it(`variety: at least ${MIN_POOL_SIZE} distinct problems per difficulty`, () => {
        const small: Record<string, number> = {};
        for (const d of DIFFICULTIES) {
          const size = new Set(problems(skill.skillId, d).map(problemFingerprint)).size;
          if (size < MIN_POOL_SIZE) small[`${skill.skillId} d${d}`] = size;
        }
        // Every skill and difficulty, no exceptions: a pool below 25 is named with its size.
        expect(small).toEqual({});
      });
    });
  }
});
