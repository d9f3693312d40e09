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
 * The first session by window (docs/adr/0211-faster-placement.md): success over problems 11–30, 21–40 and
 * 31–60 for enrolled grades 4–8 and abilities −2 … 3.5. The target window is 21–40, the 20 problems
 * around problem 30: placement is over by problem 10, the next ten problems are the rating's first steps
 * from the placed level, and 20 problems average out the three-problem runs and the random stretch items.
 *
 * Run: npm run simulate:play [-- runs]   (default 500 runs × 60 problems, 100 × 300 and 200 × 60 per window cell; about two minutes)
 */
import { simulatePlay, windowRate, type PlayOptions, type PlayResult } from './play-simulation.js';

const RUNS = Number(process.argv[2] ?? 500);
/** Abilities of the first-session windows (the target is a = −1.5 … 3 in 70–85% over problems 21–40). */
const WINDOW_ABILITIES = [-2, -1.5, -1, 0, 1, 2, 3, 3.5];
const WINDOWS: readonly [number, number][] = [
  [11, 30],
  [21, 40],
  [31, 60],
];
const TARGET_WINDOW: [number, number] = [21, 40];
const TARGET_LOW = -1.5;
const TARGET_HIGH = 3;
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

/** Success per window of the first session, grades 4–8; returns the (grade, ability) rows outside the band in the target window. */
function printWindows(runs: number): string[] {
  const [from, to] = TARGET_WINDOW;
  console.log(`\nFirst session by window, step ${GRADE_STEP}: ${runs} runs × 60 problems per cell; success over problems ${WINDOWS.map(([a, b]) => `${a}–${b}`).join(' / ')}`);
  console.log('grade ' + WINDOW_ABILITIES.map((a) => `a = ${a}`.padStart(16)).join(''));
  const misses: string[] = [];
  for (const grade of [4, 5, 6, 7, 8]) {
    const cells = WINDOW_ABILITIES.map((ability) => {
      const r = simulatePlay({ ability, enrolledGrade: grade, gradeStep: GRADE_STEP, runs, problems: 60, warmUp: 10, seed: `window/${grade}/${ability}` });
      const target = windowRate(r, from, to);
      if (ability >= TARGET_LOW && ability <= TARGET_HIGH && (target < LOW || target > HIGH)) misses.push(`grade ${grade} a = ${ability} (${pct(target, 1)})`);
      return WINDOWS.map(([a, b]) => pct(windowRate(r, a, b)).padStart(4)).join('');
    });
    console.log(String(grade).padStart(5) + ' ' + cells.map((c) => c.padStart(16)).join(''));
  }
  return misses;
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
const windowMisses = printWindows(small);
const endsUp = printTable({ title: `Grade 6, step ${GRADE_STEP}, after 240 problems`, options: stay });
printTable({ title: 'Grade 6, step 0.7 (sensitivity), after 240 problems', options: { ...stay, gradeStep: 0.7 } });
console.log(`\n(${((Date.now() - t0) / 1000).toFixed(0)} s)`);
console.log(verdict(`Ends up (grade 6, step ${GRADE_STEP}, problems 241–300)`, endsUp));
console.log(verdict(`First session (grade 6, step ${GRADE_STEP}, problems 11–60)`, firstSession));
console.log(
  `First session by problem 30 (grades 4–8, a = ${TARGET_LOW} … ${TARGET_HIGH}, problems ${TARGET_WINDOW.join('–')}): ` +
    (windowMisses.length === 0 ? 'MET' : `NOT MET — outside 70–85%: ${windowMisses.join(', ')}`) +
    '.',
);
