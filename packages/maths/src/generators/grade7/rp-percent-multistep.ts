import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtDec, fmtMoney, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

const ITEMS = ['shirt', 'jacket', 'pair of shoes', 'backpack', 'video game', 'lamp', 'bike helmet'];
const money = (r: Rational) => fmtMoney(r);
const m2 = (r: Rational) => val(r.round(2), 'dec');

export const rpPercentMultistep: SkillGenerator = {
  skillId: 'g7.rp.percent-multistep',
  grade: 7,
  domain: 'rp',
  ccss: ['7.RP.A.3'],
  topic: 'Percents',
  subtopic: 'Discounts, tax & tips',
  prereqs: ['g6.rp.percent'],
  estTimeSec: times(30, 120),
  version: '1.0.0',
  generate(d: Difficulty, rng: Rng) {
    const item = rng.pick(ITEMS);
    if (d === 5) {
      const price = R(rng.int(4, 20) * 5);
      const off = rng.pick([10, 15, 20, 25, 30]);
      const tax = rng.pick([5, 6, 7, 8]);
      const sale = price.mul(100 - off).div(100);
      const final = sale.mul(100 + tax).div(100).round(2);
      return bodyLoose(
        `A ${item} costs ${money(price)}. It is ${off}% off, and then ${tax}% sales tax is added to the sale price. What is the final cost?`,
        A.money(final),
        [`Sale price = ${fmtDec(price)} × ${fmtDec(rat(100 - off, 100))}.`, `That is ${money(sale)}.`, `Add ${tax}% tax: ${fmtDec(sale)} × ${fmtDec(rat(100 + tax, 100))}.`],
        [`Discount: ${off}% of ${money(price)} = ${money(price.mul(off).div(100))}; sale price ${money(sale)}.`, `Tax: ${tax}% of ${money(sale)} = ${money(sale.mul(tax).div(100))}.`, `Final cost: ${money(final)}.`, `Check: ${money(final)} is less than ${money(price)} because the discount is bigger than the tax.`],
        [
          mis(m2(price.mul(100 - off + tax).div(100)), 'combined-percents', `Take the tax on the sale price, not combine −${off}% and +${tax}% into one change.`),
          mis(m2(price.mul(off).div(100)), 'discount-only', 'That is just the discount.'),
          mis(m2(sale), 'forgot-tax', 'Remember to add the tax to the sale price.'),
        ],
      );
    }
    const pct = d === 1 ? rng.pick([10, 20, 25, 30]) : d === 4 ? rng.pick([12, 15, 18, 35, 45, 65]) : rng.pick([5, 6, 8, 10, 15, 18, 20]);
    const price = d === 4 ? rat(rng.int(1000, 9999), 100) : d === 1 ? R(rng.int(2, 20) * (pct === 25 ? 4 : 10)) : R(rng.int(6, 60));
    const kind = d === 1 ? 'off' : d === 2 ? rng.pick(['tax', 'tip']) : d === 3 ? 'markup' : rng.pick(['off', 'tax']);
    const change = price.mul(pct).div(100);
    const up = kind !== 'off';
    const ans = (up ? price.add(change) : price.sub(change)).round(2);
    const text =
      kind === 'off'
        ? `A ${money(price)} ${item} is ${pct}% off. What is the sale price?`
        : kind === 'tax'
          ? `A ${item} costs ${money(price)}. The sales tax is ${pct}%. What is the total cost with tax?`
          : kind === 'tip'
            ? `A meal costs ${money(price)}. You leave a ${pct}% tip. What is the total, including the tip?`
            : `A store buys a ${item} for ${money(price)} and marks the price up by ${pct}%. What is the selling price?`;
    return bodyLoose(
      text,
      A.money(ans),
      [`Find ${pct}% of ${money(price)} first.`, `${pct}% of ${fmtDec(price)} = ${fmtDec(price)} × ${fmtDec(rat(pct, 100))} = ${money(change)}.`, `${up ? 'Add' : 'Subtract'} ${money(change)} ${up ? 'to' : 'from'} ${money(price)}.`],
      [`${pct}% of ${money(price)} = ${money(change)}${change.den > 100n || !change.mul(100).isInteger() ? ' (round to the nearest cent at the end)' : ''}.`, `${money(price)} ${up ? '+' : '−'} ${money(change)} = ${money(ans)}.`, `Check: ${money(price)} × ${fmtDec(rat(up ? 100 + pct : 100 - pct, 100))} ≈ ${money(ans)}.`],
      [
        mis(m2(change), 'change-only', `That is the ${kind === 'off' ? 'discount' : kind === 'markup' ? 'markup' : kind}, not the ${up ? 'total' : 'sale price'}.`),
        mis(m2(up ? price.sub(change) : price.add(change)), 'wrong-direction', up ? 'Tax, tips and markups are added.' : 'A discount is subtracted.'),
      ],
    );
  },
};
