/**
 * A small recursive-descent parser and exact evaluator for the algebra formats (docs/maths/answer-checking.md).
 * Grammar (lowest precedence first):
 *   sum     = product (('+' | '-') product)*
 *   product = unary (('*' | '/') unary | implicit-factor)*      implicit: "3x", "2(x+1)", "(x+1)(x-1)", "(2x+3)12"
 *   unary   = ('-' | '+') unary | power
 *   power   = atom ('^' unary)?
 *   atom    = number | variable | '(' sum ')'
 * No eval, no floats: numbers become exact rationals.
 */
import { Rational, gcd } from '../rational.js';
import { ReasonCode } from './reasons.js';

export type Node =
  | { k: 'num'; v: Rational; paren?: boolean }
  | { k: 'var'; name: string; paren?: boolean }
  | { k: 'neg'; a: Node; paren?: boolean }
  | { k: 'add' | 'sub' | 'mul' | 'div' | 'pow'; a: Node; b: Node; paren?: boolean };

export class ExpressionError extends Error {
  constructor(readonly reason: ReasonCode) {
    super(reason);
  }
}

type Token =
  | { t: 'num'; v: Rational }
  | { t: 'var'; name: string }
  | { t: 'op'; op: '+' | '-' | '*' | '/' | '^' }
  | { t: '(' }
  | { t: ')' };

export interface ParseOptions {
  /** The problem's variables; other letters are nudged as the wrong variable. */
  vars: readonly string[];
  /** Numeric expressions (no variables): read a lone "x" as "times", as children write 3 x 4. */
  xMeansTimes?: boolean;
}

const OPEN = new Set(['(', '[', '{']);
const CLOSE = new Set([')', ']', '}']);
const TIMES = new Set(['*', '×', '·', '⋅']);

/** Map a typed letter to a problem variable (step 7 of reading the input): "X" reads as x unless X itself is a variable. */
function mapVariable(ch: string, vars: readonly string[]): string {
  if (vars.includes(ch)) return ch;
  const lower = ch.toLowerCase();
  if (vars.includes(lower)) return lower;
  throw new ExpressionError(ReasonCode.wrongVariable);
}

function tokenize(text: string, options: ParseOptions): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === ' ') {
      i++;
    } else if ((ch >= '0' && ch <= '9') || ch === '.') {
      let j = i;
      while (j < text.length && ((text[j]! >= '0' && text[j]! <= '9') || text[j] === '.')) j++;
      const lit = text.slice(i, j);
      if (lit === '.' || lit.split('.').length > 2) throw new ExpressionError(ReasonCode.unreadable);
      tokens.push({ t: 'num', v: Rational.parse(lit) });
      i = j;
    } else if (/[A-Za-z]/.test(ch)) {
      if (options.xMeansTimes && (ch === 'x' || ch === 'X')) tokens.push({ t: 'op', op: '*' });
      else tokens.push({ t: 'var', name: mapVariable(ch, options.vars) });
      i++;
    } else if (ch === '*' && text[i + 1] === '*') {
      tokens.push({ t: 'op', op: '^' });
      i += 2;
    } else if (TIMES.has(ch)) {
      tokens.push({ t: 'op', op: '*' });
      i++;
    } else if (ch === '/' || ch === '÷') {
      tokens.push({ t: 'op', op: '/' });
      i++;
    } else if (ch === '+' || ch === '-' || ch === '^') {
      tokens.push({ t: 'op', op: ch });
      i++;
    } else if (OPEN.has(ch)) {
      tokens.push({ t: '(' });
      i++;
    } else if (CLOSE.has(ch)) {
      tokens.push({ t: ')' });
      i++;
    } else {
      throw new ExpressionError(ReasonCode.unreadable);
    }
  }
  return tokens;
}

