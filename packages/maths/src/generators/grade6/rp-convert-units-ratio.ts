import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator, UnitId } from '../../types.js';
import { A } from '../shared/answers.js';
import { fmtDecOrMixed, fmtInt, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

// [big unit, small unit, small per big, big id, small id]
const PAIRS: [string, string, number, UnitId, UnitId][] = [
  ['yd', 'ft', 3, 'yd', 'ft'],
  ['ft', 'in', 12, 'ft', 'in'],
  ['gal', 'qt', 4, 'gal', 'qt'],
  ['lb', 'oz', 16, 'lb', 'oz'],
  ['m', 'cm', 100, 'm', 'cm'],
  ['kg', 'g', 1000, 'kg', 'g'],
  ['h', 'min', 60, 'h', 'min'],
];
const ONE: Record<string, string> = { yd: 'yard', ft: 'foot', in: 'inch', gal: 'gallon', qt: 'quart', lb: 'pound', oz: 'ounce', m: 'meter', cm: 'centimeter', kg: 'kilogram', g: 'gram', h: 'hour', min: 'minute' };
const NAMES: Record<string, string> = { yd: 'yards', ft: 'feet', in: 'inches', gal: 'gallons', qt: 'quarts', lb: 'pounds', oz: 'ounces', m: 'meters', cm: 'centimeters', kg: 'kilograms', g: 'grams', h: 'hours', min: 'minutes' };

export const rpConvertUnitsRatio: SkillGenerator = {
  skillId: 'g6.rp.convert-units-ratio',
  grade: 6,
  domain: 'rp',
  ccss: ['6.RP.A.3'],
  topic: 'Measurement',
  subtopic: 'Convert units with ratios',
  prereqs: ['g5.md.convert-units', 'g6.rp.unit-rate'],
  estTimeSec: times(20, 120),
  version: '1.0.0',
  generate(d: Difficulty, rng: Rng) {
    if (d <= 2) {
      const [big, small, k, bigId] = rng.pick(PAIRS.filter((p) => p[2] <= 100));
      const ans: Rational = d === 1 ? R(rng.int(2, 12)) : R(rng.int(1, 9)).add(Rational.of(rng.pick(k % 4 === 0 ? [1, 3] : [1]), k % 4 === 0 ? 4 : k === 3 ? 3 : 2));
      const amount = ans.mul(k);
      return bodyLoose(
        `${fmtInt(amount.num)} ${small} = ? ${big}`,
        A.number(ans, bigId, k === 100 ? 'num' : 'mixed'),
        [`There are ${k} ${NAMES[small]} in 1 ${ONE[big]}.`, `Going from ${NAMES[small]} to ${NAMES[big]}, divide by ${k}.`, `${fmtInt(amount.num)} ÷ ${k} = ?${d === 2 ? ' Write any leftover as a fraction.' : ''}`],
        [`1 ${big} = ${k} ${small}.`, `${fmtInt(amount.num)} ÷ ${k} = ${fmtDecOrMixed(ans)}.`, `Check: ${fmtDecOrMixed(ans)} × ${k} = ${fmtInt(amount.num)} ${small}.`],
        [mis(val(amount.mul(k)), 'multiplied', `Bigger units mean fewer of them: divide by ${k}.`), mis(String(amount.num), 'not-converted', `Convert the ${NAMES[small]} to ${NAMES[big]}.`)],
      );
    }
    if (d === 3) {
      const mph = rng.pick([30, 36, 42, 45, 48, 54, 60, 72, 90]);
      const ans = R(mph).div(60);
      return bodyLoose(
        `A train travels at ${mph} miles per hour. How many miles is that per minute?`,
        A.number(ans, 'mi'),
        ['There are 60 minutes in 1 hour.', `${mph} miles in 60 minutes.`, `Divide ${mph} by 60.`],
        [`${mph} miles per 60 minutes.`, `${mph} ÷ 60 = ${fmtDecOrMixed(ans)} miles per minute.`, `Check: ${fmtDecOrMixed(ans)} × 60 = ${mph}.`],
        [mis(String(mph * 60), 'multiplied', 'A minute is shorter than an hour, so the train goes fewer miles: divide by 60.'), mis(val(R(60).div(mph)), 'inverted', `Divide the miles by the minutes: ${mph} ÷ 60.`)],
      );
    }
    if (d === 4) {
      const cups = rng.pick([8, 12, 16, 20, 24, 32, 40, 48, 64]);
      const ans = R(cups).div(16);
      return bodyLoose(
        `A punch recipe makes ${cups} cups. How many gallons is that? (4 cups = 1 quart, 4 quarts = 1 gallon)`,
        A.number(ans, 'gal', 'mixed'),
        ['Convert cups to quarts, then quarts to gallons.', `${cups} cups ÷ 4 = ${cups / 4} quarts.`, `${cups / 4} quarts ÷ 4 = ?`],
        [`${cups} ÷ 4 = ${cups / 4} quarts.`, `${cups / 4} ÷ 4 = ${fmtDecOrMixed(ans)} gallons.`, `Check: ${fmtDecOrMixed(ans)} × 16 = ${cups} cups.`],
        [mis(String(cups / 4), 'stopped-at-quarts', 'That is quarts; convert to gallons too.'), mis(String(cups * 16), 'multiplied', 'Gallons are bigger than cups: divide.')],
      );
    }
    const perHour = rng.int(2, 5);
    const hours = 24;
    const cups = perHour * hours;
    const ans = R(cups).div(16);
    return bodyLoose(
      `A faucet drips ${perHour} cups of water every hour. How many gallons drip in one day? (16 cups = 1 gallon)`,
      A.number(ans, 'gal', 'mixed'),
      [`One day is 24 hours, so ${perHour} × 24 cups drip.`, `${perHour} × 24 = ${cups} cups.`, `16 cups make 1 gallon: ${cups} ÷ 16 = ?`],
      [`Cups in a day: ${perHour} × 24 = ${cups}.`, `Gallons: ${cups} ÷ 16 = ${fmtDecOrMixed(ans)}.`, `Check: ${fmtDecOrMixed(ans)} × 16 = ${cups} cups, and ${cups} ÷ 24 = ${perHour} cups an hour.`],
      [mis(String(cups * 16), 'multiplied', 'Gallons are bigger than cups: divide by 16.'), mis(String(cups), 'not-converted', 'That is cups; convert to gallons.'), mis(val(R(perHour).div(16)), 'forgot-24-hours', 'Count all 24 hours in a day first.')],
    );
  },
};
