/**
 * Helpers shared by the grade-8 generators: number formatting for child-facing text,
 * linear-term printing, time ladders, and the misconception filter (MATHS.md §0.1).
 */
import { Rational, R } from '../../rational.js';
import type { AnswerSpec, GeneratedBody, Misconception, Rng } from '../../types.js';

export const MINUS = '−';

/** estTimeSec ladder d1..d5 interpolated from the catalogue's "time a → b s". */
export function timeLadder(a: number, b: number): readonly [number, number, number, number, number] {
  const t = (i: number): number => Math.round(a + ((b - a) * i) / 4);
  return [t(0), t(1), t(2), t(3), t(4)];
}

/** Digits with thousands commas (absolute value). */
function commas(digits: string): string {
  if (digits.length <= 3) return digits;
  // Most numbers in problems are under 1,000: skip the regular expression (a hot spot of generation).
  return digits.length <= 3 ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Integer text: commas for ≥ 1,000 and a true minus sign. */
export function fmtInt(n: bigint | number): string {
  const b = typeof n === 'bigint' ? n : BigInt(n);
  const neg = b < 0n;
  const s = commas((neg ? -b : b).toString());
  return neg ? MINUS + s : s;
}

/** Any rational for display: integer, terminating decimal, otherwise a fraction "−3/4". */
export function fmt(v: Rational | number): string {
  const r = R(v);
  if (r.isInteger()) return fmtInt(r.num);
  if (r.isTerminating()) return fmtDec(r);
  return fmtFrac(r);
}

/** Terminating decimal with commas in the whole part and a true minus sign. */
export function fmtDec(v: Rational | number, minPlaces = 0): string {
  const s = R(v).toDecimalString(minPlaces);
  const neg = s.startsWith('-');
  const body = neg ? s.slice(1) : s;
  const [w, f] = body.split('.');
  const out = commas(w!) + (f !== undefined ? `.${f}` : '');
  return neg ? MINUS + out : out;
}

/** Fraction text "n/d" (or integer) with a true minus sign. */
export function fmtFrac(v: Rational | number): string {
  const r = R(v);
  if (r.isInteger()) return fmtInt(r.num);
  const n = r.num < 0n ? -r.num : r.num;
  return `${r.num < 0n ? MINUS : ''}${n}/${r.den}`;
}

/** Wrap negatives in brackets for substitution: (−2). */
export function par(v: Rational | number, f: (x: Rational) => string = fmt): string {
  const r = R(v);
  return r.sign() < 0 ? `(${f(r)})` : f(r);
}

const SUP: Record<string, string> = {
  '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹', '-': '⁻',
};
/** Superscript exponent: sup(-5) = "⁻⁵". */
export function sup(n: number): string {
  return String(n)
    .split('')
    .map((c) => SUP[c] ?? c)
    .join('');
}

/**
 * A linear expression Σ coef·var + constant printed as a child reads it:
 * lin([[3,'x']], -4) = "3x − 4"; lin([[-1,'x']], 0) = "−x". Fractions print as "2/3x".
 */
export function lin(terms: Array<[Rational | number, string]>, constant: Rational | number = 0, showZero = true): string {
  const parts: string[] = [];
  for (const [c, v] of terms) {
    const r = R(c);
    if (r.sign() === 0) continue;
    const a = r.abs();
    const coef = a.eq(1) ? '' : a.isInteger() || a.isTerminating() ? fmt(a) : fmtFrac(a);
    parts.push((r.sign() < 0 ? '-' : '+') + coef + v);
  }
  const k = R(constant);
  if (k.sign() !== 0 || (parts.length === 0 && showZero)) parts.push((k.sign() < 0 ? '-' : '+') + fmt(k.abs()));
  if (parts.length === 0) return '0';
  return parts
    .map((p, i) => {
      const sign = p[0];
      const body = p.slice(1);
      if (i === 0) return sign === '-' ? MINUS + body : body;
      return sign === '-' ? ` ${MINUS} ${body}` : ` + ${body}`;
    })
    .join('');
}

/** Plain ASCII version of text (for equation specs the checker parses). */
export function ascii(s: string): string {
  return s.replace(/−/g, '-');
}

/** Scientific-notation canonical text: "3.07 × 10^−5". */
export function sciText(coef: Rational, exp: number): string {
  return `${fmt(coef)} × 10^${exp < 0 ? MINUS + String(-exp) : String(exp)}`;
}
/** Scientific notation for question text with a superscript exponent: "3.07 × 10⁻⁵". */
export function sciSup(coef: Rational, exp: number): string {
  return `${fmt(coef)} × 10${sup(exp)}`;
}

/** Normalise a positive rational to (coefficient in [1, 10), exponent). */
export function normSci(v: Rational): { coef: Rational; exp: number } {
  let exp = 0;
  let c = v.abs();
  if (c.sign() === 0) return { coef: Rational.ZERO, exp: 0 };
  while (c.cmp(10) >= 0) {
    c = c.div(10);
    exp++;
  }
  while (c.cmp(1) < 0) {
    c = c.mul(10);
    exp--;
  }
  return { coef: v.sign() < 0 ? c.neg() : c, exp };
}

/** floor(√n) for a non-negative bigint. */
export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('isqrt of a negative');
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (x * x > n) x--;
  while ((x + 1n) * (x + 1n) <= n) x++;
  return x;
}

