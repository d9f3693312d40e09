/**
 * Calibration check of the adaptive engine (docs/maths/adaptive.md, checking the tuning).
 * Run: npx tsx packages/maths/scripts/simulate-adaptive.ts [runs]
 */
import { simulate } from '../src/testing/simulate.js';

const runs = Number(process.argv[2] ?? 3000);
const PROBLEMS = 60;
const ABILITIES = [-1, 0, 0.5, 1, 2, 2.5, 3];

console.log(`${runs} runs × ${PROBLEMS} problems per ability, start θ₀ = −0.5, success measured after problem 10\n`);
console.log('θ*    success  in 70–85%  proficient  median to prof.  mean θ end  mix d1..d5');
for (const trueTheta of ABILITIES) {
  const r = simulate({ trueTheta, runs, problems: PROBLEMS });
  const inBand = r.successRate >= 0.7 && r.successRate <= 0.85 ? 'yes' : 'NO';
  console.log(
    [
      trueTheta.toFixed(1).padStart(4),
      `${(r.successRate * 100).toFixed(1)}%`.padStart(8),
      inBand.padStart(10),
      `${(r.proficientShare * 100).toFixed(1)}%`.padStart(11),
      String(r.medianProblemsToProficient ?? '—').padStart(16),
      r.meanFinalTheta.toFixed(2).padStart(11),
      ' ' + r.difficultyMix.map((m) => (m * 100).toFixed(0).padStart(3)).join(' '),
    ].join(' '),
  );
}
console.log('\nThe ladder spans b = −1.5 … +1.5, so 75% is reachable only for −0.4 ≤ θ* ≤ 2.6:');
console.log('below that even d1 is too hard (θ* = −1: 62% on d1), above it even d5 is too easy (θ* = 3: 82% on d5).');
