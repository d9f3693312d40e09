/**
 * The answer checker: `checkAnswer(raw input, answer spec)` → verdict + stable reason code (docs/maths/answer-checking.md).
 * Called by the server on every submission, so every path is a handful of regexes and bigint operations.
 */
import type { AnswerSpec } from '../types.js';
import type { Language } from '../language/index.js';
import { localiseResult } from './messages-es.js';
import { checkEquation, checkExpression, checkExpressionSameForm, checkInequality, checkSolution } from './algebra.js';
import { checkChoice } from './choice.js';
import { normalise } from './normalise.js';
import {
  checkDecimal,
  checkFraction,
  checkInteger,
  checkMixed,
  checkMoney,
  checkNumber,
  checkPercent,
  checkProbability,
} from './numeric.js';
import { ReasonCode, nudge, type CheckResult } from './reasons.js';
import { checkPiMultiple, checkRepeatingDecimal, checkScientific } from './special-numbers.js';
import { checkCoordinate, checkList, checkQuotientRemainder, checkRatio } from './structured.js';

export { ReasonCode, nudgeKindOf, messageFor, type CheckResult, type NudgeKind, type Verdict } from './reasons.js';
export { normalise } from './normalise.js';
export { parseNumber, type ParsedNumber, type NumberForm } from './number-grammar.js';
export { localiseMessage, localiseResult } from './messages-es.js';

/** Longer inputs are never answers; refusing them early bounds the work per request. */
const MAX_INPUT_LENGTH = 200;

/** Judge `input` against `answer`; messages come in `language` (the problem's, English when absent). */
export function checkAnswer(input: string, answer: AnswerSpec, language: Language = 'en'): CheckResult {
  const result = judge(input, answer, language);
  return language === 'en' ? result : localiseResult(result, language);
}

function judge(input: string, answer: AnswerSpec, language: Language): CheckResult {
  if (input.length > MAX_INPUT_LENGTH) return nudge(ReasonCode.unreadable);
  const text = normalise(input, { divisionAsSlash: answer.format !== 'choice' });
  if (text === '') return nudge(ReasonCode.empty);
  switch (answer.format) {
    case 'integer':
      return checkInteger(text, answer);
    case 'decimal':
      return checkDecimal(text, answer);
    case 'money':
      return checkMoney(text, answer);
    case 'number':
      return checkNumber(text, answer);
    case 'fraction':
      return checkFraction(text, answer);
    case 'mixed':
      return checkMixed(text, answer);
    case 'percent':
      return checkPercent(text, answer);
    case 'probability':
      return checkProbability(text, answer);
    case 'ratio':
      return checkRatio(text, answer);
    case 'coordinate':
      return checkCoordinate(text, answer);
    case 'pi-multiple':
      return checkPiMultiple(text, answer);
    case 'scientific':
      return checkScientific(text, answer);
    case 'repeating-decimal':
      return checkRepeatingDecimal(text, answer);
    case 'quotient-remainder':
      return checkQuotientRemainder(text, answer);
    case 'expression':
      return checkExpression(text, answer);
    case 'expression-same-form':
      return checkExpressionSameForm(text, answer);
    case 'equation':
      return checkEquation(text, answer);
    case 'solution':
      return checkSolution(text, answer);
    case 'inequality':
      return checkInequality(text, answer);
    case 'choice':
      return checkChoice(text, answer, language);
    case 'list':
      return checkList(text, answer);
  }
}
