import { Rational } from '../../rational.js';
import type { AnswerSpec, Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { axisFor, integerLine } from '../../diagrams/build.js';
import { A } from '../shared/answers.js';
import { fmtInt } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

export const nsIntegersAbsoluteValue: SkillGenerator = {
  skillId: 'g6.ns.integers-absolute-value',
  grade: 6,
  domain: 'ns',
  ccss: ['6.NS.C.5', '6.NS.C.6', '6.NS.C.7'],
  topic: 'Negative numbers',
  subtopic: 'Opposites, order & absolute value',
  prereqs: [],
  estTimeSec: times(15, 60),
  version: '1.2.0',
  generate(d: Difficulty, rng: Rng) {
    if (d === 1) {
      const n = rng.int(2, 30) * (rng.bool() ? -1 : 1);
      return withLine([n, -n], [n], bodyLoose(
        `What is the opposite of ${fmtInt(n)}?`,
        A.integer(-n),
        ['Opposites are the same distance from 0, on opposite sides.', `Find how far ${fmtInt(n)} is from 0, and on which side.`, 'Go the same distance the other way from 0.'],
        [`The opposite of ${fmtInt(n)} is ${fmtInt(-n)}.`, `Check: ${fmtInt(n)} + ${n < 0 ? '' : '('}${fmtInt(-n)}${n < 0 ? '' : ')'} = 0.`],
        [mis(String(n), 'same-number', 'The opposite is on the other side of 0.')],
      ));
    }
    if (d === 2) {
      const n = -rng.int(2, 50);
      const asked = rng.bool(0.7) ? n : -n;
      return bodyLoose(
        `What is |${fmtInt(asked)}|?`,
        A.integer(Math.abs(asked)),
        ['Absolute value is the distance from 0.', `How many units is ${fmtInt(asked)} from 0?`, 'A distance is never negative.'],
        [`Absolute value is the distance from 0, so the sign does not count.`, `|${fmtInt(asked)}| = ${Math.abs(asked)}.`, `Check: |${Math.abs(asked)}| and |${fmtInt(-Math.abs(asked))}| are both ${Math.abs(asked)}.`],
        [asked < 0 ? mis(String(asked), 'kept-sign', 'Absolute value is a distance, so it is never negative.') : mis(String(-asked), 'made-negative', 'Absolute value is a distance, so it is never negative.')],
      );
    }
    if (d === 3) {
      const a = -rng.int(2, 40);
      let b = -rng.int(2, 40);
      if (a === b) b -= 3;
      const bigger = a > b ? 'first' : 'second';
      const spec: AnswerSpec = A.choice(a > b ? '>' : '<', { '<': ['less', 'less than', 'is less than'], '>': ['greater', 'greater than', 'is greater than'], '=': ['equal', 'equals', 'is equal to'] });
      void bigger;
      return withLine([a, b], [a, b], bodyLoose(
        `Which symbol makes this true: ${fmtInt(a)} ? ${fmtInt(b)}. Type <, > or =.`,
        spec,
        ['On a number line, numbers further left are smaller.', `${fmtInt(a)} and ${fmtInt(b)} are both left of 0.`, `Which is further left: ${fmtInt(a)} or ${fmtInt(b)}?`],
        [`${fmtInt(Math.min(a, b))} is further left than ${fmtInt(Math.max(a, b))}.`, `So ${fmtInt(a)} ${a > b ? '>' : '<'} ${fmtInt(b)}.`, `Check: ${Math.abs(Math.max(a, b))} below zero is warmer than ${Math.abs(Math.min(a, b))} below zero.`],
        [mis(a > b ? '<' : '>', 'compared-sizes', `With negatives, the number with the bigger size is smaller: ${fmtInt(Math.min(a, b))} < ${fmtInt(Math.max(a, b))}.`)],
      ));
    }
    const set = new Set<number>();
    while (set.size < 2) set.add(-rng.int(1, 20));
    while (set.size < 4) set.add(rng.int(-20, 20));
    const nums = [...set];
    // values are kept in tenths so d5 can mix in a decimal and an absolute value
    let display = nums.map((n) => fmtInt(n));
    let tenths = nums.map((n) => n * 10);
    if (d === 5) {
      let abs = -rng.int(2, 15);
      while (nums.includes(-abs)) abs -= 1;
      let dec = (rng.int(-19, 19) * 10 + 5) * (rng.bool() ? 1 : -1);
      if (tenths.includes(dec)) dec += 10;
      display = [...display.slice(0, 3), `|${fmtInt(abs)}|`, fmtTenths(dec)];
      tenths = [...tenths.slice(0, 3), -abs * 10, dec];
    }
    const order = rng.shuffle(display.map((t, i) => [t, tenths[i]!] as const));
    const sorted = [...tenths].sort((x, y) => x - y);
    const canonical = sorted.map((n) => fmtTenths(n)).join(', ');
    const spec: AnswerSpec = { format: 'list', values: sorted.map((n) => Rational.of(n, 10).toString()), ordered: true, canonical };
    const bySize = [...tenths].sort((x, y) => Math.abs(x) - Math.abs(y) || x - y);
    const values = tenths;
    return bodyLoose(
      `Order from least to greatest: ${order.map(([t]) => t).join(', ')}`,
      spec,
      [d === 5 ? 'First find any absolute values: |n| is the distance from 0.' : 'On a number line, numbers further left are smaller.', 'Negative numbers come first; the further a negative is from 0, the smaller it is.', `Start with the least: ${fmtTenths(sorted[0]!)}. What comes next?`],
      [d === 5 ? `Absolute values become distances, so the values are ${values.map((v) => fmtTenths(v)).join(', ')}.` : `Place each number on a number line.`, `From left to right: ${canonical}.`, `Check: each number is less than the one after it.`],
      [mis(bySize.map((n) => fmtTenths(n).replace('−', '-')).join(', '), 'ordered-by-size', 'Negative numbers with bigger sizes are smaller, not bigger.')],
    );
  },
};

/** The body with a number line through 0 that covers `span` and marks `marked` (each labelled with its value). */
function withLine(span: number[], marked: number[], body: GeneratedBody): GeneratedBody {
  const ax = axisFor(span, { withZero: true, pad: true, maxTicks: 20 });
  return { ...body, diagram: integerLine(ax.min, ax.max, marked.map((m) => ({ at: m, label: fmtInt(m) })), { step: ax.step, every: (ax.max - ax.min) / ax.step > 10 ? 2 * ax.step : ax.step }) };
}

/** A number given in tenths, printed as an integer or with one decimal place, true minus sign. */
function fmtTenths(t: number): string {
  const neg = t < 0;
  const a = Math.abs(t);
  const body = a % 10 === 0 ? String(a / 10) : `${Math.floor(a / 10)}.${a % 10}`;
  return neg ? `\u2212${body}` : body;
}
