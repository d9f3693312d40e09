/**
 * Formats with a special written shape (docs/maths/answer-checking.md): pi-multiple, scientific, repeating-decimal.
 */
import { Rational } from '../rational.js';
import type { AnswerSpec } from '../types.js';
import { parseNumber } from './number-grammar.js';
import { exact } from './numeric.js';
import { ReasonCode, accept, nudge, reject, type CheckResult } from './reasons.js';
import { splitUnit } from './units.js';

type Spec<F extends AnswerSpec['format']> = Extract<AnswerSpec, { format: F }>;

// ---------- "in terms of π" ----------

const PI_RE = /π|pi/i;
/** π approximations a child may have multiplied out: 3.14, 22/7 and a calculator's π. */
const PI_APPROXIMATIONS = [Rational.parse('3.14'), Rational.of(22, 7), Rational.parse('3.141592653589793')];
const TOLERANCE = Rational.of(5, 1000);

export function checkPiMultiple(text: string, spec: Spec<'pi-multiple'>): CheckResult {
  const target = exact(spec.coefficient);
  const withoutUnit = splitUnit(text);
  const body = withoutUnit.unit ? withoutUnit.numberText : text;
  const pi = PI_RE.exec(body);
  if (!pi) {
    const parsed = parseNumber(body);
    if (!parsed.ok) return nudge(parsed.reason);
    const v = parsed.num.value;
    if (v.eq(target)) return reject(ReasonCode.forgotPi);
    const close = PI_APPROXIMATIONS.some((p) => {
      const approx = target.mul(p);
      return v.sub(approx).abs().cmp(approx.abs().mul(TOLERANCE)) <= 0;
    });
    return close && target.sign() !== 0 ? nudge(ReasonCode.leavePi) : reject();
  }
  // Coefficient before π ("90π", "3/2π", "1.5 * π", "-π") and an optional divisor after it ("3π/2").
  let before = body.slice(0, pi.index).trim().replace(/ ?[*×·⋅]$/, '').trim();
  const after = body.slice(pi.index + pi[0].length).trim();
  if (before.startsWith('(') && before.endsWith(')')) before = before.slice(1, -1);
  let coefficient: Rational;
  let simplest = true;
  if (before === '' || before === '+' || before === '-') {
    coefficient = Rational.of(before === '-' ? -1 : 1);
  } else {
    const parsed = parseNumber(before);
    if (!parsed.ok) return nudge(parsed.reason);
    coefficient = parsed.num.value;
    simplest = parsed.num.simplest && !parsed.num.decimalInsideFraction;
  }
  if (after !== '') {
    const divisor = /^\/(\d+)$/.exec(after);
    if (!divisor) return nudge(ReasonCode.unreadable);
    const d = BigInt(divisor[1]!);
    if (d === 0n) return nudge(ReasonCode.zeroDenominator);
    const combined = coefficient.div(Rational.of(d));
    // "3π/2" is simplest when 3/2 would be; "6π/4" is not.
    simplest = simplest && coefficient.isInteger() && combined.den === d && d > 1n;
    coefficient = combined;
  }
  if (!coefficient.eq(target)) return reject();
  return simplest ? accept() : nudge(ReasonCode.notSimplified);
}

// ---------- scientific notation ----------

const SCIENTIFIC_RE = /^([+-]?(?:\d+\.?\d*|\.\d+)) ?(?:[x×*·⋅] ?)?10 ?(?:\^|\*\*) ?\(?([+-]?\d+)\)?$/i;
const POWER_ONLY_RE = /^10 ?(?:\^|\*\*) ?\(?([+-]?\d+)\)?$/;
const E_NOTATION_RE = /^([+-]?(?:\d+\.?\d*|\.\d+))e([+-]?\d+)$/i;
const TEN = Rational.of(10);

