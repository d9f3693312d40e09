import type { Difficulty, GeneratedBody, Rng, SkillGenerator, UnitId } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { fmtInt } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { someone } from '../shared/wording.js';

/** A unit's Spanish names and whether it is feminine ("una libra", "un pie"). */
interface UnitEs { one: string; many: string; fem: boolean }
interface Conv { big: string; bigs: string; small: string; smalls: string; id: UnitId; k: number; metric: boolean; es: { big: UnitEs; small: UnitEs } }
const C = (big: string, bigs: string, small: string, smalls: string, id: UnitId, k: number, metric: boolean, es: Conv['es']): Conv => ({ big, bigs, small, smalls, id, k, metric, es });
const u = (one: string, many: string, fem = false): UnitEs => ({ one, many, fem });
const FT = C('foot', 'feet', 'inch', 'inches', 'in', 12, false, { big: u('pie', 'pies'), small: u('pulgada', 'pulgadas', true) });
const M = C('meter', 'meters', 'centimeter', 'centimeters', 'cm', 100, true, { big: u('metro', 'metros'), small: u('centímetro', 'centímetros') });
const KG = C('kilogram', 'kilograms', 'gram', 'grams', 'g', 1000, true, { big: u('kilogramo', 'kilogramos'), small: u('gramo', 'gramos') });
const H = C('hour', 'hours', 'minute', 'minutes', 'min', 60, false, { big: u('hora', 'horas', true), small: u('minuto', 'minutos') });
const MIN = C('minute', 'minutes', 'second', 'seconds', 's', 60, false, { big: u('minuto', 'minutos'), small: u('segundo', 'segundos') });
const LB = C('pound', 'pounds', 'ounce', 'ounces', 'oz', 16, false, { big: u('libra', 'libras', true), small: u('onza', 'onzas', true) });
const YD = C('yard', 'yards', 'foot', 'feet', 'ft', 3, false, { big: u('yarda', 'yardas', true), small: u('pie', 'pies') });
const KM = C('kilometer', 'kilometers', 'meter', 'meters', 'm', 1000, true, { big: u('kilómetro', 'kilómetros'), small: u('metro', 'metros') });
const L = C('liter', 'liters', 'milliliter', 'milliliters', 'mL', 1000, true, { big: u('litro', 'litros'), small: u('mililitro', 'mililitros') });

/** "un"/"una", "cuántos"/"cuántas", "los"/"las" for a unit. */
const un = (x: UnitEs): string => (x.fem ? 'una' : 'un');
const cuantos = (x: UnitEs): string => (x.fem ? 'cuántas' : 'cuántos');
const los = (x: UnitEs): string => (x.fem ? 'las' : 'los');

