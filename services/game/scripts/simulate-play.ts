/**
 * Whole-game check of the product requirement "simulated students of different abilities end up
 * succeeding 70–85% of the time": students play through the game's real chooseNext/updateAfterAnswer
 * (src/domain/maths-engine.ts), so skill choice across grades takes part, unlike packages/maths'
 * simulate:adaptive, which holds one skill. Student model and time handling: scripts/play-simulation.ts.
 *
 * GRADE_STEP = 1.0 logit per grade: the grade prior (docs/maths/adaptive.md, starting values and placement) goes from θ₀ = −1.5 (grade above)
 * to +1.5 (two or more grades below), 3.0 logits over 3 grades; its single steps are 1.0, 1.3 and 0.7.
 * The smallest step, 0.7, is printed as a sensitivity check, as are enrolled grades 4 and 8. Where a
 * student "ends up" is judged after 240 problems (problems 241–300), once placement, the working grade
 * and the skill ratings have settled; the first session (problems 11–60) is printed beside it.
 *
 * Run: npm run simulate:play [-- runs]   (default 500 runs × 60 problems and 100 × 300; about two minutes)
 */
import { simulatePlay, type PlayOptions, type PlayResult } from './play-simulation.js';

const RUNS = Number(process.argv[2] ?? 500);
const ABILITIES = [-2, -1.5, -1, -0.5, 0, 0.5, 1, 2, 2.5, 3, 3.5];
const GRADE_STEP = 1.0;
const LOW = 0.7;
const HIGH = 0.85;

interface Table {
  title: string;
  options: Omit<PlayOptions, 'ability' | 'seed'>;
}

const pct = (x: number, digits = 0): string => `${(x * 100).toFixed(digits)}%`;
const inBand = (r: PlayResult): boolean => r.successRate >= LOW && r.successRate <= HIGH;

function row(r: PlayResult, runs: number): string {
  const prereq = r.missStreak3 ? pct(r.prereqAfterMissStreak3 / r.missStreak3) : '—';
  return [
    r.ability.toFixed(1).padStart(5),
    pct(r.successRate, 1).padStart(8),
    (inBand(r) ? 'yes' : 'NO').padStart(7),
    r.meanGrade.toFixed(2).padStart(6),
    `${pct(r.lower).padStart(4)} ${pct(r.own).padStart(4)} ${pct(r.above).padStart(4)}`.padStart(16),
    ' ' + r.difficultyMix.map((m) => pct(m).padStart(4)).join(''),
    (r.missStreak3 / runs).toFixed(1).padStart(7),
    prereq.padStart(7),
  ].join(' ');
}

function printTable(t: Table): PlayResult[] {
  const { runs, problems, warmUp } = t.options;
  console.log(`\n${t.title}: ${runs} runs × ${problems} problems, success over problems ${warmUp + 1}–${problems}`);
  console.log('    a  success 70–85%  grade  lower  own above   d1  d2  d3  d4  d5  3-miss  →prereq');
  const results: PlayResult[] = [];
  for (const ability of ABILITIES) {
    const r = simulatePlay({ ...t.options, ability, seed: `${t.title}/${ability}` });
    results.push(r);
    console.log(row(r, runs));
  }
  return results;
}

function verdict(label: string, results: readonly PlayResult[]): string {
  const fmt = (rs: readonly PlayResult[]): string => rs.map((r) => `${r.ability} (${pct(r.successRate, 1)})`).join(', ') || 'none';
  const ok = results.filter(inBand);
  const below = results.filter((r) => r.successRate < LOW);
  const above = results.filter((r) => r.successRate > HIGH);
  const met = ok.length === results.length ? 'MET' : 'NOT MET';
  return `${label}: ${met} — ${ok.length}/${results.length} abilities in 70–85%; below: a = ${fmt(below)}; above: a = ${fmt(above)}.`;
}

const first = { enrolledGrade: 6, gradeStep: GRADE_STEP, runs: RUNS, problems: 60, warmUp: 10 };
const stay = { ...first, runs: Math.max(1, Math.round(RUNS / 5)), problems: 300, warmUp: 240 };
const small = Math.max(1, Math.round(RUNS / 2.5));
const t0 = Date.now();
console.log('Whole-game simulation: θ*_skill = a + step × (enrolled grade − skill grade); P(right) = adaptive.pSuccess(θ*_skill, b_d).');
console.log('grade = mean grade of the skills served; 3-miss = choices per run made right after 3 misses in a row on the last skill;');
console.log('→prereq = share of those that served one of its prerequisites (docs/maths/adaptive.md, next skill).');
console.log('The first problems include the placement warm-up (§4.3.7); "ends up" is judged after 240 problems.');
const firstSession = printTable({ title: `Grade 6, step ${GRADE_STEP}, first session`, options: first });
printTable({ title: 'Grade 6, step 0.7 (sensitivity), first session', options: { ...first, gradeStep: 0.7, runs: small } });
printTable({ title: `Grade 4, step ${GRADE_STEP}, first session`, options: { ...first, enrolledGrade: 4, runs: small } });
printTable({ title: `Grade 8, step ${GRADE_STEP}, first session`, options: { ...first, enrolledGrade: 8, runs: small } });
const endsUp = printTable({ title: `Grade 6, step ${GRADE_STEP}, after 240 problems`, options: stay });
printTable({ title: 'Grade 6, step 0.7 (sensitivity), after 240 problems', options: { ...stay, gradeStep: 0.7 } });
console.log(`\n(${((Date.now() - t0) / 1000).toFixed(0)} s)`);
console.log(verdict(`Ends up (grade 6, step ${GRADE_STEP}, problems 241–300)`, endsUp));
console.log(verdict(`First session (grade 6, step ${GRADE_STEP}, problems 11–60)`, firstSession));
