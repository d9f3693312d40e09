/**
 * Predicted wrong answers (misconceptions): a value a child is likely to type, the mistake's id and
 * the feedback shown when the child types it. A generator lists them freely; these filters drop
 * blanks, repeats and any value that is really the right answer, so a child is never told a right
 * answer is a mistake.
 *
 * "Really the right answer" is judged three ways, each kept exactly as the generators using it were
 * built and tested with (a different judgement would drop different values and change problems):
 *  - plain (grades 4–5): `misconceptions`, values read with readPlainNumber, per answer format;
 *  - loose (grades 6–7): `filterMisLoose`, the value read with readLooseNumber, or the same text;
 *  - by format (grade 8): `filterMisByFormat`, a matcher per answer format close to the checker's rules.
 */
import { R, Rational } from '../../rational.js';
import type { AnswerSpec, Misconception } from '../../types.js';
import { numericValue } from './answers.js';
import { asciiMinus, fmtMixedPlain, plainInt } from './formatting.js';
import { readCoordinate, readLooseNumber, readNumber, readPlainNumber, readScientific } from './reading.js';

export function mis(value: string, id: string, feedback: string): Misconception {
  return { value, id, feedback };
}

/** Keep the first of each key, and nothing the answer matcher accepts. */
function distinctWrong(list: Misconception[], key: (value: string) => string, isAnswer: (value: string) => boolean): Misconception[] {
  const out: Misconception[] = [];
  const seen = new Set<string>();
  for (const m of list) {
    const k = key(m.value);
    if (seen.has(k) || isAnswer(m.value)) continue;
    seen.add(k);
    out.push(m);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Plain (grades 4–5)

/** A predicted wrong value (a number is written as a child types it), its id and feedback; falsy = none. */
export type MisSpec = [value: string | number | bigint | Rational | null | undefined | false, id: string, feedback: string];

/** Build the misconception list: format numbers, drop blanks, repeats and any value equal to the answer. */
export function misconceptions(spec: AnswerSpec, list: MisSpec[]): Misconception[] {
  const candidates: Misconception[] = [];
  for (const [raw, id, feedback] of list) {
    if (raw === null || raw === undefined || raw === false) continue;
    let value: string;
    if (typeof raw === 'string') value = raw;
    else if (raw instanceof Rational) value = raw.isInteger() ? plainInt(raw.num) : fmtMixedPlain(raw);
    else value = plainInt(BigInt(raw));
    if (value === '' || value.includes('NaN') || value.includes('undefined')) continue;
    candidates.push({ value, id, feedback });
  }
  return distinctWrong(candidates, (v) => v, (v) => sameAsAnswerPlain(v, spec));
}

function normPlain(s: string): string {
  return s.trim().toLowerCase().replace(/\s+/g, ' ').replace(/[.!]$/, '');
}

function listParts(text: string): string[] {
  return text
    .replace(/[()[\]]/g, '')
    .split(/\s*[,;]\s*|\s+and\s+|\s+/)
    .filter((p) => p.length > 0);
}

function readPlainNumbers(text: string, parts = listParts(text)): Rational[] | null {
  const out: Rational[] = [];
  for (const p of parts) {
    const r = readPlainNumber(p);
    if (!r) return null;
    out.push(r);
  }
  return out;
}

/** True when the typed value equals the answer, numbers read with readPlainNumber. */
export function sameAsAnswerPlain(value: string, spec: AnswerSpec): boolean {
  switch (spec.format) {
    case 'choice': {
      const v = normPlain(value);
      if (v === normPlain(spec.value)) return true;
      return (spec.options[spec.value] ?? []).some((o) => normPlain(o) === v);
    }
    case 'quotient-remainder': {
      const m = /^\s*([\d,]+)\s*(?:r|rem|remainder)\s*(\d+)\s*$/i.exec(value);
      if (m) return Number(m[1]!.replace(/,/g, '')) === spec.quotient && Number(m[2]) === spec.remainder;
      const r = readPlainNumber(value);
      return r !== null && spec.remainder === 0 && r.eq(spec.quotient);
    }
    case 'list': {
      // Fewer entries than the answer has distinct values never match: most predicted wrong lists (a
      // factor left out, 1 and n left out) stop here, before anything is parsed as a number.
      const parts = listParts(value);
      if (parts.length < new Set(spec.values).size) return false;
      const vals = readPlainNumbers(value, parts);
      if (!vals) return false;
      const want = spec.values.map((v) => Rational.parse(v));
      if (spec.ordered) return vals.length === want.length && vals.every((v, i) => v.eq(want[i]!));
      const has = (arr: Rational[], x: Rational) => arr.some((y) => y.eq(x));
      return vals.every((v) => has(want, v)) && want.every((w) => has(vals, w));
    }
    case 'coordinate': {
      const vals = readPlainNumbers(value);
      return !!vals && vals.length === 2 && vals[0]!.eq(Rational.parse(spec.x)) && vals[1]!.eq(Rational.parse(spec.y));
    }
    case 'expression-same-form':
    case 'expression':
    case 'equation': {
      const e = spec.format === 'equation' ? spec.equation : spec.expression;
      const clean = (s: string) => s.replace(/\s+/g, '').replace(/[\u2212]/g, '-').replace(/×/g, '*').replace(/÷/g, '/');
      return clean(value) === clean(e) || clean(value) === clean(spec.canonical);
    }
    case 'decimal': {
      const r = readPlainNumber(value);
      if (!r) return false;
      const v = Rational.parse(spec.value);
      if (spec.mode === 'round') return r.eq(v.round(spec.places ?? 0));
      if (spec.mode === 'approx') {
        const p = spec.places ?? 0;
        return r.round(p).eq(v.round(p));
      }
      return r.eq(v);
    }
    case 'integer':
    case 'money':
    case 'number':
    case 'fraction':
    case 'mixed':
    case 'percent':
    case 'probability': {
      const r = readPlainNumber(value);
      return r !== null && r.eq(Rational.parse(spec.value));
    }
    default:
      return normPlain(value) === normPlain(spec.canonical);
  }
}

// ---------------------------------------------------------------------------
// Loose (grades 6–7)

/** Text compared without case, spaces or minus style, ≥ and ≤ as >= and <=. */
function normLoose(s: string): string {
  return asciiMinus(s).toLowerCase().replace(/\s+/g, '').replace(/≥/g, '>=').replace(/≤/g, '<=');
}

/** True when the value is the answer's text, or its number (read with readLooseNumber), choice synonym or ratio. */
function looseAnswerMatcher(spec: AnswerSpec): (value: string) => boolean {
  const canonical = normLoose(spec.canonical);
  const answer = numericValue(spec);
  return (value) => {
    const key = normLoose(value);
    if (key === canonical) return true;
    if (answer) {
      const v = readLooseNumber(value);
      if (v && v.eq(answer)) return true;
      if (v && spec.format === 'percent' && spec.places !== undefined && v.round(spec.places).eq(answer.round(spec.places))) return true;
    }
    if (spec.format === 'choice' && (key === normLoose(spec.value) || (spec.options[spec.value] ?? []).some((o) => normLoose(o) === key))) return true;
    if (spec.format === 'ratio') {
      const parts = value.split(':').map((p) => readLooseNumber(p));
      if (parts.length === spec.parts.length && parts.every((p, i) => p && p.eq(Rational.parse(spec.parts[i]!)))) return true;
    }
    return false;
  };
}

/** Drop blanks, values that read as undefined/NaN/Infinity, repeats, and values that are the answer (loosely). */
export function filterMisLoose(spec: AnswerSpec, list: (Misconception | null | undefined)[]): Misconception[] {
  const real = list.filter((m): m is Misconception => !!m && !!m.value && !/undefined|NaN|Infinity/.test(m.value));
  return distinctWrong(real, normLoose, looseAnswerMatcher(spec));
}

// ---------------------------------------------------------------------------
// By format (grade 8)

/** True when `value` would be graded as the answer itself (so it cannot be a misconception). */
export function sameAsAnswerByFormat(value: string, spec: AnswerSpec): boolean {
  return answerMatcher(spec)(value);
}

/** Drop repeats (ignoring case, spaces and dash style) and values the answer's format matcher accepts. */
export function filterMisByFormat(spec: AnswerSpec, list: Misconception[]): Misconception[] {
  return distinctWrong(list, (v) => v.replace(/[−–—]/g, '-').replace(/\s+/g, '').toLowerCase(), answerMatcher(spec));
}

/** A predicate "would this text be graded as the answer?", with the answer's values parsed once. */
function answerMatcher(spec: AnswerSpec): (value: string) => boolean {
  switch (spec.format) {
    case 'integer':
    case 'number':
    case 'fraction':
    case 'mixed':
    case 'money':
    case 'probability':
    case 'repeating-decimal': {
      const a = Rational.parse(spec.value);
      return (value) => {
        const v = readNumber(value);
        return !!v && v.eq(a);
      };
    }
    case 'decimal': {
      if (spec.mode === 'exact') {
        const a = Rational.parse(spec.value);
        return (value) => {
          const v = readNumber(value);
          return !!v && v.eq(a);
        };
      }
      const p = spec.places ?? 0;
      const targets = [spec.value, ...(spec.alternates ?? [])].map((t) => Rational.parse(t).round(p));
      const round = spec.mode === 'approx';
      return (value) => {
        const v = readNumber(value);
        if (!v) return false;
        const mine = round ? v.round(p) : v;
        return targets.some((t) => t.eq(mine));
      };
    }
    case 'coordinate': {
      const x = Rational.parse(spec.x);
      const y = Rational.parse(spec.y);
      return (value) => {
        const c = readCoordinate(value);
        return !!c && c[0].eq(x) && c[1].eq(y);
      };
    }
    case 'pi-multiple': {
      const a = Rational.parse(spec.coefficient);
      return (value) => {
        const m = /^(.*?)\s*(?:π|pi)\s*(?:\/\s*(\d+))?$/i.exec(value.trim());
        if (!m) return false;
        const head = m[1]!.replace(/[−–—]/g, '-');
        let c = head === '' ? Rational.ONE : head === '-' ? Rational.ONE.neg() : readNumber(head);
        if (c && m[2]) c = c.div(Number(m[2]));
        return !!c && c.eq(a);
      };
    }
    case 'scientific': {
      const a = Rational.parse(spec.coefficient).mul(R(10).pow(spec.exponent));
      return (value) => {
        const v = readScientific(value);
        return !!v && v.eq(a);
      };
    }
    default:
      return (value) => sameAsAnswerOtherFormats(value, spec);
  }
}

/** The formats answerMatcher does not prepare: percent, solution, choice, list and the algebra formats. */
function sameAsAnswerOtherFormats(value: string, spec: AnswerSpec): boolean {
  const norm = (s: string): string => s.trim().toLowerCase().replace(/[−–—]/g, '-').replace(/\s+/g, ' ');
  switch (spec.format) {
    case 'percent': {
      const v = readNumber(value);
      if (!v) return false;
      const a = Rational.parse(spec.value);
      if (spec.places !== undefined) return v.round(spec.places).eq(a.round(spec.places));
      return v.eq(a);
    }
    case 'solution': {
      if (spec.special) {
        const n = norm(value);
        return spec.special === 'none' ? /^no solution/.test(n) || n === 'none' : /^infinite/.test(n);
      }
      const v = readNumber(value);
      return !!v && spec.value !== undefined && v.eq(Rational.parse(spec.value));
    }
    case 'choice': {
      const n = norm(value);
      const syn = [spec.value, ...(spec.options[spec.value] ?? [])].map(norm);
      return syn.includes(n);
    }
    case 'list': {
      const items = value.split(/\s*(?:,|;| and | or )\s*/).map((t) => readNumber(t));
      if (items.some((t) => !t)) return false;
      const want = spec.values.map((t) => Rational.parse(t));
      const got = items as Rational[];
      return got.length === want.length && want.every((w) => got.some((g) => g.eq(w)));
    }
    case 'equation':
    case 'expression':
    case 'expression-same-form':
      return norm(value).replace(/\s/g, '') === norm(spec.canonical).replace(/\s/g, '');
    default:
      return norm(value) === norm(spec.canonical);
  }
}
