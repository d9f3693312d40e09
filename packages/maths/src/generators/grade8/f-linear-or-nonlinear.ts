import type { AnswerSpec, Difficulty, Rng, SkillGenerator } from '../../types.js';
import { lin } from '../shared/expressions.js';
import { R } from '../../rational.js';
import { fmtDecOrFrac, fmtFrac, fmtInt } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { signedInt } from '../shared/random-picks.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

interface Item {
  text: string;
  /** Steps with a number to fill in before the decision (the power of x, the first change in y). */
  fill?: string[];
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
  return { text: `Is ${eq} linear or nonlinear?`, linear: false, fill: [`Power of x: ${pow === 'x²' ? 2 : 3}.`], step: `The x is raised to a power: ${pow}.`, last: `Can ${pow} be written as m × x for one fixed m?`, why: `${eq} has ${pow}, so it cannot be written as y = mx + b.`, check: `Check: x = 0, 1, 2 give y = ${fmtDecOrFrac(b)}, ${fmtDecOrFrac(1 + b)}, ${fmtDecOrFrac((pow === 'x²' ? 4 : 8) + b)}: the changes are not equal.`, trapId: 'any-equation-is-linear', trap: `${pow} makes the graph curve: the change in y is not constant.` };
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
    // The wording is drawn after the numbers (docs/maths/curriculum.md, "Variety").
    text: rng.pick([
      `The table shows a relationship. ${table}. Is it linear or nonlinear?`,
      `${someone(rng)} records these values: ${table}. Is the relationship linear or nonlinear?`,
      `A table gives ${table}. Is the relationship between x and y linear or nonlinear?`,
      `Here are some inputs and outputs. ${table}. Linear or nonlinear?`,
      `Is the relationship in this table linear or nonlinear? ${table}.`,
    ]),
    linear,
    fill: [`First change in y: ${fmtDecOrFrac(ys[1]!)} − ${ys[0]! < 0 ? `(${fmtDecOrFrac(ys[0]!)})` : fmtDecOrFrac(ys[0]!)} = ${fmtDecOrFrac(diffs[0]!)}.`],
    step: `x goes up by ${dx} each time. Find how much y changes each time.`,
    last: `The changes in y are ${diffs.map((d) => fmtDecOrFrac(d)).join(', ')}. Are they all the same?`,
    why: linear ? `y changes by ${fmtDecOrFrac(diffs[0]!)} every time x goes up by ${dx}: a constant rate of change.` : `The changes in y are ${diffs.map((d) => fmtDecOrFrac(d)).join(', ')}, not constant.`,
    check: linear ? 'Check: the points lie on one straight line.' : 'Check: plotted, the points curve instead of lining up.',
    trapId: linear ? 'thought-nonlinear' : ratioTrap ? 'constant-ratio-is-linear' : 'any-pattern-is-linear',
    trap: linear ? 'The change in y is the same each step, so it is linear.' : ratioTrap ? 'Multiplying by the same number each step is not a constant change: linear means adding the same amount.' : 'The change in y is not the same each step, so it is not linear.',
  };
}

