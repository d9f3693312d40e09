import type { Diagram } from '../../diagrams/types.js';
import { axisFor, withDiagram } from '../../diagrams/build.js';
import type { AnswerSpec, Difficulty, Rng, SkillGenerator } from '../../types.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

const STORIES = [
  { dep: 'c', ind: 't', what: (k: number) => `Each ticket costs $${k}. Write an equation for the total cost c of t tickets.`, fee: (k: number, b: number) => `A club charges $${b} to join plus $${k} for each visit. Write an equation for the total cost c of t visits.` },
  { dep: 'd', ind: 'h', what: (k: number) => `A cyclist rides ${k} miles every hour. Write an equation for the distance d after h hours.`, fee: (k: number, b: number) => `A cyclist has already ridden ${b} miles and then rides ${k} miles every hour. Write an equation for the total distance d after h more hours.` },
  { dep: 'p', ind: 'b', what: (k: number) => `Each box holds ${k} pencils. Write an equation for the number of pencils p in b boxes.`, fee: (k: number, b: number) => `A jar has ${b} pencils, and you add ${k} pencils from each box you open. Write an equation for the number of pencils p after opening b boxes.` },
  { dep: 'm', ind: 'w', what: (k: number) => `Kofi saves $${k} every week. Write an equation for the money m he has saved after w weeks.`, fee: (k: number, b: number) => `Kofi has $${b} in his piggy bank and saves $${k} more every week. Write an equation for the money m he has after w weeks.` },
  { dep: 'g', ind: 'n', what: (k: number) => `A hose fills a pool with ${k} gallons of water every minute. Write an equation for the water g in the pool after n minutes.`, fee: (k: number, b: number) => `A pool already holds ${b} gallons, and a hose adds ${k} gallons every minute. Write an equation for the water g in the pool after n minutes.` },
];

export const eeDependentIndependent: SkillGenerator = {
  skillId: 'g6.ee.dependent-independent',
  grade: 6,
  domain: 'ee',
  ccss: ['6.EE.C.9'],
  topic: 'Equations',
  subtopic: 'Rules with two variables',
  prereqs: ['g6.ee.write-expressions'],
  estTimeSec: times(20, 120),
  version: '1.3.0',
  generate(d: Difficulty, rng: Rng) {
    const s = rng.pick(STORIES);
    const k = rng.int(2, 12);
    const b = d >= 3 ? rng.int(1, 15) : 0;
    const rhs = `${d === 3 ? '' : k}${s.ind}${b ? ` + ${b}` : ''}`;
    const [y, x] = d === 2 || d === 3 || d === 5 ? ['y', 'x'] : [s.dep, s.ind];
    const rhsXY = rhs.replace(s.ind, x);
    const canonical = `${y} = ${d === 3 ? `${x} + ${b}` : rhsXY}`;
    const answer: AnswerSpec = { format: 'equation', equation: canonical.replace(/ /g, ''), vars: [x, y], canonical };
    // A table starts at x = 1, 2 or 3 (four rows in a row): the rule is found the same way.
    const x0 = d === 2 || d === 3 || d === 5 ? rng.int(1, 3) : 1;
    const xs = [x0, x0 + 1, x0 + 2, x0 + 3];
    const f = (t: number) => (d === 3 ? t + b : k * t + b);
    const table = `${x}: ${xs.join(', ')} and ${y}: ${xs.map(f).join(', ')}`;
    let text: string;
    if (d === 1) text = s.what(k);
    else if (d === 4) text = s.fee(k, b);
    else
      text = rng.pick([
        `The table shows ${table}. Write an equation for ${y} in terms of ${x}.`,
        `In a table, ${table}. What equation gives ${y} from ${x}?`,
        `${someone(rng)} made a table with ${table}. Write the rule as an equation for ${y} in terms of ${x}.`,
        `Look at the pairs in the table, ${table}. Write an equation that gives ${y} for any ${x}.`,
        `A pattern has ${table}. Write an equation, ${y} = …, that fits every pair.`,
      ]);
    const step = d === 3 ? 1 : k;
    // A table's rows as points on a graph (the stories of d1 and d4 have no table).
    const pts: [number, number][] = xs.map((t) => [t, f(t)]);
    const graph: Diagram = { kind: 'function-graph', title: `${y} and ${x}`, x: axisFor(xs, { minStep: 1, label: x }), y: axisFor(pts.map((p) => p[1]), { minStep: 1, label: y }), series: [{ label: y, points: pts, connect: false }] };
    const body = bodyLoose(
      text,
      answer,
      d === 1 || d === 4
        ? [`${s.dep} depends on ${s.ind}: write ${s.dep} = …`, `Each one adds ${k}, so the rule contains ${k}${s.ind}.`, b ? `Then add the starting amount, ${b}.` : `Is anything added at the start?`]
        : b === 0
          ? [`Each time ${x} goes up by 1, ${y} goes up by ${step}.`, `Compare each ${y} with its ${x}: ${xs.slice(0, 3).map((t) => `${f(t)} ÷ ${t}`).join(', ')}.`, `Is anything added, or is ${y} always the same number times ${x}?`]
          : [`Each time ${x} goes up by 1, ${y} goes up by ${step}, so the rule contains ${step === 1 ? x : `${step}${x}`}.`, `When ${x} = ${x0}, ${step === 1 ? x : `${step}${x}`} = ${step * x0} but ${y} = ${f(x0)}.`, `What do you add to ${step === 1 ? x : `${step}${x}`} to get ${y}?`],
      // What each step adds is a step to fill in; a one-term rule ("p = 5b") is the last step as text (with
      // words after it), since the tutor would take only its number as the blank.
      [
        d === 1 || d === 4 ? `${s.dep} is the dependent variable; ${s.ind} is the independent variable.` : `Each time ${x} goes up by 1, ${y} goes up by the same amount.`,
        d === 1 || d === 4 ? `What each ${s.ind} adds to ${s.dep}: ${k}.` : `The amount ${y} goes up each time = ${step}.`,
        b === 0 ? `The equation: ${canonical} (${y} is ${step} times ${x}).` : `Equation: ${canonical}.`,
        `Check: when ${x} = ${x0 + 1}, ${y} = ${f(x0 + 1)}.`,
      ],
      [
        mis(`${y} = ${x} + ${step}`, 'added-the-step', `"Up by ${step} each time" means multiply ${x} by ${step}.`),
        x0 === 1 ? mis(`${y} = ${f(1)}${x}`, 'first-row-only', 'Use more than the first row: check the rule on every row.') : null,
        mis(`${x} = ${d === 3 ? `${y} + ${b}` : rhsXY.replace(x, y)}`, 'variables-swapped', `Write ${y} in terms of ${x}.`),
      ],
    );
    return d === 1 || d === 4 ? body : withDiagram(body, graph);
  },
};