/** √v truncated to `places` decimals (an exact rational close enough for rounding to far fewer places). */
export function sqrtApprox(v: Rational, places = 9): Rational {
  const scale = 10n ** BigInt(places);
  // √(n/d) = √(n·d)/d
  const root = isqrt(v.num * v.den * scale * scale);
  return Rational.of(root, v.den * scale);
}

/** π as a long rational (19 decimals, far more than any rounding here needs) and as 3.14. */
export const PI_LONG = Rational.of(31415926535897932384n, 10n ** 19n);
export const PI_314 = Rational.of(314, 100);

/** Pick distinct integers from [min, max] excluding some values (bounded). */
export function intExcept(rng: Rng, min: number, max: number, except: number[]): number {
  for (let i = 0; i < 20; i++) {
    const v = rng.int(min, max);
    if (!except.includes(v)) return v;
  }
  for (let v = min; v <= max; v++) if (!except.includes(v)) return v;
  return min;
}

/** Nonzero integer in [-max, -min] ∪ [min, max]. */
export function signedInt(rng: Rng, min: number, max: number): number {
  const v = rng.int(min, max);
  return rng.bool() ? v : -v;
}

// ---------------------------------------------------------------------------
// Reading values back (used to drop misconceptions equal to the answer, and by tests)
// ---------------------------------------------------------------------------

/** Parse a plain number as a child would type it: "1,200", "−3/4", "2.5", "x = 4", "60%", "12°". */
export function readNumber(text: string): Rational | null {
  if (/^-?\d{1,15}$/.test(text)) return Rational.of(Number(text));
  let s = text.trim().replace(/[−–—]/g, '-').replace(/,/g, '').replace(/\s+/g, ' ');
  s = s.replace(/^[a-z]\s*=\s*/i, '').replace(/\s*(%|°|percent)$/i, '').trim();
  const mixed = /^(-)?(\d+) (\d+)\/(\d+)$/.exec(s);
  if (mixed) {
    const v = R(Number(mixed[2])).add(Rational.of(BigInt(mixed[3]!), BigInt(mixed[4]!)));
    return mixed[1] ? v.neg() : v;
  }
  return Rational.tryParse(s);
}

/** Parse "a × 10^b" (any dash, ^ or superscript). */
export function readScientific(text: string): Rational | null {
  const s = text.replace(/[−–—⁻]/g, '-').replace(/\s+/g, '');
  const m = /^([-\d.,/]+)[×x*·]10\^?\(?(-?\d+)\)?$/.exec(s.replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]/g, (c) => String('⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(c))));
  if (!m) return readNumber(text);
  const c = readNumber(m[1]!);
  if (!c) return null;
  return c.mul(R(10).pow(Number(m[2])));
}

/** Parse "(a, b)". */
export function readCoordinate(text: string): [Rational, Rational] | null {
  const m = /^\s*[([]?\s*([^,;]+)[,;]([^,;)\]]+)[)\]]?\s*$/.exec(text);
  if (!m) return null;
  const a = readNumber(m[1]!);
  const b = readNumber(m[2]!);
  return a && b ? [a, b] : null;
}

