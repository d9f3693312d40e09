import type { AnswerSpec, Difficulty, Rng, SkillGenerator } from '../../types.js';
import { lin } from '../shared/expressions.js';
import { fmtDecOrFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { signedInt } from '../shared/random-picks.js';
import { times } from '../shared/timing.js';

interface Item {
  text: string;
  linear: boolean;
  step: string;
  last: string;
  why: string;
  check: string;
  trapId: string;
  trap: string;
}

function equationItem(rng: Rng): Item {
  const m = signedInt(rng, 1, 9);
  const b = signedInt(rng, 1, 9);
  if (rng.bool()) {
    const eq = `y = ${lin([[m, 'x']], b)}`;
    return { text: `Is ${eq} linear or nonlinear?`, linear: true, step: `${eq} already has the form y = mx + b.`, last: `What are m and b here?`, why: `${eq} is y = mx + b with m = ${fmtDecOrFrac(m)} and b = ${fmtDecOrFrac(b)}.`, check: 'Check: each time x goes up by 1, y changes by the same amount.', trapId: 'thought-nonlinear', trap: `It has the form y = mx + b (m = ${fmtDecOrFrac(m)}), so its graph is a straight line.` };
  }
  const pow = rng.pick(['x²', 'x³']);
  const eq = `y = ${lin([[1, pow]], b)}`;
  return { text: `Is ${eq} linear or nonlinear?`, linear: false, step: `The x is raised to a power: ${pow}.`, last: `Can ${pow} be written as m × x for one fixed m?`, why: `${eq} has ${pow}, so it cannot be written as y = mx + b.`, check: `Check: x = 0, 1, 2 give y = ${fmtDecOrFrac(b)}, ${fmtDecOrFrac(1 + b)}, ${fmtDecOrFrac((pow === 'x²' ? 4 : 8) + b)}: the changes are not equal.`, trapId: 'any-equation-is-linear', trap: `${pow} makes the graph curve: the change in y is not constant.` };
}

function tableItem(rng: Rng, ratioTrap: boolean): Item {
  const x0 = rng.int(0, 2);
  const dx = ratioTrap ? rng.pick([1, 2]) : 1;
  const xs = [0, 1, 2, 3].map((i) => x0 + i * dx);
  let ys: number[];
  let linear: boolean;
  if (ratioTrap) {
    linear = rng.bool(0.4);
    if (linear) {
      const m = rng.int(2, 5);
      const b = rng.int(-5, 9);
      ys = xs.map((x) => m * x + b);
    } else {
      const a = rng.int(1, 5);
      const r = rng.pick([2, 3]);
      ys = xs.map((_, i) => a * r ** i);
    }
  } else {
    linear = rng.bool();
    const m = signedInt(rng, 1, 6);
    const b = rng.int(-5, 9);
    ys = linear ? xs.map((x) => m * x + b) : xs.map((x) => x * x + b);
  }
  const diffs = ys.slice(1).map((y, i) => y - ys[i]!);
  const table = `x: ${xs.map((v) => fmtDecOrFrac(v)).join(', ')}; y: ${ys.map((v) => fmtDecOrFrac(v)).join(', ')}`;
  return {
    text: `The table shows a relationship. ${table}. Is it linear or nonlinear?`,
    linear,
    step: `x goes up by ${dx} each time. Find how much y changes each time.`,
    last: `The changes in y are ${diffs.map((d) => fmtDecOrFrac(d)).join(', ')}. Are they all the same?`,
    why: linear ? `y changes by ${fmtDecOrFrac(diffs[0]!)} every time x goes up by ${dx}: a constant rate of change.` : `The changes in y are ${diffs.map((d) => fmtDecOrFrac(d)).join(', ')}, not constant.`,
    check: linear ? 'Check: the points lie on one straight line.' : 'Check: plotted, the points curve instead of lining up.',
    trapId: linear ? 'thought-nonlinear' : ratioTrap ? 'constant-ratio-is-linear' : 'any-pattern-is-linear',
    trap: linear ? 'The change in y is the same each step, so it is linear.' : ratioTrap ? 'Multiplying by the same number each step is not a constant change: linear means adding the same amount.' : 'The change in y is not the same each step, so it is not linear.',
  };
}

const CONTEXTS: Array<[string, boolean, string]> = [
  ['The area A of a square with side s: A = s²', false, 's is squared, so A grows faster and faster.'],
  ['The perimeter P of a square with side s: P = 4s', true, 'P = 4s is y = mx + b with m = 4 and b = 0.'],
  ['The cost C of n tickets at $12 each plus a $5 fee: C = 12n + 5', true, 'C = 12n + 5 has the form y = mx + b.'],
  ['The volume V of a cube with edge e: V = e³', false, 'e is cubed, so the change is not constant.'],
  ['The area A of a circle with radius r: A = πr²', false, 'r is squared, so the graph curves.'],
  ['The distance d walked at 3 miles per hour for t hours: d = 3t', true, 'd = 3t has a constant rate of 3.'],
  ['Money that doubles every year, starting at $100', false, 'Doubling multiplies each year; the yearly change keeps growing.'],
  ['A candle 20 cm tall that burns 2 cm every hour: h = 20 − 2t', true, 'h = −2t + 20 has a constant rate of −2.'],
];
const DISGUISED: Array<[string, boolean, string, string]> = [
  ['y = (x + 3)/2', true, '(x + 3)/2 = x/2 + 3/2', 'm = 1/2 and b = 3/2'],
  ['2y − 4x = 6', true, 'add 4x and divide by 2: y = 2x + 3', 'm = 2 and b = 3'],
  ['y = 3/x', false, 'x is in the denominator', 'dividing by x is not multiplying x by a fixed m'],
  ['y = x(x + 1)', false, 'x(x + 1) = x² + x', 'there is an x² term'],
  ['y = 2(x − 1) + 5', true, '2(x − 1) + 5 = 2x + 3', 'm = 2 and b = 3'],
  ['xy = 12', false, 'y = 12/x', 'x ends up in the denominator'],
  ['y = x/4 − 1', true, 'x/4 = (1/4)x', 'm = 1/4 and b = −1'],
  ['y = √x', false, 'the square root is not m × x', 'the rate of change keeps shrinking'],
  ['3x + y = 7', true, 'subtract 3x: y = −3x + 7', 'm = −3 and b = 7'],
  ['y = 5', true, 'y = 0x + 5', 'm = 0 and b = 5 (a horizontal line)'],
];

export const fLinearOrNonlinear: SkillGenerator = {
  skillId: 'g8.f.linear-or-nonlinear',
  grade: 8,
  domain: 'f',
  ccss: ['8.F.A.3'],
  topic: 'Functions',
  subtopic: 'Linear or not?',
  prereqs: ['g8.ee.slope'],
  estTimeSec: times(15, 60),
  version: '1.0.0',
  generate(difficulty: Difficulty, rng: Rng) {
    let item: Item;
    if (difficulty === 1) item = equationItem(rng);
    else if (difficulty === 2) item = tableItem(rng, false);
    else if (difficulty === 3) item = tableItem(rng, true);
    else if (difficulty === 4) {
      const [t, linear, why] = rng.pick(CONTEXTS);
      item = { text: `${t}. Is this relationship linear or nonlinear?`, linear, step: 'Write it as a rule and compare it with y = mx + b.', last: 'Is the rate of change the same for every step?', why, check: linear ? 'Check: equal steps in the input give equal changes in the output.' : 'Check: equal steps in the input give different changes in the output.', trapId: linear ? 'thought-nonlinear' : 'any-formula-is-linear', trap: linear ? `It is linear: ${why}` : `It is nonlinear: ${why}` };
    } else {
      const [eq, linear, step, last] = rng.pick(DISGUISED);
      item = { text: `Is ${eq} linear or nonlinear?`, linear, step: `Rewrite it: ${step}.`, last: linear ? 'What are m and b?' : `Can it be written as y = mx + b?`, why: `${step[0]!.toUpperCase()}${step.slice(1)}; ${last}.`, check: linear ? 'Check: its graph is a straight line.' : 'Check: its graph is not a straight line.', trapId: linear ? 'dividing-makes-nonlinear' : 'any-equation-is-linear', trap: linear ? `It can be rewritten as y = mx + b (${last}), so it is linear.` : `It cannot be written as y = mx + b: ${last}.` };
    }
    const key = item.linear ? 'linear' : 'nonlinear';
    const answer: AnswerSpec = { format: 'choice', value: key, canonical: key, options: { linear: ['linear function', 'it is linear', 'straight line'], nonlinear: ['non-linear', 'not linear', 'nonlinear function', 'non linear'] } };
    return bodyByFormat(
      item.text,
      answer,
      ['A linear relationship can be written as y = mx + b: the rate of change is constant.', item.step, item.last],
      [item.why, `So it is ${key}.`, item.check],
      [mis(item.linear ? 'nonlinear' : 'linear', item.trapId, item.trap)],
    );
  },
};
