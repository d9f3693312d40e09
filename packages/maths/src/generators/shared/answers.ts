/**
 * Answer specifications (what the checker grades against), built with their canonical text.
 * The plain functions serve grades 4–5, the `A` builders grades 6–7; where both build a format
 * they differ in options (A.fraction sets allowDecimal) or in key order (A.decimal), which shows
 * in a stored problem's JSON, so each keeps its own shape.
 */
import { R, Rational } from '../../rational.js';
import type { AnswerSpec, UnitId } from '../../types.js';
import { rat, type Num } from './arithmetic.js';
import { fmtDec, fmtDecOrMixed, fmtFrac, fmtInt, fmtMixed, fmtMoney } from './formatting.js';
import { EN, type Words } from '../../language/index.js';

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

/** A fraction answer; the canonical text is the mixed number unless given. */
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

/** Whole-number division with a remainder: "12 R 3", or "12" when it divides exactly. */
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

export function choiceAnswer(value: string, options: Record<string, string[]>): AnswerSpec {
  return { format: 'choice', value, options, canonical: value };
}

/**
 * A choice answer in the wording's language (docs/maths/languages.md). In Spanish the options gain
 * their Spanish forms (the English ones stay accepted), and each option is labelled and shown by its
 * first Spanish form ("agudo" for acute) unless `labelled` is false (symbols such as "<").
 */
export function choiceAnswerIn(w: Words, value: string, en: Record<string, string[]>, es: Record<string, string[]>, labelled = true): AnswerSpec {
  if (!w.es) return choiceAnswer(value, en);
  const options = w.options(en, es);
  if (!labelled) return { format: 'choice', value, options, canonical: value };
  const labels = Object.fromEntries(Object.keys(en).map((k) => [k, es[k]?.[0] ?? k]));
  return { format: 'choice', value, options, labels, canonical: labels[value] ?? value };
}

const CMP_OPTIONS: Record<string, string[]> = {
  '<': ['less than', 'less', 'is less than', 'smaller', 'smaller than'],
  '>': ['greater than', 'greater', 'is greater than', 'more', 'more than', 'bigger', 'bigger than', 'larger'],
  '=': ['equal', 'equals', 'equal to', 'is equal to', 'the same', 'same'],
};

export function cmpSymbol(a: Num, b: Num): '<' | '>' | '=' {
  const c = rat(a).cmp(rat(b));
  return c < 0 ? '<' : c > 0 ? '>' : '=';
}

const CMP_OPTIONS_ES: Record<string, string[]> = {
  '<': ['menor que', 'menor', 'es menor que', 'más pequeño', 'más chico'],
  '>': ['mayor que', 'mayor', 'es mayor que', 'más grande', 'más'],
  '=': ['igual', 'igual a', 'es igual a', 'iguales', 'lo mismo'],
};

/** "Compare a ☐ b": the answer is <, > or =, words such as "less than" (or "menor que") accepted. */
export function cmpAnswer(a: Num, b: Num, w: Words = EN): AnswerSpec {
  const s = cmpSymbol(a, b);
  return w.es ? choiceAnswerIn(w, s, CMP_OPTIONS, CMP_OPTIONS_ES, false) : choiceAnswer(s, CMP_OPTIONS);
}

export function cmpWord(s: string, w: Words = EN): string {
  if (w.es) return s === '<' ? 'menor que' : s === '>' ? 'mayor que' : 'igual a';
  return s === '<' ? 'less than' : s === '>' ? 'greater than' : 'equal to';
}

/** "sí"/"no" and their common forms, for a yes/no answer in Spanish. */
const YES_NO_ES: Record<string, string[]> = { yes: ['sí', 'si', 'sí es', 'verdadero', 'cierto'], no: ['no', 'no es', 'falso'] };

/** Answer-spec builders of the grade 6–7 generators. */
export const A = {
  integer(v: Rational | number, unit?: AnswerSpec['unit']): AnswerSpec {
    return intAnswer(R(v), unit);
  },
  number(v: Rational, unit?: AnswerSpec['unit'], display: 'num' | 'mixed' | 'dec' | 'frac' = 'num'): AnswerSpec {
    const c = display === 'mixed' ? fmtMixed(v) : display === 'dec' ? fmtDec(v) : display === 'frac' ? fmtFrac(v) : fmtDecOrMixed(v);
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
      canonical: fmtDecOrMixed(shown) + '%',
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
    const c = display === 'frac' ? fmtFrac(v) : display === 'mixed' ? fmtMixed(v) : fmtDecOrMixed(v);
    return { format: 'solution', variable, value: v.toString(), canonical: `${variable} = ${c}` };
  },
  inequality(variable: string, op: '<' | '>' | '<=' | '>=', bound: Rational): AnswerSpec {
    const sym = op === '<=' ? '≤' : op === '>=' ? '≥' : op;
    return { format: 'inequality', variable, op, bound: bound.toString(), canonical: `${variable} ${sym} ${fmtDecOrMixed(bound)}` };
  },
  choice: choiceAnswer,
  yesNo(yes: boolean, w: Words = EN): AnswerSpec {
    const en = { yes: ['y', 'yes it is', 'true'], no: ['n', 'no it is not', 'false'] };
    if (w.es) return choiceAnswerIn(w, yes ? 'yes' : 'no', en, YES_NO_ES);
    return choiceAnswer(yes ? 'yes' : 'no', en);
  },
};

/** The exact value of an answer with a single number (a solution only when it has one), else null. */
export function numericValue(spec: AnswerSpec): Rational | null {
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
