import { R, Rational, gcd } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtDec, fmtMoney, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

const ITEMS = ['shirt', 'jacket', 'pair of shoes', 'backpack', 'video game', 'lamp', 'bike helmet'];
const money = (r: Rational) => fmtMoney(r);
/** Realistic rates (docs/maths/curriculum.md, "Contexts"): US sales tax 4–9%, tips 10–20%, discounts 10–45%. */
const TAX = [4, 5, 6, 7, 8, 9];
const TIP = [10, 15, 18, 20];
const DISCOUNT = [10, 15, 20, 25, 30, 35, 40, 45];
const wholeCents = (r: Rational) => r.mul(100).isInteger();
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
  version: '1.2.0',
  generate(d: Difficulty, rng: Rng) {
    const item = rng.pick(ITEMS);
    if (d === 5) {
      // Numbers chosen so every step is whole cents: the child never has to round (docs/maths/curriculum.md).
      let price = R(0);
      let off = 0;
      let tax = 0;
      do {
        price = R(rng.int(4, 40) * 5);
        off = rng.pick([10, 15, 20, 25, 30, 40]);
        tax = rng.pick(TAX);
      } while (!wholeCents(price.mul(100 - off).mul(tax).div(10000)));
      const sale = price.mul(100 - off).div(100);
      const final = sale.mul(100 + tax).div(100);
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
    const kind = d === 1 ? 'off' : d === 2 ? rng.pick(['tax', 'tip']) : d === 3 ? 'markup' : rng.pick(['off', 'tax']);
    const pct =
      d === 1 ? rng.pick([10, 20, 25, 30]) : kind === 'tax' ? rng.pick(TAX) : kind === 'tip' ? rng.pick(TIP) : kind === 'off' ? rng.pick(DISCOUNT) : rng.pick([5, 6, 8, 10, 15, 18, 20, 25, 40]);
    // d4 prices have cents; they are drawn so the percent of them is whole cents (every step exact, no rounding).
    let price: Rational;
    if (d === 4) {
      const step = 100 / Number(gcd(BigInt(pct), 100n));
      price = rat(step * rng.int(Math.ceil(1000 / step), Math.floor(9999 / step)), 100);
    } else price = d === 1 ? R(rng.int(2, 20) * (pct === 25 ? 4 : 10)) : R(rng.int(6, 60));
    const change = price.mul(pct).div(100);
    const up = kind !== 'off';
    const ans = up ? price.add(change) : price.sub(change);
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
      [`${pct}% of ${money(price)} = ${money(change)}.`, `${money(price)} ${up ? '+' : '−'} ${money(change)} = ${money(ans)}.`, `Check: ${money(price)} × ${fmtDec(rat(up ? 100 + pct : 100 - pct, 100))} = ${money(ans)}.`],
      [
        mis(m2(change), 'change-only', `That is the ${kind === 'off' ? 'discount' : kind === 'markup' ? 'markup' : kind}, not the ${up ? 'total' : 'sale price'}.`),
        mis(m2(up ? price.sub(change) : price.add(change)), 'wrong-direction', up ? 'Tax, tips and markups are added.' : 'A discount is subtracted.'),
      ],
    );
  },
};
