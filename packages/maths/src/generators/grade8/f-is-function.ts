import type { AnswerSpec, Difficulty, Rng, SkillGenerator } from '../../types.js';
import { lin } from '../shared/expressions.js';
import { fmtDecOrFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

interface Item {
  text: string;
  /** Steps with a number to fill in that the decision rests on (how many pairs, how many different inputs). */
  count: string[];
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
    text: isFunctionQuestion(rng, show),
    count: countSteps(pairs.map((p) => p[0])),
    yes: !repeat,
    pointer2: `Look at the inputs (x-values): ${pairs.map((p) => fmtDecOrFrac(p[0])).join(', ')}. Is any input paired with two different outputs?`,
    why: repeat ? `The input ${fmtDecOrFrac(dupX)} is paired with two outputs, ${outs.join(' and ')}.` : `Every input appears only once, so each input has exactly one output.`,
    check: repeat ? `Check: a function cannot send ${fmtDecOrFrac(dupX)} to both ${outs.join(' and ')}.` : `Check: the inputs ${pairs.map((p) => fmtDecOrFrac(p[0])).join(', ')} are all different.`,
    trap: repeat ? `The input ${fmtDecOrFrac(dupX)} has two different outputs, so it is not a function.` : 'Each input has one output, so it is a function. Repeated outputs would be allowed too.',
    trapId: repeat ? 'missed-repeated-input' : 'thought-not-function',
  };
}

/** An equation relating x and y, with whether y is a function of x and why; numbers vary within each family. */
function equation(rng: Rng): [string, boolean, string] {
  const c = rng.int(1, 9) * (rng.bool() ? 1 : -1);
  const a = rng.pick([2, 3, 4, 5, -2, -3, -4]);
  const n = rng.int(1, 4);
  switch (rng.int(0, 9)) {
    case 0:
      return [`y = ${lin([[a, 'x']], c)}`, true, `Each x gives exactly one value of ${lin([[a, 'x']], c)}.`];
    case 1:
      return [`y = ${lin([[1, 'x²']], c)}`, true, `Each x gives one value of x², so each input has one output.`];
    case 2:
      return [`y = ${lin([[1, '|x|']], c)}`, true, 'Each x has one absolute value, so each input has one output.'];
    case 3:
      return [`y = ${lin([[1, 'x³']], c)}`, true, 'Each x gives one cube, so each input has one output.'];
    case 4:
      return [`y = ${fmtDecOrFrac(c)}`, true, `Every input gives the same single output ${fmtDecOrFrac(c)}; repeated outputs are fine.`];
    case 5:
      return [`x = ${fmtDecOrFrac(c)}`, false, `The input ${fmtDecOrFrac(c)} is paired with every y: it is a vertical line.`];
    case 6:
      return [`x = ${lin([[1, 'y²']], c)}`, false, `For x = ${fmtDecOrFrac(n * n + c)}, y could be ${n} or −${n}: one input, two outputs.`];
    case 7: {
      const [p, q, r] = rng.pick([[3, 4, 5], [6, 8, 10], [5, 12, 13], [8, 15, 17], [9, 12, 15]] as const);
      return [`x² + y² = ${r * r}`, false, `For x = ${p}, y could be ${q} or −${q}.`];
    }
    case 8:
      return [`x = ${lin([[1, '|y|']], c)}`, false, `For x = ${fmtDecOrFrac(n + c)}, y could be ${n} or −${n}.`];
    default:
      return [`y² = ${lin([[n, 'x']])}`, false, `For x = ${n}, y² = ${n * n}, so y could be ${n} or −${n}.`];
  }
}

/** A described graph, with whether it is the graph of a function and why (the vertical line test). */
function graph(rng: Rng): [string, boolean, string] {
  const h = rng.int(-4, 4);
  const k = rng.int(-4, 4);
  const at = `(${fmtDecOrFrac(h)}, ${fmtDecOrFrac(k)})`;
  switch (rng.int(0, 7)) {
    case 0: {
      const r = rng.int(2, 6);
      return [`a circle with center ${at} and radius ${r}`, false, `The vertical line x = ${fmtDecOrFrac(h)} crosses the circle twice, at (${fmtDecOrFrac(h)}, ${fmtDecOrFrac(k + r)}) and (${fmtDecOrFrac(h)}, ${fmtDecOrFrac(k - r)}).`];
    }
    case 1:
      return [`a U-shaped parabola that opens ${rng.bool() ? 'upward' : 'downward'} with its vertex at ${at}`, true, 'Every vertical line crosses it exactly once.'];
    case 2:
      return [`the vertical line through ${at}`, false, `The vertical line test fails: the input ${fmtDecOrFrac(h)} has every y as an output.`];
    case 3:
      return [`the horizontal line through ${at}`, true, `Every vertical line crosses it exactly once, always at y = ${fmtDecOrFrac(k)}.`];
    case 4:
      return [`a parabola that opens to the ${rng.bool() ? 'right' : 'left'} (a sideways U) with its tip at ${at}`, false, 'A vertical line just past the tip, inside the U, crosses it twice.'];
    case 5:
      return [`a V-shape with its point at ${at}, opening ${rng.bool() ? 'upward' : 'downward'}`, true, 'Every vertical line crosses it exactly once.'];
    case 6: {
      const m = rng.pick([-3, -2, -1, 1, 2, 3]);
      return [`a straight line through ${at} with slope ${fmtDecOrFrac(m)}`, true, 'A slanted line meets every vertical line exactly once.'];
    }
    default:
      return [`a curve that the vertical line x = ${fmtDecOrFrac(h)} crosses at two points`, false, 'Two crossings mean one input with two outputs.'];
  }
}

