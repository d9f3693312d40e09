/**
 * Single-number formats (docs/maths/answer-checking.md, rules per answer format): integer, decimal, money, number, fraction, mixed, percent, probability.
 */
import { Rational } from '../rational.js';
import type { AnswerSpec } from '../types.js';
import { parseNumber, type ParsedNumber } from './number-grammar.js';
import { QUOTIENT_REMAINDER_RE, judgeWithUnit, readQuantity } from './quantity.js';
import { ReasonCode, accept, nudge, reject, type CheckResult } from './reasons.js';

type Spec<F extends AnswerSpec['format']> = Extract<AnswerSpec, { format: F }>;

/** Cache parsed answer values: specs are re-checked many times per problem (retries, misconceptions). */
const VALUE_CACHE = new Map<string, Rational>();
export function exact(text: string): Rational {
  let v = VALUE_CACHE.get(text);
  if (!v) {
    v = Rational.parse(text);
    if (VALUE_CACHE.size > 10_000) VALUE_CACHE.clear();
    VALUE_CACHE.set(text, v);
  }
  return v;
}

function checkQuantity(
  text: string,
  spec: AnswerSpec,
  judge: (num: ParsedNumber) => CheckResult,
  onQuotientRemainder: CheckResult = reject(),
): CheckResult {
  if (QUOTIENT_REMAINDER_RE.test(text)) return onQuotientRemainder;
  const read = readQuantity(text);
  if (!read.ok) return read.result;
  const expectedUnit = spec.format === 'money' ? 'usd' : spec.unit;
  return judgeWithUnit(read.num, read.unit, expectedUnit, judge);
}

const isWholeOrDecimal = (n: ParsedNumber): boolean => n.form === 'integer' || n.form === 'decimal';

export function checkInteger(text: string, spec: Spec<'integer'>): CheckResult {
  const target = exact(spec.value);
  const onRemainder = reject(spec.remainderStory ? ReasonCode.remainderNotInterpreted : ReasonCode.wrongValue);
  return checkQuantity(
    text,
    spec,
    (n) => {
      if (!n.value.eq(target)) return reject();
      return isWholeOrDecimal(n) ? accept() : nudge(ReasonCode.wholeNumberAsFraction);
    },
    onRemainder,
  );
}

export function checkDecimal(text: string, spec: Spec<'decimal'>): CheckResult {
  const places = spec.places ?? 0;
  const exacts = [spec.value, ...(spec.alternates ?? [])].map(exact);
  const matches = (v: Rational): boolean => {
    switch (spec.mode) {
      case 'exact':
        return exacts.some((e) => e.eq(v));
      case 'round':
        return exacts[0]!.round(places).eq(v);
      case 'approx': {
        // Round the child's value too: "78.54" for 78.5 is fine, "79" for 78.5 is not.
        const mine = v.round(places);
        return exacts.some((e) => e.round(places).eq(mine));
      }
    }
  };
  return checkQuantity(text, spec, (n) => {
    if (!matches(n.value)) return reject();
    if (isWholeOrDecimal(n) || spec.allowFraction) return accept();
    return nudge(ReasonCode.writeAsDecimal);
  });
}

export function checkMoney(text: string, spec: Spec<'money'>): CheckResult {
  const target = exact(spec.value);
  return checkQuantity(text, spec, (n) => {
    if (!n.value.eq(target)) return reject();
    return isWholeOrDecimal(n) ? accept() : nudge(ReasonCode.writeAsDecimal);
  });
}

export function checkNumber(text: string, spec: Spec<'number'>): CheckResult {
  const target = exact(spec.value);
  return checkQuantity(
    text,
    spec,
    (n) => {
      if (!n.value.eq(target)) return reject();
      if (spec.simplify === 'required' && !n.simplest) return nudge(ReasonCode.notSimplified);
      return accept();
    },
    reject(ReasonCode.remainderInsteadOfFraction),
  );
}

interface FractionRules {
  simplify: 'required' | 'optional';
  allowDecimal: boolean;
  allowMixed: boolean;
  allowImproper: boolean;
  /** Which nudge a decimal gets: "write it as a fraction" or "... as a mixed number". */
  decimalNudge: typeof ReasonCode.writeAsFraction | typeof ReasonCode.writeAsMixed;
}