export const mdUnitConversion: SkillGenerator = {
  skillId: 'g4.md.unit-conversion',
  grade: 4,
  domain: 'md',
  ccss: ['4.MD.A.1', '4.MD.A.2'],
  topic: 'Measurement',
  subtopic: 'Convert to a smaller unit',
  prereqs: ['g4.nbt.multiply'],
  estTimeSec: times(15, 90),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    if (difficulty <= 3) {
      const c = rng.pick(difficulty === 1 ? [FT, M, KG] : difficulty === 2 ? [H, MIN, LB, YD] : [KM, KG, L, FT, H, M]);
      const n = difficulty === 1 ? rng.int(2, 12) : difficulty === 2 ? rng.int(2, 12) : c.k >= 100 ? rng.int(4, 25) : rng.int(12, 40);
      const ans = n * c.k;
      const answer = intAnswer(ans, c.id);
      const who = someone(rng, w);
      if (w.es) {
        const { big, small } = c.es;
        return {
          question: {
            text: rng.pick([
              `${n} ${big.many} = ? ${small.many}`,
              `¿${cap(cuantos(small))} ${small.many} hay en ${n} ${big.many}?`,
              `Convierte ${n} ${big.many} a ${small.many}.`,
              `${who} anota una medida de ${n} ${big.many}. ¿${cap(cuantos(small))} ${small.many} son?`,
              `Escribe ${n} ${big.many} en ${small.many}.`,
            ]),
          },
          answer,
          hints: hints(
            `${cap(un(small))} ${small.one} es más ${small.fem ? 'pequeña' : 'pequeño'} que ${un(big)} ${big.one}, así que vas a obtener más ${small.many}: multiplica.`,
            `1 ${big.one} = ${fmtInt(c.k)} ${small.many}.`,
            `${n} × ${fmtInt(c.k)} = ?`,
          ),
          explanation: [`1 ${big.one} = ${fmtInt(c.k)} ${small.many}.`, `${n} × ${fmtInt(c.k)} = ${fmtInt(ans)}, así que ${n} ${big.many} = ${fmtInt(ans)} ${small.many}.`, `Comprueba: ${fmtInt(ans)} ÷ ${fmtInt(c.k)} = ${n}.`],
          misconceptions: misconceptions(answer, [
            [!c.metric ? n * 10 : null, 'used-ten', `En ${un(big)} ${big.one} hay ${c.k} ${small.many}, no 10.`],
            [!c.metric && c.k === 60 ? n * 100 : null, 'used-hundred', `En ${un(big)} ${big.one} hay 60 ${small.many}, no 100.`],
            [n + c.k, 'added', `Cada ${big.one} tiene ${fmtInt(c.k)} ${small.many}, así que multiplica.`],
          ]),
        };
      }
      return {
        question: {
          text: rng.pick([
            `${n} ${c.bigs} = ? ${c.smalls}`,
            `How many ${c.smalls} are in ${n} ${c.bigs}?`,
            `Change ${n} ${c.bigs} into ${c.smalls}.`,
            `${who} writes down a measure of ${n} ${c.bigs}. How many ${c.smalls} is that?`,
            `Write ${n} ${c.bigs} in ${c.smalls}.`,
          ]),
        },
        answer,
        hints: hints(
          `A ${c.small} is smaller than a ${c.big}, so you will get more ${c.smalls}: multiply.`,
          `1 ${c.big} = ${fmtInt(c.k)} ${c.smalls}.`,
          `${n} × ${fmtInt(c.k)} = ?`,
        ),
        explanation: [`1 ${c.big} = ${fmtInt(c.k)} ${c.smalls}.`, `${n} × ${fmtInt(c.k)} = ${fmtInt(ans)}, so ${n} ${c.bigs} = ${fmtInt(ans)} ${c.smalls}.`, `Check: ${fmtInt(ans)} ÷ ${fmtInt(c.k)} = ${n}.`],
        misconceptions: misconceptions(answer, [
          [!c.metric ? n * 10 : null, 'used-ten', `There are ${c.k} ${c.smalls} in a ${c.big}, not 10.`],
          [!c.metric && c.k === 60 ? n * 100 : null, 'used-hundred', `There are 60 ${c.smalls} in a ${c.big}, not 100.`],
          [n + c.k, 'added', `Each ${c.big} is ${fmtInt(c.k)} ${c.smalls}, so multiply.`],
        ]),
      };
    }
    const c = rng.pick([H, KG, FT, LB, M]);
    const n = rng.int(2, 6);
    const extra = rng.int(c.k >= 100 ? 11 : 2, c.k - 1);
    const total = n * c.k + extra;
    if (difficulty === 4) {
      const answer = intAnswer(total, c.id);
      const who = someone(rng, w);
      if (w.es) {
        const { big, small } = c.es;
        const both = `${n} ${big.many} y ${extra} ${small.many}`;
        return {
          question: {
            text: rng.pick([
              `${both} = ? ${small.many}`,
              `¿${cap(cuantos(small))} ${small.many} hay en ${both}?`,
              `Convierte ${both} solo a ${small.many}.`,
              `${who} anota una medida de ${both}. ¿${cap(cuantos(small))} ${small.many} son en total?`,
              `Escribe ${both} usando solo ${small.many}.`,
            ]),
          },
          answer,
          hints: hints(`Primero convierte ${los(big)} ${big.many} a ${small.many} y luego suma ${los(small)} ${small.many} que sobran.`, `${n} ${big.many} = ${n} × ${fmtInt(c.k)} = ${fmtInt(n * c.k)} ${small.many}.`, `${fmtInt(n * c.k)} + ${extra} = ?`),
          explanation: [`${n} × ${fmtInt(c.k)} = ${fmtInt(n * c.k)} ${small.many}.`, `${fmtInt(n * c.k)} + ${extra} = ${fmtInt(total)} ${small.many}.`, `Comprueba: ${fmtInt(total)} ${small.many} son ${n} ${big.many} ${big.fem ? 'completas' : 'completos'} y ${extra} ${small.many} de sobra.`],
          misconceptions: misconceptions(answer, [
            [Number(`${n}${extra}`), 'side-by-side', `Escribir ${n} y ${extra} uno junto al otro no es convertir. Primero convierte ${n} ${big.many} a ${small.many}.`],
            [n * c.k, 'forgot-extra', `No olvides ${los(small)} ${extra} ${small.many} de más.`],
            [n + extra, 'added-without-converting', `${n} ${big.many} son ${fmtInt(n * c.k)} ${small.many}, no ${n}.`],
          ]),
        };
      }
      return {
        question: {
          text: rng.pick([
            `${n} ${c.bigs} ${extra} ${c.smalls} = ? ${c.smalls}`,
            `How many ${c.smalls} are in ${n} ${c.bigs} ${extra} ${c.smalls}?`,
            `Change ${n} ${c.bigs} ${extra} ${c.smalls} into ${c.smalls} only.`,
            `${who} writes down a measure of ${n} ${c.bigs} ${extra} ${c.smalls}. How many ${c.smalls} is that in all?`,
            `Write ${n} ${c.bigs} ${extra} ${c.smalls} using only ${c.smalls}.`,
          ]),
        },
        answer,
        hints: hints(`Change the ${c.bigs} into ${c.smalls} first, then add the extra ${c.smalls}.`, `${n} ${c.bigs} = ${n} × ${fmtInt(c.k)} = ${fmtInt(n * c.k)} ${c.smalls}.`, `${fmtInt(n * c.k)} + ${extra} = ?`),
        explanation: [`${n} × ${fmtInt(c.k)} = ${fmtInt(n * c.k)} ${c.smalls}.`, `${fmtInt(n * c.k)} + ${extra} = ${fmtInt(total)} ${c.smalls}.`, `Check: ${fmtInt(total)} ${c.smalls} is ${n} full ${c.bigs} and ${extra} ${c.smalls} left over.`],
        misconceptions: misconceptions(answer, [
          [Number(`${n}${extra}`), 'side-by-side', `Writing ${n} and ${extra} side by side is not a conversion. Change ${n} ${c.bigs} into ${c.smalls} first.`],
          [n * c.k, 'forgot-extra', `Don't forget the extra ${extra} ${c.smalls}.`],
          [n + extra, 'added-without-converting', `${n} ${c.bigs} is ${fmtInt(n * c.k)} ${c.smalls}, not ${n}.`],
        ]),
      };
    }
    // d5: convert, then divide into equal pieces (exact)
    const piece = rng.pick(c === H ? [5, 10, 15, 20] : c === FT ? [2, 3, 4, 5, 6, 8] : c === LB ? [2, 4, 5, 6] : c === KG ? [50, 100, 125, 250] : [5, 10, 20, 25]);
    const count = rng.int(3, 12);
    const tot = piece * count;
    const nn = Math.floor(tot / c.k);
    const ex = tot % c.k;
    if (nn < 1 || ex === 0) {
      // fall back to a clean two-step story
      const bigN = rng.int(2, 5);
      const p = c.k >= 100 ? c.k / 4 : c.k / (c.k % 4 === 0 ? 4 : 3);
      const answer = intAnswer((bigN * c.k) / p);
      return w.es ? d5BodyEs(c, bigN, 0, p, (bigN * c.k) / p, answer) : d5Body(c, bigN, 0, p, (bigN * c.k) / p, answer);
    }
    const answer = intAnswer(count);
    return w.es ? d5BodyEs(c, nn, ex, piece, count, answer) : d5Body(c, nn, ex, piece, count, answer);
  },
};

