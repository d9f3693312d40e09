import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtFrac, fmtMixed, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

const unitFrac = (rng: Rng, dens: number[]) => rat(1, rng.pick(dens));
const proper = (rng: Rng, dens: number[]) => {
  const d = rng.pick(dens);
  return rat(rng.int(1, d - 1), d);
};

export const rpUnitRateFractions: SkillGenerator = {
  skillId: 'g7.rp.unit-rate-fractions',
  grade: 7,
  domain: 'rp',
  ccss: ['7.RP.A.1'],
  topic: 'Ratios',
  subtopic: 'Unit rates with fractions',
  prereqs: ['g6.rp.unit-rate', 'g6.ns.divide-fractions'],
  estTimeSec: times(25, 90),
  version: '1.0.0',
  generate(d: Difficulty, rng: Rng) {
    let top = rat(1, 2);
    let bot = rat(1, 4);
    for (let i = 0; i < 30; i++) {
      if (d === 1) {
        bot = unitFrac(rng, [3, 4, 5, 6, 8, 10]);
        top = rat(rng.int(1, 3), Number(bot.den)).mul(rng.int(1, 3));
        if (!top.div(bot).isInteger()) continue;
      } else if (d === 2) {
        top = proper(rng, [2, 3, 4, 5, 6, 8]);
        bot = unitFrac(rng, [2, 3, 4, 5, 6, 8]);
      } else if (d === 3) {
        bot = R(rng.int(1, 2)).add(rng.pick([rat(1, 2), rat(1, 4), rat(3, 4)]));
        top = bot.mul(rng.int(2, 4)).add(rng.pick([R(0), rat(1, 2), rat(1, 4)]));
      } else if (d === 4) {
        top = proper(rng, [2, 3, 4, 5, 8]);
        bot = proper(rng, [2, 3, 4, 6]);
      } else {
        top = proper(rng, [3, 4, 5, 6, 8]);
        bot = proper(rng, [3, 4, 5, 6, 8]);
        if (top.num === 1n || bot.num === 1n) continue;
      }
      const q = top.div(bot);
      if (!top.eq(bot) && !q.eq(1) && !bot.eq(1)) break;
    }
    const q = top.div(bot);
    const show = (r: Rational) => (d === 3 ? fmtMixed(r) : fmtFrac(r));
    const ctx =
      d === 1 || d === 2
        ? { text: `You walk ${show(top)} mile in ${show(bot)} hour. How many miles per hour is that?`, per: 'miles per hour', a: 'miles', b: 'hours' }
        : d === 3
          ? { text: `A hiker walks ${show(top)} miles in ${show(bot)} hours. How many miles per hour is that?`, per: 'miles per hour', a: 'miles', b: 'hours' }
          : d === 4
            ? { text: `A machine mows ${show(top)} acre in ${show(bot)} hour. How many acres per hour is that?`, per: 'acres per hour', a: 'acres', b: 'hours' }
            : { text: `A recipe uses ${show(top)} cup of sugar for every ${show(bot)} cup of flour. How much sugar is that per cup of flour?`, per: 'sugar per cup of flour', a: 'sugar', b: 'flour' };
    const recip = Rational.ONE.div(bot);
    return bodyLoose(
      ctx.text,
      A.fraction(q, { allowDecimal: true }),
      [`"${ctx.per}" means ${ctx.a} ÷ ${ctx.b}.`, `${fmtFrac(top)} ÷ ${fmtFrac(bot)}.`, `${fmtFrac(top)} × ${fmtFrac(recip)} = ?`],
      [`Unit rate = ${ctx.a} ÷ ${ctx.b} = ${fmtFrac(top)} ÷ ${fmtFrac(bot)}.`, `= ${fmtFrac(top)} × ${fmtFrac(recip)} = ${fmtMixed(q)}.`, `Check: ${fmtMixed(q)} × ${fmtFrac(bot)} = ${fmtFrac(top)}.`],
      [
        mis(val(bot.div(top), 'frac'), 'inverted-rate', `That is ${ctx.b} per ${ctx.a === 'sugar' ? 'cup of sugar' : ctx.a.replace(/s$/, '')}. Divide ${ctx.a} by ${ctx.b}.`),
        mis(val(top.mul(bot), 'frac'), 'multiplied', 'You multiplied. A rate "per" something is a division.'),
      ],
    );
  },
};
