import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A, body, F, fmtNum, fmtMoney, mis, paren, signed, term, times, val } from '../shared/grade67-util.js';

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
  version: '1.0.0',
  generate(d: Difficulty, rng: Rng) {
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
      q = F(rng.int(11, 99), 10);
      if (q.isInteger()) q = q.add(F(1, 10));
      bound = F(rng.int(5, 60), 10);
    } else if (d === 4) {
      p = F(rng.int(2, 9) * 25, 100).add(rng.int(0, 2));
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
      const text = `You have ${fmtMoney(budget)} to spend at a fair. The entry ticket costs ${fmtMoney(q)} and each ride costs ${fmtMoney(p)}. Write and solve an inequality for the number of rides n you can afford.`;
      const ans = A.inequality('n', '<=', bound);
      return body(
        text,
        ans,
        [`The total cost ${fmtNum(q)} + ${fmtNum(p)}n must be at most ${fmtNum(budget)}.`, `Subtract ${fmtNum(q)}: ${fmtNum(p)}n ≤ ${fmtNum(budget.sub(q))}.`, `Divide both sides by ${fmtNum(p)}.`],
        [`${fmtNum(p)}n + ${fmtNum(q)} ≤ ${fmtNum(budget)}.`, `${fmtNum(p)}n ≤ ${fmtNum(budget.sub(q))}.`, `n ≤ ${fmtNum(bound)}.`, `Check: ${fmtNum(bound)} rides cost ${fmtMoney(p.mul(bound).add(q))} in all, which is within ${fmtMoney(budget)}.`],
        [mis(`n < ${fmtNum(bound)}`, 'boundary-excluded', `Spending exactly ${fmtMoney(budget)} is allowed, so use ≤.`), mis(`n <= ${val(budget.div(p))}`, 'ignored-ticket', 'Pay for the entry ticket first.'), mis(`n >= ${fmtNum(bound)}`, 'direction-reversed', 'You can afford at most this many rides.')],
      );
    }
    const lhs = `${term(p, v)} ${signed(q)}`;
    const rhsAfter = r.sub(q);
    return body(
      `Solve ${lhs} ${SYM[op]} ${fmtNum(r)}.`,
      A.inequality(v, solOp, bound),
      [
        `${q.sign() > 0 ? 'Subtract' : 'Add'} ${fmtNum(q.abs())} ${q.sign() > 0 ? 'from' : 'to'} both sides: ${term(p, v)} ${SYM[op]} ${fmtNum(rhsAfter)}.`,
        p.eq(1) ? 'That leaves the variable alone.' : `Divide both sides by ${fmtNum(p)}.`,
        p.sign() < 0 ? 'Dividing by a negative number reverses the inequality sign.' : 'Dividing by a positive number keeps the inequality sign the same.',
      ],
      [`${lhs} ${SYM[op]} ${fmtNum(r)}.`, `${term(p, v)} ${SYM[op]} ${fmtNum(rhsAfter)}.`, p.eq(1) ? `${v} ${SYM[solOp]} ${fmtNum(bound)}.` : `${v} ${SYM[solOp]} ${fmtNum(rhsAfter)} ÷ ${paren(fmtNum(p))} = ${fmtNum(bound)}${p.sign() < 0 ? ' (sign reversed)' : ''}.`, `Check: try ${v} = ${fmtNum(solOp.startsWith('>') ? bound.add(1) : bound.sub(1))}: ${fmtNum(p.mul(solOp.startsWith('>') ? bound.add(1) : bound.sub(1)).add(q))} ${SYM[op]} ${fmtNum(r)} is true.`],
      [
        p.sign() < 0 ? mis(`${v} ${SYM[op]} ${val(bound)}`, 'sign-not-reversed', 'Dividing by a negative number reverses the inequality sign.') : mis(`${v} ${SYM[FLIP[op]]} ${val(bound)}`, 'direction-reversed', 'Dividing by a positive number keeps the sign.'),
        mis(`${v} ${SYM[solOp]} ${val(r.add(q).div(p))}`, 'wrong-inverse', `To undo ${q.sign() > 0 ? '+' : '−'} ${fmtNum(q.abs())}, ${q.sign() > 0 ? 'subtract' : 'add'} it.`),
      ],
    );
  },
};