function d5Body(c: Conv, n: number, extra: number, piece: number, count: number, answer: ReturnType<typeof intAnswer>): GeneratedBody {
  const total = n * c.k + extra;
  const what = c === H ? ['A class has', 'of art time. Each activity takes', 'How many activities fit?'] : c === KG || c === LB ? ['A bag holds', 'of rice. It is packed into bags of', 'How many small bags can be filled?'] : ['A board is', 'long. It is cut into pieces', 'How many pieces are there?'];
  const len = `${n} ${n === 1 ? c.big : c.bigs}${extra ? ` ${extra} ${extra === 1 ? c.small : c.smalls}` : ''}`;
  return {
    question: { text: `${what[0]} ${len} ${what[1]} ${fmtInt(piece)} ${c.smalls}${c === FT || c === M ? ' long' : ''}. ${what[2]}` },
    answer,
    hints: hints(`Change ${len} into ${c.smalls} first.`, `${n} ${n === 1 ? c.big : c.bigs} = ${fmtInt(n * c.k)} ${c.smalls}${extra ? `, plus ${extra} ${c.smalls}` : ''}.`, `${fmtInt(total)} ÷ ${fmtInt(piece)} = ?`),
    explanation: [`${n} × ${fmtInt(c.k)} = ${fmtInt(n * c.k)}${extra ? `; ${fmtInt(n * c.k)} + ${extra} = ${fmtInt(total)}` : ''} ${c.smalls}.`, `${fmtInt(total)} ÷ ${fmtInt(piece)} = ${count}.`, `Check: ${count} × ${fmtInt(piece)} = ${fmtInt(total)}.`],
    misconceptions: misconceptions(answer, [
      [extra ? Math.floor((n * c.k) / piece) : null, 'ignored-extra', `You left out the extra ${extra} ${c.smalls}.`],
      [total, 'forgot-divide', `${fmtInt(total)} is the total in ${c.smalls}; now divide it into pieces of ${fmtInt(piece)}.`],
      [Number.isInteger((n * 10 + extra) / piece) ? (n * 10 + extra) / piece : null, 'used-ten', `There are ${fmtInt(c.k)} ${c.smalls} in a ${c.big}, not 10.`],
    ]),
  };
}

