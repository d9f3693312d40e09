/**
 * Checks on one problem of grades 6–7 (misconceptions filtered by filterMisLoose), as a list of
 * the faults found, empty when the problem is fine.
 */
import { expect } from 'vitest';
import { checkAnswer } from '../checker/index.js';
import { numericValue } from '../generators/shared/answers.js';
import { readLooseNumber } from '../generators/shared/reading.js';
import { Rational } from '../rational.js';
import type { AnswerSpec, Grade, Problem, SkillGenerator } from '../types.js';
import { describeGeneratorBand } from './generator-band.js';

/** Numeric value of an answer spec (an inequality's bound too), if it has one. */
function specValue(a: AnswerSpec): Rational | null {
  return a.format === 'inequality' ? Rational.parse(a.bound) : numericValue(a);
}

function lowest(v: string): boolean {
  return Rational.parse(v).toString() === v;
}

export function looseProblemFaults(p: Problem): string[] {
  const out: string[] = [];
  const a = p.answer;
  const all = [p.question.text, ...p.hints, ...p.explanation, a.canonical, ...p.misconceptions.map((m) => m.feedback + m.value)];
  for (const s of all) if (/undefined|NaN|Infinity|\[object/.test(s)) out.push(`bad text: ${s}`);
  if (/(^|[\s(=])-\d/.test(p.question.text)) out.push(`ASCII minus in question: ${p.question.text}`);
  if (/(?<![\d.,])\d{4,}(?![\d])/.test(p.question.text.replace(/\d+\.\d+/g, (m) => (m.split('.')[0]!.length >= 4 ? m : '0')))) {
    out.push(`number ≥ 1,000 without commas: ${p.question.text}`);
  }
  if (p.hints.length !== 3 || p.hints.some((h) => !h.trim())) out.push('hints');
  if (p.explanation.length < 2 || !/check/i.test(p.explanation[p.explanation.length - 1]!)) out.push('explanation must end with a check');
  if (!a.canonical.trim()) out.push('empty canonical');
  const v = specValue(a);
  switch (a.format) {
    case 'integer':
      if (!/^−?\d{1,3}(,\d{3})*$/.test(a.canonical)) out.push(`integer canonical ${a.canonical}`);
      if (!Rational.parse(a.value).isInteger()) out.push('integer value not whole');
      break;
    case 'ratio':
      if (a.canonical !== a.parts.join(':')) out.push(`ratio canonical ${a.canonical}`);
      break;
    case 'coordinate':
      if (!/^\(−?[\d/]+, −?[\d/]+\)$/.test(a.canonical)) out.push(`coordinate canonical ${a.canonical}`);
      break;
    case 'choice':
      if (!(a.value in a.options) || a.canonical !== a.value) out.push(`choice ${a.value}`);
      break;
    case 'solution':
      if (!a.canonical.startsWith(`${a.variable} = `)) out.push(`solution canonical ${a.canonical}`);
      break;
    case 'inequality':
      if (!new RegExp(`^${a.variable} (<|>|≤|≥) `).test(a.canonical)) out.push(`inequality canonical ${a.canonical}`);
      break;
    case 'expression':
    case 'equation':
      if (/[^a-z0-9 +\-−()/=.·]/i.test(a.canonical)) out.push(`expression canonical ${a.canonical}`);
      break;
    default:
      break;
  }
  for (const key of ['value', 'x', 'y', 'bound', 'coefficient'] as const) {
    const s = (a as unknown as Record<string, unknown>)[key];
    if (typeof s === 'string' && a.format !== 'choice' && !lowest(s)) out.push(`${key} not lowest terms: ${s}`);
  }
  if (v && a.format !== 'inequality') {
    const shown = a.format === 'solution' ? readLooseNumber(a.canonical.split('=')[1]!) : a.format === 'repeating-decimal' ? v : readLooseNumber(a.canonical);
    if (a.format === 'decimal' && a.mode !== 'exact') {
      if (!shown || !shown.eq(v.round(a.places ?? 0))) out.push(`rounded decimal canonical ${a.canonical}`);
    } else if (a.format === 'percent' && a.places !== undefined) {
      if (!shown || !shown.eq(v.round(a.places))) out.push(`rounded percent canonical ${a.canonical}`);
    } else if (!shown || !shown.eq(v)) out.push(`canonical ${a.canonical} != value ${a.format === 'solution' ? a.value : (a as { value: string }).value}`);
  }
  if (a.format === 'inequality') {
    const b = readLooseNumber(a.canonical.split(/ (?:<|>|≤|≥) /)[1]!);
    if (!b || !b.eq(Rational.parse(a.bound))) out.push(`inequality bound ${a.canonical}`);
  }
  const c = checkAnswer(a.canonical, a);
  if (c.verdict !== 'accept') out.push(`checker does not accept canonical (${c.verdict}/${(c as { code?: string }).code})`);
  for (const m of p.misconceptions) {
    const cm = checkAnswer(m.value, a);
    if (cm.verdict === 'accept') out.push(`checker accepts misconception ${m.value}`);
  }
  for (const m of p.misconceptions) {
    const norm = (s: string) => s.replace(/\u2212/g, '-').replace(/\s+/g, '').toLowerCase();
    if (norm(m.value) === norm(a.canonical)) out.push(`misconception equals canonical: ${m.value}`);
    if (v && a.format !== 'inequality') {
      const mv = readLooseNumber(m.value);
      if (mv && mv.eq(v)) out.push(`misconception equals answer value: ${m.value}`);
    }
    if (a.format === 'choice' && norm(m.value) === norm(a.value)) out.push('choice misconception equals answer');
  }
  return out;
}

/** The generator suite of grade 6 or 7: no fault on any problem, and none from the skill's own recomputation. */
export function describeLooseBand(skills: readonly SkillGenerator[], grade: Grade, verify: Record<string, (p: Problem) => string | null> = {}): void {
  describeGeneratorBand(skills, {
    grade,
    domains: ['rp', 'ns', 'ee', 'g', 'sp'],
    check: (p) => {
      const where = `${p.problemId}: ${p.question.text} → ${p.answer.canonical}`;
      expect(looseProblemFaults(p), where).toEqual([]);
      expect(verify[p.skillId]?.(p) ?? null, where).toBeNull();
    },
  });
}

/** Every number in a question text (true minus and commas understood). */
export function numbersIn(text: string): Rational[] {
  const out: Rational[] = [];
  const re = /[−-]?\d[\d,]*(?:\.\d+)?(?:\/\d+)?/g;
  for (const m of text.matchAll(re)) {
    const r = readLooseNumber(m[0].replace(/,(?=\d{3})/g, ''));
    if (r) out.push(r);
  }
  return out;
}