/** Parse an expression; throws ExpressionError with the nudge reason when it cannot be read. */
export function parseExpression(text: string, options: ParseOptions): Node {
  const tokens = tokenize(text, options);
  let pos = 0;
  const peek = (): Token | undefined => tokens[pos];
  const fail = (): never => {
    throw new ExpressionError(ReasonCode.unreadable);
  };

  const sum = (): Node => {
    let node = product();
    for (let tok = peek(); tok && tok.t === 'op' && (tok.op === '+' || tok.op === '-'); tok = peek()) {
      pos++;
      node = { k: tok.op === '+' ? 'add' : 'sub', a: node, b: product() };
    }
    return node;
  };
  const startsFactor = (tok: Token | undefined): boolean => !!tok && (tok.t === 'var' || tok.t === '(' || tok.t === 'num');
  const product = (): Node => {
    let node = unary();
    for (;;) {
      const tok = peek();
      if (tok && tok.t === 'op' && (tok.op === '*' || tok.op === '/')) {
        pos++;
        node = { k: tok.op === '*' ? 'mul' : 'div', a: node, b: unary() };
      } else if (startsFactor(tok)) {
        // Implicit multiplication; "2 3" (two bare numbers) is not a product anyone means.
        const prev = tokens[pos - 1];
        if (tok!.t === 'num' && prev && prev.t !== ')') fail();
        node = { k: 'mul', a: node, b: power() };
      } else {
        return node;
      }
    }
  };
  const unary = (): Node => {
    const tok = peek();
    if (tok && tok.t === 'op' && (tok.op === '-' || tok.op === '+')) {
      pos++;
      const inner = unary();
      return tok.op === '-' ? { k: 'neg', a: inner } : inner;
    }
    return power();
  };
  const power = (): Node => {
    const base = atom();
    const tok = peek();
    if (tok && tok.t === 'op' && tok.op === '^') {
      pos++;
      return { k: 'pow', a: base, b: unary() };
    }
    return base;
  };
  const atom = (): Node => {
    const tok = peek();
    if (!tok) return fail();
    pos++;
    if (tok.t === 'num') return { k: 'num', v: tok.v };
    if (tok.t === 'var') return { k: 'var', name: tok.name };
    if (tok.t === '(') {
      const inner = sum();
      const close = peek();
      if (!close || close.t !== ')') fail();
      pos++;
      return { ...inner, paren: true };
    }
    return fail();
  };

  if (tokens.length === 0) fail();
  const tree = sum();
  if (pos !== tokens.length) fail();
  return tree;
}

export type Env = ReadonlyMap<string, Rational>;

/** Exact value at a point; null where it is undefined there (division by zero, odd exponent). */
export function evaluate(node: Node, env: Env): Rational | null {
  switch (node.k) {
    case 'num':
      return node.v;
    case 'var':
      return env.get(node.name) ?? null;
    case 'neg': {
      const a = evaluate(node.a, env);
      return a && a.neg();
    }
    default: {
      const a = evaluate(node.a, env);
      const b = evaluate(node.b, env);
      if (!a || !b) return null;
      switch (node.k) {
        case 'add':
          return a.add(b);
        case 'sub':
          return a.sub(b);
        case 'mul':
          return a.mul(b);
        case 'div':
          return b.sign() === 0 ? null : a.div(b);
        case 'pow': {
          // Grades 6–8 only raise to small whole-number (or negative integer) powers.
          if (!b.isInteger() || b.abs().gt(12)) return null;
          if (a.sign() === 0 && b.sign() < 0) return null;
          return a.pow(Number(b.num));
        }
      }
    }
  }
}

/**
 * Points at which to compare expressions. Fixed "random-looking" rationals rather than a fresh rng:
 * verdicts must be reproducible for the same input, and awkward denominators make accidental equality
 * of different polynomials practically impossible.
 */
const POINT_VALUES: readonly Rational[] = [
  [7, 3], [-5, 2], [11, 7], [13, 5], [-17, 11], [19, 13], [3, 17], [-23, 7], [29, 9], [31, 4], [-2, 19], [37, 6],
].map(([n, d]) => Rational.of(n!, d!));

export function samplePoints(vars: readonly string[], count = 6): Env[] {
  const points: Env[] = [];
  for (let i = 0; i < count; i++) {
    points.push(new Map(vars.map((v, j) => [v, POINT_VALUES[(i * 5 + j * 7) % POINT_VALUES.length]!] as const)));
  }
  return points;
}

/** Same value at every sample point where both are defined (and at least three such points). */
export function equivalent(a: Node, b: Node, vars: readonly string[]): boolean {
  let compared = 0;
  for (const env of samplePoints(vars)) {
    const x = evaluate(a, env);
    const y = evaluate(b, env);
    if (!x || !y) continue;
    if (!x.eq(y)) return false;
    compared++;
  }
  return compared >= 3;
}

export function hasParentheses(node: Node): boolean {
  if (node.paren) return true;
  switch (node.k) {
    case 'num':
    case 'var':
      return false;
    case 'neg':
      return hasParentheses(node.a);
    default:
      return hasParentheses(node.a) || hasParentheses(node.b);
  }
}

