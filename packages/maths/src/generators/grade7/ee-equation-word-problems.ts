import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtDecOrMixed, fmtMoney, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

export const eeEquationWordProblems: SkillGenerator = {
  skillId: 'g7.ee.equation-word-problems',
  grade: 7,
  domain: 'ee',
  ccss: ['7.EE.B.3', '7.EE.B.4'],
  topic: 'Equations',
  subtopic: 'Word problems with equations',
  prereqs: ['g7.ee.two-step-equations'],
  estTimeSec: times(40, 180),
  version: '1.1.0',
  generate(d: Difficulty, rng: Rng) {
    if (d === 1) {
      const w = rng.int(3, 20);
      const l = rng.int(w + 1, w + 20);
      const P = 2 * (l + w);
      return bodyLoose(
        `A rectangle's perimeter is ${P} cm and its length is ${l} cm. What is its width, in cm?`,
        A.number(R(w), 'cm'),
        ['Perimeter = 2 × length + 2 × width.', `${P} = 2 × ${l} + 2w, so 2w = ${P} − ${2 * l}.`, `2w = ${P - 2 * l}; divide by 2.`],
        [`2 × ${l} + 2w = ${P}.`, `2w = ${P - 2 * l}.`, `w = ${w} cm.`, `Check: 2 × ${l} + 2 × ${w} = ${P}.`],
        [mis(String(P - l), 'subtracted-one-length', 'The perimeter has two lengths and two widths.'), mis(String(P / 2 + l), 'added', 'Subtract the lengths from the perimeter.')],
      );
    }
    if (d === 2) {
      const each = rat(rng.int(125, 899), 100);
      const n = rng.int(3, 9);
      const fee = rat(rng.int(2, 12) * 25, 100);
      const total = each.mul(n).add(fee);
      return bodyLoose(
        `Sam bought ${n} notebooks and paid a ${fmtMoney(fee)} delivery fee. The total was ${fmtMoney(total)}. How much did each notebook cost, in dollars?`,
        A.money(each),
        [`Write the equation ${n}c + ${fmtDecOrMixed(fee)} = ${fmtDecOrMixed(total)}.`, `Subtract the fee: ${n}c = ${fmtDecOrMixed(total.sub(fee))}.`, `Divide by ${n}.`],
        [`${n}c + ${fmtDecOrMixed(fee)} = ${fmtDecOrMixed(total)}.`, `${n}c = ${fmtDecOrMixed(total.sub(fee))}.`, `c = ${fmtMoney(each)}.`, `Check: ${n} × ${fmtMoney(each)} + ${fmtMoney(fee)} = ${fmtMoney(total)}.`],
        [mis(val(total.div(n).round(2), 'dec'), 'ignored-fee', 'Take away the delivery fee before sharing the cost.'), mis(val(total.add(fee).div(n).round(2), 'dec'), 'added-fee', 'Subtract the fee; do not add it.')],
      );
    }
    if (d === 3) {
      const kids = rng.int(3, 8);
      const ticket = rng.int(6, 15);
      const extra = rng.int(2, 6);
      const total = kids * (ticket + extra);
      return bodyLoose(
        `${kids} friends each buy a movie ticket and a $${extra} snack. They spend $${total} in all. Write p(x + q) = r and solve: how much is one ticket, in dollars?`,
        A.number(R(ticket), 'usd'),
        [`Each friend spends x + ${extra} dollars, so ${kids}(x + ${extra}) = ${total}.`, `Divide both sides by ${kids}: x + ${extra} = ${total / kids}.`, `Subtract ${extra}.`],
        [`${kids}(x + ${extra}) = ${total}.`, `x + ${extra} = ${total / kids}.`, `x = ${ticket}.`, `Check: ${kids} × (${ticket} + ${extra}) = ${total}.`],
        [mis(String(total / kids), 'forgot-snack', 'That is what each friend spends in all; take away the snack.'), mis(String((total - extra) / kids), 'subtracted-once', `Every friend buys a snack: divide by ${kids} first.`)].filter((m) => /^\d+(\.\d+)?$/.test(m.value)),
      );
    }
    if (d === 4) {
      const start = rng.int(-5, 20);
      const drop = rng.int(2, 6);
      const hours = rng.int(3, 9);
      const end = start - drop * hours;
      return bodyLoose(
        `The temperature was ${fmtDecOrMixed(R(start))}°F. It dropped the same amount each hour for ${hours} hours, ending at ${fmtDecOrMixed(R(end))}°F. How many degrees did it drop each hour?`,
        A.number(R(drop)),
        [`Write ${fmtDecOrMixed(R(start))} − ${hours}d = ${fmtDecOrMixed(R(end))}.`, `${hours}d = ${fmtDecOrMixed(R(start))} − ${end < 0 ? `(${fmtDecOrMixed(R(end))})` : end} = ${start - end}.`, `Divide by ${hours}.`],
        [`${fmtDecOrMixed(R(start))} − ${hours}d = ${fmtDecOrMixed(R(end))}.`, `${hours}d = ${start - end}.`, `d = ${drop}.`, `Check: ${fmtDecOrMixed(R(start))} − ${hours} × ${drop} = ${fmtDecOrMixed(R(end))}.`],
        [mis(String(-drop), 'signed-answer', 'The question asks how many degrees it dropped, a positive amount.'), Number.isInteger((start + end) / hours) ? mis(String(Math.abs((start + end) / hours)), 'sign-error', 'Subtracting a negative temperature adds its size.') : null],
      );
    }
    const ticket = rat(rng.int(4, 12) * 4 + rng.int(0, 3), 4);
    const snack = rat(rng.int(5, 16), 4);
    const lo = Math.ceil(ticket.add(snack.mul(3)).toNumber() / 5);
    const money = rng.int(lo, lo + 6) * 5;
    const left = R(money).sub(ticket);
    const exact = left.div(snack);
    const best = Number(exact.floor());
    return bodyLoose(
      `You have ${fmtMoney(R(money))}. A movie ticket costs ${fmtMoney(ticket)} and snacks cost ${fmtMoney(snack)} each. What is the greatest number of snacks you can buy?`,
      A.integer(best),
      [`Money left after the ticket: ${money} − ${fmtDecOrMixed(ticket)}.`, `${fmtMoney(left)} ÷ ${fmtMoney(snack)} ≈ ${fmtDecOrMixed(exact.round(2))}.`, `You can't buy part of a snack, and ${best + 1} snacks would cost too much.`],
      [`${fmtDecOrMixed(ticket)} + ${fmtDecOrMixed(snack)}s ≤ ${money}.`, `${fmtDecOrMixed(snack)}s ≤ ${fmtDecOrMixed(left)}, so s ≤ ${fmtDecOrMixed(exact.round(2))}.`, `The greatest whole number is ${best}.`, `Check: ${best} snacks cost ${fmtMoney(snack.mul(best))}; with the ticket that is ${fmtMoney(snack.mul(best).add(ticket))} ≤ ${fmtMoney(R(money))}.`],
      [exact.isInteger() ? null : mis(String(best + 1), 'rounded-up', `${best + 1} snacks would cost more than you have.`), exact.isInteger() ? null : mis(fmtDecOrMixed(exact.round(2)), 'not-interpreted', 'You need a whole number of snacks.'), mis(String(Number(R(money).div(snack).floor())), 'ignored-ticket', 'Pay for the ticket first.')],
    );
  },
};
void Rational;
