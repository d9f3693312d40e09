import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { compareDecimalsBody } from '../shared/compare-decimals.js';
import { times } from '../shared/timing.js';
import { fractionLine } from '../../diagrams/build.js';
import { EN, type Words } from '../../language/index.js';

const pad = (n: number, p: number) => String(n).padStart(p, '0');

export const nbtCompareDecimals: SkillGenerator = {
  skillId: 'g5.nbt.compare-decimals',
  grade: 5,
  domain: 'nbt',
  ccss: ['5.NBT.A.3'],
  topic: 'Decimals',
  subtopic: 'Compare to thousandths',
  prereqs: ['g4.nf.compare-decimals'],
  estTimeSec: times(10, 40),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, words: Words = EN): GeneratedBody {
    let a: string;
    let b: string;
    const w = rng.int(0, 9);
    if (difficulty === 1) {
      const x = rng.int(10, 99);
      let y = rng.int(10, 98);
      if (y >= x) y++;
      [a, b] = [`${w}.${x}`, `${w}.${y}`];
    } else if (difficulty === 2) {
      [a, b] = [`${w}.${rng.int(1, 9)}`, `${w}.${pad(rng.int(1, 99), 2)}`];
    } else if (difficulty === 3) {
      const x = rng.int(100, 999);
      let y = x + rng.pick([-1, 1]) * rng.pick([1, 10, 100, 9, 90]);
      if (y < 1 || y > 999) y = x === 500 ? 499 : 500;
      [a, b] = [`${w}.${pad(x, 3)}`, `${w}.${pad(y, 3)}`];
    } else if (difficulty === 4) {
      const t = rng.int(1, 9);
      const kind = rng.int(0, 2);
      if (kind === 0) [a, b] = [`${w + 1}.${t}00`, `${w + 1}.${t}`];
      else if (kind === 1) [a, b] = [`${w + 1}.${t}0`, `${w + 1}.${t}${rng.int(1, 9)}`];
      else [a, b] = [`${w + 1}.${pad(rng.int(1, 999), 3)}`, `${w + rng.pick([0, 2])}.${rng.int(1, 9)}`];
    } else {
      const t = rng.int(1, 9);
      const kind = rng.int(0, 1);
      if (kind === 0) [a, b] = [`${w}.${t - 1}${pad(rng.int(11, 99), 2)}`, `${w}.${t}`]; // 2.089 vs 2.1
      else [a, b] = [`${w}.${t}`, `${w}.${t}${pad(rng.int(1, 99), 2)}`]; // 2.1 vs 2.145
    }
    if (rng.bool()) [a, b] = [b, a];
    const body = compareDecimalsBody(a, b, rng, words);
    // Hundredths between two whole numbers: both as points on the number line from w to w + 1 in tenths.
    if (difficulty <= 2) return { ...body, diagram: fractionLine(w, w + 1, 10, [{ at: Number(a), label: a }, { at: Number(b), label: b }], (k) => (k % 10 === 0 ? String(k / 10) : `${w}.${k % 10}`)) };
    return body;
  },
};
