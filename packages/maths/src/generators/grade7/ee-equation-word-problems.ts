import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtDecOrMixed, fmtMoney, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

export const eeEquationWordProblems: SkillGenerator = {
  skillId: 'g7.ee.equation-word-problems',
  grade: 7,
  domain: 'ee',
  ccss: ['7.EE.B.3', '7.EE.B.4'],
  topic: 'Equations',
  subtopic: 'Word problems with equations',
  prereqs: ['g7.ee.two-step-equations'],
  estTimeSec: times(40, 180),
  version: '1.2.0',
  generate(d: Difficulty, rng: Rng) {
    // Stories are drawn after the numbers (docs/maths/curriculum.md, "Variety").
    const who = someone(rng);
    if (d === 1) {
      const w = rng.int(3, 20);
      const l = rng.int(w + 1, w + 20);
      const P = 2 * (l + w);
      return bodyLoose(
        rng.pick([
          `A rectangle's perimeter is ${P} cm and its length is ${l} cm. What is its width, in cm?`,
          `${who} bends a wire into a rectangle with a perimeter of ${P} cm. The rectangle is ${l} cm long. How wide is it, in cm?`,
          `A rectangular photo has a perimeter of ${P} cm. Its length is ${l} cm. What is its width, in cm?`,
          `It takes ${P} cm of ribbon to go once around a rectangular card. The card is ${l} cm long. How wide is the card, in cm?`,
          `A rectangular tile is ${l} cm long and has a perimeter of ${P} cm. What is its width, in cm?`,
        ]),
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
        (() => {
          const [one, many] = rng.pick([['notebook', 'notebooks'], ['T-shirt', 'T-shirts'], ['book', 'books'], ['pack of pens', 'packs of pens'], ['plant', 'plants']] as const);
          return `${who} bought ${n} ${many} online and paid a ${fmtMoney(fee)} delivery fee. The total was ${fmtMoney(total)}. How much did each ${one} cost, in dollars?`;
        })(),
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
        (() => {
          const [ticketName, extraName] = rng.pick([['movie ticket', 'snack'], ['museum ticket', 'audio guide'], ['zoo ticket', 'map'], ['bowling game', 'pair of rental shoes'], ['concert ticket', 'poster']] as const);
          return `${kids} friends each buy a ${ticketName} and a $${extra} ${extraName}. They spend $${total} in all. Write p(x + q) = r and solve: how much is one ${ticketName}, in dollars?`;
        })(),
        A.number(R(ticket), 'usd'),
        [`Each friend spends x + ${extra} dollars, so ${kids}(x + ${extra}) = ${total}.`, `Divide both sides by ${kids}: x + ${extra} = ${total / kids}.`, `Subtract ${extra}.`],
        [`${kids}(x + ${extra}) = ${total}.`, `x + ${extra} = ${total / kids}.`, `x = ${ticket}.`, `Check: ${kids} × (${ticket} + ${extra}) = ${total}.`],
        [mis(String(total / kids), 'forgot-snack', 'That is what each friend spends in all; take away the extra item.'), mis(String((total - extra) / kids), 'subtracted-once', `Every friend buys the extra item: divide by ${kids} first.`)].filter((m) => /^\d+(\.\d+)?$/.test(m.value)),
      );
    }
    if (d === 4) {
      const start = rng.int(-5, 20);
      const drop = rng.int(2, 6);
      const hours = rng.int(3, 9);
      const end = start - drop * hours;
      return bodyLoose(
        rng.pick([
          `The temperature was ${fmtDecOrMixed(R(start))}°F. It dropped the same amount each hour for ${hours} hours, ending at ${fmtDecOrMixed(R(end))}°F. How many degrees did it drop each hour?`,
          `At sunset it was ${fmtDecOrMixed(R(start))}°F. For ${hours} hours the temperature fell steadily, to ${fmtDecOrMixed(R(end))}°F. By how many degrees did it fall each hour?`,
          `${who}'s thermometer read ${fmtDecOrMixed(R(start))}°F. After ${hours} hours of falling by the same amount each hour, it read ${fmtDecOrMixed(R(end))}°F. How many degrees did it fall each hour?`,
          `A freezer starts at ${fmtDecOrMixed(R(start))}°F and cools by the same amount each hour. After ${hours} hours it is ${fmtDecOrMixed(R(end))}°F. How many degrees does it cool each hour?`,
          `On a ski hill the temperature went from ${fmtDecOrMixed(R(start))}°F down to ${fmtDecOrMixed(R(end))}°F over ${hours} hours, dropping equally each hour. How many degrees did it drop each hour?`,
        ]),
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
    const [story, item, items, entry] = rng.pick([
      [`You have ${fmtMoney(R(money))}. A movie ticket costs ${fmtMoney(ticket)} and snacks cost ${fmtMoney(snack)} each.`, 'snack', 'snacks', 'ticket'],
      [`${who} has ${fmtMoney(R(money))} at the fair. Entry costs ${fmtMoney(ticket)} and each ride costs ${fmtMoney(snack)}.`, 'ride', 'rides', 'entry'],
      [`You have ${fmtMoney(R(money))}. A museum ticket costs ${fmtMoney(ticket)} and postcards in the gift shop cost ${fmtMoney(snack)} each.`, 'postcard', 'postcards', 'ticket'],
      [`${who} takes ${fmtMoney(R(money))} to the zoo. A ticket costs ${fmtMoney(ticket)} and bags of animal feed cost ${fmtMoney(snack)} each.`, 'bag of feed', 'bags of feed', 'ticket'],
      [`You have ${fmtMoney(R(money))}. The bus to the mall costs ${fmtMoney(ticket)} and comic books cost ${fmtMoney(snack)} each.`, 'comic book', 'comic books', 'bus fare'],
    ] as const);
    return bodyLoose(
      `${story} What is the greatest number of ${items} ${story.startsWith('You') ? 'you' : who} can buy?`,
      A.integer(best),
      [`Money left after the ${entry}: ${money} − ${fmtDecOrMixed(ticket)}.`, `${fmtMoney(left)} ÷ ${fmtMoney(snack)} ≈ ${fmtDecOrMixed(exact.round(2))}.`, `You can't buy part of a ${item}, and one more would cost too much.`],
      [`${fmtDecOrMixed(ticket)} + ${fmtDecOrMixed(snack)}s ≤ ${money}.`, `${fmtDecOrMixed(snack)}s ≤ ${fmtDecOrMixed(left)}, so s ≤ ${fmtDecOrMixed(exact.round(2))}.`, // A label before the count: the tutor's step to fill in.
        `Greatest whole number of ${items}: ${best}.`, `Check: ${best} ${items} cost ${fmtMoney(snack.mul(best))}; with the ${entry} that is ${fmtMoney(snack.mul(best).add(ticket))} ≤ ${fmtMoney(R(money))}.`],
      [exact.isInteger() ? null : mis(String(best + 1), 'rounded-up', `${best + 1} ${items} would cost more than you have.`), exact.isInteger() ? null : mis(fmtDecOrMixed(exact.round(2)), 'not-interpreted', `You need a whole number of ${items}.`), mis(String(Number(R(money).div(snack).floor())), 'ignored-ticket', `Pay for the ${entry} first.`)],
    );
  },
};
void Rational;