/** The terms of a sum, looking through + and − (not through brackets). */
export function sumTerms(node: Node): Node[] {
  if (!node.paren && (node.k === 'add' || node.k === 'sub')) return [...sumTerms(node.a), ...sumTerms(node.b)];
  if (!node.paren && node.k === 'neg') return sumTerms(node.a);
  return [node];
}

/**
 * Like-term signature of a monomial ("x^2*y", "" for a constant), or null when the term is not a simple
 * monomial (two numeric factors such as 3*4x, a repeated variable such as x*x, a variable divisor).
 */
export function monomialSignature(node: Node): string | null {
  const powers = new Map<string, number>();
  let numericFactors = 0;
  let numericDivisors = 0;
  const visit = (n: Node): boolean => {
    switch (n.k) {
      case 'num':
        numericFactors++;
        return true;
      case 'var':
        if (powers.has(n.name)) return false;
        powers.set(n.name, 1);
        return true;
      case 'neg':
        return visit(n.a);
      case 'mul':
        return visit(n.a) && visit(n.b);
      case 'div':
        if (n.b.k !== 'num') return false;
        numericDivisors++;
        return visit(n.a);
      case 'pow':
        if (n.a.k !== 'var' || n.b.k !== 'num' || !n.b.v.isInteger() || powers.has(n.a.name)) return false;
        powers.set(n.a.name, Number(n.b.v.num));
        return true;
      default:
        return false;
    }
  };
  if (!visit(node) || numericFactors > 1 || numericDivisors > 1) return null;
  return [...powers.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([v, p]) => (p === 1 ? v : `${v}^${p}`)).join('*');
}

/** Integer coefficients of a linear expression, or null when it is not linear with integer coefficients. */
export function linearIntegerCoefficients(node: Node, vars: readonly string[]): bigint[] | null {
  const zero = new Map(vars.map((v) => [v, Rational.ZERO] as const));
  const c0 = evaluate(node, zero);
  if (!c0) return null;
  const coefficients: Rational[] = [c0];
  for (const v of vars) {
    const unit = new Map(zero);
    unit.set(v, Rational.ONE);
    const at = evaluate(node, unit);
    if (!at) return null;
    coefficients.push(at.sub(c0));
  }
  // Confirm linearity at a sample point before trusting the coefficients.
  const env = samplePoints(vars, 1)[0]!;
  const actual = evaluate(node, env);
  const predicted = vars.reduce((acc, v, i) => acc.add(coefficients[i + 1]!.mul(env.get(v)!)), c0);
  if (!actual || !actual.eq(predicted)) return null;
  if (!coefficients.every((c) => c.isInteger())) return null;
  return coefficients.map((c) => c.num);
}

export function gcdOf(values: readonly bigint[]): bigint {
  return values.reduce((g, v) => (v === 0n ? g : g === 0n ? (v < 0n ? -v : v) : gcd(g, v)), 0n);
}

/**
 * Canonical text of the structure, up to commutativity/associativity of + and × and redundant brackets
 * (for expression-same-form). Subtraction and division keep their right operand as one unit.
 */
export function structureKey(node: Node): string {
  switch (node.k) {
    case 'num':
      return node.v.toString();
    case 'var':
      return node.name;
    case 'neg':
      return `neg(${structureKey(node.a)})`;
    case 'add':
    case 'sub': {
      const parts: string[] = [];
      const collect = (n: Node, sign: '+' | '-'): void => {
        if (n.k === 'add') {
          collect(n.a, sign);
          collect(n.b, sign);
        } else if (n.k === 'sub' && sign === '+') {
          collect(n.a, '+');
          parts.push(`-${structureKey(n.b)}`);
        } else {
          parts.push(`${sign}${structureKey(n)}`);
        }
      };
      collect(node, '+');
      return `sum[${parts.sort().join(',')}]`;
    }
    case 'mul':
    case 'div': {
      const parts: string[] = [];
      const collect = (n: Node): void => {
        if (n.k === 'mul') {
          collect(n.a);
          collect(n.b);
        } else if (n.k === 'div') {
          collect(n.a);
          parts.push(`/${structureKey(n.b)}`);
        } else {
          parts.push(`*${structureKey(n)}`);
        }
      };
      collect(node);
      return `prod[${parts.sort().join(',')}]`;
    }
    case 'pow':
      return `pow(${structureKey(node.a)},${structureKey(node.b)})`;
  }
}
