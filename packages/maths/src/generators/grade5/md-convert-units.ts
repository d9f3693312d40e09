import type { AnswerSpec, Difficulty, GeneratedBody, Rng, SkillGenerator, UnitId } from '../../types.js';
import { Rational } from '../../rational.js';
import { rat } from '../shared/arithmetic.js';
import { decPlain, fmtDec, fmtInt, fmtMixed, plainInt } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

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

/** Spanish unit names, one and many ("1 pie", "3 pies"); metric symbols stay as they are. */
const ES_UNITS: Record<string, [string, string]> = {
  ft: ['pie', 'pies'], in: ['pulgada', 'pulgadas'], yd: ['yarda', 'yardas'], lb: ['libra', 'libras'], oz: ['onza', 'onzas'],
  gal: ['galón', 'galones'], qt: ['cuarto de galón', 'cuartos de galón'], h: ['hora', 'horas'], min: ['minuto', 'minutos'], s: ['segundo', 'segundos'], cup: ['taza', 'tazas'],
};
/** The unit's name in the wording's language: `many` for more than one (English keeps its one form). */
function unitName(w: Words, en: string, id: string, many = true): string {
  if (!w.es) return en;
  const names = ES_UNITS[id];
  return names ? names[many ? 1 : 0] : id;
}