/** True when `value` would be graded as the answer itself (so it cannot be a misconception). */
export function sameAsAnswer(value: string, spec: AnswerSpec): boolean {
  return answerMatcher(spec)(value);
}

/** A predicate "would this text be graded as the answer?", with the answer's values parsed once. */
export function answerMatcher(spec: AnswerSpec): (value: string) => boolean {
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
      return (value) => sameAsAnswerSlow(value, spec);
  }
}

function sameAsAnswerSlow(value: string, spec: AnswerSpec): boolean {
  const norm = (s: string): string => s.trim().toLowerCase().replace(/[−–—]/g, '-').replace(/\s+/g, ' ');
  switch (spec.format) {
    case 'integer':
    case 'number':
    case 'fraction':
    case 'mixed':
    case 'money':
    case 'percent':
    case 'probability':
    case 'repeating-decimal': {
      const v = readNumber(value);
      if (!v) return false;
      const a = Rational.parse(spec.value);
      if (spec.format === 'percent' && spec.places !== undefined) return v.round(spec.places).eq(a.round(spec.places));
      return v.eq(a);
    }
    case 'decimal': {
      const v = readNumber(value);
      if (!v) return false;
      if (spec.mode === 'exact') return v.eq(Rational.parse(spec.value));
      const p = spec.places ?? 0;
      const targets = [spec.value, ...(spec.alternates ?? [])].map((t) => Rational.parse(t).round(p));
      const mine = spec.mode === 'round' ? v : v.round(p);
      return targets.some((t) => t.eq(mine));
    }
    case 'scientific': {
      const v = readScientific(value);
      return !!v && v.eq(Rational.parse(spec.coefficient).mul(R(10).pow(spec.exponent)));
    }
    case 'coordinate': {
      const c = readCoordinate(value);
      return !!c && c[0].eq(Rational.parse(spec.x)) && c[1].eq(Rational.parse(spec.y));
    }
    case 'pi-multiple': {
      const m = /^(.*?)\s*(?:π|pi)\s*(?:\/\s*(\d+))?$/i.exec(value.trim());
      if (!m) return false;
      const head = m[1]!.replace(/[−–—]/g, '-');
      let c = head === '' ? Rational.ONE : head === '-' ? Rational.ONE.neg() : readNumber(head);
      if (c && m[2]) c = c.div(Number(m[2]));
      return !!c && c.eq(Rational.parse(spec.coefficient));
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

/** Drop misconceptions equal to the answer, and duplicates by value. */
export function filterMis(spec: AnswerSpec, list: Misconception[]): Misconception[] {
  const seen = new Set<string>();
  const out: Misconception[] = [];
  const same = answerMatcher(spec);
  for (const m of list) {
    if (same(m.value)) continue;
    const key = m.value.replace(/[−–—]/g, '-').replace(/\s+/g, '').toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(m);
  }
  return out;
}

/** Assemble a generated body, filtering misconceptions. */
export function body(
  text: string,
  answer: AnswerSpec,
  hints: [string, string, string],
  explanation: string[],
  misconceptions: Misconception[],
  extra: { altText?: string | null; estTimeSec?: number } = {},
): GeneratedBody {
  const out: GeneratedBody = {
    question: extra.altText !== undefined ? { text, altText: extra.altText } : { text },
    answer,
    hints,
    explanation,
    misconceptions: filterMis(answer, misconceptions),
  };
  if (extra.estTimeSec !== undefined) out.estTimeSec = extra.estTimeSec;
  return out;
}

/** Shorthand for a misconception. */
export function mis(value: string, id: string, feedback: string): Misconception {
  return { value, id, feedback };
}
