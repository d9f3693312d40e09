/**
 * Algebra formats (docs/maths/answer-checking.md, rules per answer format): expression, expression-same-form, equation, solution, inequality.
 * Letters are variables here, so units are never parsed.
 */
import type { Rational } from '../rational.js';
import type { AnswerSpec } from '../types.js';
import {
  ExpressionError,
  equivalent,
  evaluate,
  gcdOf,
  hasParentheses,
  linearIntegerCoefficients,
  monomialSignature,
  parseExpression,
  samplePoints,
  structureKey,
  sumTerms,
  type Node,
  type ParseOptions,
} from './expression.js';
import { normalise } from './normalise.js';
import { parseNumber } from './number-grammar.js';
import { exact } from './numeric.js';
import { ReasonCode, accept, nudge, reject, type CheckResult } from './reasons.js';

type Spec<F extends AnswerSpec['format']> = Extract<AnswerSpec, { format: F }>;

type Parsed = { ok: true; node: Node } | { ok: false; result: CheckResult };

function tryParse(text: string, options: ParseOptions): Parsed {
  try {
    return { ok: true, node: parseExpression(text, options) };
  } catch (e) {
    if (e instanceof ExpressionError) return { ok: false, result: nudge(e.reason) };
    throw e;
  }
}

/** Reference expressions come from generators and are re-parsed on every check; cache them. */
const REFERENCE_CACHE = new Map<string, Node>();
function reference(text: string, options: ParseOptions): Node {
  const key = `${options.vars.join(',')}|${options.xMeansTimes ? 1 : 0}|${text}`;
  let node = REFERENCE_CACHE.get(key);
  if (!node) {
    // Generators may print references with a true minus sign or ÷; read them like the child's text.
    node = parseExpression(normalise(text, { divisionAsSlash: true }), options);
    if (REFERENCE_CACHE.size > 5_000) REFERENCE_CACHE.clear();
    REFERENCE_CACHE.set(key, node);
  }
  return node;
}

// ---------- expression ----------

function isSimplified(node: Node): boolean {
  if (hasParentheses(node)) return false;
  const seen = new Set<string>();
  for (const term of sumTerms(node)) {
    const sig = monomialSignature(term);
    if (sig === null || seen.has(sig)) return false;
    seen.add(sig);
  }
  return true;
}

function containsVariable(n: Node): boolean {
  if (n.k === 'var') return true;
  if (n.k === 'num') return false;
  if (n.k === 'neg') return containsVariable(n.a);
  return containsVariable(n.a) || containsVariable(n.b);
}

/** c·(sum) or (sum)·c with c the requested factor, or the GCF when none is given. */
function isFactored(node: Node, vars: readonly string[], factor: Rational | null): boolean {
  if (node.k !== 'mul') return false;
  // A constant factor may itself be a fraction: 1/2(x − 3) reads as (1/2)·(x − 3).
  const isConstant = (n: Node): boolean => !containsVariable(n);
  const isBracketedSum = (n: Node): boolean => !!n.paren && (n.k === 'add' || n.k === 'sub');
  let constant: Node;
  let inner: Node;
  if (isConstant(node.a) && isBracketedSum(node.b)) [constant, inner] = [node.a, node.b];
  else if (isConstant(node.b) && isBracketedSum(node.a)) [constant, inner] = [node.b, node.a];
  else return false;
  const c = evaluate(constant, new Map())!;
  if (factor) return c.eq(factor);
  const coefficients = linearIntegerCoefficients(inner, vars);
  // Not linear with integer coefficients: we cannot judge "greatest" here, so accept the shape.
  if (!coefficients) return c.isInteger();
  return gcdOf(coefficients) === 1n;
}

export function checkExpression(text: string, spec: Spec<'expression'>): CheckResult {
  if (text.includes('=')) return nudge(ReasonCode.unreadable, 'Write an expression, without an = sign.');
  const options: ParseOptions = { vars: spec.vars };
  const child = tryParse(text, options);
  if (!child.ok) return child.result;
  const answer = reference(spec.expression, options);
  if (!equivalent(child.node, answer, spec.vars)) return reject();
  if (spec.form === 'simplified' && !isSimplified(child.node)) return nudge(ReasonCode.notSimplified);
  if (spec.form === 'factored' && !isFactored(child.node, spec.vars, spec.factor ? exact(spec.factor) : null)) {
    return nudge(ReasonCode.notFactored);
  }
  return accept();
}

// ---------- expression-same-form ----------

export function checkExpressionSameForm(text: string, spec: Spec<'expression-same-form'>): CheckResult {
  const options: ParseOptions = { vars: [], xMeansTimes: true };
  const child = tryParse(text, options);
  if (!child.ok) return child.result;
  const answer = reference(spec.expression, options);
  const none = new Map<string, Rational>();
  const childValue = evaluate(child.node, none);
  const answerValue = evaluate(answer, none);
  if (!childValue || !answerValue || !childValue.eq(answerValue)) return reject();
  if (structureKey(child.node) === structureKey(answer)) return accept();
  if (child.node.k === 'num' || (child.node.k === 'neg' && child.node.a.k === 'num')) {
    return nudge(ReasonCode.writeExpressionNotValue);
  }
  return nudge(ReasonCode.showEveryStep);
}

// ---------- equation ----------

function splitEquation(text: string): [string, string] | null {
  const sides = text.split('=');
  if (sides.length !== 2 || sides[0]!.trim() === '' || sides[1]!.trim() === '') return null;
  return [sides[0]!, sides[1]!];
}

