import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { compareDecimalsBody } from '../shared/compare-decimals.js';
import { times } from '../shared/timing.js';
import { fractionLine } from '../../diagrams/build.js';
import { EN, type Words } from '../../language/index.js';

const d2 = (n: number) => `0.${String(n).padStart(2, '0')}`;

export const nfCompareDecimals: SkillGenerator = {
  skillId: 'g4.nf.compare-decimals',
  grade: 4,
  domain: 'nf',
  ccss: ['4.NF.C.7'],
  topic: 'Decimals',
  subtopic: 'Compare decimals',
  prereqs: ['g4.nf.decimal-fractions'],
  estTimeSec: times(10, 40),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    let a: string;
    let b: string;
    if (difficulty === 1) {
      const x = rng.int(1, 9);
      let y = rng.int(1, 8);
      if (y >= x) y++;
      [a, b] = [`0.${x}`, `0.${y}`];
    } else if (difficulty === 2) {
      const x = rng.int(1, 99);
      let y = rng.int(1, 98);
      if (y >= x) y++;
      [a, b] = [d2(x), d2(y)];
    } else if (difficulty === 3) {
      const x = rng.int(1, 9);
      const y = rng.int(11, 99);
      [a, b] = rng.bool() ? [`0.${x}`, d2(y)] : [d2(y), `0.${x}`];
    } else if (difficulty === 4) {
      const w1 = rng.int(1, 9);
      const w2 = rng.bool(0.6) ? w1 : rng.int(1, 9);
      [a, b] = [`${w1}.${rng.int(1, 9)}`, `${w2}.${String(rng.int(1, 99)).padStart(2, '0')}`];
      if (rng.bool()) [a, b] = [b, a];
    } else {
      const kind = rng.int(0, 2);
      if (kind === 0) {
        const x = rng.int(2, 9);
        const y = (x - 1) * 10 + rng.int(1, 9); // 0.7 vs 0.68
        [a, b] = [`0.${x}`, d2(y)];
      } else if (kind === 1) {
        const x = rng.int(1, 9);
        [a, b] = [`0.${x}0`, `0.${x}`];
      } else {
        const y = rng.int(1, 9);
        [a, b] = [d2(y), `0.${rng.int(1, 3)}`]; // 0.09 vs 0.1
      }
      if (rng.bool()) [a, b] = [b, a];
    }
    const body = compareDecimalsBody(a, b, rng, w);
    // Tenths and hundredths below 1: both numbers as points on a number line from 0 to 1 in tenths.
    if (difficulty <= 2) return { ...body, diagram: fractionLine(0, 1, 10, [{ at: Number(a), label: a }, { at: Number(b), label: b }], (k) => (k === 10 ? '1' : k === 0 ? '0' : `0.${k}`)) };
    return body;
  },
};
