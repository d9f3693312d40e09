/**
 * What a teacher's review checks, on every skill and difficulty over 200 seeds (docs/maths/curriculum.md:
 * "Rounding", "Contexts", "Hints", "Steps", "Notation", "Variety"). The skills × 5 × 200 problems are built
 * once per skill and shared by its checks, so the whole suite stays well under a minute.
 */
import { describe, expect, it } from 'vitest';
import { generateProblem, listSkills } from '../registry.js';
import { problemRevealFindings } from '../answer-reveal.js';
import { MIN_POOL_SIZE, MIN_TEMPLATES, problemFingerprint, templateOf } from '../variety.js';
import { DIFFICULTIES, type Difficulty, type Problem } from '../types.js';
import { cancellingSteps, childText, hintGivesAway, inexactSteps, notationSlips, problemHintGivesAway, roundingSlips } from '../testing/teacher-rules.js';

const SEEDS = 200;
/** Seeds per difficulty for the give-away rule, which also derives the tutor steps (the costly part). */
const REVEAL_SEEDS = 40;

type RevealKind = 'hint' | 'step' | 'blank' | 'nothing to fill';
const kindOf = (finding: string): RevealKind =>
  finding.startsWith('hint') ? 'hint' : finding.startsWith('step') ? 'step' : finding.startsWith('no step') ? 'nothing to fill' : 'blank';

/**
 * Skills whose problems still break the widened give-away rule (src/answer-reveal.ts) on some of the
 * seeds, with what they break: "hint" (a hint gives the answer away), "step" (a tutor step before the
 * answer step does), "blank" (the answer step's blank is not on the answer), "nothing to fill" (no
 * step for the child to fill in). The list only shrinks: the test fails when a skill breaks a rule
 * it is not listed for, and when a listed rule no longer breaks (remove it then).
 */
const REVEAL_PENDING: Record<string, readonly RevealKind[]> = {
};

/**
 * Skills and difficulties with fewer than MIN_TEMPLATES templates over 200 seeds (one number per
 * difficulty 1–5, as counted now). The list only shrinks: a difficulty may not lose templates, and a
 * skill leaves the list once every difficulty has MIN_TEMPLATES.
 */
const TEMPLATES_PENDING: Record<string, readonly number[]> = {
};


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
      it('hints and tutor steps before the answer step never give the answer away; the answer step\'s blank is the answer', () => {
        const kinds = new Set<RevealKind>();
        const examples: string[] = [];
        for (const d of DIFFICULTIES)
          for (const p of problems(skill.skillId, d).slice(0, REVEAL_SEEDS))
            for (const f of problemRevealFindings(p)) {
              const kind = kindOf(f);
              if (!kinds.has(kind) && !(REVEAL_PENDING[skill.skillId] ?? []).includes(kind)) examples.push(`d${d} ${p.seed}: ${f}`);
              kinds.add(kind);
            }
        expect(examples, 'a finding of a kind the skill is not listed for').toEqual([]);
        expect([...kinds].sort(), 'REVEAL_PENDING lists exactly what still breaks').toEqual([...(REVEAL_PENDING[skill.skillId] ?? [])].sort());
      });
      it(`variety: at least ${MIN_TEMPLATES} templates per difficulty (or no fewer than listed)`, () => {
        const counts = DIFFICULTIES.map((d) => new Set(problems(skill.skillId, d).map(templateOf)).size);
        const floor = TEMPLATES_PENDING[skill.skillId];
        if (!floor) expect(counts.map((c, i) => (c < MIN_TEMPLATES ? `d${i + 1}: ${c}` : null)).filter(Boolean)).toEqual([]);
        else {
          expect(counts.map((c, i) => (c < Math.min(floor[i]!, MIN_TEMPLATES) ? `d${i + 1}: ${c} < ${floor[i]}` : null)).filter(Boolean)).toEqual([]);
          expect(counts.some((c) => c < MIN_TEMPLATES), 'every difficulty has enough templates: remove the skill from TEMPLATES_PENDING').toBe(true);
        }
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
