import { R } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { fmtDecOrMixed, fmtInt } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

const CTX = [
  { who: 'students', pop: 'the school', like: 'prefer chess', unit: 'students' },
  { who: 'voters', pop: 'the town', like: 'support the new park', unit: 'voters' },
  { who: 'fans', pop: 'the stadium crowd', like: 'bought a hot dog', unit: 'fans' },
  { who: 'families', pop: 'the city', like: 'own a dog', unit: 'families' },
  { who: 'shoppers', pop: 'the mall', like: 'paid with a card', unit: 'shoppers' },
];

/** Shipments checked by a sample: [the items, what is wrong with some, the batch]. */
const BATCHES = [
  ['bags', 'torn', 'shipment'],
  ['eggs', 'cracked', 'delivery'],
  ['light bulbs', 'broken', 'shipment'],
  ['apples', 'bruised', 'harvest'],
  ['pencils', 'broken', 'box'],
] as const;

export const spSamplingInference: SkillGenerator = {
  skillId: 'g7.sp.sampling-inference',
  grade: 7,
  domain: 'sp',
  ccss: ['7.SP.A.1', '7.SP.A.2'],
  topic: 'Statistics',
  subtopic: 'Predict from a sample',
  prereqs: ['g6.rp.ratio-tables'],
  estTimeSec: times(20, 90),
  version: '1.1.0',
  generate(d: Difficulty, rng: Rng) {
    const c = rng.pick(CTX);
    if (d === 2) {
      const pct = rng.pick([10, 15, 20, 25, 30, 35, 40, 45, 60, 75]);
      const pop = rng.int(3, 40) * 100;
      const ans = (pop * pct) / 100;
      return bodyLoose(
        `In a random sample of ${c.who}, ${pct}% ${c.like}. About how many of the ${fmtInt(pop)} ${c.unit} in ${c.pop} ${c.like}?`,
        A.integer(ans),
        ['Assume the population matches the sample.', `Find ${pct}% of ${fmtInt(pop)}.`, `${pct}/100 × ${fmtInt(pop)} = ?`],
        [`${pct}% of ${fmtInt(pop)} = ${fmtDecOrMixed(R(pct).div(100))} × ${fmtInt(pop)} = ${fmtInt(ans)}.`, `Check: ${fmtInt(ans)} ÷ ${fmtInt(pop)} = ${pct}%.`],
        [mis(String(pct), 'reported-percent', 'That is the percent; find that percent of the population.'), mis(String(pop - ans), 'complement', `That is the number who did not.`)],
      );
    }
    if (d === 4) {
      const n = rng.pick([20, 25, 40, 50]);
      const k1 = rng.int(2, Math.floor(n / 2));
      const k2 = k1 + rng.int(1, 4) * 2;
      const pop = n * rng.int(10, 40);
      const avg = R(k1 + k2).div(2);
      const ans = avg.mul(pop).div(n);
      const round = ans.round(0);
      return bodyLoose(
        `Two random samples of ${n} ${c.who} each were taken. In the first, ${k1} ${c.like}; in the second, ${k2} ${c.like}. Using the average of the two samples, about how many of the ${fmtInt(pop)} ${c.unit} in ${c.pop} ${c.like}?`,
        A.integer(round),
        [`Average the two sample counts: (${k1} + ${k2}) ÷ 2.`, `That is ${fmtDecOrMixed(avg)} out of ${n}.`, `${fmtInt(pop)} is ${pop / n} times ${n}, so multiply ${fmtDecOrMixed(avg)} by ${pop / n}.`],
        [`Average: (${k1} + ${k2}) ÷ 2 = ${fmtDecOrMixed(avg)} out of ${n}.`, `Scale: ${fmtInt(pop)} ÷ ${n} = ${pop / n}.`, `${fmtDecOrMixed(avg)} × ${pop / n} = ${fmtDecOrMixed(ans)}${ans.isInteger() ? '' : `, about ${fmtInt(round.num)}`}.`, `Check: ${fmtInt(round.num)} out of ${fmtInt(pop)} is about the same rate as ${fmtDecOrMixed(avg)} out of ${n}.`],
        [mis(String((k1 * pop) / n), 'first-sample-only', 'Use both samples: average them first.'), mis(String(k1 + k2), 'sample-counts', 'Scale the sample rate up to the whole population.')],
      );
    }
    const n = d === 5 ? rng.pick([30, 40, 60, 80]) : d === 1 ? rng.pick([20, 25, 50]) : rng.pick([40, 50, 80, 100]);
    const k = d === 5 ? rng.pick([3, 7, 9, 11].filter((x) => x < n)) : rng.int(2, Math.floor(n / 2));
    const scale = d === 1 ? rng.int(4, 20) : d === 3 ? rng.int(25, 90) : rng.int(10, 60);
    const pop = n * scale;
    const ans = k * scale;
    const text =
      d === 5
        ? (() => {
            // The batch is drawn after the numbers (docs/maths/curriculum.md, "Variety").
            const [items, bad, batch] = rng.pick(BATCHES);
            return `A random sample of ${n} ${items} from a ${batch} has ${k} ${bad} ${items}. About how many ${bad} ${items} are in the ${batch} of ${fmtInt(pop)} ${items}?`;
          })()
        : `In a random sample of ${n} ${c.who}, ${k} ${c.like}. About how many of the ${fmtInt(pop)} ${c.unit} in ${c.pop} ${c.like}?`;
    return bodyLoose(
      text,
      A.integer(ans),
      [`The sample rate is ${k} out of ${n}.`, `${fmtInt(pop)} is ${scale} times as many as ${n}.`, `${scale} × ${k} = ?`],
      [`Rate: ${k}/${n}.`, `${fmtInt(pop)} ÷ ${n} = ${scale}.`, `${k} × ${scale} = ${fmtInt(ans)}.`, `Check: ${fmtInt(ans)}/${fmtInt(pop)} = ${k}/${n}.`],
      [mis(String(k), 'sample-count', 'That is the count in the sample; scale it up to the population.'), mis(String(Math.round(pop / k)), 'divided-by-count', `Multiply the rate ${k}/${n} by ${fmtInt(pop)}.`)],
    );
  },
};
