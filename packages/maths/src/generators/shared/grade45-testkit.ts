/**
 * Test helpers for the grade 4 and grade 5 generator suites (imported only by tests).
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng.js';
import { Rational } from '../../rational.js';
import type { Difficulty, GeneratedBody, SkillGenerator } from '../../types.js';
import { DIFFICULTIES } from '../../types.js';
import { sameAsAnswer } from './grade45-util.js';
import { checkAnswer } from '../../checker/index.js';

export type ExtraCheck = (body: GeneratedBody, difficulty: Difficulty) => void;

function gen(skill: SkillGenerator, d: Difficulty, seed: number): GeneratedBody {
  return skill.generate(d, createRng(`${skill.skillId}/d${d}/s${seed}/${skill.version}`));
}

function isLowest(v: string): boolean {
  return Rational.parse(v).toString() === v;
}

function wellFormed(body: GeneratedBody): void {
  const a = body.answer;
  expect(a.canonical.length).toBeGreaterThan(0);
  expect(sameAsAnswer(a.canonical, a), `canonical ${a.canonical} matches its spec`).toBe(true);
  switch (a.format) {
    case 'integer':
      expect(a.canonical).toMatch(/^\u2212?\d{1,3}(,\d{3})*$/);
      expect(isLowest(a.value) && Rational.parse(a.value).isInteger()).toBe(true);
      break;
    case 'decimal':
    case 'number':
    case 'money':
      expect(isLowest(a.value)).toBe(true);
      break;
    case 'fraction':
    case 'mixed':
      expect(isLowest(a.value)).toBe(true);
      expect(a.canonical).toMatch(/^(\d{1,3}(,\d{3})*|\d+\/\d+|\d{1,3}(,\d{3})* \d+\/\d+)$/);
      break;
    case 'quotient-remainder':
      expect(a.remainder).toBeLessThan(a.divisor);
      expect(a.remainder).toBeGreaterThanOrEqual(0);
      expect(a.canonical).toMatch(/^\d{1,3}(,\d{3})*( R \d+)?$/);
      break;
    case 'choice':
      expect(Object.keys(a.options)).toContain(a.value);
      break;
    case 'list':
      for (const v of a.values) {
        expect(isLowest(v)).toBe(true);
        expect(Math.abs(Rational.parse(v).toNumber())).toBeLessThan(1000);
      }
      break;
    case 'coordinate':
      expect(isLowest(a.x) && isLowest(a.y)).toBe(true);
      expect(a.canonical).toMatch(/^\(\d+(\/\d+)?, \d+(\/\d+)?\)$/);
      break;
    default:
      break;
  }
}

export function runSkillSuite(
  name: string,
  skills: readonly SkillGenerator[],
  extra: Record<string, ExtraCheck> = {},
  seeds = 1000,
): void {
  describe(name, () => {
    it('has unique skill ids', () => {
      const ids = skills.map((s) => s.skillId);
      expect(new Set(ids).size).toBe(ids.length);
    });
    for (const skill of skills) {
      it(`${skill.skillId}: metadata`, () => {
        expect(skill.skillId).toMatch(/^g[45]\.(oa|nbt|nf|md|g)\.[a-z0-9-]+$/);
        expect(skill.skillId.split('.')[1]).toBe(skill.domain);
        expect(skill.estTimeSec).toHaveLength(5);
        expect(skill.version).toBe('1.0.0');
        expect(skill.ccss.length).toBeGreaterThan(0);
      });
      it(`${skill.skillId}: ${seeds} seeds × 5 difficulties`, () => {
        const start = performance.now();
        let n = 0;
        for (const d of DIFFICULTIES) {
          const canon = new Set<string>();
          for (let seed = 0; seed < seeds; seed++) {
            const body = gen(skill, d, seed);
            n++;
            const again = gen(skill, d, seed);
            expect(JSON.stringify(again)).toBe(JSON.stringify(body));
            const all = [body.question.text, ...body.hints, ...body.explanation, ...body.misconceptions.map((m) => `${m.value} ${m.feedback}`)].join(' | ');
            expect(all, all).not.toMatch(/undefined|NaN|Infinity|\[object/);
            expect(body.question.text, body.question.text).not.toMatch(/(?<![.\d])\d{4,}/);
            expect(body.hints).toHaveLength(3);
            for (const h of body.hints) expect(h.length).toBeGreaterThan(0);
            {
              const h = body.hints[2];
              if (!h.includes('?')) expect(h, `hint states answer ${body.answer.canonical}`).not.toContain(`= ${body.answer.canonical}.`);
            }
            expect(body.explanation.length).toBeGreaterThanOrEqual(2);
            expect(body.explanation[body.explanation.length - 1]).toMatch(/^Check/);
            wellFormed(body);
            const c = checkAnswer(body.answer.canonical, body.answer);
            expect(c.verdict, `${skill.skillId} d${d} s${seed}: canonical ${body.answer.canonical} ${JSON.stringify(c)}`).toBe('accept');
            for (const m of body.misconceptions) {
              expect(sameAsAnswer(m.value, body.answer), `${skill.skillId} d${d} s${seed}: misconception ${m.value} equals answer`).toBe(false);
              expect(m.id).toMatch(/^[a-z0-9-]+$/);
              expect(checkAnswer(m.value, body.answer).verdict, `${skill.skillId} d${d} s${seed}: misconception ${m.value} accepted by checker`).not.toBe('accept');
            }
            canon.add(body.question.text);
            extra[skill.skillId]?.(body, d);
          }
          // variety: not the same answer for every seed (choice items may have few answers)
          expect(canon.size, `${skill.skillId} d${d} variety`).toBeGreaterThan(1);
        }
        expect(n).toBe(5 * seeds);
        void start;
      }, 120_000);
      it(`${skill.skillId}: fast`, () => {
        let per = Infinity;
        for (let round = 0; round < 3; round++) {
          const t0 = performance.now();
          let n = 0;
          for (let seed = 0; seed < 400; seed++) {
            for (const d of DIFFICULTIES) {
              gen(skill, d, seed);
              n++;
            }
          }
          per = Math.min(per, ((performance.now() - t0) * 1000) / n);
        }
        // target is 50 µs on an idle machine; allow headroom for a loaded CI box
        expect(per, `${skill.skillId} µs/problem`).toBeLessThan(150);
      });
    }
  });
}