function judgeFraction(n: ParsedNumber, target: Rational, rules: FractionRules): CheckResult {
  if (!n.value.eq(target)) return reject();
  const required = rules.simplify === 'required';
  switch (n.form) {
    case 'integer':
      return accept();
    case 'decimal':
      if (target.isInteger()) return accept(); // "2.0" for 2 is a whole number with a trailing zero
      return rules.allowDecimal ? accept() : nudge(rules.decimalNudge);
    case 'fraction': {
      if (n.decimalInsideFraction) return nudge(ReasonCode.notSimplified);
      if (target.isInteger()) return required ? nudge(ReasonCode.wholeNumberAsFraction) : accept();
      if (required && !n.simplest) return nudge(ReasonCode.notSimplified);
      const improper = target.abs().gt(1);
      if (improper && !rules.allowImproper) return nudge(ReasonCode.writeAsMixed);
      return accept();
    }
    case 'mixed':
      if (!rules.allowMixed) return nudge(ReasonCode.writeAsFraction);
      if (required && !n.simplest) return nudge(ReasonCode.notSimplified);
      return accept();
  }
}

export function checkFraction(text: string, spec: Spec<'fraction'>): CheckResult {
  const target = exact(spec.value);
  const rules: FractionRules = {
    simplify: spec.simplify,
    allowDecimal: spec.allowDecimal ?? false,
    allowMixed: spec.allowMixed ?? true,
    allowImproper: spec.allowImproper ?? true,
    decimalNudge: ReasonCode.writeAsFraction,
  };
  return checkQuantity(text, spec, (n) => judgeFraction(n, target, rules), reject(ReasonCode.remainderInsteadOfFraction));
}

export function checkMixed(text: string, spec: Spec<'mixed'>): CheckResult {
  const target = exact(spec.value);
  const rules: FractionRules = {
    simplify: spec.simplify,
    allowDecimal: spec.allowDecimal ?? false,
    allowMixed: true,
    allowImproper: false,
    decimalNudge: ReasonCode.writeAsMixed,
  };
  return checkQuantity(text, spec, (n) => judgeFraction(n, target, rules), reject(ReasonCode.remainderInsteadOfFraction));
}

const PERCENT_SUFFIX_RE = / ?(?:%|percent|per cent|pct)$/i;

/** Split off a percent sign or word; the rest is one number. */
function readPercent(text: string): { hasSign: boolean; num: ParsedNumber } | { result: CheckResult } {
  const hasSign = PERCENT_SUFFIX_RE.test(text);
  const body = hasSign ? text.replace(PERCENT_SUFFIX_RE, '') : text;
  const parsed = parseNumber(body);
  if (!parsed.ok) return { result: nudge(parsed.reason) };
  return { hasSign, num: parsed.num };
}

export function checkPercent(text: string, spec: Spec<'percent'>): CheckResult {
  const read = readPercent(text);
  if ('result' in read) return read.result;
  const target = exact(spec.value);
  const equalsPercent = (v: Rational): boolean =>
    spec.places === undefined ? v.eq(target) : v.round(spec.places).eq(target.round(spec.places));
  if (equalsPercent(read.num.value)) return accept();
  // "0.25" or "1/4" for 25%: the right value, not written as a percent.
  if (!read.hasSign && equalsPercent(read.num.value.mul(100))) return nudge(ReasonCode.writeAsPercent);
  return reject();
}

export function checkProbability(text: string, spec: Spec<'probability'>): CheckResult {
  const read = readPercent(text);
  if ('result' in read) return read.result;
  const value = read.hasSign ? read.num.value.div(100) : read.num.value;
  if (value.sign() < 0 || value.gt(1)) return reject(ReasonCode.outOfRange);
  if (!value.eq(exact(spec.value))) return reject();
  if (!read.hasSign && read.num.form === 'fraction' && !read.num.simplest && !value.isInteger()) {
    return nudge(ReasonCode.notSimplified);
  }
  return accept();
}
