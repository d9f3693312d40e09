/**
 * The number grammar shared by every numeric format (docs/maths/answer-checking.md, numbers).
 * Values are exact rationals; nothing here touches binary floats or eval.
 */
import { Rational } from '../rational.js';
import { ReasonCode } from './reasons.js';

export type NumberForm = 'integer' | 'decimal' | 'fraction' | 'mixed';

export interface ParsedNumber {
  value: Rational;
  form: NumberForm;
  /**
   * Fractions and mixed numbers: written in standard form (lowest terms, positive denominator > 1,
   * integer parts, and for mixed numbers a proper fractional part). Integers and decimals: always true.
   */
  simplest: boolean;
  /** A fraction whose parts are not both integers ("1.5/2"): a value, but never simplest form. */
  decimalInsideFraction: boolean;
}

export type NumberParse = { ok: true; num: ParsedNumber } | { ok: false; reason: ReasonCode };

export interface NumberGrammarOptions {
  /** Thousands separators (commas or single spaces). Off inside lists, ratios and coordinates, where commas separate. */
  thousands: boolean;
}

const WITH_SEPARATORS = { thousands: true } as const;

// Unsigned magnitudes. Thousands groups: "1,200", "12 345 678"; leading zeros are allowed ("007").
const PLAIN_INT = '\\d+';
const COMMA_INT = '\\d{1,3}(?:,\\d{3})+';
const SPACE_INT = '\\d{1,3}(?: \\d{3})+';
const INTEGER_RE = new RegExp(`^(${PLAIN_INT})$`);
const GROUPED_INTEGER_RE = new RegExp(`^(${COMMA_INT}|${SPACE_INT})$`);
const DECIMAL_RE = /^(\d*)\.(\d*)$/;
const GROUPED_DECIMAL_RE = new RegExp(`^(${COMMA_INT})\\.(\\d*)$`);
const MIXED_RE = /^(\d+)(?: | and )(\d+)\/(\d+)$/;
const DASH_MIXED_RE = /^[+-]?\d+ ?- ?\d+\/\d+$/;
const ARITHMETIC_RE = /^[+-]?[\d.,() ]*\d[\d.,() ]*(?:[-+*×·⋅^/x][+-]?[\d.,() ]*\d[\d.,() ]*)+$/;
const NUMBER_WORDS_RE =
  /\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|halfs?|halves|thirds?|quarters?|fourths?|fifths?|sixths?|eighths?|tenths?)\b/i;

/** Parse one number. `text` must already be normalised (normalise.ts). */
export function parseNumber(text: string, options: NumberGrammarOptions = WITH_SEPARATORS): NumberParse {
  const s = text.trim();
  if (s === '') return { ok: false, reason: ReasonCode.empty };
  const parsed = parseSigned(s, options);
  if (parsed) return parsed;
  return { ok: false, reason: diagnose(s) };
}

/** Why a text is not a number, for the nudge message. */
export function diagnose(s: string): ReasonCode {
  if (DASH_MIXED_RE.test(s)) return ReasonCode.dashInMixedNumber;
  if (/\d,\d/.test(s) && !/[^\d,.+\- ]/.test(s)) return ReasonCode.badCommas;
  if (ARITHMETIC_RE.test(s)) return ReasonCode.arithmeticNotAllowed;
  if (NUMBER_WORDS_RE.test(s)) return ReasonCode.wordsNotDigits;
  return ReasonCode.unreadable;
}

