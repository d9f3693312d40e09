import type { AnswerSpec, Difficulty, GeneratedBody, Rng, SkillGenerator, UnitId } from '../../types.js';
import { Rational } from '../../rational.js';
import { rat } from '../shared/arithmetic.js';
import { decPlain, fmtDec, fmtInt, fmtMixed, plainInt } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

interface Pair { big: UnitId; small: UnitId; bigName: string; smallName: string; f: number }

const METRIC: Pair[] = [
  { big: 'm', small: 'cm', bigName: 'm', smallName: 'cm', f: 100 },
  { big: 'km', small: 'm', bigName: 'km', smallName: 'm', f: 1000 },
  { big: 'cm', small: 'mm', bigName: 'cm', smallName: 'mm', f: 10 },
  { big: 'kg', small: 'g', bigName: 'kg', smallName: 'g', f: 1000 },
  { big: 'L', small: 'mL', bigName: 'L', smallName: 'mL', f: 1000 },
];

const CUSTOMARY: Array<Pair & { rs: number[] }> = [
  { big: 'ft', small: 'in', bigName: 'ft', smallName: 'in', f: 12, rs: [3, 4, 6, 8, 9] },
  { big: 'yd', small: 'ft', bigName: 'yd', smallName: 'ft', f: 3, rs: [1, 2] },
  { big: 'lb', small: 'oz', bigName: 'lb', smallName: 'oz', f: 16, rs: [2, 4, 8, 12] },
  { big: 'gal', small: 'qt', bigName: 'gal', smallName: 'qt', f: 4, rs: [1, 2, 3] },
  { big: 'h', small: 'min', bigName: 'h', smallName: 'min', f: 60, rs: [15, 20, 30, 45] },
];

const TWO_STEP = [
  { big: 'yd', mid: 'ft', small: 'in' as UnitId, f1: 3, f2: 12 },
  { big: 'gal', mid: 'qt', small: 'cup' as UnitId, f1: 4, f2: 4 },
  { big: 'h', mid: 'min', small: 's' as UnitId, f1: 60, f2: 60 },
  { big: 'km', mid: 'm', small: 'cm' as UnitId, f1: 1000, f2: 100 },
  { big: 'm', mid: 'cm', small: 'mm' as UnitId, f1: 100, f2: 10 },
];

const SHARE = [
  { big: 'yd', small: 'in' as UnitId, f: 36, thing: 'A ribbon', verb: 'long', cut: 'is cut into', each: 'How many inches long is each piece?', piece: 'pieces', q: 'length', act: 'cuts', stuff: 'ribbon' },
  { big: 'm', small: 'cm' as UnitId, f: 100, thing: 'A rope', verb: 'long', cut: 'is cut into', each: 'How many centimeters long is each piece?', piece: 'pieces', q: 'length', act: 'cuts', stuff: 'rope' },
  { big: 'lb', small: 'oz' as UnitId, f: 16, thing: 'A bag of rice', verb: 'heavy', cut: 'is shared equally into', each: 'How many ounces are in each bag?', piece: 'small bags', q: 'weight', act: 'packs', stuff: 'rice' },
  { big: 'gal', small: 'cup' as UnitId, f: 16, thing: 'A jug of juice', verb: 'in size', cut: 'is poured equally into', each: 'How many cups go into each glass?', piece: 'glasses', q: 'amount', act: 'pours', stuff: 'juice' },
];

function numAnswer(v: Rational, unit: UnitId): AnswerSpec {
  const canonical = v.isInteger() ? fmtInt(v.num) : v.isTerminating() && v.den <= 100n && !(v.den === 2n || v.den === 4n) ? fmtDec(v) : fmtMixed(v);
  return { format: 'number', value: v.toString(), simplify: 'optional', canonical, unit };
}

function decAns(v: Rational, unit: UnitId): AnswerSpec {
  return { format: 'number', value: v.toString(), simplify: 'optional', canonical: fmtDec(v), unit };
}

function typed(v: Rational): string {
  return v.isInteger() ? plainInt(v.num) : v.isTerminating() ? decPlain(v) : fmtMixed(v);
}

