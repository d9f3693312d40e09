import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { paren, signed, term } from '../shared/expressions.js';
import { fmtDecOrMixed, fmtMoney, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

type Op = '<' | '>' | '<=' | '>=';
const SYM: Record<Op, string> = { '<': '<', '>': '>', '<=': '≤', '>=': '≥' };
const FLIP: Record<Op, Op> = { '<': '>', '>': '<', '<=': '>=', '>=': '<=' };

export const eeTwoStepInequalities: SkillGenerator = {
  skillId: 'g7.ee.two-step-inequalities',
  grade: 7,
  domain: 'ee',
  ccss: ['7.EE.B.4'],
  topic: 'Inequalities',
  subtopic: 'Solve two-step inequalities',
  prereqs: ['g7.ee.two-step-equations', 'g6.ee.inequalities'],
  estTimeSec: times(25, 120),
  version: '1.3.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    const v = d === 4 ? 'n' : 'x';
    const op = rng.pick(['<', '>', '<=', '>='] as const) as Op;
    let p: Rational;
    let q: Rational;
    let bound: Rational;
    if (d === 1) {
      p = R(1);
      q = R(rng.int(2, 15));
      bound = R(rng.int(-5, 15));
    } else if (d === 2) {
      p = R(rng.int(2, 9));
      q = R(rng.int(2, 20) * (rng.bool() ? 1 : -1));
      bound = R(rng.int(-6, 12));
    } else if (d === 3) {
      p = R(rng.int(2, 6));
      q = rat(rng.int(11, 99), 10);
      if (q.isInteger()) q = q.add(rat(1, 10));
      bound = rat(rng.int(5, 60), 10);
    } else if (d === 4) {
      p = rat(rng.int(2, 9) * 25, 100).add(rng.int(0, 2));
      // A price of $1 would make "1n ≤ 13" a step that is the answer itself.
      if (p.eq(1)) p = rat(5, 4);
      q = R(rng.int(5, 30));
      bound = R(rng.int(4, 15));
    } else {
      p = R(-rng.int(2, 9));
      q = R(rng.int(2, 20) * (rng.bool() ? 1 : -1));
      bound = R(rng.int(-9, 9) || 4);
    }
    const r = p.mul(bound).add(q);
    const solOp: Op = p.sign() < 0 ? FLIP[op] : op;
    if (d === 4) {
      const budget = r;
      const who = someone(rng, w);
      const B = fmtMoney(budget);
      const storiesEs: readonly (readonly [string, string, string])[] = [
        [`Tienes ${B} para gastar en una feria. La entrada cuesta ${fmtMoney(q)} y cada juego mecánico cuesta ${fmtMoney(p)}.`, 'el costo de la entrada', 'juegos mecánicos'],
        [`${who} tiene ${B} para las maquinitas. Una tarjeta de juego cuesta ${fmtMoney(q)} y cada juego cuesta ${fmtMoney(p)}.`, 'el costo de la tarjeta de juego', 'juegos'],
        [`${who} lleva ${B} al boliche. Rentar los zapatos cuesta ${fmtMoney(q)} y cada juego cuesta ${fmtMoney(p)}.`, 'el costo de la renta de zapatos', 'juegos'],
        [`Un kit de manualidades cuesta ${fmtMoney(q)} y cada paquete extra de cuentas cuesta ${fmtMoney(p)}. ${who} puede gastar ${B}.`, 'el costo del kit de manualidades', 'paquetes'],
        [`Una tienda de bicicletas cobra ${fmtMoney(q)} por rentar un casco y ${fmtMoney(p)} por cada hora en bicicleta. Tienes ${B}.`, 'el costo del casco', 'horas'],
      ];
      const [story, fee, items] = w.es ? rng.pick(storiesEs) : rng.pick([
        [`You have ${B} to spend at a fair. The entry ticket costs ${fmtMoney(q)} and each ride costs ${fmtMoney(p)}.`, 'entry ticket', 'rides'],
        [`${who} has ${B} for the arcade. A game card costs ${fmtMoney(q)} and each game costs ${fmtMoney(p)}.`, 'game card', 'games'],
        [`${who} takes ${B} to the bowling alley. Shoes cost ${fmtMoney(q)} to rent and each game costs ${fmtMoney(p)}.`, 'shoe rental', 'games'],
        [`A craft kit costs ${fmtMoney(q)} and each extra pack of beads costs ${fmtMoney(p)}. ${who} can spend ${B}.`, 'craft kit', 'packs'],
        [`A bike shop charges ${fmtMoney(q)} to rent a helmet and ${fmtMoney(p)} for each hour on a bike. You have ${B}.`, 'helmet', 'hours'],
      ] as const);
      const text = w.t(`${story} Write and solve an inequality for the number of ${items} n you can afford.`, `${story} Escribe y resuelve una desigualdad para el número de ${items} n que puedes pagar.`);
      const ans = A.inequality('n', '<=', bound);
      return bodyLoose(
        text,
        ans,
        w.es
          ? [`El costo total ${fmtDecOrMixed(q)} + ${fmtDecOrMixed(p)}n tiene que ser como máximo ${fmtDecOrMixed(budget)}.`, `Resta ${fee}: ${fmtDecOrMixed(p)}n ≤ ${fmtDecOrMixed(budget)} − ${fmtDecOrMixed(q)}.`, `Divide los dos lados entre ${fmtDecOrMixed(p)}.`]
          : [`The total cost ${fmtDecOrMixed(q)} + ${fmtDecOrMixed(p)}n must be at most ${fmtDecOrMixed(budget)}.`, `Subtract the ${fee}: ${fmtDecOrMixed(p)}n ≤ ${fmtDecOrMixed(budget)} − ${fmtDecOrMixed(q)}.`, `Divide both sides by ${fmtDecOrMixed(p)}.`],
        [
          `${fmtDecOrMixed(p)}n + ${fmtDecOrMixed(q)} ≤ ${fmtDecOrMixed(budget)}.`,
          `${fmtDecOrMixed(p)}n ≤ ${fmtDecOrMixed(budget.sub(q))}.`,
          `n ≤ ${fmtDecOrMixed(budget.sub(q))} ÷ ${fmtDecOrMixed(p)} = ${fmtDecOrMixed(bound)}.`,
          w.t(
            `Check: ${fmtDecOrMixed(bound)} ${items} and the ${fee} cost ${fmtMoney(p.mul(bound).add(q))} in all, which is within ${fmtMoney(budget)}.`,
            `Comprueba: ${fmtDecOrMixed(bound)} ${items} más ${fee} suman ${fmtMoney(p.mul(bound).add(q))} en total, que no pasa de ${fmtMoney(budget)}.`,
          ),
        ],
        [
          mis(`n < ${fmtDecOrMixed(bound)}`, 'boundary-excluded', w.t(`Spending exactly ${fmtMoney(budget)} is allowed, so use ≤.`, `Sí se vale gastar exactamente ${fmtMoney(budget)}, así que usa ≤.`)),
          mis(`n <= ${val(budget.div(p))}`, 'ignored-ticket', w.t(`Pay for the ${fee} first.`, `Primero resta ${fee}.`)),
          mis(`n >= ${fmtDecOrMixed(bound)}`, 'direction-reversed', w.t(`You can afford at most this many ${items}.`, `Puedes pagar como máximo esa cantidad de ${items}.`)),
        ],
      );
    }
    const lhs = `${term(p, v)} ${signed(q)}`;
    const rhsAfter = r.sub(q);
    const ineq = `${lhs} ${SYM[op]} ${fmtDecOrMixed(r)}`;
    const who = someone(rng, w);
    return bodyLoose(
      rng.pick(w.es ? [
        `Resuelve ${ineq}.`,
        `Resuelve para ${v}: ${ineq}`,
        `¿Qué valores de ${v} hacen que ${ineq} sea cierta?`,
        `${who} escribe la desigualdad ${ineq}. Resuélvela para ${v}.`,
        `Encuentra todos los valores de ${v} con ${ineq}.`,
      ] : [
        `Solve ${ineq}.`,
        `Solve for ${v}: ${ineq}`,
        `Which values of ${v} make ${ineq} true?`,
        `${who} writes the inequality ${ineq}. Solve it for ${v}.`,
        `Find every ${v} with ${ineq}.`,
      ]),
      A.inequality(v, solOp, bound),
      w.es ? [
        p.eq(1)
          ? `${q.sign() > 0 ? 'Resta' : 'Suma'} ${fmtDecOrMixed(q.abs())} en los dos lados para dejar sola la ${v}.`
          : `${q.sign() > 0 ? 'Resta' : 'Suma'} ${fmtDecOrMixed(q.abs())} en los dos lados: ${term(p, v)} ${SYM[op]} ${fmtDecOrMixed(rhsAfter)}.`,
        p.eq(1) ? `Calcula ${fmtDecOrMixed(r)} ${q.sign() > 0 ? '−' : '+'} ${fmtDecOrMixed(q.abs())} para el lado derecho.` : `Divide los dos lados entre ${fmtDecOrMixed(p)}.`,
        p.eq(1)
          ? 'Sumar o restar el mismo número en los dos lados no cambia el signo de la desigualdad.'
          : p.sign() < 0 ? 'Dividir entre un número negativo invierte el signo de la desigualdad.' : 'Dividir entre un número positivo no cambia el signo de la desigualdad.',
      ] : [
        p.eq(1)
          ? `${q.sign() > 0 ? 'Subtract' : 'Add'} ${fmtDecOrMixed(q.abs())} ${q.sign() > 0 ? 'from' : 'to'} both sides to get ${v} alone.`
          : `${q.sign() > 0 ? 'Subtract' : 'Add'} ${fmtDecOrMixed(q.abs())} ${q.sign() > 0 ? 'from' : 'to'} both sides: ${term(p, v)} ${SYM[op]} ${fmtDecOrMixed(rhsAfter)}.`,
        p.eq(1) ? `Work out ${fmtDecOrMixed(r)} ${q.sign() > 0 ? '−' : '+'} ${fmtDecOrMixed(q.abs())} for the right side.` : `Divide both sides by ${fmtDecOrMixed(p)}.`,
        p.eq(1)
          ? 'Adding or subtracting the same number on both sides keeps the inequality sign the same.'
          : p.sign() < 0 ? 'Dividing by a negative number reverses the inequality sign.' : 'Dividing by a positive number keeps the inequality sign the same.',
      ],
      [`${lhs} ${SYM[op]} ${fmtDecOrMixed(r)}.`, ...(p.eq(1) ? [] : [`${term(p, v)} ${SYM[op]} ${fmtDecOrMixed(rhsAfter)}.`]), p.eq(1)
          ? `${q.sign() > 0 ? w.t('Subtract', 'Resta') : w.t('Add', 'Suma')} ${fmtDecOrMixed(q.abs())} ${w.t('on both sides', 'en los dos lados')}: ${v} ${SYM[solOp]} ${fmtDecOrMixed(r)} ${q.sign() > 0 ? '−' : '+'} ${fmtDecOrMixed(q.abs())} = ${fmtDecOrMixed(bound)}.`
          : `${v} ${SYM[solOp]} ${fmtDecOrMixed(rhsAfter)} ÷ ${paren(fmtDecOrMixed(p))} = ${fmtDecOrMixed(bound)}${p.sign() < 0 ? w.t(', and the sign reverses', ', y el signo se invierte') : ''}.`,
        w.t(
          `Check: try ${v} = ${fmtDecOrMixed(solOp.startsWith('>') ? bound.add(1) : bound.sub(1))}: ${fmtDecOrMixed(p.mul(solOp.startsWith('>') ? bound.add(1) : bound.sub(1)).add(q))} ${SYM[op]} ${fmtDecOrMixed(r)} is true.`,
          `Comprueba: prueba con ${v} = ${fmtDecOrMixed(solOp.startsWith('>') ? bound.add(1) : bound.sub(1))}: ${fmtDecOrMixed(p.mul(solOp.startsWith('>') ? bound.add(1) : bound.sub(1)).add(q))} ${SYM[op]} ${fmtDecOrMixed(r)} es cierto.`,
        )],
      [
        p.sign() < 0
          ? mis(`${v} ${SYM[op]} ${val(bound)}`, 'sign-not-reversed', w.t('Dividing by a negative number reverses the inequality sign.', 'Dividir entre un número negativo invierte el signo de la desigualdad.'))
          : mis(`${v} ${SYM[FLIP[op]]} ${val(bound)}`, 'direction-reversed', w.t('Dividing by a positive number keeps the sign.', 'Dividir entre un número positivo no cambia el signo.')),
        mis(`${v} ${SYM[solOp]} ${val(r.add(q).div(p))}`, 'wrong-inverse', w.t(`To undo ${q.sign() > 0 ? '+' : '−'} ${fmtDecOrMixed(q.abs())}, ${q.sign() > 0 ? 'subtract' : 'add'} it.`, `Para deshacer ${q.sign() > 0 ? '+' : '−'} ${fmtDecOrMixed(q.abs())}, ${q.sign() > 0 ? 'réstalo' : 'súmalo'}.`)),
      ],
    );
  },
};