/** The Spanish wording of each sharing story, index for index with SHARE. */
const SHARE_ES = [
  { story: (n: number, parts: number) => `Un listón de ${n} yardas de largo se corta en ${parts} pedazos iguales.`, act: (who: string, n: number, parts: number) => `${who} corta ${n} yardas de listón en ${parts} pedazos iguales.`, each: '¿Cuántas pulgadas mide cada pedazo?', big: 'yardas', bigOne: 'yarda', small: 'pulgadas', whole: 'todo el largo' },
  { story: (n: number, parts: number) => `Una cuerda de ${n} metros de largo se corta en ${parts} pedazos iguales.`, act: (who: string, n: number, parts: number) => `${who} corta ${n} metros de cuerda en ${parts} pedazos iguales.`, each: '¿Cuántos centímetros mide cada pedazo?', big: 'metros', bigOne: 'metro', small: 'centímetros', whole: 'todo el largo' },
  { story: (n: number, parts: number) => `Una bolsa de arroz de ${n} libras se reparte en partes iguales en ${parts} bolsitas.`, act: (who: string, n: number, parts: number) => `${who} empaca ${n} libras de arroz en ${parts} bolsitas iguales.`, each: '¿Cuántas onzas hay en cada bolsita?', big: 'libras', bigOne: 'libra', small: 'onzas', whole: 'todo el peso' },
  { story: (n: number, parts: number) => `Una jarra con ${n} galones de jugo se sirve en partes iguales en ${parts} vasos.`, act: (who: string, n: number, parts: number) => `${who} sirve ${n} galones de jugo en partes iguales en ${parts} vasos.`, each: '¿Cuántas tazas van en cada vaso?', big: 'galones', bigOne: 'galón', small: 'tazas', whole: 'toda la cantidad' },
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
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    if (difficulty === 1) {
      const p = rng.pick(METRIC);
      const n = rng.int(2, p.f === 10 ? 99 : 9);
      const moreEs = `1 ${p.bigName} es más grande que 1 ${p.smallName}, así que`;
      const ans = rat(n * p.f);
      const answer = numAnswer(ans, p.small);
      return {
        question: { text: `${n} ${p.bigName} = ? ${p.smallName}` },
        answer,
        hints: hints(
          w.t(`A ${p.bigName} is bigger than a ${p.smallName}, so the number of ${p.smallName} will be larger.`, `${moreEs} el número de ${p.smallName} será mayor.`),
          `1 ${p.bigName} = ${fmtInt(p.f)} ${p.smallName}.`,
          w.t(`Work out ${n} × ${fmtInt(p.f)}.`, `Calcula ${n} × ${fmtInt(p.f)}.`),
        ),
        explanation: [
          w.t(`1 ${p.bigName} = ${fmtInt(p.f)} ${p.smallName}, so multiply by ${fmtInt(p.f)}.`, `1 ${p.bigName} = ${fmtInt(p.f)} ${p.smallName}, así que multiplica por ${fmtInt(p.f)}.`),
          w.t(`${n} × ${fmtInt(p.f)} = ${answer.canonical}, so ${n} ${p.bigName} = ${answer.canonical} ${p.smallName}.`, `${n} × ${fmtInt(p.f)} = ${answer.canonical}, así que ${n} ${p.bigName} = ${answer.canonical} ${p.smallName}.`),
          `${w.t('Check', 'Comprueba')}: ${answer.canonical} ÷ ${fmtInt(p.f)} = ${n}.`,
        ],
        misconceptions: misconceptions(answer, [
          [typed(rat(n, p.f)), 'divided-instead', w.t(`Going to a smaller unit gives more of them: multiply by ${fmtInt(p.f)}.`, `Al pasar a una unidad más pequeña, hay más de ellas: multiplica por ${fmtInt(p.f)}.`)],
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
          w.t(`A ${p.bigName} is bigger than a ${p.smallName}, so there will be fewer ${p.bigName}.`, `1 ${p.bigName} es más grande que 1 ${p.smallName}, así que habrá menos ${p.bigName}.`),
          w.t(`1 ${p.bigName} = ${fmtInt(p.f)} ${p.smallName}, so divide by ${fmtInt(p.f)}.`, `1 ${p.bigName} = ${fmtInt(p.f)} ${p.smallName}, así que divide entre ${fmtInt(p.f)}.`),
          w.t(`Dividing by ${fmtInt(p.f)} moves each digit ${String(p.f).length - 1} place${p.f === 10 ? '' : 's'} to the right: ${ks} ÷ ${fmtInt(p.f)} = ?`, `Dividir entre ${fmtInt(p.f)} mueve cada dígito ${String(p.f).length - 1} ${p.f === 10 ? 'lugar' : 'lugares'} a la derecha: ${ks} ÷ ${fmtInt(p.f)} = ?`),
        ),
        explanation: [
          w.t(`1 ${p.bigName} = ${fmtInt(p.f)} ${p.smallName}, so divide by ${fmtInt(p.f)}.`, `1 ${p.bigName} = ${fmtInt(p.f)} ${p.smallName}, así que divide entre ${fmtInt(p.f)}.`),
          w.t(`${ks} ÷ ${fmtInt(p.f)} = ${answer.canonical}, so ${ks} ${p.smallName} = ${answer.canonical} ${p.bigName}.`, `${ks} ÷ ${fmtInt(p.f)} = ${answer.canonical}, así que ${ks} ${p.smallName} = ${answer.canonical} ${p.bigName}.`),
          `${w.t('Check', 'Comprueba')}: ${answer.canonical} × ${fmtInt(p.f)} = ${ks}.`,
        ],
        misconceptions: misconceptions(answer, [
          [typed(rat(k * p.f)), 'multiplied-instead', w.t(`Going to a bigger unit gives fewer of them: divide by ${fmtInt(p.f)}.`, `Al pasar a una unidad más grande, hay menos de ellas: divide entre ${fmtInt(p.f)}.`)],
          [typed(rat(k, p.f === 10 ? 100 : p.f / 10)), 'wrong-factor', `1 ${p.bigName} = ${fmtInt(p.f)} ${p.smallName}.`],
          [typed(rat(Math.floor(k / p.f))), 'dropped-part', w.t(`Keep the leftover ${p.smallName} as a decimal part of a ${p.bigName}.`, `Deja los ${p.smallName} que sobran como parte decimal de 1 ${p.bigName}.`)],
        ]),
      };
    }
    if (difficulty === 3) {
      const p = rng.pick(CUSTOMARY);
      const whole = rng.int(1, 9);
      const r = rng.pick(p.rs);
      const k = whole * p.f + r;
      const big = unitName(w, p.bigName, p.big), bigOne = unitName(w, p.bigName, p.big, false), small = unitName(w, p.smallName, p.small);
      const ans = rat(k, p.f);
      const answer = numAnswer(ans, p.big);
      return {
        question: { text: w.t(`${k} ${p.smallName} = ? ${p.bigName} (write any part of a ${p.bigName} as a fraction)`, `${k} ${small} = ? ${big} (escribe como fracción cualquier parte de 1 ${bigOne})`) },
        answer,
        hints: hints(
          w.t(`1 ${p.bigName} = ${p.f} ${p.smallName}, so divide ${k} by ${p.f}.`, `1 ${bigOne} = ${p.f} ${small}, así que divide ${k} entre ${p.f}.`),
          w.t(`${k} ÷ ${p.f} = ${whole} remainder ${r}.`, `${k} ÷ ${p.f} = ${whole}, residuo ${r}.`),
          w.t(`The ${r} left over is ${r}/${p.f} of a ${p.bigName}. Simplify it and write the mixed number.`, `Los ${r} ${small} que sobran son ${r}/${p.f} de 1 ${bigOne}. Simplifícalo y escribe el número mixto.`),
        ),
        // Not "= k/f": that improper fraction is the answer itself, ahead of the last step.
        explanation: [
          w.t(`1 ${p.bigName} = ${p.f} ${p.smallName}, so divide ${k} by ${p.f}.`, `1 ${bigOne} = ${p.f} ${small}, así que divide ${k} entre ${p.f}.`),
          w.t(`${k} ÷ ${p.f} = ${whole} remainder ${r}, and ${r}/${p.f} = ${fmtMixed(rat(r, p.f))}.`, `${k} ÷ ${p.f} = ${whole}, residuo ${r}, y ${r}/${p.f} = ${fmtMixed(rat(r, p.f))}.`),
          w.t(`So ${k} ${p.smallName} = ${answer.canonical} ${p.bigName}.`, `Entonces ${k} ${small} = ${answer.canonical} ${big}.`),
          `${w.t('Check', 'Comprueba')}: ${whole} × ${p.f} + ${r} = ${k}.`,
        ],
        misconceptions: misconceptions(answer, [
          [`${whole}.${r}`, 'remainder-as-decimal', w.t(`The remainder ${r} is ${r} ${p.smallName}, which is ${r}/${p.f} of a ${p.bigName}, not 0.${r}.`, `El residuo ${r} son ${r} ${small}, que es ${r}/${p.f} de 1 ${bigOne}, no 0.${r}.`)],
          [typed(rat(k * p.f)), 'multiplied-instead', w.t(`Going to a bigger unit gives fewer of them: divide by ${p.f}.`, `Al pasar a una unidad más grande, hay menos de ellas: divide entre ${p.f}.`)],
          [`${whole} R ${r}`, 'remainder-not-converted', w.t(`Write the remainder as a fraction of a ${p.bigName}: ${r}/${p.f}.`, `Escribe el residuo como fracción de 1 ${bigOne}: ${r}/${p.f}.`)],
        ]),
      };
    }
    if (difficulty === 4) {
      const t = rng.pick(TWO_STEP);
      const n = rng.int(2, t.f1 >= 60 ? 5 : 9);
      const mid = n * t.f1;
      const tBig = unitName(w, t.big, t.big), tBigOne = unitName(w, t.big, t.big, false), tMid = unitName(w, t.mid, t.mid), tMidOne = unitName(w, t.mid, t.mid, false), tSmall = unitName(w, t.small, t.small);
      const ans = rat(mid * t.f2);
      const answer = numAnswer(ans, t.small);
      return {
        question: { text: `${n} ${tBig} = ? ${tSmall}` },
        answer,
        hints: hints(
          w.t(`Go one step at a time: ${t.big} → ${t.mid} → ${t.small}.`, `Ve paso a paso: ${tBig} → ${tMid} → ${tSmall}.`),
          w.t(`1 ${t.big} = ${fmtInt(t.f1)} ${t.mid}, so ${n} ${t.big} = ${fmtInt(mid)} ${t.mid}.`, `1 ${tBigOne} = ${fmtInt(t.f1)} ${tMid}, así que ${n} ${tBig} = ${fmtInt(mid)} ${tMid}.`),
          w.t(`1 ${t.mid} = ${t.f2} ${t.small}. Work out ${fmtInt(mid)} × ${t.f2}.`, `1 ${tMidOne} = ${t.f2} ${tSmall}. Calcula ${fmtInt(mid)} × ${t.f2}.`),
        ),
        explanation: [
          `${n} ${tBig} = ${n} × ${fmtInt(t.f1)} = ${fmtInt(mid)} ${tMid}.`,
          `${fmtInt(mid)} ${tMid} = ${fmtInt(mid)} × ${t.f2} = ${answer.canonical} ${tSmall}.`,
          `${w.t('Check', 'Comprueba')}: ${answer.canonical} ÷ ${t.f2} ÷ ${fmtInt(t.f1)} = ${n}.`,
        ],
        misconceptions: misconceptions(answer, [
          [plainInt(mid), 'stopped-halfway', w.t(`That is ${t.mid}. Convert once more, to ${t.small}.`, `Eso está en ${tMid}. Convierte una vez más, a ${tSmall}.`)],
          [plainInt(n * t.f2), 'skipped-step', w.t(`You used 1 ${t.big} = ${t.f2} ${t.small}, but ${t.f2} ${t.small} make 1 ${t.mid}.`, `Usaste 1 ${tBigOne} = ${t.f2} ${tSmall}, pero ${t.f2} ${tSmall} forman 1 ${tMidOne}.`)],
        ]),
      };
    }
    // rng.pick(SHARE) is this draw: the index names the Spanish story too.
    const at = rng.int(0, SHARE.length - 1);
    const s = SHARE[at]!;
    const se = SHARE_ES[at]!;
    const n = rng.int(2, 6);
    const parts = rng.int(3, 9);
    const total = n * s.f;
    const ans = rat(total, parts);
    const answer = numAnswer(ans, s.small);
    const q = Math.floor(total / parts), r = total % parts;
    const wrongF = s.f === 36 ? 12 : s.f === 100 ? 10 : 8;
    return {
      question: {
        text: rng.pick(w.es ? [
          `${se.story(n, parts)} ${se.each}`,
          `${se.act(someone(rng, w), n, parts)} ${se.each}`,
        ] : [
          `${s.thing} ${n} ${s.big} ${s.verb} ${s.cut} ${parts} equal ${s.piece}. ${s.each}`,
          `${someone(rng)} ${s.act} ${n} ${s.big} of ${s.stuff} into ${parts} equal ${s.piece}. ${s.each}`,
        ]),
      },
      answer,
      estTimeSec: 120,
      hints: hints(
        w.t(`Use 1 ${s.big} = ${s.f} ${s.small} to change the ${n} ${s.big} into ${s.small} first.`, `Convierte primero ${n} ${se.big} a ${se.small}: cada ${se.bigOne} tiene ${s.f} ${se.small}, así que multiplica ${n} × ${s.f}.`),
        `${n} ${w.t(s.big, se.big)} = ${n} × ${s.f} = ${fmtInt(total)} ${w.t(s.small, se.small)}.`,
        w.t(`Now share: ${fmtInt(total)} ÷ ${parts} = ?`, `Ahora reparte: ${fmtInt(total)} ÷ ${parts} = ?`),
      ),
      explanation: [
        `${n} ${w.t(s.big, se.big)} = ${n} × ${s.f} = ${fmtInt(total)} ${w.t(s.small, se.small)}.`,
        `${fmtInt(total)} ÷ ${parts} = ${r === 0 ? answer.canonical : w.t(`${q} remainder ${r}, which is ${q} ${r}/${parts} = ${answer.canonical}`, `${q}, residuo ${r}, que es ${q} ${r}/${parts} = ${answer.canonical}`)}.`,
        w.t(`Check: ${answer.canonical} × ${parts} = ${fmtInt(total)} ${s.small}, which is ${n} ${s.big}.`, `Comprueba: ${answer.canonical} × ${parts} = ${fmtInt(total)} ${se.small}, que son ${n} ${se.big}.`),
      ],
      misconceptions: misconceptions(answer, [
        [plainInt(total), 'forgot-divide', w.t(`${fmtInt(total)} ${s.small} is the whole ${s.q}. Now share it among ${parts}.`, `${fmtInt(total)} ${se.small} es ${se.whole}. Ahora repártelo entre ${parts}.`)],
        [typed(rat(n * wrongF, parts)), 'wrong-factor', `1 ${w.t(s.big, se.bigOne)} = ${s.f} ${w.t(s.small, se.small)}.`],
        [r !== 0 ? `${q} R ${r}` : null, 'remainder-not-converted', w.t(`Write the remainder as a fraction: ${r}/${parts}.`, `Escribe el residuo como fracción: ${r}/${parts}.`)],
        [typed(rat(n, parts)), 'not-converted', w.t(`Change ${s.big} into ${s.small} before dividing.`, `Convierte ${se.big} a ${se.small} antes de dividir.`)],
      ]),
    };
  },
};