/** A relationship described in words with its rule: [text, linear?, why]. Numbers vary within each family. */
function context(rng: Rng): [string, boolean, string] {
  if (rng.bool()) {
    switch (rng.int(0, 4)) {
      case 0: {
        const [shape, n] = rng.pick([['square', 4], ['equilateral triangle', 3], ['regular pentagon', 5], ['regular hexagon', 6]] as const);
        return [`The perimeter P of a ${shape} with side s: P = ${n}s`, true, `P = ${n}s is y = mx + b with m = ${n} and b = 0.`];
      }
      case 1: {
        const price = rng.int(5, 15);
        const fee = rng.pick([2, 3, 4, 5, 6, 7, 9, 10]);
        return [`The cost C of n tickets at $${price} each plus a $${fee} fee: C = ${price}n + ${fee}`, true, `C = ${price}n + ${fee} has the form y = mx + b.`];
      }
      case 2: {
        const speed = rng.int(2, 5);
        return [`The distance d walked at ${speed} miles per hour for t hours: d = ${speed}t`, true, `d = ${speed}t has a constant rate of ${speed}.`];
      }
      case 3: {
        const burn = rng.int(1, 3);
        const tall = burn * rng.int(6, 12);
        return [`A candle ${tall} cm tall that burns ${burn} cm every hour: h = ${lin([[-burn, 't']], tall).replace(/^−(\w+) \+ (\d+)$/, '$2 − $1')}`, true, `h = ${lin([[-burn, 't']], tall)} has a constant rate of −${burn}.`];
      }
      default: {
        const start = rng.pick([20, 25, 30, 40, 50]);
        const save = rng.pick([5, 10, 15]);
        return [`A savings jar holds $${start} and gets $${save} more every week: S = ${start} + ${save}w`, true, `S = ${save}w + ${start} has a constant rate of ${save} dollars a week.`];
      }
    }
  }
  switch (rng.int(0, 4)) {
    case 0:
      return rng.pick<[string, boolean, string]>([
        ['The area A of a square with side s: A = s²', false, 's is squared, so A grows faster and faster.'],
        ['The volume V of a cube with edge e: V = e³', false, 'e is cubed, so the change is not constant.'],
        ['The area A of a circle with radius r: A = πr²', false, 'r is squared, so the graph curves.'],
      ]);
    case 1: {
      const k = rng.int(2, 4);
      return [`The area A of a rectangle whose length is ${k} times its width w: A = ${k}w²`, false, 'w is squared, so A grows faster and faster.'];
    }
    case 2: {
      const start = rng.pick([50, 100, 200, 500, 1000]);
      return [`Money that doubles every year, starting at $${fmtInt(start)}`, false, 'Doubling multiplies each year; the yearly change keeps growing.'];
    }
    case 3: {
      const start = rng.pick([10, 20, 50, 100]);
      const every = rng.pick(['hour', 'day']);
      return [`A colony of ${start} bacteria that doubles every ${every}`, false, `Doubling multiplies each ${every}; the change keeps growing.`];
    }
    default: {
      const drop = rng.int(2, 5);
      return [`The distance d a ball has fallen after t seconds when it is dropped from a bridge ${drop * 20} m high: d = 5t²`, false, 't is squared, so the ball falls farther each second.'];
    }
  }
}
/** An equation in disguise: [equation, linear?, the rewriting step, what it shows]. */
function disguised(rng: Rng): [string, boolean, string, string] {
  const q = rng.int(2, 5);
  const a = rng.int(1, 9);
  const m = rng.int(2, 4);
  const c = rng.int(1, 6);
  switch (rng.int(0, 9)) {
    case 0: {
      const k = R(a).div(q);
      return [`y = (x + ${a})/${q}`, true, `(x + ${a})/${q} = x/${q} + ${fmtFrac(k)}`, `m = 1/${q} and b = ${fmtFrac(k)}`];
    }
    case 1: {
      const p = rng.int(2, 3);
      return [`${p}y − ${p * m}x = ${p * c}`, true, `add ${p * m}x and divide by ${p}: y = ${m}x + ${c}`, `m = ${m} and b = ${c}`];
    }
    case 2:
      return [`y = ${a + 1}/x`, false, 'x is in the denominator', 'dividing by x is not multiplying x by a fixed m'];
    case 3:
      return [`y = x(x + ${a})`, false, `x(x + ${a}) = ${lin([[1, 'x²'], [a, 'x']])}`, 'there is an x² term'];
    case 4: {
      const k = c - m * a;
      return [`y = ${m}(x − ${a}) + ${c}`, true, `${m}(x − ${a}) + ${c} = ${lin([[m, 'x']], k)}`, `m = ${m} and b = ${fmtDecOrFrac(k)}`];
    }
    case 5: {
      const k = rng.pick([6, 8, 10, 12, 18, 20, 24]);
      return [`xy = ${k}`, false, `y = ${k}/x`, 'x ends up in the denominator'];
    }
    case 6:
      return [`y = x/${q} − ${c}`, true, `x/${q} = (1/${q})x`, `m = 1/${q} and b = −${c}`];
    case 7:
      return [`y = ${lin([[1, '√x']], c)}`, false, 'the square root is not m × x', 'the rate of change keeps shrinking'];
    case 8:
      return [`${m}x + y = ${c + 2}`, true, `subtract ${m}x: y = ${lin([[-m, 'x']], c + 2)}`, `m = −${m} and b = ${c + 2}`];
    default:
      return [`y = ${a}`, true, `y = 0x + ${a}`, `m = 0 and b = ${a} (a horizontal line)`];
  }
}

export const fLinearOrNonlinear: SkillGenerator = {
  skillId: 'g8.f.linear-or-nonlinear',
  grade: 8,
  domain: 'f',
  ccss: ['8.F.A.3'],
  topic: 'Functions',
  subtopic: 'Linear or not?',
  prereqs: ['g8.ee.slope'],
  estTimeSec: times(15, 60),
  version: '1.2.0',
  generate(difficulty: Difficulty, rng: Rng) {
    let item: Item;
    if (difficulty === 1) item = equationItem(rng);
    else if (difficulty === 2) item = tableItem(rng, false);
    else if (difficulty === 3) item = tableItem(rng, true);
    else if (difficulty === 4) {
      const [t, linear, why] = context(rng);
      item = { text: `${t}. Is this relationship linear or nonlinear?`, linear, step: 'Write it as a rule and compare it with y = mx + b.', last: 'Is the rate of change the same for every step?', why, check: linear ? 'Check: equal steps in the input give equal changes in the output.' : 'Check: equal steps in the input give different changes in the output.', trapId: linear ? 'thought-nonlinear' : 'any-formula-is-linear', trap: linear ? `It is linear: ${why}` : `It is nonlinear: ${why}` };
    } else {
      const [eq, linear, step, last] = disguised(rng);
      item = { text: `Is ${eq} linear or nonlinear?`, linear, step: `Rewrite it: ${step}.`, last: linear ? 'What are m and b?' : `Can it be written as y = mx + b?`, why: `${/^[a-z]{2}/.test(step) ? step[0]!.toUpperCase() + step.slice(1) : step}; ${last}.`, check: linear ? 'Check: its graph is a straight line.' : 'Check: its graph is not a straight line.', trapId: linear ? 'dividing-makes-nonlinear' : 'any-equation-is-linear', trap: linear ? `It can be rewritten as y = mx + b (${last}), so it is linear.` : `It cannot be written as y = mx + b: ${last}.` };
    }
    const key = item.linear ? 'linear' : 'nonlinear';
    const answer: AnswerSpec = { format: 'choice', value: key, canonical: key, options: { linear: ['linear function', 'it is linear', 'straight line'], nonlinear: ['non-linear', 'not linear', 'nonlinear function', 'non linear'] } };
    return bodyByFormat(
      item.text,
      answer,
      ['A linear relationship can be written as y = mx + b: the rate of change is constant.', item.step, item.last],
      // Rules in words and rewritten rules fill in the power of x a linear rule has.
      [...(item.fill ?? ['Power of x in a linear rule: 1.']), item.why, `So it is ${key}.`, item.check],
      [mis(item.linear ? 'nonlinear' : 'linear', item.trapId, item.trap)],
    );
  },
};
