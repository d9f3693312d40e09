import { Rational, R } from '../../rational.js';
import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator } from '../../types.js';
import { body, fmt, lin, mis, par, timeLadder } from '../shared/grade8-util.js';

interface Model {
  y: string;
  x: string;
  yv: string;
  xv: string;
  yUnit: string;
  xUnit: string;
  xOne: string;
  /** slope choices (in tenths) and intercept range */
  slopes: number[];
  b: [number, number];
  xs: [number, number];
}
const MODELS: Model[] = [
  { y: 'test score', x: 'hours studied', yv: 'y', xv: 'x', yUnit: 'points', xUnit: 'hours', xOne: 'hour', slopes: [15, 20, 25, 30, 35, 40, 45, 50], b: [40, 60], xs: [2, 8] },
  { y: "plant's height", x: 'days', yv: 'h', xv: 'd', yUnit: 'cm', xUnit: 'days', xOne: 'day', slopes: [5, 10, 15, 20, 25], b: [2, 9], xs: [4, 20] },
  { y: 'ice cream sales', x: 'temperature', yv: 's', xv: 't', yUnit: 'cones', xUnit: '°F', xOne: 'degree', slopes: [20, 25, 30, 35, 40, 45], b: [-90, -40], xs: [70, 95] },
  { y: "car's value", x: 'age', yv: 'v', xv: 'a', yUnit: 'thousand dollars', xUnit: 'years', xOne: 'year', slopes: [-15, -20, -25, -30], b: [22, 30], xs: [1, 6] },
  { y: 'phone battery left', x: 'time used', yv: 'b', xv: 't', yUnit: 'percent', xUnit: 'hours', xOne: 'hour', slopes: [-80, -100, -120, -125, -150], b: [90, 100], xs: [2, 5] },
];

