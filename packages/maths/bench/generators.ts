/**
 * Generator and checker cost on one core.
 * Run: npx tsx packages/maths/bench/generators.ts [N]   (target: < 50 µs per generated problem)
 */
import { checkAnswer } from '../src/checker/index.js';
import { generateProblem, listSkills } from '../src/registry.js';
import { DIFFICULTIES, type Problem } from '../src/types.js';

const N = Number(process.argv[2] ?? 2000);
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

const rows: Array<{ skillId: string; genUs: number; checkUs: number }> = [];
for (const skill of skills) {
  const gen = (i: number): Problem => generateProblem(skill.skillId, DIFFICULTIES[i % 5]!, `b${i}`);
  microsPer(200, gen); // warm the JIT before timing
  const genUs = microsPer(N, gen);
  const problems = Array.from({ length: 500 }, (_, i) => gen(i));
  microsPer(problems.length, (i) => checkAnswer(problems[i]!.answer.canonical, problems[i]!.answer));
  const checkUs = microsPer(N, (i) => {
    const p = problems[i % problems.length]!;
    checkAnswer(p.answer.canonical, p.answer);
  });
  rows.push({ skillId: skill.skillId, genUs, checkUs });
}

const width = Math.max(...rows.map((r) => r.skillId.length));
console.log(`${'skill'.padEnd(width)}  generate µs  check µs`);
for (const r of rows) {
  const flag = r.genUs > TARGET_US ? '  > target' : '';
  console.log(`${r.skillId.padEnd(width)}  ${r.genUs.toFixed(1).padStart(11)}  ${r.checkUs.toFixed(1).padStart(8)}${flag}`);
}
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const gen = rows.map((r) => r.genUs);
const chk = rows.map((r) => r.checkUs);
console.log(`\n${rows.length} skills, N = ${N} per skill`);
console.log(`generate: mean ${mean(gen).toFixed(1)} µs, max ${Math.max(...gen).toFixed(1)} µs (target < ${TARGET_US} µs)`);
console.log(`checkAnswer on canonical answers: mean ${mean(chk).toFixed(1)} µs, max ${Math.max(...chk).toFixed(1)} µs`);
