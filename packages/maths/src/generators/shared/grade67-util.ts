/**
 * Shared helpers for the grade 6 and grade 7 generators: number display (US style,
 * thousands commas, true minus sign), answer-spec builders and misconception filtering.
 */
import { R, Rational } from '../../rational.js';
import type { AnswerSpec, GeneratedBody, Misconception, Rng } from '../../types.js';

export const MINUS = '\u2212';

/** Five estTimeSec values interpolated linearly from d1 to d5. */
export function times(a: number, b: number): readonly [number, number, number, number, number] {
  const step = (b - a) / 4;
  return [a, Math.round(a + step), Math.round(a + 2 * step), Math.round(a + 3 * step), b];
}

function commas(digits: string): string {
  // Most numbers in problems are under 1,000: skip the regular expression, which dominated generation.
  return digits.length <= 3 ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Integer with thousands commas and a true minus sign. */
export function fmtInt(n: number | bigint): string {
  const b = BigInt(n);
  const s = commas((b < 0n ? -b : b).toString());
  return b < 0n ? MINUS + s : s;
}

/** Exact decimal (terminating), thousands commas, true minus. */
export function fmtDec(r: Rational | number, minPlaces = 0): string {
  const s = R(r).toDecimalString(minPlaces);
  const neg = s.startsWith('-');
  const body = neg ? s.slice(1) : s;
  const [w, f] = body.split('.');
  const out = commas(w!) + (f !== undefined ? '.' + f : '');
  return neg ? MINUS + out : out;
}

/** Fraction "a/b" (improper allowed), or integer; true minus. */
export function fmtFrac(r: Rational): string {
  const s = r.toString();
  return s.startsWith('-') ? MINUS + s.slice(1) : s;
}

/** Mixed number "1 2/3" (or proper fraction / integer); true minus. */
export function fmtMixed(r: Rational): string {
  if (r.isInteger()) return fmtInt(r.num);
  const neg = r.sign() < 0;
  const a = r.abs();
  const whole = a.num / a.den;
  const rem = a.num % a.den;
  const body = whole === 0n ? `${rem}/${a.den}` : `${commas(whole.toString())} ${rem}/${a.den}`;
  return neg ? MINUS + body : body;
}

/** Decimal when terminating, else mixed number. */
export function fmtNum(r: Rational): string {
  return r.isTerminating() ? fmtDec(r) : fmtMixed(r);
}

/** Money "$4.50" or "$12" style (always two decimals when not whole). */
export function fmtMoney(r: Rational): string {
  const neg = r.sign() < 0;
  const a = r.abs();
  const s = a.isInteger() ? fmtDec(a) : fmtDec(a.round(2), 2);
  return (neg ? MINUS : '') + '$' + s;
}

/** Money always with cents: "$4.00". */
export function fmtMoney2(r: Rational): string {
  return '$' + fmtDec(r.round(2), 2);
}

/** Child-typed version of a display string: ASCII minus, no thousands commas. */
export function typed(s: string): string {
  return s.replace(/\u2212/g, '-');
}

/** Plain ASCII value string for a rational in the given style (for misconception values). */
export function val(r: Rational, style: 'frac' | 'mixed' | 'dec' | 'num' = 'num'): string {
  const disp =
    style === 'frac' ? fmtFrac(r) : style === 'mixed' ? fmtMixed(r) : style === 'dec' ? fmtDec(r) : fmtNum(r);
  return typed(disp).replace(/,/g, '');
}

/** Loose parse of a child-style numeric string: "1 2/3", "-3/4", "1,462.5", "$4.50", "25%", "x = 4". */
export function parseLoose(text: string): Rational | null {
  let s = typed(text).trim().replace(/^[a-z]\s*=\s*/i, '').replace(/[$%]/g, '').replace(/,/g, '').trim();
  s = s.replace(/\s*(cm|m|in|ft|mi|g|kg|lb|cup|cups|gal|deg|°)\s*$/i, '');
  const mixed = /^(-?)(\d+)\s+(\d+)\/(\d+)$/.exec(s);
  try {
    if (mixed) {
      const v = R(Number(mixed[2])).add(Rational.of(Number(mixed[3]), Number(mixed[4])));
      return mixed[1] ? v.neg() : v;
    }
    return Rational.tryParse(s);
  } catch {
    return null;
  }
}

/** Canonical string comparison for non-numeric answers. */
function norm(s: string): string {
  return typed(s).toLowerCase().replace(/\s+/g, '').replace(/≥/g, '>=').replace(/≤/g, '<=');
}

/**
 * Keep misconceptions whose value differs from the correct answer (by value for numeric
 * answers, by normalised text otherwise) and from each other.
 */
export function filterMis(spec: AnswerSpec, list: (Misconception | null | undefined)[]): Misconception[] {
  const out: Misconception[] = [];
  const seen = new Set<string>();
  const numericAnswer = answerValue(spec);
  for (const m of list) {
    if (!m || !m.value || /undefined|NaN|Infinity/.test(m.value)) continue;
    const key = norm(m.value);
    if (seen.has(key)) continue;
    if (norm(spec.canonical) === key) continue;
    if (numericAnswer) {
      const v = parseLoose(m.value);
      if (v && v.eq(numericAnswer)) continue;
      if (v && spec.format === 'percent' && spec.places !== undefined && v.round(spec.places).eq(numericAnswer.round(spec.places))) continue;
    }
    if (spec.format === 'choice' && (key === norm(spec.value) || (spec.options[spec.value] ?? []).some((o) => norm(o) === key))) continue;
    if (spec.format === 'ratio') {
      const parts = m.value.split(':').map((p) => parseLoose(p));
      if (parts.length === spec.parts.length && parts.every((p, i) => p && p.eq(Rational.parse(spec.parts[i]!)))) continue;
    }
    seen.add(key);
    out.push(m);
  }
  return out;
}

function answerValue(spec: AnswerSpec): Rational | null {
  switch (spec.format) {
    case 'integer':
    case 'decimal':
    case 'money':
    case 'number':
    case 'fraction':
    case 'mixed':
    case 'percent':
    case 'probability':
    case 'repeating-decimal':
      return Rational.parse(spec.value);
    case 'solution':
      return spec.value !== undefined ? Rational.parse(spec.value) : null;
    default:
      return null;
  }
}

export function mis(value: string, id: string, feedback: string): Misconception {
  return { value, id, feedback };
}

/** Assemble a generated body; misconceptions are filtered against the answer. */
export function body(
  text: string,
  answer: AnswerSpec,
  hints: [string, string, string],
  explanation: string[],
  misconceptions: (Misconception | null | undefined)[],
  altText?: string,
): GeneratedBody {
  return {
    question: altText ? { text, altText } : { text },
    answer,
    hints,
    explanation,
    misconceptions: filterMis(answer, misconceptions),
  };
}

/* ---------- answer spec builders ---------- */

export const A = {
  integer(v: Rational | number, unit?: AnswerSpec['unit']): AnswerSpec {
    const r = R(v);
    return { format: 'integer', value: r.toString(), canonical: fmtInt(r.num), ...(unit ? { unit } : {}) };
  },
  number(v: Rational, unit?: AnswerSpec['unit'], display: 'num' | 'mixed' | 'dec' | 'frac' = 'num'): AnswerSpec {
    const c = display === 'mixed' ? fmtMixed(v) : display === 'dec' ? fmtDec(v) : display === 'frac' ? fmtFrac(v) : fmtNum(v);
    return { format: 'number', value: v.toString(), canonical: c, simplify: 'required', ...(unit ? { unit } : {}) };
  },
  decimal(v: Rational, unit?: AnswerSpec['unit']): AnswerSpec {
    return { format: 'decimal', value: v.toString(), mode: 'exact', canonical: fmtDec(v), ...(unit ? { unit } : {}) };
  },
  fraction(v: Rational, opts: { allowDecimal?: boolean; mixed?: boolean } = {}): AnswerSpec {
    return {
      format: 'fraction',
      value: v.toString(),
      simplify: 'required',
      allowDecimal: opts.allowDecimal ?? false,
      allowMixed: true,
      allowImproper: true,
      canonical: opts.mixed === false ? fmtFrac(v) : fmtMixed(v),
    };
  },
  money(v: Rational): AnswerSpec {
    return { format: 'money', value: v.toString(), canonical: fmtMoney(v), unit: 'usd' };
  },
  percent(v: Rational, places?: number): AnswerSpec {
    const shown = places === undefined ? v : v.round(places);
    return {
      format: 'percent',
      value: v.toString(),
      canonical: fmtNum(shown) + '%',
      ...(places !== undefined ? { places } : {}),
    };
  },
  probability(v: Rational): AnswerSpec {
    return { format: 'probability', value: v.toString(), canonical: fmtFrac(v) };
  },
  ratio(a: number, b: number): AnswerSpec {
    return { format: 'ratio', parts: [String(a), String(b)], simplify: 'required', allowFractionForm: true, canonical: `${a}:${b}` };
  },
  coordinate(x: number, y: number): AnswerSpec {
    return { format: 'coordinate', x: String(x), y: String(y), canonical: `(${fmtInt(x)}, ${fmtInt(y)})` };
  },
  solution(variable: string, v: Rational, display: 'num' | 'frac' | 'mixed' = 'num'): AnswerSpec {
    const c = display === 'frac' ? fmtFrac(v) : display === 'mixed' ? fmtMixed(v) : fmtNum(v);
    return { format: 'solution', variable, value: v.toString(), canonical: `${variable} = ${c}` };
  },
  inequality(variable: string, op: '<' | '>' | '<=' | '>=', bound: Rational): AnswerSpec {
    const sym = op === '<=' ? '≤' : op === '>=' ? '≥' : op;
    return { format: 'inequality', variable, op, bound: bound.toString(), canonical: `${variable} ${sym} ${fmtNum(bound)}` };
  },
  choice(value: string, options: Record<string, string[]>): AnswerSpec {
    return { format: 'choice', value, options, canonical: value };
  },
  yesNo(yes: boolean): AnswerSpec {
    return A.choice(yes ? 'yes' : 'no', { yes: ['y', 'yes it is', 'true'], no: ['n', 'no it is not', 'false'] });
  },
};

/* ---------- small maths helpers ---------- */

export function gcdN(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}
export function lcmN(a: number, b: number): number {
  return (a / gcdN(a, b)) * b;
}

/** Pick an integer in [min, max] different from every value in `avoid` (bounded tries). */
export function intExcept(rng: Rng, min: number, max: number, avoid: number[]): number {
  for (let i = 0; i < 20; i++) {
    const v = rng.int(min, max);
    if (!avoid.includes(v)) return v;
  }
  for (let v = min; v <= max; v++) if (!avoid.includes(v)) return v;
  return min;
}

/** Frac shorthand. */
export function F(n: number, d = 1): Rational {
  return Rational.of(n, d);
}

/** A number wrapped in brackets when negative, for expressions like 3 × (−4). */
export function paren(s: string): string {
  return s.startsWith(MINUS) ? `(${s})` : s;
}

/** Sign-aware "+ 5" / "− 5" joiner for expressions. */
export function signed(n: number | Rational, first = false): string {
  const r = R(n);
  const neg = r.sign() < 0;
  const mag = fmtNum(r.abs());
  if (first) return neg ? MINUS + mag : mag;
  return neg ? `${MINUS} ${mag}` : `+ ${mag}`;
}

/** Coefficient times variable: 1x → x, −1x → −x, 3x. */
export function term(coef: number | Rational, v: string, first = true): string {
  const r = R(coef);
  const mag = r.abs();
  const body = (mag.eq(1) ? '' : mag.isInteger() ? fmtInt(mag.num) : fmtFrac(mag)) + v;
  if (first) return (r.sign() < 0 ? MINUS : '') + body;
  return r.sign() < 0 ? `${MINUS} ${body}` : `+ ${body}`;
}
