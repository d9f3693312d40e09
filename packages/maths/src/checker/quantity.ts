/**
 * Reading "a number with an optional unit" and judging it against an expected unit (docs/maths/answer-checking.md, units).
 * Shared by all the single-number formats.
 */
import type { Rational } from '../rational.js';
import type { UnitId } from '../types.js';
import { parseNumber, type ParsedNumber } from './number-grammar.js';
import { ReasonCode, nudge, nudgeKindOf, reject, type CheckResult } from './reasons.js';
import { convertUnit, splitUnit, unitKindMessage, unitName } from './units.js';

export type QuantityRead = { ok: true; num: ParsedNumber; unit: UnitId | null } | { ok: false; result: CheckResult };

/** "x = 5" / "n = 24": a single-letter label in front of a numeric answer is harmless. */
const LABEL_RE = /^[A-Za-z] ?= ?/;
/** "13 R 1", "6 rem 2": a quotient-with-remainder typed where one number is expected. */
export const QUOTIENT_REMAINDER_RE = /^([+-]?\d[\d,]*) ?(?:remainder|residuo|rem|res|r) ?(\d+)$/i;

export function readQuantity(text: string): QuantityRead {
  const unlabelled = text.replace(LABEL_RE, '');
  const split = splitUnit(unlabelled);
  const parsed = parseNumber(split.numberText);
  if (!parsed.ok) {
    // "24 apples" where "24" reads fine: the trailing words are the problem.
    return { ok: false, result: nudge(parsed.reason) };
  }
  if (split.unknownUnit) return { ok: false, result: nudge(ReasonCode.unreadable, "I couldn't read the words after your number.") };
  return { ok: true, num: parsed.num, unit: split.unit };
}

/**
 * Judge a number typed with `typedUnit` against an answer in `expectedUnit`.
 * Same unit, a synonym or no unit: judge the number. Same kind, other size: convert and nudge when the
 * amount is right. Other kind: nudge, whatever the number.
 */
export function judgeWithUnit(
  num: ParsedNumber,
  typedUnit: UnitId | null,
  expectedUnit: UnitId | null | undefined,
  judge: (num: ParsedNumber) => CheckResult,
): CheckResult {
  if (!typedUnit || !expectedUnit || typedUnit === expectedUnit) return judge(num);
  const converted: Rational | null = convertUnit(num.value, typedUnit, expectedUnit);
  if (!converted) return nudge(ReasonCode.wrongUnitKind, unitKindMessage(expectedUnit));
  const judged = judge({ ...num, value: converted });
  const rightAmount = judged.verdict === 'accept' || (judged.verdict === 'nudge' && nudgeKindOf(judged.reason) === 'value');
  return rightAmount
    ? nudge(ReasonCode.wrongUnitSize, `Right amount! Give it in ${unitName(expectedUnit)}.`)
    : reject(ReasonCode.wrongValue);
}
