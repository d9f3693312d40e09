import { Rational } from '../../rational.js';
import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator } from '../../types.js';
import { fmtDec, fmtDecOrFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { gcdN } from '../shared/number-theory.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

interface Ctx {
  title: string;
  rows: [string, string];
  cols: [string, string];
  /** "students who …" phrases for rows and columns */
  rowWho: [string, string];
  colWho: [string, string];
}
const CONTEXTS: Ctx[] = [
  { title: 'Sports & cooking survey', rows: ['plays a sport', 'no sport'], cols: ['likes to cook', 'does not cook'], rowWho: ['play a sport', 'do not play a sport'], colWho: ['like to cook', 'do not like to cook'] },
  { title: 'Curfew & chores survey', rows: ['curfew', 'no curfew'], cols: ['chores', 'no chores'], rowWho: ['have a curfew', 'have no curfew'], colWho: ['have chores', 'have no chores'] },
  { title: 'Pets & siblings survey', rows: ['has a pet', 'no pet'], cols: ['has a sibling', 'no sibling'], rowWho: ['have a pet', 'have no pet'], colWho: ['have a sibling', 'have no sibling'] },
  { title: 'Biking survey', rows: ['grade 7', 'grade 8'], cols: ['bikes to school', 'does not bike'], rowWho: ['are in grade 7', 'are in grade 8'], colWho: ['bike to school', 'do not bike to school'] },
  { title: 'Music & reading survey', rows: ['plays an instrument', 'no instrument'], cols: ['reads for fun', 'does not read for fun'], rowWho: ['play an instrument', 'do not play an instrument'], colWho: ['read for fun', 'do not read for fun'] },
];
const NICE = [20, 25, 40, 50, 60, 80];

/** k out of n with 100k/n a whole number, 0 < k < n. */
function niceSplit(rng: Rng, n: number): number {
  const step = n / gcdN(n, 100);
  const k = step * rng.int(1, Math.floor((n - 1) / step));
  return k;
}
const pct = (k: number, n: number): Rational => Rational.of(100 * k, n);
const pctText = (r: Rational): string => `${fmtDec(r.round(0))}%`;

function tableText(c: Ctx, cells: number[][], showTotals: boolean, hide = -1): string {
  const cell = (i: number, j: number): string => (hide === i * 2 + j ? '?' : fmtDecOrFrac(cells[i]![j]!));
  const rows = [0, 1].map((i) => `${c.rows[i]}: ${c.cols[0]} ${cell(i, 0)}, ${c.cols[1]} ${cell(i, 1)}${showTotals ? `, total ${fmtDecOrFrac(cells[i]![0]! + cells[i]![1]!)}` : ''}`);
  let t = `${c.title}. ${rows.join('; ')}.`;
  if (showTotals) {
    const c0 = cells[0]![0]! + cells[1]![0]!;
    const c1 = cells[0]![1]! + cells[1]![1]!;
    t += ` Column totals: ${c.cols[0]} ${fmtDecOrFrac(c0)}, ${c.cols[1]} ${fmtDecOrFrac(c1)}, grand total ${fmtDecOrFrac(c0 + c1)}.`;
  }
  return t;
}

export const spTwoWayTables: SkillGenerator = {
  skillId: 'g8.sp.two-way-tables',
  grade: 8,
  domain: 'sp',
  ccss: ['8.SP.A.4'],
  topic: 'Data',
  subtopic: 'Two-way tables',
  prereqs: ['g6.rp.percent'],
  estTimeSec: times(30, 120),
  version: '1.1.0',
  generate(difficulty: Difficulty, rng: Rng) {
    const c = rng.pick(CONTEXTS);
    if (difficulty === 1) {
      const n = rng.pick(NICE);
      const k = niceSplit(rng, n);
      const p = pct(k, n);
      const answer: AnswerSpec = { format: 'percent', value: p.toString(), canonical: `${fmtDecOrFrac(p)}%` };
      return bodyByFormat(
        `Of ${n} students who ${c.rowWho[0]}, ${k} also ${c.colWho[0]}. What percent of the students who ${c.rowWho[0]} ${c.colWho[0]}?`,
        answer,
        ['Percent = part ÷ whole × 100.', `The whole is the ${n} students who ${c.rowWho[0]}; the part is ${k}.`, `Work out ${k} ÷ ${n} × 100.`],
        [`Part ÷ whole = ${k} ÷ ${n} = ${fmtDec(Rational.of(k, n))}.`, `${fmtDec(Rational.of(k, n))} × 100 = ${fmtDecOrFrac(p)}%.`, `Check: ${fmtDecOrFrac(p)}% of ${n} = ${k}.`],
        [mis(`${fmtDecOrFrac(pct(n - k, n))}%`, 'other-part', `${n - k} of them do not; the question asks about the ${k} who do.`), mis(`${k}%`, 'count-as-percent', `${k} is a count, not a percent: divide by ${n} first.`)],
      );
    }
    // build a 2×2 table
    const r0 = difficulty === 3 || difficulty === 2 ? rng.pick(NICE) : rng.int(25, 60);
    const r1 = difficulty === 5 ? rng.int(25, 60) : rng.pick(NICE);
    const a = difficulty === 3 || difficulty === 2 ? niceSplit(rng, r0) : rng.int(5, r0 - 5);
    const b2 = difficulty === 3 || difficulty === 2 ? niceSplit(rng, r1) : rng.int(5, r1 - 5);
    let cells = [
      [a, r0 - a],
      [b2, r1 - b2],
    ];
    if (difficulty === 4) {
      // make a column total nice: column 0 total from NICE, rows follow
      const col = rng.pick(NICE);
      const top = niceSplit(rng, col);
      const col1 = rng.pick(NICE);
      const top1 = niceSplit(rng, col1);
      cells = [
        [top, top1],
        [col - top, col1 - top1],
      ];
    }
    const R0 = cells[0]![0]! + cells[0]![1]!;
    const R1 = cells[1]![0]! + cells[1]![1]!;
    const C0 = cells[0]![0]! + cells[1]![0]!;
    const C1 = cells[0]![1]! + cells[1]![1]!;
    const G = R0 + R1;

    if (difficulty === 2) {
      const hide = rng.int(0, 3);
      const i = Math.floor(hide / 2);
      const j = hide % 2;
      const v = cells[i]![j]!;
      const rowTot = i === 0 ? R0 : R1;
      const other = cells[i]![1 - j]!;
      const colTot = j === 0 ? C0 : C1;
      const answer: AnswerSpec = { format: 'integer', value: String(v), canonical: fmtDecOrFrac(v) };
      const m: Misconception[] = [mis(fmtDecOrFrac(rowTot + other), 'added-instead-of-subtracting', `The total already includes this cell: subtract ${other} from ${rowTot}.`)];
      if (colTot - other > 0) m.push(mis(fmtDecOrFrac(colTot - other), 'mixed-row-and-column', `Use the total of the same row as the missing cell (${rowTot}).`));
      return bodyByFormat(
        `${tableText(c, cells, true, hide)} What number goes in place of the ?`,
        answer,
        ['Each row adds up to its row total, and each column adds up to its column total.', `In the row "${c.rows[i]}", the total is ${rowTot} and the other cell is ${other}.`, `Work out ${rowTot} − ${other}.`],
        [`Row "${c.rows[i]}": ? + ${other} = ${rowTot}.`, `? = ${rowTot} − ${other} = ${v}.`, `Check with the column: ${cells[0]![j]!} + ${cells[1]![j]!} = ${colTot}.`],
        m,
      );
    }
    // relative frequency: d3 row, d4 column, d5 either with rounding
    const byRow = difficulty === 3 ? true : difficulty === 4 ? false : rng.bool();
    const i = byRow ? rng.int(0, 1) : rng.int(0, 1);
    const j = rng.int(0, 1);
    const part = cells[i]![j]!;
    const whole = byRow ? (i === 0 ? R0 : R1) : j === 0 ? C0 : C1;
    const p = pct(part, whole);
    const rounded = difficulty === 5;
    const answer: AnswerSpec = rounded
      ? { format: 'percent', value: p.toString(), places: 0, canonical: pctText(p) }
      : { format: 'percent', value: p.toString(), canonical: `${fmtDecOrFrac(p)}%` };
    const wrongWhole = byRow ? (j === 0 ? C0 : C1) : i === 0 ? R0 : R1;
    const otherCell = byRow ? cells[i]![1 - j]! : cells[1 - i]![j]!;
    const show = (r: Rational): string => (r.isInteger() ? `${fmtDecOrFrac(r)}%` : pctText(r));
    const m: Misconception[] = [
      mis(show(pct(part, G)), 'divided-by-grand-total', `Only use the ${byRow ? 'row' : 'column'} for the students the question is about (${whole}), not all ${G} students.`),
      mis(show(pct(part, wrongWhole)), 'wrong-total', `The question is about students who ${byRow ? c.rowWho[i] : c.colWho[j]}, so divide by their total, ${whole}.`),
      mis(show(pct(otherCell, whole)), 'other-cell', `That is the other group of students who ${byRow ? c.rowWho[i] : c.colWho[j]}. The question asks about those who ${byRow ? c.colWho[j] : c.rowWho[i]}.`),
    ];
    const who = byRow ? c.rowWho[i] : c.colWho[j];
    const which = byRow ? c.colWho[j] : c.rowWho[i];
    const wholeExpr = byRow ? `${cells[i]![0]} + ${cells[i]![1]}` : `${cells[0]![j]} + ${cells[1]![j]}`;
    return bodyByFormat(
      `${tableText(c, cells, false)} What percent of the students who ${who} ${which}?${rounded ? ' Round to the nearest whole percent.' : ''}`,
      answer,
      [`Only use the students who ${who}.`, `That group has ${wholeExpr} = ${whole} students, and ${part} of them ${which}.`, `${part} out of ${whole} as a percent${rounded ? ', rounded to the nearest whole percent' : ''}.`],
      [`Students who ${who}: ${wholeExpr} = ${whole}.`, `Of those, ${part} ${which}.`, `${part} ÷ ${whole} × 100 = ${rounded && !p.isInteger() ? `${p.isTerminating() ? fmtDec(p) : `${fmtDec(p.round(2))}…`} ≈ ${pctText(p)}` : `${fmtDecOrFrac(p)}%`}.`, `Check: ${rounded ? 'about ' : ''}${rounded ? pctText(p) : `${fmtDecOrFrac(p)}%`} of ${whole} is ${rounded ? 'about ' : ''}${part}.`],
      m,
    );
  },
};
