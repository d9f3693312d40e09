/**
 * The step-by-step tutor's steps (docs/maths/curriculum.md, explanations; docs/adr/0115): each
 * step of a problem's worked solution becomes either a blank the child fills in, or plain text.
 *
 * A step gets a blank when the value after its last "=" (or, in a step without "=", after a
 * label such as "In simplest form:") is one value the checker can judge: a number (whole,
 * decimal, fraction, mixed, money, percent) or an expression in one-letter variables. What
 * follows the value may only be words and punctuation ("24 marbles.", "14 in simplest form."),
 * so the blank never hides part of a calculation. "Check: ..." steps stay text. The child's
 * input is judged by the answer checker itself, against a spec built from the printed value:
 * any equal value is right (4/24 for 2/12), except that typing the very text left of the "="
 * does not count, and a step that says "simplest" wants simplest form. Pure.
 */
import { checkAnswer, localiseResult, normalise, parseNumber, type CheckResult } from '../checker/index.js';
import type { Language } from '../language/index.js';
import { parseExpression } from '../checker/expression.js';
import { ReasonCode, nudge } from '../checker/reasons.js';
import type { AnswerSpec, Problem } from '../types.js';

export interface TutorTextStep {
  kind: 'text';
  text: string;
}

export interface TutorFillStep {
  kind: 'fill';
  /** The step's text before the blank, e.g. "5/12 + 2/12 = ". */
  before: string;
  /** The step's text after the blank, e.g. "." or " marbles.". */
  after: string;
  /** The value the step prints in the blank, e.g. "7/12". */
  value: string;
  /** The checker spec the child's input is judged against. */
  spec: AnswerSpec;
  /** The operand left of the "=", normalised: typing it back is not filling the step in. */
  leftSide: string | null;
}

export type TutorStep = TutorTextStep | TutorFillStep;

/** Steps whose value is a check of the answer rather than a step towards it. */
const CHECK_STEP_RE = /^\s*(?:check|comprueba)\b/i;
/** "Label: value." in a step without "=" (a Spanish label may start with an accented capital). */
const LABEL_RE = /^([A-ZÁÉÍÓÚÑ¿][^:=\d]{0,40}):\s+(.+)$/;
/** Money, a signed number with an optional fraction part or mixed-number part, an optional percent sign. */
const NUMBER_TOKEN_RE = /^(\$?[-−]?\d[\d,]*(?:\.\d+)?(?:\/\d+|\s\d+\/\d+)?%?)/;
/** What may follow a value in a fillable step: words and punctuation, no digits, no exponents, no operators. */
const TRAILER_RE = /^[^\d⁰¹²³⁴⁵⁶⁷⁸⁹⁻=+\-−×÷*/<>≤≥^()]*$/;
/** Characters of an expression value: digits, one-letter variables, operators, brackets. */
const EXPRESSION_RE = /^[\d\sA-Za-z+\-−×÷*/^().]+$/;

/** The steps of a problem's worked solution, in order. */
export function tutorSteps(problem: Pick<Problem, 'explanation'>): TutorStep[] {
  return problem.explanation.map(deriveStep);
}

export function deriveStep(text: string): TutorStep {
  const plain: TutorTextStep = { kind: 'text', text };
  if (CHECK_STEP_RE.test(text)) return plain;
  const eq = text.lastIndexOf('=');
  let cut: number;
  if (eq >= 0) cut = eq + 1;
  else {
    const label = LABEL_RE.exec(text);
    if (!label) return plain;
    cut = label[1]!.length + 1;
  }
  const head = text.slice(0, cut);
  const lead = /^\s*/.exec(text.slice(cut))![0];
  const tail = text.slice(cut + lead.length);
  const simplest = /simplest|mínima expresión/i.test(text);
  const leftSide = eq >= 0 ? leftOperand(text.slice(0, eq)) : null;
  const fill = numberBlank(tail, simplest) ?? expressionBlank(tail);
  if (!fill) return plain;
  const step: TutorFillStep = { kind: 'fill', before: head + lead, after: fill.after, value: fill.value, spec: fill.spec, leftSide };
  // Nothing to fill in when the step only restates its left side ("1/6 = 1/6"), and never a blank
  // whose own printed value the checker would not take (the safety net for new generators' wording).
  if (leftSide !== null && squash(fill.value) === leftSide) return plain;
  return checkStep(step, fill.value).verdict === 'accept' ? step : plain;
}

interface Blank {
  value: string;
  after: string;
  spec: AnswerSpec;
}

function numberBlank(tail: string, simplest: boolean): Blank | null {
  const m = NUMBER_TOKEN_RE.exec(tail);
  if (!m) return null;
  const token = m[1]!.replace(/,$/, '');
  const after = tail.slice(token.length);
  if (!TRAILER_RE.test(after)) return null;
  const money = token.startsWith('$');
  const percent = token.endsWith('%');
  const body = normalise(token.replace(/^\$/, '').replace(/%$/, ''), { divisionAsSlash: true });
  const parsed = parseNumber(body);
  if (!parsed.ok) return null;
  const value = parsed.num.value.toString();
  const base = { canonical: token, unit: null };
  const spec: AnswerSpec = money
    ? { ...base, format: 'money', value }
    : percent
      ? { ...base, format: 'percent', value }
      : { ...base, format: 'number', value, simplify: simplest ? 'required' : 'optional' };
  return { value: token, after, spec };
}

function expressionBlank(tail: string): Blank | null {
  const m = /^(.*?)([.!]?\s*)$/.exec(tail);
  const expr = m?.[1]?.trim() ?? '';
  if (expr === '' || !EXPRESSION_RE.test(expr)) return null;
  // Letters must be one-letter variables ("9x", "5m"), never words ("bars").
  if (/[A-Za-z]{2,}/.test(expr)) return null;
  const vars = [...new Set(expr.match(/[A-Za-z]/g) ?? [])];
  if (vars.length === 0) return null; // a calculation of numbers ("6 × 6"): the step shows it, it is not one value
  const text = normalise(expr, { divisionAsSlash: true });
  try {
    parseExpression(text, { vars });
  } catch {
    return null;
  }
  return { value: expr, after: tail.slice(m![1]!.length), spec: { format: 'expression', expression: expr, vars, form: 'any', canonical: expr, unit: null } };
}

/** The operand just left of the "=": after the previous "=", ":", "," or ";" (normalised, see squash). */
function leftOperand(beforeEq: string): string | null {
  const parts = beforeEq.split(/[=:;,]/);
  const last = parts.at(-1)?.trim() ?? '';
  return last === '' ? null : squash(last);
}

function squash(text: string): string {
  // Spaces around signs do not matter; between digits they do ("1 1/10" is not "11/10").
  return normalise(text, { divisionAsSlash: true }).trim().replace(/\s+/g, ' ').replace(/ ?([^\w ]) ?/g, '$1').toLowerCase();
}

/** Judge the child's input for a fill step, with the checker's own rules and messages. */
export function checkStep(step: TutorFillStep, input: string, language: Language = 'en'): CheckResult {
  if (step.leftSide !== null && squash(input) === step.leftSide) {
    return localiseResult(nudge(ReasonCode.unreadable, 'That is where this step starts. What does it come to?'), language);
  }
  return checkAnswer(input, step.spec, language);
}
