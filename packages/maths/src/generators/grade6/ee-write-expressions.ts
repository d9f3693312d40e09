import type { AnswerSpec, Difficulty, Rng, SkillGenerator } from '../../types.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

const expr = (display: string, v: string): AnswerSpec => ({
  format: 'expression',
  expression: display.replace(/−/g, '-').replace(/×/g, '*').replace(/÷/g, '/').replace(/\s+/g, ''),
  vars: [v],
  form: 'any',
  canonical: display,
});

export const eeWriteExpressions: SkillGenerator = {
  skillId: 'g6.ee.write-expressions',
  grade: 6,
  domain: 'ee',
  ccss: ['6.EE.A.2', '6.EE.B.6'],
  topic: 'Expressions',
  subtopic: 'Words to expressions',
  prereqs: [],
  estTimeSec: times(15, 60),
  version: '1.1.0',
  generate(d: Difficulty, rng: Rng) {
    const v = rng.pick(['n', 'x', 'y', 'm']);
    const a = rng.int(2, 12);
    let b = rng.int(2, 12);
    if (b === a) b = a === 12 ? 7 : a + 1;
    let words: string;
    let ans: string;
    let wrong: { value: string; id: string; feedback: string }[] = [];
    let h: [string, string, string];
    if (d === 1) {
      const kind = rng.pick(['sum', 'product', 'quotient', 'more']);
      if (kind === 'sum') [words, ans] = [`the sum of a number ${v} and ${a}`, `${v} + ${a}`];
      else if (kind === 'more') [words, ans] = [`${a} more than a number ${v}`, `${v} + ${a}`];
      else if (kind === 'product') [words, ans] = [`the product of ${a} and a number ${v}`, `${a}${v}`];
      else [words, ans] = [`a number ${v} divided by ${a}`, `${v}/${a}`];
      h = ['Find the operation word: sum, more than, product or divided by.', `The unknown number is ${v}.`, `Write ${v} and ${a} with that operation.`];
      if (kind === 'quotient') wrong = [mis(`${a}/${v}`, 'order-reversed', `"${v} divided by ${a}" puts ${v} first.`)];
      if (kind === 'product') wrong = [mis(`${a} + ${v}`, 'added', 'A product means multiply.')];
    } else if (d === 2) {
      const kind = rng.pick(['less', 'fewer', 'subtracted']);
      words = kind === 'less' ? `${a} less than a number ${v}` : kind === 'fewer' ? `${a} fewer than a number ${v}` : `${a} subtracted from a number ${v}`;
      ans = `${v} − ${a}`;
      h = [`"${kind === 'subtracted' ? 'subtracted from' : kind === 'less' ? 'less than' : 'fewer than'}" reverses the order of the words.`, `Start with the number ${v}.`, `Then take away ${a}.`];
      wrong = [mis(`${a} - ${v}`, 'order-reversed', `"${a} ${kind === 'subtracted' ? 'subtracted from' : kind + ' than'} ${v}" means start with ${v} and take away ${a}.`)];
    } else if (d === 3) {
      const kind = rng.pick(['twice-plus', 'times-minus']);
      if (kind === 'twice-plus') [words, ans] = [`${b} more than ${a} times a number ${v}`, `${a}${v} + ${b}`];
      else [words, ans] = [`${b} less than ${a} times a number ${v}`, `${a}${v} − ${b}`];
      h = [`First write "${a} times a number ${v}".`, `That is ${a}${v}.`, `Now ${kind === 'twice-plus' ? `add ${b}` : `subtract ${b}`}.`];
      wrong = [mis(kind === 'twice-plus' ? `${a}(${v} + ${b})` : `${b} - ${a}${v}`, kind === 'twice-plus' ? 'extra-brackets' : 'order-reversed', kind === 'twice-plus' ? `Only ${v} is multiplied by ${a}; then ${b} is added.` : `"${b} less than" means subtract ${b} from ${a}${v}.`)];
    } else if (d === 4) {
      const kind = rng.pick(['product-sum', 'quotient-diff']);
      if (kind === 'product-sum') [words, ans] = [`the product of ${a} and the sum of a number ${v} and ${b}`, `${a}(${v} + ${b})`];
      else [words, ans] = [`the difference of a number ${v} and ${b}, divided by ${a}`, `(${v} − ${b})/${a}`];
      h = [`"${kind === 'product-sum' ? `the sum of ${v} and ${b}` : `the difference of ${v} and ${b}`}" is one quantity.`, `Keep it together with brackets: (${v} ${kind === 'product-sum' ? '+' : '−'} ${b}).`, kind === 'product-sum' ? `"The product of ${a} and …" means ${a} times that quantity.` : `Then divide that whole quantity by ${a}.`];
      wrong = [mis(kind === 'product-sum' ? `${a}${v} + ${b}` : `${v} - ${b}/${a}`, 'brackets-missing', 'Use brackets to keep the sum or difference together.'), kind === 'product-sum' ? mis(`${a} + ${v} + ${b}`, 'added', 'A product means multiply.') : null].filter((m): m is NonNullable<typeof m> => m !== null);
    } else {
      const price = rng.int(2, 9);
      const fee = rng.int(3, 15);
      const [tv, thing, place] = rng.pick([
        ['t', 'ticket', 'a booking fee'],
        ['g', 'game', 'an entry fee'],
        ['p', 'pizza', 'a delivery fee'],
        ['b', 'book', 'a shipping fee'],
        ['r', 'ride', 'a gate fee'],
      ] as const);
      words = `the total cost, in dollars, of ${tv} ${thing}s at $${price} each plus a $${fee} fee`;
      ans = `${price}${tv} + ${fee}`;
      const spec = expr(ans, tv);
      const who = someone(rng);
      return bodyLoose(
        rng.pick([
          `Write an expression for ${words}.`,
          `${who} buys ${tv} ${thing}s at $${price} each and pays ${place} of $${fee}. Write an expression for the total cost in dollars.`,
          `Each ${thing} costs $${price}, and there is ${place} of $${fee}. Write an expression for the cost, in dollars, of ${tv} ${thing}s.`,
          `Write an expression for what ${who} pays, in dollars, for ${tv} ${thing}s at $${price} each plus ${place} of $${fee}.`,
          `What expression gives the total cost, in dollars, of ${tv} ${thing}s at $${price} each with ${place} of $${fee}?`,
        ]),
        spec,
        [`Each ${thing} costs $${price}, so ${tv} ${thing}s cost ${price} × ${tv}.`, `That is ${price}${tv}.`, `Add the one-time fee of $${fee}.`],
        [`Cost of the ${thing}s: ${price}${tv}.`, `Plus the fee: ${ans}.`, `Check: with ${tv} = 2, ${price} × 2 + ${fee} = ${price * 2 + fee} dollars.`],
        [mis(`${price + fee}${tv}`, 'combined-unlike', 'The fee is paid once, not for each item.'), mis(`${price}(${tv} + ${fee})`, 'fee-per-item', 'Only the items are multiplied by the price.')],
      );
    }
    const spec = expr(ans, v);
    const check = `Check: with ${v} = 10, ${ans.replace(new RegExp(`(\\d)${v}`, 'g'), `$1 × 10`).replace(new RegExp(v, 'g'), '10')} matches the words.`;
    return bodyLoose(
      `Write an expression for ${words}.`,
      spec,
      h,
      // A single term ("6y") is not a blank the tutor can take whole, so its number is the step to fill in.
      /^\d+[a-z]$/.test(ans)
        ? [`"${words}".`, `The number that multiplies ${v}: ${a}.`, `So the expression is ${ans}.`, check]
        : [`"${words}".`, `Expression: ${ans}.`, check],
      wrong,
    );
  },
};
