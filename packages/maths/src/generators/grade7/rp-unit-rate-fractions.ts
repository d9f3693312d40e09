import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtFrac, fmtMixed, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

interface RateStory {
  text: string;
  per: string;
  a: string;
  b: string;
  /** One unit of `a`, for "hours per mile". */
  one: string;
}

/** A rate story drawn after the two amounts (docs/maths/curriculum.md, "Variety"): what is measured per what. */
function rateStory(rng: Rng, top: string, bot: string, manyTop: boolean, manyBot: boolean, w: Words): RateStory {
  const who = someone(rng, w);
  const s = (many: boolean, word: string) => (many ? `${word}s` : word);
  if (w.es) {
    // "3/4 de milla", "1 milla", "1 1/2 millas".
    const q = (shown: string, many: boolean, one: string, more: string) => (many ? `${shown} ${more}` : shown === '1' ? `1 ${one}` : `${shown} de ${one}`);
    return rng.pick<RateStory>([
      { text: `${who} camina ${q(top, manyTop, 'milla', 'millas')} en ${q(bot, manyBot, 'hora', 'horas')}. ¿Cuántas millas por hora es eso?`, per: 'millas por hora', a: 'millas', b: 'horas', one: 'milla' },
      { text: `Una manguera echa ${q(top, manyTop, 'galón', 'galones')} de agua en un tanque en ${q(bot, manyBot, 'minuto', 'minutos')}. ¿Cuántos galones por minuto es eso?`, per: 'galones por minuto', a: 'galones', b: 'minutos', one: 'galón' },
      { text: `Una máquina corta el pasto de ${q(top, manyTop, 'acre', 'acres')} en ${q(bot, manyBot, 'hora', 'horas')}. ¿Cuántos acres por hora es eso?`, per: 'acres por hora', a: 'acres', b: 'horas', one: 'acre' },
      { text: `${who} recorre en bicicleta ${q(top, manyTop, 'kilómetro', 'kilómetros')} en ${q(bot, manyBot, 'hora', 'horas')}. ¿Cuál es la velocidad de ${who} en kilómetros por hora?`, per: 'kilómetros por hora', a: 'kilómetros', b: 'horas', one: 'kilómetro' },
      { text: `Una receta usa ${q(top, manyTop, 'taza', 'tazas')} de azúcar por cada ${q(bot, manyBot, 'taza', 'tazas')} de harina. ¿Cuánta azúcar es eso por taza de harina?`, per: 'azúcar por taza de harina', a: 'azúcar', b: 'harina', one: 'taza de azúcar' },
      { text: `Un pintor cubre ${q(top, manyTop, 'yarda cuadrada', 'yardas cuadradas')} de pared con ${q(bot, manyBot, 'lata', 'latas')} de pintura. ¿Cuántas yardas cuadradas cubre una lata?`, per: 'yardas cuadradas por lata', a: 'yardas cuadradas', b: 'latas', one: 'yarda cuadrada' },
    ]);
  }
  return rng.pick<RateStory>([
    { text: `${who} walks ${top} ${s(manyTop, 'mile')} in ${bot} ${s(manyBot, 'hour')}. How many miles per hour is that?`, per: 'miles per hour', a: 'miles', b: 'hours', one: 'mile' },
    { text: `A hose puts ${top} ${s(manyTop, 'gallon')} of water in a tank in ${bot} ${s(manyBot, 'minute')}. How many gallons per minute is that?`, per: 'gallons per minute', a: 'gallons', b: 'minutes', one: 'gallon' },
    { text: `A machine mows ${top} ${s(manyTop, 'acre')} in ${bot} ${s(manyBot, 'hour')}. How many acres per hour is that?`, per: 'acres per hour', a: 'acres', b: 'hours', one: 'acre' },
    { text: `${who} cycles ${top} ${s(manyTop, 'kilometer')} in ${bot} ${s(manyBot, 'hour')}. What is ${who}'s speed in kilometers per hour?`, per: 'kilometers per hour', a: 'kilometers', b: 'hours', one: 'kilometer' },
    { text: `A recipe uses ${top} ${s(manyTop, 'cup')} of sugar for every ${bot} ${s(manyBot, 'cup')} of flour. How much sugar is that per cup of flour?`, per: 'sugar per cup of flour', a: 'sugar', b: 'flour', one: 'cup of sugar' },
    { text: `A painter covers ${top} square ${manyTop ? 'yards' : 'yard'} of wall with ${bot} ${s(manyBot, 'can')} of paint. How many square yards does one can cover?`, per: 'square yards per can', a: 'square yards', b: 'cans', one: 'square yard' },
  ]);
}