function parseSigned(s: string, options: NumberGrammarOptions): NumberParse | null {
  let sign = 1n;
  let body = s;
  if (body[0] === '+' || body[0] === '-') {
    if (body[0] === '-') sign = -1n;
    body = body.slice(1);
  }
  // "(-7)" and "-(3/4)": brackets around a whole number are harmless.
  if (body.startsWith('(') && body.endsWith(')') && !body.slice(1, -1).includes('(')) {
    const inner = parseSigned(body.slice(1, -1), options);
    if (!inner || !inner.ok) return inner;
    return { ok: true, num: { ...inner.num, value: sign === -1n ? inner.num.value.neg() : inner.num.value } };
  }
  const unsigned = parseUnsigned(body, options);
  if (!unsigned) return null;
  if (!unsigned.ok) return unsigned;
  return { ok: true, num: sign === -1n ? { ...unsigned.num, value: unsigned.num.value.neg() } : unsigned.num };
}

function parseUnsigned(s: string, options: NumberGrammarOptions): NumberParse | null {
  const whole = parseWholeOrDecimal(s, options);
  if (whole) return { ok: true, num: whole };

  const mixed = MIXED_RE.exec(s);
  if (mixed) {
    const w = BigInt(mixed[1]!);
    const n = BigInt(mixed[2]!);
    const d = BigInt(mixed[3]!);
    if (d === 0n) return { ok: false, reason: ReasonCode.zeroDenominator };
    const frac = Rational.of(n, d);
    const simplest = w >= 1n && n > 0n && n < d && frac.num === n;
    return {
      ok: true,
      num: { value: Rational.of(w).add(frac), form: 'mixed', simplest, decimalInsideFraction: false },
    };
  }

  const slash = s.indexOf('/');
  if (slash > 0 && slash === s.lastIndexOf('/')) return parseFraction(s.slice(0, slash), s.slice(slash + 1));
  return null;
}

/** Integers and decimals, with thousands separators when allowed. */
function parseWholeOrDecimal(s: string, options: NumberGrammarOptions): ParsedNumber | null {
  let m = INTEGER_RE.exec(s) ?? (options.thousands ? GROUPED_INTEGER_RE.exec(s) : null);
  if (m) return { value: Rational.of(BigInt(m[1]!.replace(/[, ]/g, ''))), form: 'integer', simplest: true, decimalInsideFraction: false };
  m = DECIMAL_RE.exec(s) ?? (options.thousands ? GROUPED_DECIMAL_RE.exec(s) : null);
  if (m && (m[1] !== '' || m[2] !== '')) {
    const intDigits = (m[1] ?? '').replace(/,/g, '') || '0';
    const fracDigits = m[2] ?? '';
    const value = Rational.of(BigInt(intDigits + fracDigits), 10n ** BigInt(fracDigits.length));
    return { value, form: 'decimal', simplest: true, decimalInsideFraction: false };
  }
  return null;
}

/** "3/4", "(-3)/4", "3/-4", "1.5/2". Sign handling: a minus on either part is read, but only "-3/4" is standard. */
function parseFraction(top: string, bottom: string): NumberParse | null {
  const n = parseFractionPart(top);
  const d = parseFractionPart(bottom);
  if (!n || !d) return null;
  if (d.value.sign() === 0) return { ok: false, reason: ReasonCode.zeroDenominator };
  const value = n.value.div(d.value);
  const integerParts = n.value.isInteger() && d.value.isInteger() && !n.decimal && !d.decimal;
  const simplest =
    integerParts && !d.signed && d.value.sign() > 0 && d.value.num > 1n && n.value.num === value.num && d.value.num === value.den;
  return { ok: true, num: { value, form: 'fraction', simplest, decimalInsideFraction: !integerParts } };
}

interface FractionPart {
  value: Rational;
  decimal: boolean;
  signed: boolean;
}

function parseFractionPart(text: string): FractionPart | null {
  let s = text;
  if (s.startsWith('(') && s.endsWith(')')) s = s.slice(1, -1);
  const signed = s[0] === '-' || s[0] === '+';
  const negative = s[0] === '-';
  if (signed) s = s.slice(1);
  const num = parseWholeOrDecimal(s, { thousands: false });
  if (!num) return null;
  return { value: negative ? num.value.neg() : num.value, decimal: num.form === 'decimal', signed };
}