export function checkScientific(text: string, spec: Spec<'scientific'>): CheckResult {
  const target = exact(spec.coefficient).mul(TEN.pow(spec.exponent));
  let coefficient: Rational | null = null;
  let exponent = 0;
  const m = SCIENTIFIC_RE.exec(text) ?? E_NOTATION_RE.exec(text);
  const power = POWER_ONLY_RE.exec(text);
  if (m) {
    coefficient = Rational.parse(m[1]!);
    exponent = Number(m[2]!);
  } else if (power) {
    coefficient = Rational.ONE;
    exponent = Number(power[1]!);
  }
  if (coefficient && Math.abs(exponent) <= 400) {
    const value = coefficient.mul(TEN.pow(exponent));
    if (!value.eq(target)) return reject();
    const size = coefficient.abs();
    return size.cmp(1) >= 0 && size.lt(10) ? accept() : nudge(ReasonCode.notScientific);
  }
  const parsed = parseNumber(text);
  if (!parsed.ok) return nudge(parsed.reason);
  return parsed.num.value.eq(target) ? nudge(ReasonCode.notScientific) : reject();
}

// ---------- repeating decimals ----------

const BRACKET_RE = /^([+-]?)(\d*)\.(\d*)\((\d+)\)$/;
const ELLIPSIS_RE = /^([+-]?)(\d*)\.(\d+)\.\.\.$/;
const OVERLINE = '\u0305';

export interface Expansion {
  sign: 1 | -1;
  integerPart: bigint;
  /** Digits after the point before the repeating block. */
  prefix: string;
  /** The repeating block ('' for terminating values). */
  period: string;
}

/** Decimal expansion of a rational by long division, tracking remainders to find the period. */
export function expand(v: Rational): Expansion {
  const a = v.abs();
  const integerPart = a.num / a.den;
  let rem = a.num % a.den;
  const seen = new Map<bigint, number>();
  let digits = '';
  while (rem !== 0n && !seen.has(rem)) {
    seen.set(rem, digits.length);
    rem *= 10n;
    digits += (rem / a.den).toString();
    rem %= a.den;
  }
  const start = rem === 0n ? digits.length : seen.get(rem)!;
  return { sign: v.sign() < 0 ? -1 : 1, integerPart, prefix: digits.slice(0, start), period: digits.slice(start) };
}

function repeatingValue(sign: string, whole: string, prefix: string, block: string): Rational {
  const w = Rational.of(BigInt(whole || '0'));
  const p = prefix === '' ? Rational.ZERO : Rational.of(BigInt(prefix), 10n ** BigInt(prefix.length));
  const r = Rational.of(BigInt(block), (10n ** BigInt(block.length) - 1n) * 10n ** BigInt(prefix.length));
  const v = w.add(p).add(r);
  return sign === '-' ? v.neg() : v;
}

/** "0.4̅5̅" → "0.(45)": digits carrying a combining overline form the repeating block. */
function overlineToBrackets(text: string): string | null {
  if (!text.includes(OVERLINE)) return null;
  const m = /^([+-]?\d*\.)(\d*?)((?:\d\u0305)+)$/.exec(text);
  if (!m) return null;
  return `${m[1]}${m[2]}(${m[3]!.replace(/\u0305/g, '')})`;
}

export function checkRepeatingDecimal(text: string, spec: Spec<'repeating-decimal'>): CheckResult {
  const target = exact(spec.value);
  const bracketText = overlineToBrackets(text) ?? text;
  const bracket = BRACKET_RE.exec(bracketText);
  if (bracket) {
    const v = repeatingValue(bracket[1]!, bracket[2]!, bracket[3]!, bracket[4]!);
    return v.eq(target) ? accept() : reject();
  }
  const ellipsis = ELLIPSIS_RE.exec(text);
  if (ellipsis) {
    const exp = expand(target);
    const sign = ellipsis[1] === '-' ? -1 : 1;
    const whole = BigInt(ellipsis[2] || '0');
    const digits = ellipsis[3]!;
    if (exp.period === '' || sign !== exp.sign || whole !== exp.integerPart) return reject();
    // The digits typed must follow the true expansion, and show the block at least twice to be unambiguous.
    const needed = exp.prefix.length + 2 * exp.period.length;
    let expansion = exp.prefix;
    while (expansion.length < Math.max(needed, digits.length)) expansion += exp.period;
    if (!expansion.startsWith(digits)) return reject();
    return digits.length >= needed ? accept() : nudge(ReasonCode.ambiguousRepeating);
  }
  const parsed = parseNumber(text);
  if (!parsed.ok) return nudge(parsed.reason);
  if (parsed.num.value.eq(target)) {
    return parsed.num.form === 'fraction' || parsed.num.form === 'mixed' ? nudge(ReasonCode.writeAsDecimal) : accept();
  }
  return reject();
}
