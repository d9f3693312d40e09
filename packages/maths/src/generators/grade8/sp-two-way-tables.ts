import { Rational } from '../../rational.js';
import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator } from '../../types.js';
import { fmtDec, fmtDecOrFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { gcdN } from '../shared/number-theory.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';

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
/** The same contexts in Spanish, index for index. */
const CONTEXTS_ES: Ctx[] = [
  { title: 'Encuesta de deportes y cocina', rows: ['practica un deporte', 'no practica deporte'], cols: ['le gusta cocinar', 'no cocina'], rowWho: ['practican un deporte', 'no practican un deporte'], colWho: ['disfrutan cocinar', 'no disfrutan cocinar'] },
  { title: 'Encuesta de hora de llegada y quehaceres', rows: ['tiene hora de llegada', 'sin hora de llegada'], cols: ['hace quehaceres', 'sin quehaceres'], rowWho: ['tienen hora de llegada', 'no tienen hora de llegada'], colWho: ['hacen quehaceres', 'no hacen quehaceres'] },
  { title: 'Encuesta de mascotas y hermanos', rows: ['tiene mascota', 'sin mascota'], cols: ['tiene hermanos', 'sin hermanos'], rowWho: ['tienen mascota', 'no tienen mascota'], colWho: ['tienen hermanos', 'no tienen hermanos'] },
  { title: 'Encuesta sobre la bicicleta', rows: ['grado 7', 'grado 8'], cols: ['va en bici a la escuela', 'no va en bici'], rowWho: ['están en grado 7', 'están en grado 8'], colWho: ['van en bici a la escuela', 'no van en bici a la escuela'] },
  { title: 'Encuesta de música y lectura', rows: ['toca un instrumento', 'no toca instrumento'], cols: ['lee por gusto', 'no lee por gusto'], rowWho: ['tocan un instrumento', 'no tocan un instrumento'], colWho: ['leen por gusto', 'no leen por gusto'] },
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

function tableText(c: Ctx, cells: number[][], showTotals: boolean, hide = -1, w: Words = EN): string {
  const cell = (i: number, j: number): string => (hide === i * 2 + j ? '?' : fmtDecOrFrac(cells[i]![j]!));
  const rows = [0, 1].map((i) => `${c.rows[i]}: ${c.cols[0]} ${cell(i, 0)}, ${c.cols[1]} ${cell(i, 1)}${showTotals ? `, total ${fmtDecOrFrac(cells[i]![0]! + cells[i]![1]!)}` : ''}`);
  let t = `${c.title}. ${rows.join('; ')}.`;
  if (showTotals) {
    const c0 = cells[0]![0]! + cells[1]![0]!;
    const c1 = cells[0]![1]! + cells[1]![1]!;
    t += w.t(` Column totals: ${c.cols[0]} ${fmtDecOrFrac(c0)}, ${c.cols[1]} ${fmtDecOrFrac(c1)}, grand total ${fmtDecOrFrac(c0 + c1)}.`, ` Totales por columna: ${c.cols[0]} ${fmtDecOrFrac(c0)}, ${c.cols[1]} ${fmtDecOrFrac(c1)}, total general ${fmtDecOrFrac(c0 + c1)}.`);
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
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN) {
    // rng.pick(CONTEXTS) is this draw: the Spanish words of the same context.
    const c = (w.es ? CONTEXTS_ES : CONTEXTS)[rng.int(0, CONTEXTS.length - 1)]!;
    if (difficulty === 1) {
      const n = rng.pick(NICE);
      const k = niceSplit(rng, n);
      const p = pct(k, n);
      const answer: AnswerSpec = { format: 'percent', value: p.toString(), canonical: `${fmtDecOrFrac(p)}%` };
      return bodyByFormat(
        w.t(`Of ${n} students who ${c.rowWho[0]}, ${k} also ${c.colWho[0]}. What percent of the students who ${c.rowWho[0]} ${c.colWho[0]}?`, `De ${n} estudiantes que ${c.rowWho[0]}, ${k} también ${c.colWho[0]}. ¿Qué porcentaje de los estudiantes que ${c.rowWho[0]} ${c.colWho[0]}?`),
        answer,
        [w.t('Percent = part ÷ whole × 100.', 'Porcentaje = parte ÷ total × 100.'), w.t(`The whole is the ${n} students who ${c.rowWho[0]}; the part is ${k}.`, `El total son los ${n} estudiantes que ${c.rowWho[0]}; la parte es ${k}.`), w.t(`Work out ${k} ÷ ${n} × 100.`, `Calcula ${k} ÷ ${n} × 100.`)],
        [w.t(`Part ÷ whole = ${k} ÷ ${n} = ${fmtDec(Rational.of(k, n))}.`, `Parte ÷ total = ${k} ÷ ${n} = ${fmtDec(Rational.of(k, n))}.`), `${fmtDec(Rational.of(k, n))} × 100 = ${fmtDecOrFrac(p)}%.`, w.t(`Check: ${fmtDecOrFrac(p)}% of ${n} = ${k}.`, `Comprueba: el ${fmtDecOrFrac(p)}% de ${n} = ${k}.`)],
        [mis(`${fmtDecOrFrac(pct(n - k, n))}%`, 'other-part', w.t(`${n - k} of them do not; the question asks about the ${k} who do.`, `${n - k} de ellos no; la pregunta es sobre los ${k} que sí.`)), mis(`${k}%`, 'count-as-percent', w.t(`${k} is a count, not a percent: divide by ${n} first.`, `${k} es una cantidad de estudiantes, no un porcentaje: primero divide entre ${n}.`))],
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
      const m: Misconception[] = [mis(fmtDecOrFrac(rowTot + other), 'added-instead-of-subtracting', w.t(`The total already includes this cell: subtract ${other} from ${rowTot}.`, `El total ya incluye esta casilla: resta ${other} de ${rowTot}.`))];
      if (colTot - other > 0) m.push(mis(fmtDecOrFrac(colTot - other), 'mixed-row-and-column', w.t(`Use the total of the same row as the missing cell (${rowTot}).`, `Usa el total de la misma fila que la casilla que falta (${rowTot}).`)));
      return bodyByFormat(
        w.t(`${tableText(c, cells, true, hide)} What number goes in place of the ?`, `${tableText(c, cells, true, hide, w)} ¿Qué número va en lugar del ?`),
        answer,
        [w.t('Each row adds up to its row total, and each column adds up to its column total.', 'Cada fila suma su total de fila, y cada columna suma su total de columna.'), w.t(`In the row "${c.rows[i]}", the total is ${rowTot} and the other cell is ${other}.`, `En la fila "${c.rows[i]}", el total es ${rowTot} y la otra casilla es ${other}.`), w.t(`Work out ${rowTot} − ${other}.`, `Calcula ${rowTot} − ${other}.`)],
        [w.t(`Row "${c.rows[i]}": ? + ${other} = ${rowTot}.`, `Fila "${c.rows[i]}": ? + ${other} = ${rowTot}.`), `? = ${rowTot} − ${other} = ${v}.`, w.t(`Check with the column: ${cells[0]![j]!} + ${cells[1]![j]!} = ${colTot}.`, `Comprueba con la columna: ${cells[0]![j]!} + ${cells[1]![j]!} = ${colTot}.`)],
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
      mis(show(pct(part, G)), 'divided-by-grand-total', w.t(`Only use the ${byRow ? 'row' : 'column'} for the students the question is about (${whole}), not all ${G} students.`, `Usa solo la ${byRow ? 'fila' : 'columna'} de los estudiantes de los que habla la pregunta (${whole}), no a los ${G} estudiantes.`)),
      mis(show(pct(part, wrongWhole)), 'wrong-total', w.t(`The question is about students who ${byRow ? c.rowWho[i] : c.colWho[j]}, so divide by their total, ${whole}.`, `La pregunta es sobre los estudiantes que ${byRow ? c.rowWho[i] : c.colWho[j]}, así que divide entre su total, ${whole}.`)),
      mis(show(pct(otherCell, whole)), 'other-cell', w.t(`That is the other group of students who ${byRow ? c.rowWho[i] : c.colWho[j]}. The question asks about those who ${byRow ? c.colWho[j] : c.rowWho[i]}.`, `Ese es el otro grupo de estudiantes que ${byRow ? c.rowWho[i] : c.colWho[j]}. La pregunta es sobre los que ${byRow ? c.colWho[j] : c.rowWho[i]}.`)),
    ];
    const who = byRow ? c.rowWho[i] : c.colWho[j];
    const which = byRow ? c.colWho[j] : c.rowWho[i];
    const wholeExpr = byRow ? `${cells[i]![0]} + ${cells[i]![1]}` : `${cells[0]![j]} + ${cells[1]![j]}`;
    return bodyByFormat(
      w.t(`${tableText(c, cells, false)} What percent of the students who ${who} ${which}?${rounded ? ' Round to the nearest whole percent.' : ''}`, `${tableText(c, cells, false, -1, w)} ¿Qué porcentaje de los estudiantes que ${who} ${which}?${rounded ? ' Redondea al porcentaje entero más cercano.' : ''}`),
      answer,
      [w.t(`Only use the students who ${who}.`, `Usa solo a los estudiantes que ${who}.`), w.t(`That group has ${wholeExpr} = ${whole} students, and ${part} of them ${which}.`, `Ese grupo tiene ${wholeExpr} = ${whole} estudiantes, y ${part} de ellos ${which}.`), w.t(`${part} out of ${whole} as a percent${rounded ? ', rounded to the nearest whole percent' : ''}.`, `${part} de ${whole} como porcentaje${rounded ? ', redondeado al porcentaje entero más cercano' : ''}.`)],
      [w.t(`Students who ${who}: ${wholeExpr} = ${whole}.`, `Estudiantes que ${who}: ${wholeExpr} = ${whole}.`), w.t(`Of those, ${part} ${which}.`, `De ellos, ${part} ${which}.`), `${part} ÷ ${whole} × 100 = ${rounded && !p.isInteger() ? `${p.isTerminating() ? fmtDec(p) : `${fmtDec(p.round(2))}…`} ≈ ${pctText(p)}` : `${fmtDecOrFrac(p)}%`}.`, w.t(`Check: ${rounded ? 'about ' : ''}${rounded ? pctText(p) : `${fmtDecOrFrac(p)}%`} of ${whole} is ${rounded ? 'about ' : ''}${part}.`, `Comprueba: ${rounded ? 'más o menos el ' : 'el '}${rounded ? pctText(p) : `${fmtDecOrFrac(p)}%`} de ${whole} es ${rounded ? 'más o menos ' : ''}${part}.`)],
      m,
    );
  },
};