export const spLinearModels: SkillGenerator = {
  skillId: 'g8.sp.linear-models',
  grade: 8,
  domain: 'sp',
  ccss: ['8.SP.A.2', '8.SP.A.3'],
  topic: 'Data',
  subtopic: 'Use a line of fit',
  prereqs: ['g8.f.rate-initial-value'],
  estTimeSec: timeLadder(20, 90),
  version: '1.0.0',
  generate(difficulty: Difficulty, rng: Rng) {
    let md = rng.pick(MODELS);
    if (difficulty === 3 && md.b[0] < 0) md = MODELS[1]!;
    const m = Rational.of(rng.pick(md.slopes), 10);
    const b = R(rng.int(md.b[0], md.b[1]));
    const eq = `${md.yv} = ${lin([[m, md.xv]], b)}`;
    const intro = `A line of fit for the ${md.y} (${md.yv}, in ${md.yUnit}) and the ${md.x} (${md.xv}, in ${md.xUnit}) is ${eq}.`;
    const mis0: Misconception[] = [];
    if (difficulty === 2 || difficulty === 3) {
      const askSlope = difficulty === 2;
      const val = askSlope ? m : b;
      const answer: AnswerSpec = { format: 'number', value: val.toString(), canonical: fmt(val) };
      mis0.push(mis(fmt(askSlope ? b : m), askSlope ? 'gave-intercept' : 'gave-slope', askSlope ? `${fmt(b)} is the starting value (when ${md.xv} = 0). The change per ${md.xOne} is the number multiplying ${md.xv}.` : `${fmt(m)} is the change per ${md.xOne}. The starting value is the constant term.`));
      if (askSlope && m.sign() < 0) mis0.push(mis(fmt(m.neg()), 'sign-lost', `The ${md.y} goes down as ${md.x} goes up, so the change is negative.`));
      const text = askSlope
        ? `${intro} By how much does the model say the ${md.y} changes for each extra ${md.xOne}? (Use a negative number for a decrease.)`
        : `${intro} What ${md.y} does the model predict when ${md.xv} = 0?`;
      return body(
        text,
        answer,
        [askSlope ? `In ${md.yv} = m${md.xv} + b, the slope m is the change in ${md.yv} for each 1 unit of ${md.xv}.` : `When ${md.xv} = 0, the ${md.xv}-term is 0.`, `Compare ${eq} with ${md.yv} = m${md.xv} + b.`, askSlope ? `m is the number multiplying ${md.xv}.` : `${md.yv} = ${fmt(m)} × 0 + b; what is left?`],
        askSlope
          ? [`${eq} has slope ${fmt(m)}.`, `So each extra ${md.xOne} changes the ${md.y} by ${fmt(m)} ${md.yUnit}.`, `Check: from ${md.xv} = 1 to ${md.xv} = 2 the model goes from ${fmt(m.add(b))} to ${fmt(m.mul(2).add(b))}, a change of ${fmt(m)}.`]
          : [`Put ${md.xv} = 0: ${md.yv} = ${fmt(m)} × 0 + ${par(b)}.`, `${md.yv} = ${fmt(b)} ${md.yUnit}.`, `Check: the intercept b in ${eq} is ${fmt(b)}.`],
        mis0,
      );
    }
    let x: Rational;
    if (difficulty === 4) x = Rational.of(2 * rng.int(md.xs[0], md.xs[1]) + 1, 2);
    else x = R(rng.int(md.xs[0], md.xs[1]));
    const y = m.mul(x).add(b);
    if (difficulty === 5) {
      const answer: AnswerSpec = { format: 'number', value: x.toString(), canonical: fmt(x) };
      const yb = y.sub(b);
      mis0.push(mis(fmt(m.mul(y).add(b)), 'substituted-for-x', `${fmt(y)} is the ${md.y}, so it goes in place of ${md.yv}, not ${md.xv}.`));
      mis0.push(mis(fmt(y.add(b).div(m).round(1)), 'added-instead-of-subtracting', `Undo ${b.sign() < 0 ? 'subtracting' : 'adding'} ${fmt(b.abs())} first: ${b.sign() < 0 ? 'add' : 'subtract'} it.`));
      mis0.push(mis(fmt(y.div(m).round(1)), 'ignored-intercept', `Take away the starting value ${fmt(b)} before dividing.`));
      return body(
        `${intro} For what ${md.xv} does the model give ${md.yv} = ${fmt(y)}?`,
        answer,
        [`Put ${md.yv} = ${fmt(y)} into the model: ${fmt(y)} = ${lin([[m, md.xv]], b)}.`, `${b.sign() < 0 ? 'Add' : 'Subtract'} ${fmt(b.abs())} on both sides: ${fmt(yb)} = ${fmt(m)}${md.xv}.`, `Divide ${fmt(yb)} by ${fmt(m)}.`],
        [`${fmt(y)} = ${lin([[m, md.xv]], b)}.`, `${fmt(yb)} = ${fmt(m)}${md.xv}.`, `${md.xv} = ${fmt(yb)} ÷ ${par(m)} = ${fmt(x)}.`, `Check: ${fmt(m)} × ${fmt(x)} ${b.sign() < 0 ? '−' : '+'} ${fmt(b.abs())} = ${fmt(y)}.`],
        mis0,
      );
    }
    const answer: AnswerSpec = { format: 'number', value: y.toString(), canonical: fmt(y) };
    mis0.push(mis(fmt(m.mul(x)), 'forgot-intercept', `Add the starting value ${fmt(b)} too.`));
    mis0.push(mis(fmt(m.mul(x.add(b))), 'added-before-multiplying', `Multiply ${fmt(m)} by ${fmt(x)} first, then add ${fmt(b)}.`));
    return body(
      `${intro} Use the model to predict ${md.yv} when ${md.xv} = ${fmt(x)}.`,
      answer,
      [`Replace ${md.xv} with ${fmt(x)} in the model.`, `${fmt(m)} × ${fmt(x)} = ${fmt(m.mul(x))}.`, `Now ${b.sign() < 0 ? 'subtract' : 'add'} ${fmt(b.abs())}.`],
      [`${md.yv} = ${fmt(m)} × ${fmt(x)} ${b.sign() < 0 ? '−' : '+'} ${fmt(b.abs())}.`, `${fmt(m)} × ${fmt(x)} = ${fmt(m.mul(x))}.`, `${fmt(m.mul(x))} ${b.sign() < 0 ? '−' : '+'} ${fmt(b.abs())} = ${fmt(y)}.`, `Check: ${fmt(y)} ${b.sign() < 0 ? '+' : '−'} ${fmt(b.abs())} = ${fmt(m.mul(x))} = ${fmt(m)} × ${fmt(x)}.`],
      mis0,
    );
  },
};