const cap = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);

/** d5Body in Spanish: the same numbers, steps and predicted mistakes. */
function d5BodyEs(c: Conv, n: number, extra: number, piece: number, count: number, answer: ReturnType<typeof intAnswer>): GeneratedBody {
  const { big, small } = c.es;
  const total = n * c.k + extra;
  const len = `${n} ${n === 1 ? big.one : big.many}${extra ? ` y ${extra} ${extra === 1 ? small.one : small.many}` : ''}`;
  const text =
    c === H
      ? `Una clase tiene ${len} de arte. Cada actividad dura ${fmtInt(piece)} ${small.many}. ¿Cuántas actividades caben?`
      : c === KG || c === LB
        ? `Una bolsa tiene ${len} de arroz. Se reparte en bolsitas de ${fmtInt(piece)} ${small.many}. ¿Cuántas bolsitas se pueden llenar?`
        : `Una tabla mide ${len} de largo. Se corta en pedazos de ${fmtInt(piece)} ${small.many} de largo. ¿Cuántos pedazos salen?`;
  return {
    question: { text },
    answer,
    hints: hints(`Primero convierte ${len} a ${small.many}.`, `${n} ${n === 1 ? big.one : big.many} = ${fmtInt(n * c.k)} ${small.many}${extra ? `, más ${extra} ${small.many}` : ''}.`, `${fmtInt(total)} ÷ ${fmtInt(piece)} = ?`),
    explanation: [`${n} × ${fmtInt(c.k)} = ${fmtInt(n * c.k)}${extra ? `; ${fmtInt(n * c.k)} + ${extra} = ${fmtInt(total)}` : ''} ${small.many}.`, `${fmtInt(total)} ÷ ${fmtInt(piece)} = ${count}.`, `Comprueba: ${count} × ${fmtInt(piece)} = ${fmtInt(total)}.`],
    misconceptions: misconceptions(answer, [
      [extra ? Math.floor((n * c.k) / piece) : null, 'ignored-extra', `Dejaste fuera ${los(small)} ${extra} ${small.many} de más.`],
      [total, 'forgot-divide', `${fmtInt(total)} es el total en ${small.many}; ahora divídelo en partes de ${fmtInt(piece)}.`],
      [Number.isInteger((n * 10 + extra) / piece) ? (n * 10 + extra) / piece : null, 'used-ten', `En ${un(big)} ${big.one} hay ${fmtInt(c.k)} ${small.many}, no 10.`],
    ]),
  };
}