export const mdConvertUnits: SkillGenerator = {
  skillId: 'g5.md.convert-units',
  grade: 5,
  domain: 'md',
  ccss: ['5.MD.A.1'],
  topic: 'Measurement',
  subtopic: 'Convert units (multi-step)',
  prereqs: ['g4.md.unit-conversion', 'g5.nbt.powers-of-ten'],
  estTimeSec: times(20, 120),
  version: '1.2.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    if (difficulty === 1) {
      const p = rng.pick(METRIC);
      const n = rng.int(2, p.f === 10 ? 99 : 9);
      const ans = rat(n * p.f);
      const answer = numAnswer(ans, p.small);
      return {
        question: { text: `${n} ${p.bigName} = ? ${p.smallName}` },
        answer,
        hints: hints(
          `A ${p.bigName} is bigger than a ${p.smallName}, so the number of ${p.smallName} will be larger.`,
          `1 ${p.bigName} = ${fmtInt(p.f)} ${p.smallName}.`,
          `Work out ${n} × ${fmtInt(p.f)}.`,
        ),
        explanation: [
          `1 ${p.bigName} = ${fmtInt(p.f)} ${p.smallName}, so multiply by ${fmtInt(p.f)}.`,
          `${n} × ${fmtInt(p.f)} = ${answer.canonical}, so ${n} ${p.bigName} = ${answer.canonical} ${p.smallName}.`,
          `Check: ${answer.canonical} ÷ ${fmtInt(p.f)} = ${n}.`,
        ],
        misconceptions: misconceptions(answer, [
          [typed(rat(n, p.f)), 'divided-instead', `Going to a smaller unit gives more of them: multiply by ${fmtInt(p.f)}.`],
          [typed(rat(n * (p.f === 10 ? 100 : p.f / 10))), 'wrong-factor', `1 ${p.bigName} = ${fmtInt(p.f)} ${p.smallName}.`],
        ]),
      };
    }
    if (difficulty === 2) {
      const p = rng.pick(METRIC);
      let k: number;
      if (p.f === 10) k = rng.int(2, 9) * 10 + rng.int(1, 9);
      else if (p.f === 100) k = rng.int(1, 9) * 100 + rng.int(1, 9) * 10 + (rng.bool(0.4) ? rng.int(1, 9) : 0);
      else k = rng.int(1, 9) * 1000 + rng.int(1, 9) * 100 + (rng.bool(0.4) ? rng.int(1, 9) * 10 : 0);
      const ans = rat(k, p.f);
      const answer = decAns(ans, p.big);
      const ks = fmtInt(k);
      return {
        question: { text: `${ks} ${p.smallName} = ? ${p.bigName}` },
        answer,
        hints: hints(
          `A ${p.bigName} is bigger than a ${p.smallName}, so there will be fewer ${p.bigName}.`,
          `1 ${p.bigName} = ${fmtInt(p.f)} ${p.smallName}, so divide by ${fmtInt(p.f)}.`,
          `Dividing by ${fmtInt(p.f)} moves each digit ${String(p.f).length - 1} place${p.f === 10 ? '' : 's'} to the right: ${ks} ÷ ${fmtInt(p.f)} = ?`,
        ),
        explanation: [
          `1 ${p.bigName} = ${fmtInt(p.f)} ${p.smallName}, so divide by ${fmtInt(p.f)}.`,
          `${ks} ÷ ${fmtInt(p.f)} = ${answer.canonical}, so ${ks} ${p.smallName} = ${answer.canonical} ${p.bigName}.`,
          `Check: ${answer.canonical} × ${fmtInt(p.f)} = ${ks}.`,
        ],
        misconceptions: misconceptions(answer, [
          [typed(rat(k * p.f)), 'multiplied-instead', `Going to a bigger unit gives fewer of them: divide by ${fmtInt(p.f)}.`],
          [typed(rat(k, p.f === 10 ? 100 : p.f / 10)), 'wrong-factor', `1 ${p.bigName} = ${fmtInt(p.f)} ${p.smallName}.`],
          [typed(rat(Math.floor(k / p.f))), 'dropped-part', `Keep the leftover ${p.smallName} as a decimal part of a ${p.bigName}.`],
        ]),
      };
    }
    if (difficulty === 3) {
      const p = rng.pick(CUSTOMARY);
      const w = rng.int(1, 9);
      const r = rng.pick(p.rs);
      const k = w * p.f + r;
      const ans = rat(k, p.f);
      const answer = numAnswer(ans, p.big);
      return {
        question: { text: `${k} ${p.smallName} = ? ${p.bigName} (write any part of a ${p.bigName} as a fraction)` },
        answer,
        hints: hints(
          `1 ${p.bigName} = ${p.f} ${p.smallName}, so divide ${k} by ${p.f}.`,
          `${k} ÷ ${p.f} = ${w} remainder ${r}.`,
          `The ${r} left over is ${r}/${p.f} of a ${p.bigName}. Simplify it and write the mixed number.`,
        ),
        // Not "= k/f": that improper fraction is the answer itself, ahead of the last step.
        explanation: [
          `1 ${p.bigName} = ${p.f} ${p.smallName}, so divide ${k} by ${p.f}.`,
          `${k} ÷ ${p.f} = ${w} remainder ${r}, and ${r}/${p.f} = ${fmtMixed(rat(r, p.f))}.`,
          `So ${k} ${p.smallName} = ${answer.canonical} ${p.bigName}.`,
          `Check: ${w} × ${p.f} + ${r} = ${k}.`,
        ],
        misconceptions: misconceptions(answer, [
          [`${w}.${r}`, 'remainder-as-decimal', `The remainder ${r} is ${r} ${p.smallName}, which is ${r}/${p.f} of a ${p.bigName}, not 0.${r}.`],
          [typed(rat(k * p.f)), 'multiplied-instead', `Going to a bigger unit gives fewer of them: divide by ${p.f}.`],
          [`${w} R ${r}`, 'remainder-not-converted', `Write the remainder as a fraction of a ${p.bigName}: ${r}/${p.f}.`],
        ]),
      };
    }
    if (difficulty === 4) {
      const t = rng.pick(TWO_STEP);
      const n = rng.int(2, t.f1 >= 60 ? 5 : 9);
      const mid = n * t.f1;
      const ans = rat(mid * t.f2);
      const answer = numAnswer(ans, t.small);
      return {
        question: { text: `${n} ${t.big} = ? ${t.small}` },
        answer,
        hints: hints(
          `Go one step at a time: ${t.big} → ${t.mid} → ${t.small}.`,
          `1 ${t.big} = ${fmtInt(t.f1)} ${t.mid}, so ${n} ${t.big} = ${fmtInt(mid)} ${t.mid}.`,
          `1 ${t.mid} = ${t.f2} ${t.small}. Work out ${fmtInt(mid)} × ${t.f2}.`,
        ),
        explanation: [
          `${n} ${t.big} = ${n} × ${fmtInt(t.f1)} = ${fmtInt(mid)} ${t.mid}.`,
          `${fmtInt(mid)} ${t.mid} = ${fmtInt(mid)} × ${t.f2} = ${answer.canonical} ${t.small}.`,
          `Check: ${answer.canonical} ÷ ${t.f2} ÷ ${fmtInt(t.f1)} = ${n}.`,
        ],
        misconceptions: misconceptions(answer, [
          [plainInt(mid), 'stopped-halfway', `That is ${t.mid}. Convert once more, to ${t.small}.`],
          [plainInt(n * t.f2), 'skipped-step', `You used 1 ${t.big} = ${t.f2} ${t.small}, but ${t.f2} ${t.small} make 1 ${t.mid}.`],
        ]),
      };
    }
    const s = rng.pick(SHARE);
    const n = rng.int(2, 6);
    const parts = rng.int(3, 9);
    const total = n * s.f;
    const ans = rat(total, parts);
    const answer = numAnswer(ans, s.small);
    const q = Math.floor(total / parts), r = total % parts;
    const wrongF = s.f === 36 ? 12 : s.f === 100 ? 10 : 8;
    return {
      question: {
        text: rng.pick([
          `${s.thing} ${n} ${s.big} ${s.verb} ${s.cut} ${parts} equal ${s.piece}. ${s.each}`,
          `${someone(rng)} ${s.act} ${n} ${s.big} of ${s.stuff} into ${parts} equal ${s.piece}. ${s.each}`,
        ]),
      },
      answer,
      estTimeSec: 120,
      hints: hints(
        `Use 1 ${s.big} = ${s.f} ${s.small} to change the ${n} ${s.big} into ${s.small} first.`,
        `${n} ${s.big} = ${n} × ${s.f} = ${fmtInt(total)} ${s.small}.`,
        `Now share: ${fmtInt(total)} ÷ ${parts} = ?`,
      ),
      explanation: [
        `${n} ${s.big} = ${n} × ${s.f} = ${fmtInt(total)} ${s.small}.`,
        `${fmtInt(total)} ÷ ${parts} = ${r === 0 ? answer.canonical : `${q} remainder ${r}, which is ${q} ${r}/${parts} = ${answer.canonical}`}.`,
        `Check: ${answer.canonical} × ${parts} = ${fmtInt(total)} ${s.small}, which is ${n} ${s.big}.`,
      ],
      misconceptions: misconceptions(answer, [
        [plainInt(total), 'forgot-divide', `${fmtInt(total)} ${s.small} is the whole ${s.q}. Now share it among ${parts}.`],
        [typed(rat(n * wrongF, parts)), 'wrong-factor', `1 ${s.big} = ${s.f} ${s.small}.`],
        [r !== 0 ? `${q} R ${r}` : null, 'remainder-not-converted', `Write the remainder as a fraction: ${r}/${parts}.`],
        [typed(rat(n, parts)), 'not-converted', `Change ${s.big} into ${s.small} before dividing.`],
      ]),
    };
  },
};