const unitFrac = (rng: Rng, dens: number[]) => rat(1, rng.pick(dens));
const proper = (rng: Rng, dens: number[]) => {
  const d = rng.pick(dens);
  return rat(rng.int(1, d - 1), d);
};

export const rpUnitRateFractions: SkillGenerator = {
  skillId: 'g7.rp.unit-rate-fractions',
  grade: 7,
  domain: 'rp',
  ccss: ['7.RP.A.1'],
  topic: 'Ratios',
  subtopic: 'Unit rates with fractions',
  prereqs: ['g6.rp.unit-rate', 'g6.ns.divide-fractions'],
  estTimeSec: times(25, 90),
  version: '1.1.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    let top = rat(1, 2);
    let bot = rat(1, 4);
    for (let i = 0; i < 30; i++) {
      if (d === 1) {
        bot = unitFrac(rng, [3, 4, 5, 6, 8, 10]);
        top = rat(rng.int(1, 3), Number(bot.den)).mul(rng.int(1, 3));
        if (!top.div(bot).isInteger()) continue;
      } else if (d === 2) {
        top = proper(rng, [2, 3, 4, 5, 6, 8]);
        bot = unitFrac(rng, [2, 3, 4, 5, 6, 8]);
      } else if (d === 3) {
        bot = R(rng.int(1, 2)).add(rng.pick([rat(1, 2), rat(1, 4), rat(3, 4)]));
        top = bot.mul(rng.int(2, 4)).add(rng.pick([R(0), rat(1, 2), rat(1, 4)]));
      } else if (d === 4) {
        top = proper(rng, [2, 3, 4, 5, 8]);
        bot = proper(rng, [2, 3, 4, 6]);
      } else {
        top = proper(rng, [3, 4, 5, 6, 8]);
        bot = proper(rng, [3, 4, 5, 6, 8]);
        if (top.num === 1n || bot.num === 1n) continue;
      }
      const q = top.div(bot);
      if (!top.eq(bot) && !q.eq(1) && !bot.eq(1)) break;
    }
    const q = top.div(bot);
    const show = (r: Rational) => (d === 3 ? fmtMixed(r) : fmtFrac(r));
    const ctx = rateStory(rng, show(top), show(bot), top.gt(1), bot.gt(1), w);
    const recip = Rational.ONE.div(bot);
    return bodyLoose(
      ctx.text,
      A.fraction(q, { allowDecimal: true }),
      [w.t(`"${ctx.per}" means ${ctx.a} ÷ ${ctx.b}.`, `"${ctx.per}" significa ${ctx.a} ÷ ${ctx.b}.`), `${fmtFrac(top)} ÷ ${fmtFrac(bot)}.`, `${fmtFrac(top)} × ${fmtFrac(recip)} = ?`],
      [`${w.t('Unit rate', 'Tasa unitaria')} = ${ctx.a} ÷ ${ctx.b} = ${fmtFrac(top)} ÷ ${fmtFrac(bot)}.`, `= ${fmtFrac(top)} × ${fmtFrac(recip)} = ${fmtMixed(q)}.`, `${w.t('Check', 'Comprueba')}: ${fmtMixed(q)} × ${fmtFrac(bot)} = ${fmtFrac(top)}.`],
      [
        mis(val(bot.div(top), 'frac'), 'inverted-rate', w.t(`That is ${ctx.b} per ${ctx.one}. Divide ${ctx.a} by ${ctx.b}.`, `Eso da ${ctx.b} por ${ctx.one}. Divide ${ctx.a} entre ${ctx.b}.`)),
        mis(val(top.mul(bot), 'frac'), 'multiplied', w.t('You multiplied. A rate "per" something is a division.', 'Multiplicaste. Una tasa "por" algo es una división.')),
      ],
    );
  },
};
