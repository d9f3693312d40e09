import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { fmtDec, fmtMoney, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

const ITEMS = ['notebooks', 'pens', 'muffins', 'tickets', 'bottles of juice', 'packs of cards'];

export const rpUnitRate: SkillGenerator = {
  skillId: 'g6.rp.unit-rate',
  grade: 6,
  domain: 'rp',
  ccss: ['6.RP.A.2', '6.RP.A.3'],
  topic: 'Ratios',
  subtopic: 'Unit rates & unit price',
  prereqs: ['g5.nbt.decimal-divide'],
  estTimeSec: times(20, 90),
  version: '1.2.0',
  generate(d: Difficulty, rng: Rng) {
    if (d === 1 || d === 2) {
      const item = rng.pick(ITEMS);
      const n = rng.int(3, 9);
      const unit = d === 1 ? R(rng.int(2, 12)) : Rational.of(rng.int(105, 995) , 100);
      const unitP = d === 2 && unit.isInteger() ? unit.add(Rational.of(1, 4)) : unit;
      const total = unitP.mul(n);
      const text = `${n} ${item} cost ${fmtMoney(total)}. How much does 1 of them cost?`;
      return bodyLoose(
        text,
        A.money(unitP),
        [
          'The price of 1 item is the total cost ÷ the number of items.',
          `Set it up: ${fmtMoney(total)} ÷ ${n}.`,
          `Divide ${fmtDec(total)} by ${n}, one place at a time, keeping the decimal point lined up.`,
        ],
        [`Cost of 1 = total ÷ number of items.`, `${fmtMoney(total)} ÷ ${n} = ${fmtMoney(unitP)}.`, `Check: ${n} × ${fmtMoney(unitP)} = ${fmtMoney(total)}.`],
        [
          mis(val(total.mul(n), 'dec'), 'multiplied', 'You multiplied. To share the cost over the items, divide.'),
          mis(val(R(n).div(total).round(3), 'dec'), 'divided-wrong-way', 'That is items per dollar. Divide the cost by the number of items.'),
        ],
      );
    }
    if (d === 3 || d === 5) {
      // speed, or miles per gallon with a decimal divisor
      const rate = d === 3 ? rng.int(35, 65) : rng.int(18, 36);
      const amount = d === 3 ? R(rng.int(2, 6)) : Rational.of(rng.int(3, 15) * 2 + 1, 2); // x.5
      const total = amount.mul(rate);
      const [what, per, unitLong] =
        d === 3 ? ['drives', 'hours', 'miles per hour'] : ['travels', 'gallons of gas', 'miles per gallon'];
      const who = someone(rng);
      const miles = fmtDec(total);
      const qty = fmtDec(amount);
      const text =
        d === 3
          ? rng.pick([
              `A car drives ${miles} miles in ${qty} hours at a constant speed. How many miles per hour is that?`,
              `${who}'s family drives ${miles} miles to the beach in ${qty} hours, at a steady speed. What is their speed in miles per hour?`,
              `A train covers ${miles} miles in ${qty} hours without changing speed. How many miles does it go each hour?`,
              `A bus trip of ${miles} miles takes ${qty} hours at a constant speed. Find the speed in miles per hour.`,
              `In ${qty} hours a truck drives ${miles} miles, always at the same speed. How many miles per hour is the truck going?`,
            ])
          : rng.pick([
              `A car travels ${miles} miles on ${qty} gallons of gas. How many miles per gallon is that?`,
              `${who}'s van uses ${qty} gallons of gas to drive ${miles} miles. How many miles per gallon does the van get?`,
              `A pickup truck goes ${miles} miles on ${qty} gallons of fuel. Find its miles per gallon.`,
              `On a road trip, ${who}'s car burned ${qty} gallons of gas over ${miles} miles. How many miles did it go per gallon?`,
              `A motorboat travels ${miles} miles using ${qty} gallons of gas. How many miles per gallon is that?`,
            ]);
      void what;
      void per;
      const scale = amount.isInteger() ? 1 : 10;
      const hints: [string, string, string] = [
        `"${unitLong}" means miles ÷ ${d === 3 ? 'hours' : 'gallons'}.`,
        scale === 10
          ? `Make the divisor whole: ${fmtDec(total)} ÷ ${fmtDec(amount)} = ${fmtDec(total.mul(10))} ÷ ${fmtDec(amount.mul(10))}.`
          : `Set it up: ${fmtDec(total)} ÷ ${fmtDec(amount)}.`,
        `${fmtDec(amount.mul(scale))} × 10 = ${fmtDec(amount.mul(scale * 10))}; how many more ${fmtDec(amount.mul(scale))}s make ${fmtDec(total.mul(scale))}?`,
      ];
      return bodyLoose(
        text,
        A.decimal(R(rate)),
        hints,
        [
          `${unitLong} = miles ÷ ${d === 3 ? 'hours' : 'gallons'}.`,
          `${fmtDec(total)} ÷ ${fmtDec(amount)} = ${rate}.`,
          `Check: ${rate} × ${fmtDec(amount)} = ${fmtDec(total)}.`,
        ],
        [
          mis(val(total.mul(amount), 'dec'), 'multiplied', 'You multiplied. A rate "per" something needs a division.'),
          mis(val(amount.div(total).round(3), 'dec'), 'divided-wrong-way', `That is ${d === 3 ? 'hours per mile' : 'gallons per mile'}. Divide the miles by the ${d === 3 ? 'hours' : 'gallons'}.`),
        ],
      );
    }
    // d4: better buy (choice A/B)
    const item = rng.pick(['cereal', 'rice', 'dog food', 'laundry soap']);
    const ozA = rng.pick([12, 16, 18, 20, 24]);
    let ozB = rng.pick([28, 32, 36, 40, 48]);
    const unitA = Rational.of(rng.int(15, 40), 100); // dollars per ounce
    let unitB = unitA.add(Rational.of(rng.int(1, 6) * (rng.bool() ? 1 : -1), 100));
    if (unitB.sign() <= 0) unitB = unitA.add(Rational.of(3, 100));
    if (ozB === ozA) ozB = 32;
    const pA = unitA.mul(ozA);
    const pB = unitB.mul(ozB);
    const better = unitA.lt(unitB) ? 'A' : 'B';
    const who = someone(rng);
    const text = rng.pick([
      `Box A has ${ozA} ounces of ${item} for ${fmtMoney(pA)}. Box B has ${ozB} ounces for ${fmtMoney(pB)}. Which box is the better buy, A or B?`,
      `${who} is shopping for ${item}. Box A: ${ozA} ounces for ${fmtMoney(pA)}. Box B: ${ozB} ounces for ${fmtMoney(pB)}. Which is the better buy, A or B?`,
      `A store sells ${item} in two sizes: box A, ${ozA} ounces for ${fmtMoney(pA)}, and box B, ${ozB} ounces for ${fmtMoney(pB)}. Which box costs less per ounce, A or B?`,
      `Which is the better deal on ${item}: box A (${ozA} ounces, ${fmtMoney(pA)}) or box B (${ozB} ounces, ${fmtMoney(pB)})? Answer A or B.`,
      `${who} compares two boxes of ${item}. Box A holds ${ozA} ounces and costs ${fmtMoney(pA)}; box B holds ${ozB} ounces and costs ${fmtMoney(pB)}. Which box gives more for the money, A or B?`,
    ]);
    return bodyLoose(
      text,
      A.choice(better, { A: ['box a', 'a'], B: ['box b', 'b'] }),
      [
        'Compare the unit prices: the cost of 1 ounce in each box.',
        `Box A: ${fmtMoney(pA)} ÷ ${ozA} ounces.`,
        `Box A costs ${fmtMoney(unitA)} per ounce. Now find ${fmtMoney(pB)} ÷ ${ozB} for box B and compare.`,
      ],
      [
        `Box A: ${fmtMoney(pA)} ÷ ${ozA} = ${fmtMoney(unitA)} per ounce.`,
        `Box B: ${fmtMoney(pB)} ÷ ${ozB} = ${fmtMoney(unitB)} per ounce.`,
        `Box ${better} costs less per ounce, so it is the better buy.`,
        `Check: ${ozA} × ${fmtMoney(unitA)} = ${fmtMoney(pA)} and ${ozB} × ${fmtMoney(unitB)} = ${fmtMoney(pB)}.`,
      ],
      [
        mis(pA.lt(pB) ? 'A' : 'B', 'lower-total-price', 'The cheaper box is not always the better buy: compare the price of 1 ounce.'),
      ],
    );
  },
};
