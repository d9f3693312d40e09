import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator, UnitId } from '../../types.js';
import { A } from '../shared/answers.js';
import { fmtDecOrMixed, fmtInt, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';

// [big unit, small unit, small per big, big id, small id]
const PAIRS: [string, string, number, UnitId, UnitId][] = [
  ['yd', 'ft', 3, 'yd', 'ft'],
  ['ft', 'in', 12, 'ft', 'in'],
  ['gal', 'qt', 4, 'gal', 'qt'],
  ['lb', 'oz', 16, 'lb', 'oz'],
  ['m', 'cm', 100, 'm', 'cm'],
  ['kg', 'g', 1000, 'kg', 'g'],
  ['h', 'min', 60, 'h', 'min'],
];
const ONE: Record<string, string> = { yd: 'yard', ft: 'foot', in: 'inch', gal: 'gallon', qt: 'quart', lb: 'pound', oz: 'ounce', m: 'meter', cm: 'centimeter', kg: 'kilogram', g: 'gram', h: 'hour', min: 'minute' };
const NAMES: Record<string, string> = { yd: 'yards', ft: 'feet', in: 'inches', gal: 'gallons', qt: 'quarts', lb: 'pounds', oz: 'ounces', m: 'meters', cm: 'centimeters', kg: 'kilograms', g: 'grams', h: 'hours', min: 'minutes' };

/** Who travels at a whole number of miles or kilometers per hour, with speeds that suit them. */
const MOVERS: { who: string; speeds: number[]; unit: string; unitId: UnitId }[] = [
  { who: 'train', speeds: [30, 36, 42, 45, 48, 54, 60, 72, 90], unit: 'miles', unitId: 'mi' },
  { who: 'car', speeds: [36, 45, 48, 54, 60, 66, 72], unit: 'miles', unitId: 'mi' },
  { who: 'cyclist', speeds: [9, 12, 15, 18, 20], unit: 'miles', unitId: 'mi' },
  { who: 'ferry', speeds: [12, 15, 18, 24, 30], unit: 'miles', unitId: 'mi' },
  { who: 'bus', speeds: [30, 36, 45, 48, 54, 60, 72, 90], unit: 'kilometers', unitId: 'km' },
  { who: 'runner', speeds: [6, 9, 10, 12, 15], unit: 'kilometers', unitId: 'km' },
];
/** A number of cups (a multiple of 4) in a sentence. */
const CUP_STORIES: ((cups: number) => string)[] = [
  (c) => `A punch recipe makes ${c} cups.`,
  (c) => `A lemonade stand sold ${c} cups of lemonade.`,
  (c) => `A school kitchen made ${c} cups of soup.`,
  (c) => `A class drank ${c} cups of milk in a week.`,
  (c) => `A cooler holds ${c} cups of water.`,
];
/** Water lost or used at a steady number of cups an hour. */
const LEAKS: { what: string; ask: string }[] = [
  { what: 'A faucet drips', ask: 'drip' },
  { what: 'A leaky hose loses', ask: 'leak out' },
  { what: 'A humidifier uses', ask: 'does it use' },
  { what: 'A cracked pipe leaks', ask: 'leak out' },
  { what: 'A garden fountain loses', ask: 'does it lose' },
  { what: 'A drip line in a garden gives the plants', ask: 'do the plants get' },
];

/** The units in Spanish: as shown beside a number, one of them, and several. */
const SHORT_ES: Record<string, string> = { yd: 'yd', ft: 'pies', in: 'pulg.', gal: 'gal', qt: 'cuartos', lb: 'lb', oz: 'oz', m: 'm', cm: 'cm', kg: 'kg', g: 'g', h: 'h', min: 'min' };
const ONE_ES: Record<string, string> = { yd: 'yarda', ft: 'pie', in: 'pulgada', gal: 'galón', qt: 'cuarto', lb: 'libra', oz: 'onza', m: 'metro', cm: 'centímetro', kg: 'kilogramo', g: 'gramo', h: 'hora', min: 'minuto' };
const NAMES_ES: Record<string, string> = { yd: 'yardas', ft: 'pies', in: 'pulgadas', gal: 'galones', qt: 'cuartos', lb: 'libras', oz: 'onzas', m: 'metros', cm: 'centímetros', kg: 'kilogramos', g: 'gramos', h: 'horas', min: 'minutos' };
/** MOVERS in Spanish, index for index: "Un"/"Una", the mover, "el"/"la". */
const MOVERS_ES: [string, string, string][] = [
  ['Un', 'tren', 'el'],
  ['Un', 'carro', 'el'],
  ['Una', 'ciclista', 'la'],
  ['Un', 'ferry', 'el'],
  ['Un', 'autobús', 'el'],
  ['Una', 'corredora', 'la'],
];
/** CUP_STORIES in Spanish, index for index. */
const CUP_STORIES_ES: ((cups: number) => string)[] = [
  (c) => `Una receta de ponche rinde ${c} tazas.`,
  (c) => `Un puesto de limonada vendió ${c} tazas de limonada.`,
  (c) => `La cocina de una escuela preparó ${c} tazas de sopa.`,
  (c) => `Una clase tomó ${c} tazas de leche en una semana.`,
  (c) => `Una hielera tiene ${c} tazas de agua.`,
];
/** LEAKS in Spanish, index for index: what loses or uses the water, and the verb of the question. */
const LEAKS_ES: [string, string][] = [
  ['Una llave gotea', 'gotea'],
  ['Una manguera con fuga pierde', 'pierde'],
  ['Un humidificador usa', 'usa'],
  ['Un tubo roto pierde', 'pierde'],
  ['Una fuente de jardín pierde', 'pierde'],
  ['Una línea de riego les da a las plantas', 'reciben las plantas'],
];

export const rpConvertUnitsRatio: SkillGenerator = {
  skillId: 'g6.rp.convert-units-ratio',
  grade: 6,
  domain: 'rp',
  ccss: ['6.RP.A.3'],
  topic: 'Measurement',
  subtopic: 'Convert units with ratios',
  prereqs: ['g5.md.convert-units', 'g6.rp.unit-rate'],
  estTimeSec: times(20, 120),
  version: '1.2.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    if (d <= 2) {
      const [big, small, k, bigId] = rng.pick(PAIRS.filter((p) => p[2] <= 100));
      // A whole answer never equals the number of small units in one big unit, which the hints and steps name.
      const whole = rng.int(2, 12);
      const ans: Rational = d === 1 ? R(whole === k ? whole + 1 : whole) : R(rng.int(1, 9)).add(Rational.of(rng.pick(k % 4 === 0 ? [1, 3] : [1]), k % 4 === 0 ? 4 : k === 3 ? 3 : 2));
      const amount = ans.mul(k);
      if (w.es) {
        const [sb, ss] = [SHORT_ES[big]!, SHORT_ES[small]!];
        return bodyLoose(
          `${fmtInt(amount.num)} ${ss} = ? ${sb}`,
          A.number(ans, bigId, k === 100 ? 'num' : 'mixed'),
          [`En 1 ${ONE_ES[big]} hay ${k} ${NAMES_ES[small]}.`, `Para pasar de ${NAMES_ES[small]} a ${NAMES_ES[big]}, divide entre ${k}.`, `${fmtInt(amount.num)} ÷ ${k} = ?${d === 2 ? ' Escribe lo que sobre como fracción.' : ''}`],
          [`1 ${big === 'ft' ? 'pie' : sb} = ${k} ${ss}`, `${fmtInt(amount.num)} ÷ ${k} = ${fmtDecOrMixed(ans)}.`, `Comprueba: ${fmtDecOrMixed(ans)} × ${k} = ${fmtInt(amount.num)} ${ss}`].map((t) => (t.endsWith('.') ? t : `${t}.`)),
          [mis(val(amount.mul(k)), 'multiplied', `Si la unidad es más grande, se necesitan menos: divide entre ${k}.`), mis(String(amount.num), 'not-converted', `Convierte ${NAMES_ES[small]} a ${NAMES_ES[big]}.`)],
        );
      }
      return bodyLoose(
        `${fmtInt(amount.num)} ${small} = ? ${big}`,
        A.number(ans, bigId, k === 100 ? 'num' : 'mixed'),
        [`There are ${k} ${NAMES[small]} in 1 ${ONE[big]}.`, `Going from ${NAMES[small]} to ${NAMES[big]}, divide by ${k}.`, `${fmtInt(amount.num)} ÷ ${k} = ?${d === 2 ? ' Write any leftover as a fraction.' : ''}`],
        [`1 ${big} = ${k} ${small}.`, `${fmtInt(amount.num)} ÷ ${k} = ${fmtDecOrMixed(ans)}.`, `Check: ${fmtDecOrMixed(ans)} × ${k} = ${fmtInt(amount.num)} ${small}.`],
        [mis(val(amount.mul(k)), 'multiplied', `Bigger units mean fewer of them: divide by ${k}.`), mis(String(amount.num), 'not-converted', `Convert the ${NAMES[small]} to ${NAMES[big]}.`)],
      );
    }
    if (d === 3) {
      // rng.pick(MOVERS) is this draw: the index names the Spanish mover too.
      const moverAt = rng.int(0, MOVERS.length - 1);
      const { who, speeds, unit, unitId } = MOVERS[moverAt]!;
      const mph = rng.pick(speeds);
      const ans = R(mph).div(60);
      if (w.es) {
        const [a, one, the] = MOVERS_ES[moverAt]!;
        const km = unitId === 'km';
        const u = km ? 'kilómetros' : 'millas';
        return bodyLoose(
          `${a} ${one} avanza ${mph} ${u} por hora. ¿${km ? 'Cuántos' : 'Cuántas'} ${u} son por minuto?`,
          A.number(ans, unitId),
          ['Una hora tiene 60 minutos.', `${mph} ${u} en 60 minutos.`, `Divide ${mph} entre 60.`],
          [`${mph} ${u} por cada 60 minutos.`, `${mph} ÷ 60 = ${fmtDecOrMixed(ans)} ${u} por minuto.`, `Comprueba: ${fmtDecOrMixed(ans)} × 60 = ${mph}.`],
          [mis(String(mph * 60), 'multiplied', `Un minuto es más corto que una hora, así que ${the} ${one} avanza ${km ? 'menos kilómetros' : 'menos millas'}: divide entre 60.`), mis(val(R(60).div(mph)), 'inverted', `Divide ${km ? 'los kilómetros' : 'las millas'} entre los minutos: ${mph} ÷ 60.`)],
        );
      }
      return bodyLoose(
        `A ${who} travels at ${mph} ${unit} per hour. How many ${unit} is that per minute?`,
        A.number(ans, unitId),
        ['An hour has 60 minutes.', `${mph} ${unit} in 60 minutes.`, `Divide ${mph} by 60.`],
        [`${mph} ${unit} per 60 minutes.`, `${mph} ÷ 60 = ${fmtDecOrMixed(ans)} ${unit} per minute.`, `Check: ${fmtDecOrMixed(ans)} × 60 = ${mph}.`],
        [mis(String(mph * 60), 'multiplied', `A minute is shorter than an hour, so the ${who} goes fewer ${unit}: divide by 60.`), mis(val(R(60).div(mph)), 'inverted', `Divide the ${unit} by the minutes: ${mph} ÷ 60.`)],
      );
    }
    if (d === 4) {
      const cups = 4 * rng.int(2, 16);
      const ans = R(cups).div(16);
      if (w.es) {
        // rng.pick(CUP_STORIES) is this draw: the index names the Spanish story too.
        const story = CUP_STORIES_ES[rng.int(0, CUP_STORIES.length - 1)]!(cups);
        return bodyLoose(
          `${story} ¿Cuántos galones son? (4 tazas = 1 cuarto, 4 cuartos = 1 galón)`,
          A.number(ans, 'gal', 'mixed'),
          ['Convierte las tazas a cuartos y luego los cuartos a galones.', `${cups} tazas ÷ 4 = ${cups / 4} cuartos.`, `${cups / 4} cuartos ÷ 4 = ?`],
          [`${cups} ÷ 4 = ${cups / 4} cuartos.`, `${cups / 4} ÷ 4 = ${fmtDecOrMixed(ans)} galones.`, `Comprueba: ${fmtDecOrMixed(ans)} × 16 = ${cups} tazas.`],
          [mis(String(cups / 4), 'stopped-at-quarts', 'Eso está en cuartos; conviértelo también a galones.'), mis(String(cups * 16), 'multiplied', 'Los galones son más grandes que las tazas: divide.')],
        );
      }
      return bodyLoose(
        `${rng.pick(CUP_STORIES)(cups)} How many gallons is that? (4 cups = 1 quart, 4 quarts = 1 gallon)`,
        A.number(ans, 'gal', 'mixed'),
        ['Convert cups to quarts, then quarts to gallons.', `${cups} cups ÷ 4 = ${cups / 4} quarts.`, `${cups / 4} quarts ÷ 4 = ?`],
        [`${cups} ÷ 4 = ${cups / 4} quarts.`, `${cups / 4} ÷ 4 = ${fmtDecOrMixed(ans)} gallons.`, `Check: ${fmtDecOrMixed(ans)} × 16 = ${cups} cups.`],
        [mis(String(cups / 4), 'stopped-at-quarts', 'That is quarts; convert to gallons too.'), mis(String(cups * 16), 'multiplied', 'Gallons are bigger than cups: divide.')],
      );
    }
    const perHour = rng.int(1, 6);
    // rng.pick(LEAKS) is this draw: the index names the Spanish leak too.
    const leakAt = rng.int(0, LEAKS.length - 1);
    const leak = LEAKS[leakAt]!;
    const hours = 24;
    const cups = perHour * hours;
    const ans = R(cups).div(16);
    if (w.es) {
      const [what, ask] = LEAKS_ES[leakAt]!;
      const tazas = perHour === 1 ? 'taza' : 'tazas';
      return bodyLoose(
        `${what} ${perHour} ${tazas} de agua cada hora. ¿Cuántos galones ${ask} en un día? (16 tazas = 1 galón)`,
        A.number(ans, 'gal', 'mixed'),
        [`Un día tiene 24 horas, así que son ${perHour} × 24 tazas.`, `${perHour} × 24 = ${cups} tazas.`, `16 tazas forman 1 galón: ${cups} ÷ 16 = ?`],
        [`Tazas en un día: ${perHour} × 24 = ${cups}.`, `Galones: ${cups} ÷ 16 = ${fmtDecOrMixed(ans)}.`, `Comprueba: ${fmtDecOrMixed(ans)} × 16 = ${cups} tazas, y ${cups} ÷ 24 = ${perHour} ${tazas} por hora.`],
        [mis(String(cups * 16), 'multiplied', 'Los galones son más grandes que las tazas: divide entre 16.'), mis(String(cups), 'not-converted', 'Eso está en tazas; conviértelo a galones.'), mis(val(R(perHour).div(16)), 'forgot-24-hours', 'Primero cuenta las 24 horas del día.')],
      );
    }
    return bodyLoose(
      `${leak.what} ${perHour} ${perHour === 1 ? 'cup' : 'cups'} of water every hour. How many gallons ${leak.ask} in one day? (16 cups = 1 gallon)`,
      A.number(ans, 'gal', 'mixed'),
      [`One day is 24 hours, so ${perHour} × 24 cups ${leak.ask}.`, `${perHour} × 24 = ${cups} cups.`, `16 cups make 1 gallon: ${cups} ÷ 16 = ?`],
      [`Cups in a day: ${perHour} × 24 = ${cups}.`, `Gallons: ${cups} ÷ 16 = ${fmtDecOrMixed(ans)}.`, `Check: ${fmtDecOrMixed(ans)} × 16 = ${cups} cups, and ${cups} ÷ 24 = ${perHour} ${perHour === 1 ? 'cup' : 'cups'} an hour.`],
      [mis(String(cups * 16), 'multiplied', 'Gallons are bigger than cups: divide by 16.'), mis(String(cups), 'not-converted', 'That is cups; convert to gallons.'), mis(val(R(perHour).div(16)), 'forgot-24-hours', 'Count all 24 hours in a day first.')],
    );
  },
};
