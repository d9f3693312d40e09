import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { paren } from '../shared/expressions.js';
import { fmtDecOrMixed, fmtFrac, fmtMoney, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

export const nsRationalWordProblems: SkillGenerator = {
  skillId: 'g7.ns.rational-word-problems',
  grade: 7,
  domain: 'ns',
  ccss: ['7.NS.A.3'],
  topic: 'Negative numbers',
  subtopic: 'Real-world problems with rational numbers',
  prereqs: ['g7.ns.multiply-divide-rationals'],
  estTimeSec: times(30, 120),
  version: '1.1.0',
  generate(d: Difficulty, rng: Rng) {
    // Stories are drawn after the numbers (docs/maths/curriculum.md, "Variety").
    const who = someone(rng);
    if (d === 1) {
      const t = -rng.int(2, 15);
      const rise = rng.int(3, 20);
      const ans = t + rise;
      return bodyLoose(
        rng.pick([
          `It is ${fmtDecOrMixed(R(t))}°F in the morning. The temperature rises ${rise}°F. What is the new temperature, in °F?`,
          `At dawn a thermometer reads ${fmtDecOrMixed(R(t))}°F. By lunch it is ${rise}°F warmer. What does it read at lunch, in °F?`,
          `${who} checks the thermometer: ${fmtDecOrMixed(R(t))}°F. Later the temperature goes up ${rise}°F. What is the temperature now, in °F?`,
          `A freezer is at ${fmtDecOrMixed(R(t))}°F. Its door is left open and it warms up by ${rise}°F. What is its temperature now, in °F?`,
          `On a winter night it was ${fmtDecOrMixed(R(t))}°F. The next morning it was ${rise}°F warmer. What was the morning temperature, in °F?`,
        ]),
        A.number(R(ans)),
        ['Rising means adding.', `${fmtDecOrMixed(R(t))} + ${rise}.`, `Start at ${fmtDecOrMixed(R(t))} on a number line and move ${rise} to the right.`],
        [`${fmtDecOrMixed(R(t))} + ${rise} = ${fmtDecOrMixed(R(ans))}.`, `Check: ${fmtDecOrMixed(R(ans))} − ${rise} = ${fmtDecOrMixed(R(t))}.`],
        [mis(String(t - rise), 'added-sizes-kept-sign', 'Rising moves up (right) on the number line.'), mis(String(-ans), 'sign-flipped', `Check the sign: is ${Math.abs(t)} bigger than ${rise}?`)],
      );
    }
    if (d === 2) {
      const hi = rng.int(1, 20);
      const lo = -rng.int(2, 25);
      const diff = hi - lo;
      return bodyLoose(
        rng.pick([
          `At noon the temperature was ${hi}°F. At midnight it was ${fmtDecOrMixed(R(lo))}°F. How many degrees did the temperature drop?`,
          `A mountain town was ${hi}°F in the afternoon and ${fmtDecOrMixed(R(lo))}°F at night. How many degrees did the temperature drop?`,
          `${who} saw ${hi}°F on the thermometer at lunch and ${fmtDecOrMixed(R(lo))}°F before bed. By how many degrees did it fall?`,
          `The high for the day was ${hi}°F and the low was ${fmtDecOrMixed(R(lo))}°F. How many degrees is the high above the low?`,
          `A weather balloon reads ${hi}°F near the ground and ${fmtDecOrMixed(R(lo))}°F high in the sky. How many degrees colder is it up high?`,
        ]),
        A.number(R(diff)),
        ['The drop is the difference: higher − lower.', `${hi} − ${paren(fmtDecOrMixed(R(lo)))}.`, `Subtracting a negative is adding: ${hi} + ${Math.abs(lo)}.`],
        [`${hi} − ${paren(fmtDecOrMixed(R(lo)))} = ${hi} + ${Math.abs(lo)} = ${diff}.`, `Check: ${hi} − ${diff} = ${fmtDecOrMixed(R(lo))}.`],
        [mis(String(hi + lo), 'subtracted-sizes', 'The temperature went below zero, so add the distances above and below zero.'), mis(String(-diff), 'negative-drop', 'A drop of a number of degrees is given as a positive amount.')],
      );
    }
    if (d === 3) {
      const bal = rat(rng.int(1000, 8000), 100);
      const spend = rat(rng.int(1000, 9000), 100).add(bal);
      const ans = bal.sub(spend);
      return bodyLoose(
        `${rng.pick([
          `Jordan has ${fmtMoney(bal)} in a bank account and pays for a ${fmtMoney(spend)} purchase with it. What is the new balance, in dollars?`,
          `${who} has ${fmtMoney(bal)} in a bank account and buys a bike for ${fmtMoney(spend)} with a debit card. What is the new balance, in dollars?`,
          `A school club's account holds ${fmtMoney(bal)}. The club pays a ${fmtMoney(spend)} bill from it. What is the balance now, in dollars?`,
          `${who}'s account balance is ${fmtMoney(bal)}. A payment of ${fmtMoney(spend)} comes out of it. What is the new balance, in dollars?`,
          `A family's account has ${fmtMoney(bal)} in it. They pay a ${fmtMoney(spend)} repair bill from it. What is the balance now, in dollars?`,
        ])} (A negative balance is money owed.)`,
        A.number(ans),
        ['Paying takes money out: subtract.', `${fmtDecOrMixed(bal)} − ${fmtDecOrMixed(spend)}.`, `The purchase is bigger than the balance, so the answer is negative: ${fmtDecOrMixed(spend)} − ${fmtDecOrMixed(bal)} with a minus sign.`],
        [`${fmtDecOrMixed(bal)} − ${fmtDecOrMixed(spend)} = ${fmtDecOrMixed(ans)}.`, `Check: ${fmtDecOrMixed(ans)} + ${fmtDecOrMixed(spend)} = ${fmtDecOrMixed(bal)}.`],
        [mis(val(ans.neg()), 'sign-dropped', 'The payment is more than the balance: money is owed, so the balance is negative.'), mis(val(bal.add(spend)), 'added', 'Paying removes money, so subtract.')],
      );
    }
    if (d === 4) {
      const hours = rng.int(3, 8);
      const rate = rat(-rng.int(3, 12), 2);
      const change = rate.mul(hours);
      const start = rng.int(5, 30);
      const end = change.add(start);
      return bodyLoose(
        rng.pick([
          `The temperature was ${start}°F at 6 p.m. and ${fmtDecOrMixed(end)}°F ${hours} hours later. It changed by the same amount each hour. What was the change per hour, in °F?`,
          `At 6 p.m. it was ${start}°F. ${hours} hours later it was ${fmtDecOrMixed(end)}°F. If it changed by the same amount every hour, what was the change per hour, in °F?`,
          `${who} records ${start}°F at sunset and ${fmtDecOrMixed(end)}°F ${hours} hours later. The temperature changed steadily. What was the change each hour, in °F?`,
          `A cold front moves in: the temperature goes from ${start}°F to ${fmtDecOrMixed(end)}°F in ${hours} hours, changing the same amount each hour. What is the change per hour, in °F?`,
          `The thermometer on a cabin read ${start}°F in the evening and ${fmtDecOrMixed(end)}°F ${hours} hours later. It changed the same amount each hour. What was the change per hour, in °F?`,
        ]),
        A.number(rate),
        ['Change per hour = total change ÷ number of hours.', `Total change: ${fmtDecOrMixed(end)} − ${start} = ${fmtDecOrMixed(change)}.`, `${fmtDecOrMixed(change)} ÷ ${hours}: a negative divided by a positive.`],
        [`Total change: ${fmtDecOrMixed(end)} − ${start} = ${fmtDecOrMixed(change)}.`, `Per hour: ${fmtDecOrMixed(change)} ÷ ${hours} = ${fmtDecOrMixed(rate)}.`, `Check: ${start} + ${hours} × ${paren(fmtDecOrMixed(rate))} = ${fmtDecOrMixed(end)}.`],
        [mis(val(rate.neg()), 'sign-dropped', 'The temperature went down, so the change is negative.'), mis(val(end.div(hours)), 'used-end-value', 'Divide the change, not the final temperature.')],
      );
    }
    const depth = rat(-rng.int(8, 60) * 2, 2).add(rng.bool() ? rat(1, 2) : 0);
    const frac = rng.pick([rat(3, 4), rat(1, 2), rat(1, 4), rat(2, 5), rat(3, 5), rat(4, 5)]);
    const ans = depth.mul(Rational.ONE.sub(frac));
    return bodyLoose(
      rng.pick([
        `A diver is at an elevation of ${fmtDecOrMixed(depth)} m. The diver rises ${fmtFrac(frac)} of the way to the surface. What is the diver's new elevation, in meters?`,
        `${who} is diving at an elevation of ${fmtDecOrMixed(depth)} m and swims up ${fmtFrac(frac)} of the way to the surface. What is ${who}'s new elevation, in meters?`,
        `A submarine is at an elevation of ${fmtDecOrMixed(depth)} m. It rises ${fmtFrac(frac)} of the way to the surface. What is its new elevation, in meters?`,
        `A sea turtle is at an elevation of ${fmtDecOrMixed(depth)} m. It swims up ${fmtFrac(frac)} of the distance to the surface. What is its new elevation, in meters?`,
        `A robot probe hangs at an elevation of ${fmtDecOrMixed(depth)} m in a lake. It is pulled up ${fmtFrac(frac)} of the way to the surface. What is its elevation now, in meters?`,
      ]),
      A.number(ans),
      [`Rising ${fmtFrac(frac)} of the way leaves ${fmtFrac(Rational.ONE.sub(frac))} of the distance still to go.`, `${fmtFrac(Rational.ONE.sub(frac))} of ${fmtDecOrMixed(depth.abs())} m = ${fmtDecOrMixed(ans.abs())} m.`, 'It is still below the surface, so think about the sign.'],
      [`Distance to the surface: ${fmtDecOrMixed(depth.abs())} m.`, `Still below: ${fmtFrac(Rational.ONE.sub(frac))} × ${fmtDecOrMixed(depth.abs())} = ${fmtDecOrMixed(ans.abs())} m.`, `Elevation: ${fmtDecOrMixed(ans)} m.`, `Check: the rise is ${fmtDecOrMixed(depth.abs().mul(frac))} m, and ${fmtDecOrMixed(depth)} + ${fmtDecOrMixed(depth.abs().mul(frac))} = ${fmtDecOrMixed(ans)}.`],
      [mis(val(depth.mul(frac)), 'used-risen-part', `${fmtFrac(frac)} is the part risen, not the part still below.`), mis(val(ans.neg()), 'sign-dropped', 'It is still below the surface, so the elevation is negative.')],
    );
  },
};
