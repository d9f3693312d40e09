import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { fmtDecOrMixed, fmtMoney, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

export const rpPercentChangeError: SkillGenerator = {
  skillId: 'g7.rp.percent-change-error',
  grade: 7,
  domain: 'rp',
  ccss: ['7.RP.A.3'],
  topic: 'Percents',
  subtopic: 'Percent increase, decrease & error',
  prereqs: ['g6.rp.percent'],
  estTimeSec: times(25, 90),
  version: '1.2.0',
  generate(d: Difficulty, rng: Rng) {
    if (d === 4) {
      // People and books are whole: the change is drawn to be a whole number (docs/maths/curriculum.md, "Contexts").
      let orig = R(0);
      let pct = 0;
      do {
        orig = R(rng.int(2, 30) * 10);
        pct = rng.pick([10, 20, 25, 30, 40, 15, 5]);
      } while (!orig.mul(pct).div(100).isInteger());
      const up = rng.bool();
      const ans = orig.mul(up ? 100 + pct : 100 - pct).div(100);
      const [thing, what] = rng.pick([['A town had', 'people'], ['A school had', 'students'], ['A library had', 'books'], ['A stadium parking lot had', 'cars'], ['A zoo had', 'visitors']] as const);
      return bodyLoose(
        `${thing} ${fmtDecOrMixed(orig)} ${what}. The number ${up ? 'increased' : 'decreased'} by ${pct}%. How many ${what} are there now?`,
        A.number(ans),
        [`Find ${pct}% of ${fmtDecOrMixed(orig)}.`, `${pct}% of ${fmtDecOrMixed(orig)} = ${fmtDecOrMixed(orig.mul(pct).div(100))}.`, `${up ? 'Add it to' : 'Subtract it from'} ${fmtDecOrMixed(orig)}.`],
        [`Change: ${pct}% of ${fmtDecOrMixed(orig)} = ${fmtDecOrMixed(orig.mul(pct).div(100))}.`, `New amount: ${fmtDecOrMixed(orig)} ${up ? '+' : '−'} ${fmtDecOrMixed(orig.mul(pct).div(100))} = ${fmtDecOrMixed(ans)}.`, `Check: ${fmtDecOrMixed(orig)} × ${fmtDecOrMixed(R(up ? 100 + pct : 100 - pct).div(100))} = ${fmtDecOrMixed(ans)}.`],
        [mis(val(orig.mul(pct).div(100)), 'change-only', 'That is the change; apply it to the original amount.'), mis(val(up ? orig.sub(orig.mul(pct).div(100)) : orig.add(orig.mul(pct).div(100))), 'wrong-direction', up ? 'An increase is added.' : 'A decrease is subtracted.')],
      );
    }
    let a: number;
    let b: number;
    if (d === 5) {
      // percent error: estimate a, actual b, exact percent
      b = rng.pick([20, 25, 40, 50, 80, 100, 200]);
      const errPct = rng.pick([5, 10, 15, 20, 25]);
      const diff = (b * errPct) / 100;
      if (!Number.isInteger(diff)) b = 100;
      const dd = (b * errPct) / 100;
      a = rng.bool() ? b - dd : b + dd;
      const pe = R(Math.abs(a - b)).mul(100).div(b);
      return bodyLoose(
        rng.pick([
          `Maya estimated that ${a} people would come to the show. ${b} people came. What is her percent error?`,
          `Leo guessed there were ${a} jelly beans in a jar. There were really ${b}. What is his percent error?`,
          `Ava thought her book had ${a} pages. It has ${b} pages. What is her percent error?`,
          `Omar estimated ${a} birds at the lake. The park ranger counted ${b}. What is Omar's percent error?`,
          `A coach expected ${a} runners at the race, and ${b} came. What is the coach's percent error?`,
        ]),
        A.percent(pe),
        ['Percent error = |estimate − actual| ÷ actual × 100%.', `|${a} − ${b}| = ${Math.abs(a - b)}.`, `${Math.abs(a - b)} ÷ ${b} as a percent.`],
        [`Error: |${a} − ${b}| = ${Math.abs(a - b)}.`, `${Math.abs(a - b)} ÷ ${b} = ${fmtDecOrMixed(R(Math.abs(a - b)).div(b))} = ${fmtDecOrMixed(pe)}%.`, `Check: ${fmtDecOrMixed(pe)}% of ${b} is ${Math.abs(a - b)}.`],
        [
          mis(val(R(Math.abs(a - b)).mul(100).div(a).round(0)), 'divided-by-estimate', 'Divide by the actual value, not the estimate.'),
          mis(String(Math.abs(a - b)), 'difference-only', 'That is the difference; divide it by the actual value and write it as a percent.'),
          a > b ? null : mis(`-${fmtDecOrMixed(pe)}`, 'signed-error', 'Percent error uses the size of the difference, so it is never negative.'),
        ],
      );
    }
    // d1 friendly increase, d2 decrease, d3 non-friendly rounded
    const up = d === 1 ? true : d === 2 ? false : rng.bool();
    const pct = d === 3 ? null : rng.pick([10, 20, 25, 50, 40, 30]);
    let orig = d === 3 ? (rng.bool() ? rng.int(30, 85) : rng.int(120, 400)) : rng.int(2, 12) * (pct === 25 ? 4 : 10);
    let neu: number;
    if (pct !== null) neu = up ? orig + (orig * pct) / 100 : orig - (orig * pct) / 100;
    else {
      // Not a whole percent, and not near a half: rounding the tenth the solution shows gives the same whole percent.
      const awkward = (n: number) => {
        const p = R(Math.abs(n - orig) * 100).div(orig);
        const tenths = p.round(1).mul(10).floor();
        return p.isInteger() || tenths % 10n === 5n;
      };
      // An original such as 50 makes every change a whole percent: then a new original is drawn too.
      for (let tries = 0; ; tries++) {
        if (tries % 8 === 7) orig = rng.bool() ? rng.int(30, 85) : rng.int(120, 400);
        neu = up ? orig + rng.int(5, 40) : orig - rng.int(5, Math.min(40, orig - 5));
        if (!awkward(neu)) break;
      }
    }
    const change = Math.abs(neu - orig);
    const exact = R(change * 100).div(orig);
    const spec = d === 3 ? A.percent(exact, 0) : A.percent(exact);
    const isMoney = d !== 3;
    const show = (n: number) => (isMoney ? fmtMoney(R(n)) : String(n));
    const from = show(orig);
    const to = show(neu);
    const ask = `What is the percent ${up ? 'increase' : 'decrease'}?${d === 3 ? ' Round to the nearest whole percent.' : ''}`;
    const who = someone(rng);
    const text = isMoney
      ? rng.pick([
          `A price goes from ${from} to ${to}. ${ask}`,
          `A bike that cost ${from} now costs ${to}. ${ask}`,
          `${who}'s favorite game went from ${from} to ${to}. ${ask}`,
          `The price of a concert ticket changes from ${from} to ${to}. ${ask}`,
          `The price of a jacket changes from ${from} to ${to}. ${ask}`,
        ])
      : rng.pick([
          `The number of members in a club goes from ${from} to ${to}. ${ask}`,
          `A school garden had ${from} plants last year and has ${to} this year. ${ask}`,
          `A museum had ${from} visitors on Monday and ${to} on Tuesday. ${ask}`,
          `${who}'s class collected ${from} cans last month and ${to} cans this month. ${ask}`,
          `A team sold ${from} raffle tickets last year and ${to} this year. ${ask}`,
        ]);
    return bodyLoose(
      text,
      spec,
      ['Percent change = change ÷ original amount × 100%.', `The change is ${show(Math.max(orig, neu))} − ${show(Math.min(orig, neu))} = ${show(change)}.`, `${change} ÷ ${orig} as a percent${d === 3 ? ', rounded to the nearest whole number' : ''}.`],
      [`Change: ${change}.`, `${change} ÷ ${orig} ${d === 3 ? '≈ ' + fmtDecOrMixed(R(change).div(orig).round(3)) : '= ' + fmtDecOrMixed(R(change).div(orig))}.`, `As a percent: ${d === 3 ? `≈ ${fmtDecOrMixed(exact.round(1))}%, which rounds to ${fmtDecOrMixed(exact.round(0))}%` : `${fmtDecOrMixed(exact)}%`}.`, `Check: ${d === 3 ? 'about ' : ''}${fmtDecOrMixed(exact.round(0))}% of ${orig} ≈ ${change}.`],
      [
        mis(val(R(change * 100).div(neu).round(d === 3 ? 0 : 1)), 'divided-by-new', 'Divide the change by the original amount, not the new one.'),
        mis(String(change), 'change-only', 'That is the amount of change; write it as a percent of the original.'),
      ],
    );
  },
};
void Rational;
