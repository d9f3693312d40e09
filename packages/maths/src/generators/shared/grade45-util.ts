/**
 * Small helpers shared by the grade 4 and grade 5 generators: number formatting
 * (commas, true minus sign, fractions, mixed numbers), answer-spec builders and the
 * misconception filter (drop any predicted wrong answer equal to the right one).
 */
import { Rational, R } from '../../rational.js';
import type { AnswerSpec, Difficulty, Misconception, UnitId } from '../../types.js';

export const MINUS = '\u2212';

export type Num = number | bigint | Rational;

export function rat(v: Num, d: number | bigint = 1): Rational {
  if (v instanceof Rational) return d === 1 ? v : v.div(Rational.of(d));
  return Rational.of(v, d);
}

function groupDigits(digits: string): string {
  // Most numbers in problems are under 1,000: skip the regular expression (a hot spot of generation).
  return digits.length <= 3 ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Whole number with thousands commas and a true minus sign. */
export function fmtInt(n: number | bigint): string {
  const b = BigInt(n);
  const neg = b < 0n;
  const s = groupDigits((neg ? -b : b).toString());
  return neg ? MINUS + s : s;
}

/** Terminating decimal with commas in the whole part (no trailing zeros unless minPlaces). */
export function fmtDec(v: Num, minPlaces = 0): string {
  const s = rat(v).toDecimalString(minPlaces);
  const neg = s.startsWith('-');
  const body = neg ? s.slice(1) : s;
  const [w, f] = body.split('.');
  const out = groupDigits(w!) + (f !== undefined ? `.${f}` : '');
  return neg ? MINUS + out : out;
}

/** "n/d" (or "n" when whole), lowest terms, true minus sign. */
export function fmtFrac(v: Num): string {
  const r = rat(v);
  const s = r.den === 1n ? fmtInt(r.num) : `${r.num < 0n ? MINUS : ''}${(r.num < 0n ? -r.num : r.num).toString()}/${r.den}`;
  return s;
}

/** Mixed number in lowest terms: "2 1/4", "3/4", "5". */
export function fmtMixed(v: Num): string {
  const r = rat(v);
  const neg = r.num < 0n;
  const n = neg ? -r.num : r.num;
  const w = n / r.den;
  const f = n % r.den;
  let s: string;
  if (f === 0n) s = fmtInt(w);
  else if (w === 0n) s = `${f}/${r.den}`;
  else s = `${fmtInt(w)} ${f}/${r.den}`;
  return neg ? MINUS + s : s;
}

/** Mixed number written with a given (not necessarily lowest) denominator: mixedWithDen(10, 4) = "2 2/4". */
export function mixedWithDen(numerator: number, den: number): string {
  const w = Math.floor(numerator / den);
  const f = numerator % den;
  if (f === 0) return fmtInt(w);
  if (w === 0) return `${f}/${den}`;
  return `${fmtInt(w)} ${f}/${den}`;
}

/** Fraction text for question display ("3/4"), or mixed ("2 1/3") when above one. */
export function showFrac(n: number, d: number): string {
  return `${n}/${d}`;
}

/** estTimeSec for d1..d5 from the catalogue's 'time a → b s' line (d2–d4 interpolated). */
export function times(a: number, b: number): readonly [number, number, number, number, number] {
  const t = (i: number) => Math.round(a + ((b - a) * i) / 4);
  return [t(0), t(1), t(2), t(3), t(4)] as const;
}

export function hints(a: string, b: string, c: string): [string, string, string] {
  return [a, b, c];
}

export function intAnswer(value: Num, unit?: UnitId | null, remainderStory?: boolean): AnswerSpec {
  const r = rat(value);
  const spec: AnswerSpec = { format: 'integer', value: r.toString(), canonical: fmtInt(r.num) };
  if (unit) spec.unit = unit;
  if (remainderStory) spec.remainderStory = true;
  return spec;
}

export function decAnswer(value: Num, unit?: UnitId | null): AnswerSpec {
  const r = rat(value);
  const spec: AnswerSpec = { format: 'decimal', mode: 'exact', value: r.toString(), canonical: fmtDec(r) };
  if (unit) spec.unit = unit;
  return spec;
}

export function fracAnswer(
  value: Num,
  simplify: 'required' | 'optional',
  canonical?: string,
  unit?: UnitId | null,
): AnswerSpec {
  const r = rat(value);
  const spec: AnswerSpec = {
    format: 'fraction',
    value: r.toString(),
    simplify,
    allowMixed: true,
    allowImproper: true,
    canonical: canonical ?? fmtMixed(r),
  };
  if (unit) spec.unit = unit;
  return spec;
}

export function qrAnswer(dividend: number, divisor: number): AnswerSpec {
  const q = Math.floor(dividend / divisor);
  const r = dividend % divisor;
  return {
    format: 'quotient-remainder',
    quotient: q,
    remainder: r,
    divisor,
    canonical: r === 0 ? fmtInt(q) : `${fmtInt(q)} R ${r}`,
  };
}

export const CMP_OPTIONS: Record<string, string[]> = {
  '<': ['less than', 'less', 'is less than', 'smaller', 'smaller than'],
  '>': ['greater than', 'greater', 'is greater than', 'more', 'more than', 'bigger', 'bigger than', 'larger'],
  '=': ['equal', 'equals', 'equal to', 'is equal to', 'the same', 'same'],
};

export function cmpSymbol(a: Num, b: Num): '<' | '>' | '=' {
  const c = rat(a).cmp(rat(b));
  return c < 0 ? '<' : c > 0 ? '>' : '=';
}

export function cmpAnswer(a: Num, b: Num): AnswerSpec {
  const s = cmpSymbol(a, b);
  return { format: 'choice', value: s, options: CMP_OPTIONS, canonical: s };
}

export function cmpWord(s: string): string {
  return s === '<' ? 'less than' : s === '>' ? 'greater than' : 'equal to';
}

export function choiceAnswer(value: string, options: Record<string, string[]>): AnswerSpec {
  return { format: 'choice', value, options, canonical: value };
}

// ---------------------------------------------------------------------------
// Misconceptions

/** Parse a value as a child would type it (integer with commas, decimal, fraction, mixed). */
export function parseLoose(text: string): Rational | null {
  let s = text.trim().replace(/[\u2212\u2013\u2014]/g, '-');
  let neg = false;
  if (s.startsWith('-')) {
    neg = true;
    s = s.slice(1).trim();
  }
  let r: Rational | null = null;
  let m: RegExpExecArray | null;
  if ((m = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/.exec(s))) {
    r = Rational.parse(`${m[1]!.replace(/,/g, '')}${m[2] !== undefined ? `.${m[2]}` : ''}`);
  } else if ((m = /^\.(\d+)$/.exec(s))) {
    r = Rational.parse(`0.${m[1]}`);
  } else if ((m = /^(\d+)\/(\d+)$/.exec(s))) {
    r = m[2] === '0' ? null : Rational.of(BigInt(m[1]!), BigInt(m[2]!));
  } else if ((m = /^(\d{1,3}(?:,\d{3})+|\d+) (\d+)\/(\d+)$/.exec(s))) {
    r =
      m[3] === '0'
        ? null
        : Rational.of(BigInt(m[1]!.replace(/,/g, ''))).add(Rational.of(BigInt(m[2]!), BigInt(m[3]!)));
  }
  if (r === null) return null;
  return neg ? r.neg() : r;
}

function norm(s: string): string {
  return s.trim().toLowerCase().replace(/\s+/g, ' ').replace(/[.!]$/, '');
}

function listParts(text: string): string[] {
  return text
    .replace(/[()[\]]/g, '')
    .split(/\s*[,;]\s*|\s+and\s+|\s+/)
    .filter((p) => p.length > 0);
}

function parsePairs(text: string, parts = listParts(text)): Rational[] | null {
  const out: Rational[] = [];
  for (const p of parts) {
    const r = parseLoose(p);
    if (!r) return null;
    out.push(r);
  }
  return out;
}

/** True when the typed value would be judged value-equal to the answer (used to drop misconceptions). */
export function sameAsAnswer(value: string, spec: AnswerSpec): boolean {
  switch (spec.format) {
    case 'choice': {
      const v = norm(value);
      if (v === norm(spec.value)) return true;
      return (spec.options[spec.value] ?? []).some((o) => norm(o) === v);
    }
    case 'quotient-remainder': {
      const m = /^\s*([\d,]+)\s*(?:r|rem|remainder)\s*(\d+)\s*$/i.exec(value);
      if (m) return Number(m[1]!.replace(/,/g, '')) === spec.quotient && Number(m[2]) === spec.remainder;
      const r = parseLoose(value);
      return r !== null && spec.remainder === 0 && r.eq(spec.quotient);
    }
    case 'list': {
      // Fewer entries than the answer has distinct values never match: most predicted wrong lists (a
      // factor left out, 1 and n left out) stop here, before anything is parsed as a number.
      const parts = listParts(value);
      if (parts.length < new Set(spec.values).size) return false;
      const vals = parsePairs(value, parts);
      if (!vals) return false;
      const want = spec.values.map((v) => Rational.parse(v));
      if (spec.ordered) return vals.length === want.length && vals.every((v, i) => v.eq(want[i]!));
      const has = (arr: Rational[], x: Rational) => arr.some((y) => y.eq(x));
      return vals.every((v) => has(want, v)) && want.every((w) => has(vals, w));
    }
    case 'coordinate': {
      const vals = parsePairs(value);
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
      const r = parseLoose(value);
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
      const r = parseLoose(value);
      return r !== null && r.eq(Rational.parse(spec.value));
    }
    default:
      return norm(value) === norm(spec.canonical);
  }
}

export type MisSpec = [value: string | number | bigint | Rational | null | undefined | false, id: string, feedback: string];

/** Build the misconception list: format numbers, drop blanks, duplicates and any value equal to the answer. */
export function misconceptions(spec: AnswerSpec, list: MisSpec[]): Misconception[] {
  const out: Misconception[] = [];
  const seen = new Set<string>();
  for (const [raw, id, feedback] of list) {
    if (raw === null || raw === undefined || raw === false) continue;
    let value: string;
    if (typeof raw === 'string') value = raw;
    else if (raw instanceof Rational) value = raw.isInteger() ? plainInt(raw.num) : fmtMixedPlain(raw);
    else value = plainInt(BigInt(raw));
    if (value === '' || value.includes('NaN') || value.includes('undefined')) continue;
    if (seen.has(value)) continue;
    if (sameAsAnswer(value, spec)) continue;
    seen.add(value);
    out.push({ value, id, feedback });
  }
  return out;
}

/** Integer as a child types it: commas for thousands, ASCII minus. */
export function plainInt(n: bigint | number): string {
  const b = BigInt(n);
  const neg = b < 0n;
  const s = groupDigits((neg ? -b : b).toString());
  return neg ? `-${s}` : s;
}

/** Mixed number as a child types it (ASCII minus). */
export function fmtMixedPlain(v: Num): string {
  return fmtMixed(v).replace(MINUS, '-');
}

/** Decimal as a child types it. */
export function decPlain(v: Num): string {
  return fmtDec(v).replace(MINUS, '-');
}

// ---------------------------------------------------------------------------
// Misc small maths

export function gcdN(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

export function lcmN(a: number, b: number): number {
  return (a / gcdN(a, b)) * b;
}

export function isPrime(n: number): boolean {
  if (n < 2) return false;
  for (let p = 2; p * p <= n; p++) if (n % p === 0) return false;
  return true;
}

export function factorsOf(n: number): number[] {
  const small: number[] = [];
  const large: number[] = [];
  for (let i = 1; i * i <= n; i++) {
    if (n % i === 0) {
      small.push(i);
      if (i * i !== n) large.unshift(n / i);
    }
  }
  return [...small, ...large];
}

export function levelOf(d: Difficulty): number {
  return d;
}

/** Round half away from zero to a multiple of `unit` (whole numbers). */
export function roundTo(n: number, unit: number): number {
  return Math.floor(n / unit + 0.5) * unit;
}

export { R, Rational };