export function checkEquation(text: string, spec: Spec<'equation'>): CheckResult {
  const sides = splitEquation(text);
  if (!sides) return nudge(ReasonCode.notAnEquation);
  const options: ParseOptions = { vars: spec.vars };
  const left = tryParse(sides[0], options);
  if (!left.ok) return left.result;
  const right = tryParse(sides[1], options);
  if (!right.ok) return right.result;
  const [al, ar] = splitEquation(spec.equation)!;
  const answerDiff: Node = { k: 'sub', a: reference(al, options), b: reference(ar, options) };
  const childDiff: Node = { k: 'sub', a: left.node, b: right.node };
  // Same solution set for linear equations: childL − childR = k·(answerL − answerR) with one k ≠ 0.
  let ratio: Rational | null = null;
  let compared = 0;
  for (const env of samplePoints(spec.vars)) {
    const a = evaluate(answerDiff, env);
    const c = evaluate(childDiff, env);
    if (!a || !c) continue;
    if (a.sign() === 0) {
      if (c.sign() !== 0) return reject();
      continue;
    }
    const k = c.div(a);
    if (k.sign() === 0 || (ratio && !ratio.eq(k))) return reject();
    ratio = k;
    compared++;
  }
  return compared >= 3 ? accept() : reject();
}

// ---------- solution ----------

const NO_SOLUTION = new Set([
  'no solution', 'no solutions', 'none', 'no answer', '∅', '{}', 'empty set', 'the empty set', 'no real solution',
  'no real solutions', 'there is no solution', 'there are no solutions', 'no solution exists',
]);
const INFINITELY_MANY = new Set([
  'infinitely many', 'infinitely many solutions', 'infinite', 'infinite solutions', 'infinitely many answers',
  'all numbers', 'all real numbers', 'any number', 'every number', '∞', 'infinity', 'all real', 'any real number',
]);

type Special = 'none' | 'infinite';

function readSpecial(text: string): Special | null {
  const s = text.toLowerCase().replace(/[.!]$/, '').trim();
  if (NO_SOLUTION.has(s)) return 'none';
  if (INFINITELY_MANY.has(s)) return 'infinite';
  return null;
}

const LETTER_RE = /^[A-Za-z]$/;

/** Read the variable letter typed against the expected one (step 7 of reading the input: case mapping). */
function sameVariable(typed: string, expected: string): boolean {
  return typed === expected || typed.toLowerCase() === expected;
}

export function checkSolution(text: string, spec: Spec<'solution'>): CheckResult {
  // `special` names the expected special answer only when no value is given ('none' = no solution).
  const expectedSpecial: Special | null = spec.value === undefined ? (spec.special === 'infinite' ? 'infinite' : 'none') : null;
  const typedSpecial = readSpecial(text);
  if (typedSpecial) return typedSpecial === expectedSpecial ? accept() : reject();

  let valueText = text;
  if (text.includes('=')) {
    const sides = splitEquation(text);
    if (!sides) return nudge(ReasonCode.unreadable);
    const [l, r] = [sides[0].trim(), sides[1].trim()];
    if (parseNumber(l).ok && parseNumber(r).ok) return nudge(ReasonCode.interpretIdentity);
    let letter: string;
    if (LETTER_RE.test(l)) [letter, valueText] = [l, r];
    else if (LETTER_RE.test(r)) [letter, valueText] = [r, l];
    else return nudge(ReasonCode.unreadable);
    if (!sameVariable(letter, spec.variable)) return nudge(ReasonCode.wrongVariable);
  }
  const parsed = parseNumber(valueText);
  if (!parsed.ok) return nudge(parsed.reason);
  if (expectedSpecial) return reject(ReasonCode.specialExpected);
  if (!parsed.num.value.eq(exact(spec.value!))) return reject();
  return parsed.num.simplest ? accept() : nudge(ReasonCode.notSimplified);
}

// ---------- inequality ----------

type Op = '<' | '>' | '<=' | '>=';
const FLIP: Readonly<Record<Op, Op>> = { '<': '>', '>': '<', '<=': '>=', '>=': '<=' };
const OP_RE = /<=|=<|>=|=>|≤|≥|<|>/g;

function readOp(symbol: string): Op {
  if (symbol === '<=' || symbol === '=<' || symbol === '≤') return '<=';
  if (symbol === '>=' || symbol === '=>' || symbol === '≥') return '>=';
  return symbol as '<' | '>';
}

export function checkInequality(text: string, spec: Spec<'inequality'>): CheckResult {
  const ops = [...text.matchAll(OP_RE)];
  if (ops.length === 0) return nudge(ReasonCode.notAnInequality);
  if (ops.length > 1) return nudge(ReasonCode.compoundInequality);
  const match = ops[0]!;
  const left = text.slice(0, match.index).trim();
  const right = text.slice(match.index + match[0].length).trim();
  let op = readOp(match[0]);
  let letter: string;
  let boundText: string;
  if (LETTER_RE.test(left)) [letter, boundText] = [left, right];
  else if (LETTER_RE.test(right)) {
    [letter, boundText] = [right, left];
    op = FLIP[op];
  } else return nudge(ReasonCode.unreadable, 'Write the inequality with the variable, like x > 5.');
  if (!sameVariable(letter, spec.variable)) return nudge(ReasonCode.wrongVariable);
  const bound = parseNumber(boundText);
  if (!bound.ok) return nudge(bound.reason);
  if (!bound.num.value.eq(exact(spec.bound))) return reject();
  if (op === spec.op) return accept();
  const direction = (o: Op): string => o[0]!;
  return direction(op) !== direction(spec.op) ? reject(ReasonCode.wrongDirection) : reject(ReasonCode.boundary);
}
