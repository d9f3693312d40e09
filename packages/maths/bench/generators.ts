/**
 * Generator and checker cost on one core.
 * Run: npx tsx packages/maths/bench/generators.ts [N]   (target: < 50 µs per generated problem)
 */
import { checkAnswer } from '../src/checker/index.js';
import { generateProblem, listSkills } from '../src/registry.js';
import { DIFFICULTIES, type Problem } from '../src/types.js';

const N = Number(process.argv[2] ?? 1000);
const TARGET_US = 50;

function microsPer(count: number, work: (i: number) => void): number {
  const start = process.hrtime.bigint();
  for (let i = 0; i < count; i++) work(i);
  return Number(process.hrtime.bigint() - start) / 1000 / count;
}

const skills = listSkills();
if (skills.length === 0) {
  console.log('No registered skills yet.');
  process.exit(0);
}

/**
 * Each skill is timed in ROUNDS rounds that go round-robin over all skills, and its figure is the median
 * round: a GC pause or a noisy neighbour then spoils one round of one skill, not the skill's figure.
 */
const ROUNDS = 5;
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const work = skills.map((skill) => {
  const gen = (i: number): Problem => generateProblem(skill.skillId, DIFFICULTIES[i % 5]!, `b${i}`);
  microsPer(200, gen); // warm the JIT before timing
  const problems = Array.from({ length: 500 }, (_, i) => gen(i));
  const check = (i: number): void => {
    const p = problems[i % problems.length]!;
    checkAnswer(p.answer.canonical, p.answer);
  };
  microsPer(problems.length, check);
  return { skillId: skill.skillId, gen, check, genRounds: [] as number[], checkRounds: [] as number[] };
});
for (let round = 0; round < ROUNDS; round++) {
  for (const w of work) {
    w.genRounds.push(microsPer(N, (i) => w.gen(round * N + i)));
    w.checkRounds.push(microsPer(N, w.check));
  }
}
const rows = work.map((w) => ({ skillId: w.skillId, genUs: median(w.genRounds), checkUs: median(w.checkRounds) }));

const width = Math.max(...rows.map((r) => r.skillId.length));
console.log(`${'skill'.padEnd(width)}  generate µs  check µs`);
for (const r of rows) {
  const flag = r.genUs > TARGET_US ? '  > target' : '';
  console.log(`${r.skillId.padEnd(width)}  ${r.genUs.toFixed(1).padStart(11)}  ${r.checkUs.toFixed(1).padStart(8)}${flag}`);
}
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const gen = rows.map((r) => r.genUs);
const chk = rows.map((r) => r.checkUs);
console.log(`\n${rows.length} skills, median of ${ROUNDS} rounds of N = ${N} per skill`);
console.log(`generate: mean ${mean(gen).toFixed(1)} µs, max ${Math.max(...gen).toFixed(1)} µs (target < ${TARGET_US} µs)`);
console.log(`checkAnswer on canonical answers: mean ${mean(chk).toFixed(1)} µs, max ${Math.max(...chk).toFixed(1)} µs`);