function listItem(rng: Rng, kind: 'eq' | 'graph'): Item {
  const [t, yes, why] = kind === 'eq' ? equation(rng) : graph(rng);
  return {
    text: kind === 'eq' ? `Is ${t} a function (with x as the input)?` : `A graph is ${t}. Is it the graph of a function?`,
    yes,
    pointer2: kind === 'eq' ? 'Try an input: can it give two different y-values?' : 'Use the vertical line test: can a vertical line cross the graph more than once?',
    why,
    check: yes ? 'Check: no input has two outputs.' : 'Check: one input has two outputs, so it is not a function.',
    trap: yes ? `It is a function: ${why}` : `It is not a function: ${why}`,
    trapId: yes ? 'thought-not-function' : 'missed-two-outputs',
    count: ['Outputs a function allows per input: 1.'],
  };
}

/** Pairs whose outputs repeat (a function) or whose inputs repeat (not one), from k·x² + c or k·|x| + c. */
function repeatedOutputs(rng: Rng): Item {
  const k = rng.int(1, 4);
  const c = rng.int(0, 3);
  const square = rng.bool();
  const f = (t: number): number => k * (square ? t * t : Math.abs(t)) + c;
  const ts = [-2, -1, 0, 1, 2];
  if (rng.bool(0.65)) {
    const pairs = ts.map((x) => `(${fmtDecOrFrac(x)}, ${fmtDecOrFrac(f(x))})`);
    return {
      text: isFunctionQuestion(rng, `{${pairs.join(', ')}}`),
      count: countSteps(ts),
      yes: true,
      pointer2: 'Look at the first numbers: is any input paired with two different outputs?',
      why: 'Each input −2, −1, 0, 1, 2 appears once. Outputs repeat, which is allowed.',
      check: 'Check: the inputs are all different.',
      trap: 'Repeated outputs are allowed; only a repeated input with different outputs breaks a function.',
      trapId: 'repeated-outputs-not-function',
    };
  }
  const pairs = ts.map((y) => `(${fmtDecOrFrac(f(y))}, ${fmtDecOrFrac(y)})`);
  return {
    text: isFunctionQuestion(rng, `{${pairs.join(', ')}}`),
    count: countSteps(ts.map(f)),
    yes: false,
    pointer2: 'Look at the first numbers: is any input paired with two different outputs?',
    why: `The input ${f(1)} is paired with −1 and 1, and ${f(2)} with −2 and 2.`,
    check: `Check: (${f(1)}, −1) and (${f(1)}, 1) share an input.`,
    trap: `Look at the inputs, not the outputs: ${f(1)} goes to both −1 and 1.`,
    trapId: 'checked-outputs',
  };
}

/** "Is … a function?" in one of five wordings, drawn after the pairs (docs/maths/curriculum.md, "Variety"). */
function isFunctionQuestion(rng: Rng, show: string): string {
  return rng.pick([
    `Is ${show} a function?`,
    `${someone(rng)} writes ${show}. Is it a function?`,
    `Does ${show} describe a function?`,
    `Decide: is ${show} a function?`,
    `Is y a function of x for ${show}?`,
  ]);
}

/** The pairs and the different inputs among them, two steps to fill in. */
function countSteps(inputs: readonly number[]): string[] {
  return [`Pairs listed: ${inputs.length}.`, `Different inputs: ${new Set(inputs).size}.`];
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
  version: '1.2.0',
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
      [...item.count, item.why, `So the answer is ${key}: it ${item.yes ? 'is' : 'is not'} a function.`, item.check],
      [mis(item.yes ? 'no' : 'yes', item.trapId, item.trap)],
    );
  },
};
