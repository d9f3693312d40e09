import type { AnswerSpec, Difficulty, Rng, SkillGenerator } from '../../types.js';
import { fmtDecOrFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

interface Item {
  text: string;
  yes: boolean;
  pointer2: string;
  why: string;
  check: string;
  trap: string;
  trapId: string;
}

function distinctInputs(rng: Rng, n: number): number[] {
  return rng.shuffle([-3, -2, -1, 0, 1, 2, 3, 4, 5, 6]).slice(0, n);
}

function pairsItem(rng: Rng, style: 'set' | 'map' | 'table'): Item {
  const xs = distinctInputs(rng, 4);
  const ys = xs.map(() => rng.int(-5, 9));
  const repeat = rng.bool();
  const pairs = xs.map((x, i) => [x, ys[i]!] as [number, number]);
  let dupX = 0;
  if (repeat) {
    dupX = xs[rng.int(0, 2)]!;
    const old = pairs.find((p) => p[0] === dupX)![1];
    let y2 = rng.int(-5, 9);
    if (y2 === old) y2 = old + 1;
    pairs.splice(rng.int(1, 4), 0, [dupX, y2]);
  }
  const show =
    style === 'set'
      ? `{${pairs.map(([x, y]) => `(${fmtDecOrFrac(x)}, ${fmtDecOrFrac(y)})`).join(', ')}}`
      : style === 'map'
        ? `the mapping ${pairs.map(([x, y]) => `${fmtDecOrFrac(x)} → ${fmtDecOrFrac(y)}`).join(', ')}`
        : `the table with inputs x: ${pairs.map((p) => fmtDecOrFrac(p[0])).join(', ')} and outputs y: ${pairs.map((p) => fmtDecOrFrac(p[1])).join(', ')}`;
  const outs = pairs.filter((p) => p[0] === dupX).map((p) => fmtDecOrFrac(p[1]));
  return {
    text: `Is ${show} a function?`,
    yes: !repeat,
    pointer2: `Look at the inputs (x-values): ${pairs.map((p) => fmtDecOrFrac(p[0])).join(', ')}. Is any input paired with two different outputs?`,
    why: repeat ? `The input ${fmtDecOrFrac(dupX)} is paired with two outputs, ${outs.join(' and ')}.` : `Every input appears only once, so each input has exactly one output.`,
    check: repeat ? `Check: a function cannot send ${fmtDecOrFrac(dupX)} to both ${outs.join(' and ')}.` : `Check: the inputs ${pairs.map((p) => fmtDecOrFrac(p[0])).join(', ')} are all different.`,
    trap: repeat ? `The input ${fmtDecOrFrac(dupX)} has two different outputs, so it is not a function.` : 'Each input has one output, so it is a function. Repeated outputs would be allowed too.',
    trapId: repeat ? 'missed-repeated-input' : 'thought-not-function',
  };
}

const EQUATIONS: Array<[string, boolean, string]> = [
  ['y = x²', true, 'Each x gives one value of x², so each input has one output.'],
  ['x = y²', false, 'For x = 4, y could be 2 or −2: one input, two outputs.'],
  ['y = 3x − 2', true, 'Each x gives exactly one y.'],
  ['x = 5', false, 'The input 5 is paired with every y: it is a vertical line.'],
  ['y = 5', true, 'Every input gives the same single output 5; repeated outputs are fine.'],
  ['x² + y² = 25', false, 'For x = 3, y could be 4 or −4.'],
  ['y = |x|', true, 'Each x has one absolute value.'],
  ['y = x³', true, 'Each x gives one cube.'],
  ['x = |y|', false, 'For x = 2, y could be 2 or −2.'],
];
const GRAPHS: Array<[string, boolean, string]> = [
  ['a circle centered at the origin', false, 'A vertical line through the middle crosses the circle twice.'],
  ['a U-shaped parabola that opens upward', true, 'Every vertical line crosses it at most once.'],
  ['a vertical line', false, 'The vertical line test fails: the whole graph is one vertical line.'],
  ['a horizontal line', true, 'Every vertical line crosses it exactly once.'],
  ['a parabola that opens to the right (sideways U)', false, 'A vertical line to the right of the tip crosses it twice.'],
  ['a V-shape with its point at the bottom', true, 'Every vertical line crosses it exactly once.'],
  ['a straight line with slope −2', true, 'Every vertical line crosses it exactly once.'],
  ['a curve that some vertical line crosses at two points', false, 'Two crossings mean one input with two outputs.'],
];

function listItem(rng: Rng, kind: 'eq' | 'graph'): Item {
  const [t, yes, why] = rng.pick(kind === 'eq' ? EQUATIONS : GRAPHS);
  return {
    text: kind === 'eq' ? `Is ${t} a function (with x as the input)?` : `A graph is ${t}. Is it the graph of a function?`,
    yes,
    pointer2: kind === 'eq' ? 'Try an input: can it give two different y-values?' : 'Use the vertical line test: can a vertical line cross the graph more than once?',
    why,
    check: yes ? 'Check: no input has two outputs.' : 'Check: one input has two outputs, so it is not a function.',
    trap: yes ? `It is a function: ${why}` : `It is not a function: ${why}`,
    trapId: yes ? 'thought-not-function' : 'missed-two-outputs',
  };
}

function repeatedOutputs(rng: Rng): Item {
  if (rng.bool(0.65)) {
    const k = rng.int(1, 3);
    const xs = [-2, -1, 0, 1, 2];
    const pairs = xs.map((x) => `(${fmtDecOrFrac(x)}, ${fmtDecOrFrac(k * x * x)})`);
    return {
      text: `Is {${pairs.join(', ')}} a function?`,
      yes: true,
      pointer2: 'Look at the first numbers: is any input paired with two different outputs?',
      why: 'Each input −2, −1, 0, 1, 2 appears once. Outputs repeat, which is allowed.',
      check: 'Check: the inputs are all different.',
      trap: 'Repeated outputs are allowed; only a repeated input with different outputs breaks a function.',
      trapId: 'repeated-outputs-not-function',
    };
  }
  const k = rng.int(1, 3);
  const ys = [-2, -1, 0, 1, 2];
  const pairs = ys.map((y) => `(${fmtDecOrFrac(k * y * y)}, ${fmtDecOrFrac(y)})`);
  return {
    text: `Is {${pairs.join(', ')}} a function?`,
    yes: false,
    pointer2: 'Look at the first numbers: is any input paired with two different outputs?',
    why: `The input ${k} is paired with −1 and 1, and ${4 * k} with −2 and 2.`,
    check: `Check: (${k}, −1) and (${k}, 1) share an input.`,
    trap: `Look at the inputs, not the outputs: ${k} goes to both −1 and 1.`,
    trapId: 'checked-outputs',
  };
}

export const fIsFunction: SkillGenerator = {
  skillId: 'g8.f.is-function',
  grade: 8,
  domain: 'f',
  ccss: ['8.F.A.1'],
  topic: 'Functions',
  subtopic: 'Is it a function?',
  prereqs: [],
  estTimeSec: times(15, 60),
  version: '1.0.0',
  generate(difficulty: Difficulty, rng: Rng) {
    const item =
      difficulty === 1
        ? pairsItem(rng, 'set')
        : difficulty === 2
          ? pairsItem(rng, rng.bool() ? 'map' : 'table')
          : difficulty === 3
            ? listItem(rng, 'eq')
            : difficulty === 4
              ? listItem(rng, 'graph')
              : repeatedOutputs(rng);
    const key = item.yes ? 'yes' : 'no';
    const answer: AnswerSpec = {
      format: 'choice',
      value: key,
      canonical: key,
      options: { yes: ['y', 'it is a function', 'function', 'yes it is'], no: ['n', 'not a function', 'no it is not', 'no it isn\'t'] },
    };
    return bodyByFormat(
      item.text,
      answer,
      ['A function gives exactly one output for each input.', item.pointer2, 'The same output for different inputs is allowed.'],
      [item.why, `So the answer is ${key}: it ${item.yes ? 'is' : 'is not'} a function.`, item.check],
      [mis(item.yes ? 'no' : 'yes', item.trapId, item.trap)],
    );
  },
};
