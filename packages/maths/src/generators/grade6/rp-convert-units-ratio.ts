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

/** Who travels at a whole number of miles or kilometers per hour, with speeds that suit them. */
const MOVERS: { who: string; speeds: number[]; unit: string; unitId: UnitId }[] = [
  { who: 'train', speeds: [30, 36, 42, 45, 48, 54, 60, 72, 90], unit: 'miles', unitId: 'mi' },
  { who: 'car', speeds: [36, 45, 48, 54, 60, 66, 72], unit: 'miles', unitId: 'mi' },
  { who: 'cyclist', speeds: [9, 12, 15, 18, 20], unit: 'miles', unitId: 'mi' },
  { who: 'ferry', speeds: [12, 15, 18, 24, 30], unit: 'miles', unitId: 'mi' },
  { who: 'bus', speeds: [30, 36, 45, 48, 54, 60, 72, 90], unit: 'kilometers', unitId: 'km' },
  { who: 'runner', speeds: [6, 9, 10, 12, 15], unit: 'kilometers', unitId: 'km' },
];
/** A number of cups (a multiple of 4) in a sentence. */
const CUP_STORIES: ((cups: number) => string)[] = [
  (c) => `A punch recipe makes ${c} cups.`,
  (c) => `A lemonade stand sold ${c} cups of lemonade.`,
  (c) => `A school kitchen made ${c} cups of soup.`,
  (c) => `A class drank ${c} cups of milk in a week.`,
  (c) => `A cooler holds ${c} cups of water.`,
];
/** Water lost or used at a steady number of cups an hour. */
const LEAKS: { what: string; ask: string }[] = [
  { what: 'A faucet drips', ask: 'drip' },
  { what: 'A leaky hose loses', ask: 'leak out' },
  { what: 'A humidifier uses', ask: 'does it use' },
  { what: 'A cracked pipe leaks', ask: 'leak out' },
  { what: 'A garden fountain loses', ask: 'does it lose' },
  { what: 'A drip line in a garden gives the plants', ask: 'do the plants get' },
];

export const rpConvertUnitsRatio: SkillGenerator = {
  skillId: 'g6.rp.convert-units-ratio',
  grade: 6,
  domain: 'rp',
  ccss: ['6.RP.A.3'],
  topic: 'Measurement',
  subtopic: 'Convert units with ratios',
  prereqs: ['g5.md.convert-units', 'g6.rp.unit-rate'],
  estTimeSec: times(20, 120),
  version: '1.2.0',
  generate(d: Difficulty, rng: Rng) {
    if (d <= 2) {
      const [big, small, k, bigId] = rng.pick(PAIRS.filter((p) => p[2] <= 100));
      // A whole answer never equals the number of small units in one big unit, which the hints and steps name.
      const whole = rng.int(2, 12);
      const ans: Rational = d === 1 ? R(whole === k ? whole + 1 : whole) : R(rng.int(1, 9)).add(Rational.of(rng.pick(k % 4 === 0 ? [1, 3] : [1]), k % 4 === 0 ? 4 : k === 3 ? 3 : 2));
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
      const { who, speeds, unit, unitId } = rng.pick(MOVERS);
      const mph = rng.pick(speeds);
      const ans = R(mph).div(60);
      return bodyLoose(
        `A ${who} travels at ${mph} ${unit} per hour. How many ${unit} is that per minute?`,
        A.number(ans, unitId),
        ['An hour has 60 minutes.', `${mph} ${unit} in 60 minutes.`, `Divide ${mph} by 60.`],
        [`${mph} ${unit} per 60 minutes.`, `${mph} ÷ 60 = ${fmtDecOrMixed(ans)} ${unit} per minute.`, `Check: ${fmtDecOrMixed(ans)} × 60 = ${mph}.`],
        [mis(String(mph * 60), 'multiplied', `A minute is shorter than an hour, so the ${who} goes fewer ${unit}: divide by 60.`), mis(val(R(60).div(mph)), 'inverted', `Divide the ${unit} by the minutes: ${mph} ÷ 60.`)],
      );
    }
    if (d === 4) {
      const cups = 4 * rng.int(2, 16);
      const ans = R(cups).div(16);
      return bodyLoose(
        `${rng.pick(CUP_STORIES)(cups)} How many gallons is that? (4 cups = 1 quart, 4 quarts = 1 gallon)`,
        A.number(ans, 'gal', 'mixed'),
        ['Convert cups to quarts, then quarts to gallons.', `${cups} cups ÷ 4 = ${cups / 4} quarts.`, `${cups / 4} quarts ÷ 4 = ?`],
        [`${cups} ÷ 4 = ${cups / 4} quarts.`, `${cups / 4} ÷ 4 = ${fmtDecOrMixed(ans)} gallons.`, `Check: ${fmtDecOrMixed(ans)} × 16 = ${cups} cups.`],
        [mis(String(cups / 4), 'stopped-at-quarts', 'That is quarts; convert to gallons too.'), mis(String(cups * 16), 'multiplied', 'Gallons are bigger than cups: divide.')],
      );
    }
    const perHour = rng.int(1, 6);
    const leak = rng.pick(LEAKS);
    const hours = 24;
    const cups = perHour * hours;
    const ans = R(cups).div(16);
    return bodyLoose(
      `${leak.what} ${perHour} ${perHour === 1 ? 'cup' : 'cups'} of water every hour. How many gallons ${leak.ask} in one day? (16 cups = 1 gallon)`,
      A.number(ans, 'gal', 'mixed'),
      [`One day is 24 hours, so ${perHour} × 24 cups ${leak.ask}.`, `${perHour} × 24 = ${cups} cups.`, `16 cups make 1 gallon: ${cups} ÷ 16 = ?`],
      [`Cups in a day: ${perHour} × 24 = ${cups}.`, `Gallons: ${cups} ÷ 16 = ${fmtDecOrMixed(ans)}.`, `Check: ${fmtDecOrMixed(ans)} × 16 = ${cups} cups, and ${cups} ÷ 24 = ${perHour} ${perHour === 1 ? 'cup' : 'cups'} an hour.`],
      [mis(String(cups * 16), 'multiplied', 'Gallons are bigger than cups: divide by 16.'), mis(String(cups), 'not-converted', 'That is cups; convert to gallons.'), mis(val(R(perHour).div(16)), 'forgot-24-hours', 'Count all 24 hours in a day first.')],
    );
  },
};
