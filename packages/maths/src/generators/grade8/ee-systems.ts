import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator } from '../../types.js';
import { lin, par } from '../shared/expressions.js';
import { fmtDecOrFrac, fmtInt } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { intExcept, signedInt } from '../shared/random-picks.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

const pt = (x: number, y: number): string => `(${fmtDecOrFrac(x)}, ${fmtDecOrFrac(y)})`;
const tm = (m: number, x: number): string => (m === 1 ? fmtDecOrFrac(x) : m === -1 ? `−${par(x)}` : `${fmtDecOrFrac(m)} × ${par(x)}`);
const std = (a: number, b: number, c: number): string => `${lin([[a, 'x'], [b, 'y']], 0)} = ${fmtDecOrFrac(c)}`;

export const eeSystems: SkillGenerator = {
  skillId: 'g8.ee.systems',
  grade: 8,
  domain: 'ee',
  ccss: ['8.EE.C.8'],
  topic: 'Equations',
  subtopic: 'Systems of two equations',
  prereqs: ['g8.ee.multistep-equations'],
  estTimeSec: times(40, 180),
  version: '1.3.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN) {
    let x0: number;
    let y0: number;
    let text: string;
    let hints: [string, string, string];
    const expl: string[] = [];
    let check: string;
    if (difficulty === 1) {
      const k = rng.int(2, 4);
      x0 = rng.int(1, 9);
      y0 = k * x0;
      const a = rng.int(1, 3);
      const s = a * x0 + y0;
      const e2 = `${lin([[a, 'x'], [1, 'y']], 0)} = ${s}`;
      // The wording is drawn after the numbers (docs/maths/curriculum.md, "Variety").
      text = rng.pick(w.es ? [
        `Resuelve el sistema: y = ${k}x y ${e2}.`,
        `${someone(rng, w)} grafica y = ${k}x y ${e2}. ¿En qué punto (x, y) se cruzan las rectas?`,
        `Encuentra el punto (x, y) que hace verdaderas las dos ecuaciones, y = ${k}x y ${e2}.`,
        `¿Qué punto (x, y) está en las dos rectas, y = ${k}x y ${e2}?`,
        `Resuelve juntas estas dos ecuaciones: y = ${k}x y ${e2}.`,
      ] : [
        `Solve the system: y = ${k}x and ${e2}.`,
        `${someone(rng)} graphs y = ${k}x and ${e2}. At which point (x, y) do the lines meet?`,
        `Find the point (x, y) that makes both y = ${k}x and ${e2} true.`,
        `Which point (x, y) is on both lines, y = ${k}x and ${e2}?`,
        `Solve this pair of equations together: y = ${k}x and ${e2}.`,
      ]);
      hints = [w.t('Substitute: replace y in the second equation with ' + `${k}x.`, `Sustituye: cambia y en la segunda ecuación por ${k}x.`), w.t(`${lin([[a, 'x']], 0)} + ${k}x = ${s}, so ${a + k}x = ${s}.`, `${lin([[a, 'x']], 0)} + ${k}x = ${s}, así que ${a + k}x = ${s}.`), w.t(`x = ${s} ÷ ${a + k}; then y = ${k}x.`, `x = ${s} ÷ ${a + k}; luego y = ${k}x.`)];
      expl.push(w.t(`Substitute y = ${k}x into ${e2}: ${a + k}x = ${s}.`, `Sustituye y = ${k}x en ${e2}: ${a + k}x = ${s}.`), `x = ${s} ÷ ${a + k} = ${x0}.`, `y = ${k} × ${x0} = ${y0}.`);
      check = w.t(`Check: ${a === 1 ? '' : `${a} × `}${x0} + ${y0} = ${s} ✓ and ${y0} = ${k} × ${x0} ✓.`, `Comprueba: ${a === 1 ? '' : `${a} × `}${x0} + ${y0} = ${s} ✓ y ${y0} = ${k} × ${x0} ✓.`);
    } else if (difficulty === 2) {
      const m1 = signedInt(rng, 1, 4);
      const m2 = intExcept(rng, -4, 4, [0, m1]);
      x0 = signedInt(rng, 1, 6);
      y0 = rng.int(-9, 9);
      const b1 = y0 - m1 * x0;
      const b2 = y0 - m2 * x0;
      const r1 = lin([[m1, 'x']], b1);
      const r2 = lin([[m2, 'x']], b2);
      text = w.t(`Solve the system: y = ${r1} and y = ${r2}.`, `Resuelve el sistema: y = ${r1} y y = ${r2}.`);
      hints = [w.t('Both equations give y, so set the right sides equal.', 'Las dos ecuaciones dan y, así que iguala los lados derechos.'), `${r1} = ${r2}.`, w.t(`Collect terms: ${lin([[m1 - m2, 'x']], 0)} = ${fmtDecOrFrac(b2 - b1)}; find x, then y.`, `Agrupa términos: ${lin([[m1 - m2, 'x']], 0)} = ${fmtDecOrFrac(b2 - b1)}; encuentra x y luego y.`)];
      expl.push(w.t(`Set them equal: ${r1} = ${r2}.`, `Iguálalas: ${r1} = ${r2}.`), w.t(`${lin([[m1 - m2, 'x']], 0)} = ${fmtDecOrFrac(b2 - b1)}, so x = ${fmtDecOrFrac(x0)}.`, `${lin([[m1 - m2, 'x']], 0)} = ${fmtDecOrFrac(b2 - b1)}, así que x = ${fmtDecOrFrac(x0)}.`), b1 === 0 ? `y = ${tm(m1, x0)} = ${fmtDecOrFrac(y0)}.` : `y = ${tm(m1, x0)} ${b1 < 0 ? '−' : '+'} ${fmtDecOrFrac(Math.abs(b1))} = ${fmtDecOrFrac(y0)}.`);
      check = b2 === 0 ? w.t(`Check: ${tm(m2, x0)} = ${fmtDecOrFrac(y0)} too ✓.`, `Comprueba: ${tm(m2, x0)} = ${fmtDecOrFrac(y0)} también ✓.`) : w.t(`Check: ${tm(m2, x0)} ${b2 < 0 ? '−' : '+'} ${fmtDecOrFrac(Math.abs(b2))} = ${fmtDecOrFrac(y0)} too ✓.`, `Comprueba: ${tm(m2, x0)} ${b2 < 0 ? '−' : '+'} ${fmtDecOrFrac(Math.abs(b2))} = ${fmtDecOrFrac(y0)} también ✓.`);
    } else if (difficulty === 3) {
      x0 = signedInt(rng, 1, 8);
      y0 = signedInt(rng, 1, 8);
      const a1 = rng.int(1, 5);
      let a2 = rng.int(1, 5);
      const b = rng.int(1, 5);
      if (a1 + a2 === 0) a2 += 1;
      const c1 = a1 * x0 + b * y0;
      const c2 = a2 * x0 - b * y0;
      const e1 = std(a1, b, c1);
      const e2 = std(a2, -b, c2);
      text = w.t(`Solve the system: ${e1} and ${e2}.`, `Resuelve el sistema: ${e1} y ${e2}.`);
      hints = [w.t(`The y terms are opposites (${b === 1 ? '' : b}y and −${b === 1 ? '' : b}y), so add the equations.`, `Los términos en y son opuestos (${b === 1 ? '' : b}y y −${b === 1 ? '' : b}y), así que suma las ecuaciones.`), w.t(`Adding: ${a1 + a2}x = ${fmtDecOrFrac(c1 + c2)}.`, `Al sumar: ${a1 + a2}x = ${fmtDecOrFrac(c1 + c2)}.`), w.t(`x = ${fmtDecOrFrac(c1 + c2)} ÷ ${a1 + a2}; substitute x into ${e1} to find y.`, `x = ${fmtDecOrFrac(c1 + c2)} ÷ ${a1 + a2}; sustituye x en ${e1} para encontrar y.`)];
      expl.push(w.t(`Add the equations: (${lin([[a1, 'x'], [b, 'y']], 0)}) + (${lin([[a2, 'x'], [-b, 'y']], 0)}) = ${fmtDecOrFrac(c1)} + ${par(c2)}.`, `Suma las ecuaciones: (${lin([[a1, 'x'], [b, 'y']], 0)}) + (${lin([[a2, 'x'], [-b, 'y']], 0)}) = ${fmtDecOrFrac(c1)} + ${par(c2)}.`), w.t(`${a1 + a2}x = ${fmtDecOrFrac(c1 + c2)}, so x = ${fmtDecOrFrac(x0)}.`, `${a1 + a2}x = ${fmtDecOrFrac(c1 + c2)}, así que x = ${fmtDecOrFrac(x0)}.`), w.t(`${fmtDecOrFrac(a1 * x0)} + ${b === 1 ? '' : b}y = ${fmtDecOrFrac(c1)}, so y = ${fmtDecOrFrac(y0)}.`, `${fmtDecOrFrac(a1 * x0)} + ${b === 1 ? '' : b}y = ${fmtDecOrFrac(c1)}, así que y = ${fmtDecOrFrac(y0)}.`));
      check = w.t(`Check: ${tm(a2, x0)} − ${tm(b, y0)} = ${fmtDecOrFrac(c2)} ✓.`, `Comprueba: ${tm(a2, x0)} − ${tm(b, y0)} = ${fmtDecOrFrac(c2)} ✓.`);
    } else if (difficulty === 4 || rng.bool(0.6)) {
      // d4, d5: multiply one equation first
      x0 = difficulty === 5 ? signedInt(rng, 1, 9) : rng.int(1, 9);
      y0 = difficulty === 5 ? -rng.int(1, 9) : signedInt(rng, 1, 9);
      if (difficulty === 5 && rng.bool()) [x0, y0] = [y0, x0];
      const a1 = rng.int(1, 5);
      const b1 = rng.int(1, 4);
      const k = rng.int(2, 3);
      let a2 = rng.int(1, 6);
      if (a2 === -k * a1 || a2 + k * a1 === 0) a2 += 1;
      const b2 = -k * b1;
      const c1 = a1 * x0 + b1 * y0;
      const c2 = a2 * x0 + b2 * y0;
      const e1 = std(a1, b1, c1);
      const e2 = std(a2, b2, c2);
      text = w.t(`Solve the system: ${e1} and ${e2}.`, `Resuelve el sistema: ${e1} y ${e2}.`);
      hints = [w.t(`Multiply the first equation by ${k}: ${std(k * a1, k * b1, k * c1)}.`, `Multiplica la primera ecuación por ${k}: ${std(k * a1, k * b1, k * c1)}.`), w.t(`Add it to ${e2}: ${k * a1 + a2}x = ${fmtDecOrFrac(k * c1 + c2)}.`, `Súmala a ${e2}: ${k * a1 + a2}x = ${fmtDecOrFrac(k * c1 + c2)}.`), w.t(`x = ${fmtDecOrFrac(k * c1 + c2)} ÷ ${k * a1 + a2}; substitute into ${e1} to find y.`, `x = ${fmtDecOrFrac(k * c1 + c2)} ÷ ${k * a1 + a2}; sustituye en ${e1} para encontrar y.`)];
      expl.push(w.t(`Multiply the first equation by ${k}: ${std(k * a1, k * b1, k * c1)}.`, `Multiplica la primera ecuación por ${k}: ${std(k * a1, k * b1, k * c1)}.`), w.t(`Add to the second: ${k * a1 + a2}x = ${fmtDecOrFrac(k * c1 + c2)}, so x = ${fmtDecOrFrac(x0)}.`, `Súmala a la segunda: ${k * a1 + a2}x = ${fmtDecOrFrac(k * c1 + c2)}, así que x = ${fmtDecOrFrac(x0)}.`), w.t(`${a1 === 1 ? '' : `${a1} × `}${par(x0)} + ${b1 === 1 ? '' : b1}y = ${fmtDecOrFrac(c1)}, so ${b1 === 1 ? '' : b1}y = ${fmtDecOrFrac(c1 - a1 * x0)} and y = ${fmtDecOrFrac(y0)}.`, `${a1 === 1 ? '' : `${a1} × `}${par(x0)} + ${b1 === 1 ? '' : b1}y = ${fmtDecOrFrac(c1)}, así que ${b1 === 1 ? '' : b1}y = ${fmtDecOrFrac(c1 - a1 * x0)} y y = ${fmtDecOrFrac(y0)}.`));
      check = w.t(`Check: ${tm(a2, x0)} ${b2 < 0 ? '−' : '+'} ${tm(Math.abs(b2), y0)} = ${fmtDecOrFrac(c2)} ✓.`, `Comprueba: ${tm(a2, x0)} ${b2 < 0 ? '−' : '+'} ${tm(Math.abs(b2), y0)} = ${fmtDecOrFrac(c2)} ✓.`);
    } else {
      // ticket story
      const adult = rng.pick([8, 9, 10, 12, 15]);
      const child = rng.pick([4, 5, 6, 7]);
      x0 = rng.int(12, 60);
      y0 = intExcept(rng, 12, 60, [x0]);
      const n = x0 + y0;
      const money = adult * x0 + child * y0;
      text = w.t(`A school play sold ${n} tickets for $${fmtInt(money)}. Adult tickets cost $${adult} and student tickets cost $${child}. How many of each were sold? Answer as (adult tickets, student tickets).`, `Para la obra de teatro de la escuela se vendieron ${n} boletos por $${fmtInt(money)}. Los boletos de adulto cuestan $${adult} y los de estudiante cuestan $${child}. ¿Cuántos boletos de cada tipo se vendieron? Responde así: (boletos de adulto, boletos de estudiante).`);
      hints = [w.t(`Let x be adult tickets and y student tickets: x + y = ${n} and ${adult}x + ${child}y = ${fmtInt(money)}.`, `Sea x el número de boletos de adulto y y el de boletos de estudiante: x + y = ${n} y ${adult}x + ${child}y = ${fmtInt(money)}.`), w.t(`Multiply the first equation by ${child}: ${child}x + ${child}y = ${fmtInt(child * n)}, and subtract it from the second.`, `Multiplica la primera ecuación por ${child}: ${child}x + ${child}y = ${fmtInt(child * n)}, y réstala de la segunda.`), w.t(`${adult - child}x = ${fmtInt(money - child * n)}; find x, then y = ${n} − x.`, `${adult - child}x = ${fmtInt(money - child * n)}; encuentra x y luego y = ${n} − x.`)];
      expl.push(w.t(`x + y = ${n} and ${adult}x + ${child}y = ${fmtInt(money)}.`, `x + y = ${n} y ${adult}x + ${child}y = ${fmtInt(money)}.`), w.t(`Subtract ${child} × (x + y = ${n}): ${adult - child}x = ${fmtInt(money)} − ${fmtInt(child * n)} = ${fmtInt(money - child * n)}.`, `Resta ${child} × (x + y = ${n}): ${adult - child}x = ${fmtInt(money)} − ${fmtInt(child * n)} = ${fmtInt(money - child * n)}.`), w.t(`x = ${x0}, so y = ${n} − ${x0} = ${y0}.`, `x = ${x0}, así que y = ${n} − ${x0} = ${y0}.`));
      check = w.t(`Check: ${adult} × ${x0} + ${child} × ${y0} = ${fmtInt(adult * x0)} + ${fmtInt(child * y0)} = $${fmtInt(money)} ✓.`, `Comprueba: ${adult} × ${x0} + ${child} × ${y0} = ${fmtInt(adult * x0)} + ${fmtInt(child * y0)} = $${fmtInt(money)} ✓.`);
    }
    const answer: AnswerSpec = { format: 'coordinate', x: String(x0), y: String(y0), canonical: pt(x0, y0) };
    const m: Misconception[] = [];
    if (x0 !== y0) m.push(mis(pt(y0, x0), 'swapped-coordinates', w.t('Write x first, then y.', 'Escribe primero x y después y.')));
    if (y0 !== 0) m.push(mis(pt(x0, -y0), 'sign-slip', w.t(`Substitute x = ${fmtDecOrFrac(x0)} back carefully and watch the signs when you solve for y.`, `Sustituye x = ${fmtDecOrFrac(x0)} con cuidado y fíjate en los signos al despejar y.`)));
    if (x0 !== 0) m.push(mis(pt(-x0, y0), 'sign-slip-x', w.t('Check the sign of x by substituting into both equations.', 'Revisa el signo de x sustituyéndolo en las dos ecuaciones.')));
    m.push(mis(fmtDecOrFrac(x0), 'only-x', w.t('Give both values: (x, y).', 'Da los dos valores: (x, y).')));
    return bodyByFormat(text, answer, hints, [...expl, w.t(`The solution is ${pt(x0, y0)}.`, `La solución es ${pt(x0, y0)}.`), check], m);
  },
};
