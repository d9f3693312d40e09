import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A, choiceAnswerIn } from '../shared/answers.js';
import { fmtDec, fmtMoney, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { someone } from '../shared/wording.js';

const ITEMS = ['notebooks', 'pens', 'muffins', 'tickets', 'bottles of juice', 'packs of cards'];
/** The same items in Spanish, index for index. */
const ITEMS_ES = ['cuadernos', 'plumas', 'panquecitos', 'boletos', 'botellas de jugo', 'paquetes de cartas'];

export const rpUnitRate: SkillGenerator = {
  skillId: 'g6.rp.unit-rate',
  grade: 6,
  domain: 'rp',
  ccss: ['6.RP.A.2', '6.RP.A.3'],
  topic: 'Ratios',
  subtopic: 'Unit rates & unit price',
  prereqs: ['g5.nbt.decimal-divide'],
  estTimeSec: times(20, 90),
  version: '1.2.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    if (d === 1 || d === 2) {
      // rng.pick(ITEMS) is this draw: the index names the Spanish item too.
      const at = rng.int(0, ITEMS.length - 1);
      const item = w.t(ITEMS, ITEMS_ES)[at]!;
      const n = rng.int(3, 9);
      const unit = d === 1 ? R(rng.int(2, 12)) : Rational.of(rng.int(105, 995) , 100);
      const unitP = d === 2 && unit.isInteger() ? unit.add(Rational.of(1, 4)) : unit;
      const total = unitP.mul(n);
      const text = w.t(`${n} ${item} cost ${fmtMoney(total)}. How much does 1 of them cost?`, `${n} ${item} cuestan ${fmtMoney(total)}. ¿Cuánto cuesta 1?`);
      if (w.es) {
        return bodyLoose(
          text,
          A.money(unitP),
          [
            'El precio de 1 es el costo total ÷ el número de cosas.',
            `Plantéalo así: ${fmtMoney(total)} ÷ ${n}.`,
            `Divide ${fmtDec(total)} entre ${n}, un lugar a la vez, con el punto decimal alineado.`,
          ],
          ['Costo de 1 = total ÷ número de cosas.', `${fmtMoney(total)} ÷ ${n} = ${fmtMoney(unitP)}.`, `Comprueba: ${n} × ${fmtMoney(unitP)} = ${fmtMoney(total)}.`],
          [
            mis(val(total.mul(n), 'dec'), 'multiplied', 'Multiplicaste. Para repartir el costo entre las cosas, divide.'),
            mis(val(R(n).div(total).round(3), 'dec'), 'divided-wrong-way', 'Eso es cuántas cosas por dólar. Divide el costo entre el número de cosas.'),
          ],
        );
      }
      return bodyLoose(
        text,
        A.money(unitP),
        [
          'The price of 1 item is the total cost ÷ the number of items.',
          `Set it up: ${fmtMoney(total)} ÷ ${n}.`,
          `Divide ${fmtDec(total)} by ${n}, one place at a time, keeping the decimal point lined up.`,
        ],
        [`Cost of 1 = total ÷ number of items.`, `${fmtMoney(total)} ÷ ${n} = ${fmtMoney(unitP)}.`, `Check: ${n} × ${fmtMoney(unitP)} = ${fmtMoney(total)}.`],
        [
          mis(val(total.mul(n), 'dec'), 'multiplied', 'You multiplied. To share the cost over the items, divide.'),
          mis(val(R(n).div(total).round(3), 'dec'), 'divided-wrong-way', 'That is items per dollar. Divide the cost by the number of items.'),
        ],
      );
    }
    if (d === 3 || d === 5) {
      // speed, or miles per gallon with a decimal divisor
      const rate = d === 3 ? rng.int(35, 65) : rng.int(18, 36);
      const amount = d === 3 ? R(rng.int(2, 6)) : Rational.of(rng.int(3, 15) * 2 + 1, 2); // x.5
      const total = amount.mul(rate);
      const [what, per, unitLong] =
        d === 3 ? ['drives', 'hours', 'miles per hour'] : ['travels', 'gallons of gas', 'miles per gallon'];
      const who = someone(rng, w);
      const miles = fmtDec(total);
      const qty = fmtDec(amount);
      if (w.es) {
        const textEs =
          d === 3
            ? rng.pick([
                `Un carro recorre ${miles} millas en ${qty} horas a velocidad constante. ¿Cuántas millas por hora son?`,
                `La familia de ${who} maneja ${miles} millas hasta la playa en ${qty} horas, a una velocidad constante. ¿Cuál es su velocidad en millas por hora?`,
                `Un tren recorre ${miles} millas en ${qty} horas sin cambiar de velocidad. ¿Cuántas millas avanza cada hora?`,
                `Un viaje en autobús de ${miles} millas dura ${qty} horas a velocidad constante. Encuentra la velocidad en millas por hora.`,
                `En ${qty} horas una camioneta recorre ${miles} millas, siempre a la misma velocidad. ¿A cuántas millas por hora va la camioneta?`,
              ])
            : rng.pick([
                `Un carro recorre ${miles} millas con ${qty} galones de gasolina. ¿Cuántas millas por galón son?`,
                `La van de ${who} usa ${qty} galones de gasolina para recorrer ${miles} millas. ¿Cuántas millas por galón rinde la van?`,
                `Una troca recorre ${miles} millas con ${qty} galones de gasolina. Encuentra sus millas por galón.`,
                `En un viaje, el carro de ${who} gastó ${qty} galones de gasolina en ${miles} millas. ¿Cuántas millas recorrió por galón?`,
                `Una lancha de motor recorre ${miles} millas usando ${qty} galones de gasolina. ¿Cuántas millas por galón son?`,
              ]);
        const scaleEs = amount.isInteger() ? 1 : 10;
        const unitEs = d === 3 ? 'millas por hora' : 'millas por galón';
        const perEs = d === 3 ? 'horas' : 'galones';
        return bodyLoose(
          textEs,
          A.decimal(R(rate)),
          [
            `"${unitEs[0]!.toUpperCase()}${unitEs.slice(1)}" quiere decir millas ÷ ${perEs}.`,
            scaleEs === 10
              ? `Haz que el divisor sea entero: ${fmtDec(total)} ÷ ${fmtDec(amount)} = ${fmtDec(total.mul(10))} ÷ ${fmtDec(amount.mul(10))}.`
              : `Plantéalo así: ${fmtDec(total)} ÷ ${fmtDec(amount)}.`,
            `${fmtDec(amount.mul(scaleEs))} × 10 = ${fmtDec(amount.mul(scaleEs * 10))}; ¿cuántos ${fmtDec(amount.mul(scaleEs))} más necesitas para llegar a ${fmtDec(total.mul(scaleEs))}?`,
          ],
          [
            `${unitEs[0]!.toUpperCase()}${unitEs.slice(1)} = millas ÷ ${perEs}.`,
            `${fmtDec(total)} ÷ ${fmtDec(amount)} = ${rate}.`,
            `Comprueba: ${rate} × ${fmtDec(amount)} = ${fmtDec(total)}.`,
          ],
          [
            mis(val(total.mul(amount), 'dec'), 'multiplied', 'Multiplicaste. Una tasa "por" algo necesita una división.'),
            mis(val(amount.div(total).round(3), 'dec'), 'divided-wrong-way', `Eso es ${d === 3 ? 'horas por milla' : 'galones por milla'}. Divide las millas entre ${d === 3 ? 'las horas' : 'los galones'}.`),
          ],
        );
      }
      const text =
        d === 3
          ? rng.pick([
              `A car drives ${miles} miles in ${qty} hours at a constant speed. How many miles per hour is that?`,
              `${who}'s family drives ${miles} miles to the beach in ${qty} hours, at a steady speed. What is their speed in miles per hour?`,
              `A train covers ${miles} miles in ${qty} hours without changing speed. How many miles does it go each hour?`,
              `A bus trip of ${miles} miles takes ${qty} hours at a constant speed. Find the speed in miles per hour.`,
              `In ${qty} hours a truck drives ${miles} miles, always at the same speed. How many miles per hour is the truck going?`,
            ])
          : rng.pick([
              `A car travels ${miles} miles on ${qty} gallons of gas. How many miles per gallon is that?`,
              `${who}'s van uses ${qty} gallons of gas to drive ${miles} miles. How many miles per gallon does the van get?`,
              `A pickup truck goes ${miles} miles on ${qty} gallons of fuel. Find its miles per gallon.`,
              `On a road trip, ${who}'s car burned ${qty} gallons of gas over ${miles} miles. How many miles did it go per gallon?`,
              `A motorboat travels ${miles} miles using ${qty} gallons of gas. How many miles per gallon is that?`,
            ]);
      void what;
      void per;
      const scale = amount.isInteger() ? 1 : 10;
      const hints: [string, string, string] = [
        `"${unitLong}" means miles ÷ ${d === 3 ? 'hours' : 'gallons'}.`,
        scale === 10
          ? `Make the divisor whole: ${fmtDec(total)} ÷ ${fmtDec(amount)} = ${fmtDec(total.mul(10))} ÷ ${fmtDec(amount.mul(10))}.`
          : `Set it up: ${fmtDec(total)} ÷ ${fmtDec(amount)}.`,
        `${fmtDec(amount.mul(scale))} × 10 = ${fmtDec(amount.mul(scale * 10))}; how many more ${fmtDec(amount.mul(scale))}s make ${fmtDec(total.mul(scale))}?`,
      ];
      return bodyLoose(
        text,
        A.decimal(R(rate)),
        hints,
        [
          `${unitLong} = miles ÷ ${d === 3 ? 'hours' : 'gallons'}.`,
          `${fmtDec(total)} ÷ ${fmtDec(amount)} = ${rate}.`,
          `Check: ${rate} × ${fmtDec(amount)} = ${fmtDec(total)}.`,
        ],
        [
          mis(val(total.mul(amount), 'dec'), 'multiplied', 'You multiplied. A rate "per" something needs a division.'),
          mis(val(amount.div(total).round(3), 'dec'), 'divided-wrong-way', `That is ${d === 3 ? 'hours per mile' : 'gallons per mile'}. Divide the miles by the ${d === 3 ? 'hours' : 'gallons'}.`),
        ],
      );
    }
    // d4: better buy (choice A/B)
    // rng.pick of the four items is this draw: the index names the Spanish item too.
    const itemAt = rng.int(0, 3);
    const item = ['cereal', 'rice', 'dog food', 'laundry soap'][itemAt]!;
    const ozA = rng.pick([12, 16, 18, 20, 24]);
    let ozB = rng.pick([28, 32, 36, 40, 48]);
    const unitA = Rational.of(rng.int(15, 40), 100); // dollars per ounce
    let unitB = unitA.add(Rational.of(rng.int(1, 6) * (rng.bool() ? 1 : -1), 100));
    if (unitB.sign() <= 0) unitB = unitA.add(Rational.of(3, 100));
    if (ozB === ozA) ozB = 32;
    const pA = unitA.mul(ozA);
    const pB = unitB.mul(ozB);
    const better = unitA.lt(unitB) ? 'A' : 'B';
    const who = someone(rng, w);
    if (w.es) {
      const itemEs = ['cereal', 'arroz', 'comida para perro', 'detergente para ropa'][itemAt]!;
      return bodyLoose(
        rng.pick([
          `La caja A tiene ${ozA} onzas de ${itemEs} por ${fmtMoney(pA)}. La caja B tiene ${ozB} onzas por ${fmtMoney(pB)}. ¿Cuál caja es la mejor compra, la A o la B?`,
          `${who} quiere comprar ${itemEs}. Caja A: ${ozA} onzas por ${fmtMoney(pA)}. Caja B: ${ozB} onzas por ${fmtMoney(pB)}. ¿Cuál es la mejor compra, A o B?`,
          `Una tienda vende ${itemEs} en dos tamaños: la caja A, ${ozA} onzas por ${fmtMoney(pA)}, y la caja B, ${ozB} onzas por ${fmtMoney(pB)}. ¿Cuál caja cuesta menos por onza, A o B?`,
          `¿Cuál es la mejor oferta de ${itemEs}: la caja A (${ozA} onzas, ${fmtMoney(pA)}) o la caja B (${ozB} onzas, ${fmtMoney(pB)})? Responde A o B.`,
          `${who} compara dos cajas de ${itemEs}. La caja A trae ${ozA} onzas y cuesta ${fmtMoney(pA)}; la caja B trae ${ozB} onzas y cuesta ${fmtMoney(pB)}. ¿Cuál caja te da más por tu dinero, A o B?`,
        ]),
        // "A" and "B" are the same letters in Spanish; "caja A" and "la caja A" are accepted too.
        choiceAnswerIn(w, better, { A: ['box a', 'a'], B: ['box b', 'b'] }, { A: ['caja a', 'la caja a', 'la a'], B: ['caja b', 'la caja b', 'la b'] }, false),
        [
          'Compara los precios unitarios: lo que cuesta 1 onza en cada caja.',
          `Caja A: ${fmtMoney(pA)} ÷ ${ozA} onzas.`,
          `La caja A cuesta ${fmtMoney(unitA)} por onza. Ahora calcula ${fmtMoney(pB)} ÷ ${ozB} para la caja B y compara.`,
        ],
        [
          `Caja A: ${fmtMoney(pA)} ÷ ${ozA} = ${fmtMoney(unitA)} por onza.`,
          `Caja B: ${fmtMoney(pB)} ÷ ${ozB} = ${fmtMoney(unitB)} por onza.`,
          `La caja ${better} cuesta menos por onza, así que es la mejor compra.`,
          `Comprueba: ${ozA} × ${fmtMoney(unitA)} = ${fmtMoney(pA)} y ${ozB} × ${fmtMoney(unitB)} = ${fmtMoney(pB)}.`,
        ],
        [mis(pA.lt(pB) ? 'A' : 'B', 'lower-total-price', 'La caja más barata no siempre es la mejor compra: compara el precio de 1 onza.')],
      );
    }
    const text = rng.pick([
      `Box A has ${ozA} ounces of ${item} for ${fmtMoney(pA)}. Box B has ${ozB} ounces for ${fmtMoney(pB)}. Which box is the better buy, A or B?`,
      `${who} is shopping for ${item}. Box A: ${ozA} ounces for ${fmtMoney(pA)}. Box B: ${ozB} ounces for ${fmtMoney(pB)}. Which is the better buy, A or B?`,
      `A store sells ${item} in two sizes: box A, ${ozA} ounces for ${fmtMoney(pA)}, and box B, ${ozB} ounces for ${fmtMoney(pB)}. Which box costs less per ounce, A or B?`,
      `Which is the better deal on ${item}: box A (${ozA} ounces, ${fmtMoney(pA)}) or box B (${ozB} ounces, ${fmtMoney(pB)})? Answer A or B.`,
      `${who} compares two boxes of ${item}. Box A holds ${ozA} ounces and costs ${fmtMoney(pA)}; box B holds ${ozB} ounces and costs ${fmtMoney(pB)}. Which box gives more for the money, A or B?`,
    ]);
    return bodyLoose(
      text,
      A.choice(better, { A: ['box a', 'a'], B: ['box b', 'b'] }),
      [
        'Compare the unit prices: the cost of 1 ounce in each box.',
        `Box A: ${fmtMoney(pA)} ÷ ${ozA} ounces.`,
        `Box A costs ${fmtMoney(unitA)} per ounce. Now find ${fmtMoney(pB)} ÷ ${ozB} for box B and compare.`,
      ],
      [
        `Box A: ${fmtMoney(pA)} ÷ ${ozA} = ${fmtMoney(unitA)} per ounce.`,
        `Box B: ${fmtMoney(pB)} ÷ ${ozB} = ${fmtMoney(unitB)} per ounce.`,
        `Box ${better} costs less per ounce, so it is the better buy.`,
        `Check: ${ozA} × ${fmtMoney(unitA)} = ${fmtMoney(pA)} and ${ozB} × ${fmtMoney(unitB)} = ${fmtMoney(pB)}.`,
      ],
      [
        mis(pA.lt(pB) ? 'A' : 'B', 'lower-total-price', 'The cheaper box is not always the better buy: compare the price of 1 ounce.'),
      ],
    );
  },
};
