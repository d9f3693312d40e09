import { R } from '../../rational.js';
import { axisFor, withDiagram } from '../../diagrams/build.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { fmtDecOrMixed, fmtInt } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

export const rpIsProportional: SkillGenerator = {
  skillId: 'g7.rp.is-proportional',
  grade: 7,
  domain: 'rp',
  ccss: ['7.RP.A.2'],
  topic: 'Proportional relationships',
  subtopic: 'Is it proportional?',
  prereqs: ['g6.rp.ratio-tables'],
  estTimeSec: times(15, 60),
  version: '1.2.0',
  generate(d: Difficulty, rng: Rng) {
    const yes = rng.bool();
    const k = rng.int(2, 9);
    const b = rng.int(1, 9);
    if (d === 2) {
      const through = yes;
      // The two draws in the order the sentence used to make them: the point's x, then its multiple of k.
      const px = through ? rng.int(2, 6) : 0;
      const py = through ? k * rng.int(2, 6) : 0;
      const line: [number, number][] = through ? [[0, 0], [px, py]] : [[0, b], [4, b + 4 * k]];
      const who = someone(rng);
      const text = through
        ? rng.pick([
            `A graph is a straight line through the origin (0, 0) and the point (${px}, ${py}). Is the relationship proportional?`,
            `${who} draws a straight line from (0, 0) through (${px}, ${py}). Is the relationship it shows proportional?`,
            `A straight-line graph starts at the origin and passes through (${px}, ${py}). Is it a proportional relationship?`,
          ])
        : rng.pick([
            `A graph is a straight line that crosses the y-axis at (0, ${b}) and goes up ${k} for every 1 to the right. Is the relationship proportional?`,
            `${who} draws a straight line that starts at (0, ${b}) on the y-axis and rises ${k} for each step of 1 to the right. Is the relationship proportional?`,
            `A straight-line graph meets the y-axis at (0, ${b}) and climbs ${k} for every 1 across. Is it a proportional relationship?`,
          ]);
      return withDiagram(bodyLoose(
        text,
        A.yesNo(through),
        ['A proportional relationship has a graph that is a straight line through the origin.', 'Is the line straight?', through ? 'Does the line pass through (0, 0)?' : `Where does the line cross the y-axis: at 0 or at ${b}?`],
        [`At x = 0, the line is at y = ${through ? 0 : b}.`, through ? 'The line is straight and passes through (0, 0).' : `The line is straight but crosses the y-axis at ${b}, not 0.`, through ? 'So y = kx for one constant k: yes.' : 'So it is not proportional: no.', `Check: ${through ? 'at x = 0 the value of y is 0' : `at x = 0 the value of y is ${b}, and a proportional relationship would give 0`}.`],
        [mis(through ? 'no' : 'yes', through ? 'missed-proportional' : 'straight-line-always', through ? 'A straight line through the origin is proportional.' : 'A straight line is only proportional if it goes through the origin.')],
      ), { kind: 'function-graph', title: 'The graph', x: axisFor(line.map((p) => p[0]), { minStep: 1, label: 'x' }), y: axisFor(line.map((p) => p[1]), { minStep: 1, label: 'y' }), series: [{ label: 'y', points: line, connect: true }] });
    }
    if (d === 3) {
      const v = rng.pick(['y', 'c', 'd']);
      const x = v === 'y' ? 'x' : v === 'c' ? 'n' : 't';
      const forms = yes ? [`${v} = ${k}${x}`, `${v} = ${x}/${k}`] : [`${v} = ${x} + ${k}`, `${v} = ${k}${x} + ${b}`, `${v} = ${k}${x} − ${b}`];
      const eq = rng.pick(forms);
      return bodyLoose(
        `Is the relationship ${eq} proportional? Answer yes or no.`,
        A.yesNo(yes),
        [`A proportional relationship can be written as ${v} = k${x}, with nothing added or subtracted.`, `Look at ${eq}: is ${v} just a number times ${x}?`, `Try ${x} = 0: what is ${v}?`],
        [`${eq}.`, yes ? `It has the form ${v} = k${x}, so it is proportional.` : 'A number is added or subtracted, so it is not of the form y = kx.', `Check: when ${x} = 0, ${v} = ${yes ? 0 : eq.includes('+') ? (eq.includes(`${x} + ${k}`) ? k : b) : fmtInt(-b)}${yes ? ', as it must be for a proportional relationship' : ', not 0'}.`],
        [mis(yes ? 'no' : 'yes', yes ? 'missed-proportional' : 'any-linear-is-proportional', yes ? `${eq} has the form y = kx.` : 'Adding a constant breaks proportionality: y is not a fixed multiple of x.')],
      );
    }
    // tables: d1 obvious; d4 constant difference; d5 first ratio looks right
    const xs = d === 1 ? [1, 2, 3] : d === 4 ? [1, 2, 3, 4] : [2, 4, 6];
    let ys: number[];
    if (yes) ys = xs.map((x) => k * x);
    else if (d === 1) ys = xs.map((x) => k * x + b * (x === 2 ? 1 : 0));
    else if (d === 4) ys = xs.map((x) => k * x + b);
    else {
      const b2 = rng.int(1, Math.max(1, k - 1));
      ys = xs.map((x, i) => (i === 0 ? k * x : k * x - b2));
    }
    const ratios = xs.map((x, i) => R(ys[i]!).div(x));
    const table = `x: ${xs.join(', ')} and y: ${ys.join(', ')}`;
    return bodyLoose(
      rng.pick([
        `${table}. Is y proportional to x?`,
        `${someone(rng)} made a table with ${table}. Is y proportional to x?`,
        `A table shows ${table}. Is the relationship proportional?`,
        `Do these values show a proportional relationship? ${table}.`,
        `Could y = kx, with one number k, fit every pair? ${table}. Answer yes or no.`,
      ]),
      A.yesNo(yes),
      ['Work out y ÷ x for every pair.', `${ys[0]} ÷ ${xs[0]} = ${fmtDecOrMixed(ratios[0]!)} and ${ys[1]} ÷ ${xs[1]} = ${fmtDecOrMixed(ratios[1]!)}.`, 'Proportional means every ratio y ÷ x is the same.'],
      // The first ratio is worked out on its own: a step to fill in before the ratios are compared.
      [`First pair: ${ys[0]} ÷ ${xs[0]} = ${fmtDecOrMixed(ratios[0]!)}.`, `Ratios y ÷ x: ${ratios.map((r) => fmtDecOrMixed(r)).join(', ')}.`, yes ? 'They are all equal, so y is proportional to x.' : 'They are not all equal, so y is not proportional to x.', `Check: ${yes ? `y = ${k}x fits every pair` : `no single k makes y = kx fit every pair`}.`],
      [mis(yes ? 'no' : 'yes', yes ? 'missed-proportional' : 'constant-difference', yes ? 'Every ratio is the same, so it is proportional.' : 'Going up by the same amount is not enough; y ÷ x must be the same for every pair.')],
    );
  },
};
