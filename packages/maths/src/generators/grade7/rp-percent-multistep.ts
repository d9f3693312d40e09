import { R, Rational, gcd } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtDec, fmtMoney, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';

const ITEMS = ['shirt', 'jacket', 'pair of shoes', 'backpack', 'video game', 'lamp', 'bike helmet'];
/** ITEMS in Spanish, index for index, with the article their gender takes ("una camisa", "un casco"). */
const ITEMS_ES: readonly (readonly ['un' | 'una', string])[] = [['una', 'camisa'], ['una', 'chaqueta'], ['un', 'par de tenis'], ['una', 'mochila'], ['un', 'videojuego'], ['una', 'lámpara'], ['un', 'casco de bicicleta']];
const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
const money = (r: Rational) => fmtMoney(r);
/** Realistic rates (docs/maths/curriculum.md, "Contexts"): US sales tax 4–9%, tips 10–20%, discounts 10–45%. */
const TAX = [4, 5, 6, 7, 8, 9];
const TIP = [10, 15, 18, 20];
const DISCOUNT = [10, 15, 20, 25, 30, 35, 40, 45];
const wholeCents = (r: Rational) => r.mul(100).isInteger();
const m2 = (r: Rational) => val(r.round(2), 'dec');

export const rpPercentMultistep: SkillGenerator = {
  skillId: 'g7.rp.percent-multistep',
  grade: 7,
  domain: 'rp',
  ccss: ['7.RP.A.3'],
  topic: 'Percents',
  subtopic: 'Discounts, tax & tips',
  prereqs: ['g6.rp.percent'],
  estTimeSec: times(30, 120),
  version: '1.2.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    // rng.pick(ITEMS) draws the index: the same item in both languages.
    const itemIx = rng.int(0, ITEMS.length - 1);
    const item = ITEMS[itemIx]!;
    const [un, cosa] = ITEMS_ES[itemIx]!;
    if (d === 5) {
      // Numbers chosen so every step is whole cents: the child never has to round (docs/maths/curriculum.md).
      let price = R(0);
      let off = 0;
      let tax = 0;
      do {
        price = R(rng.int(4, 40) * 5);
        off = rng.pick([10, 15, 20, 25, 30, 40]);
        tax = rng.pick(TAX);
      } while (!wholeCents(price.mul(100 - off).mul(tax).div(10000)));
      const sale = price.mul(100 - off).div(100);
      const final = sale.mul(100 + tax).div(100);
      return bodyLoose(
        w.t(
          `A ${item} costs ${money(price)}. It is ${off}% off, and then ${tax}% sales tax is added to the sale price. What is the final cost?`,
          `${cap(un)} ${cosa} cuesta ${money(price)}. Tiene ${off}% de descuento, y luego se le suma ${tax}% de impuesto sobre el precio de oferta. ¿Cuál es el costo final?`,
        ),
        A.money(final),
        w.es
          ? [`Precio de oferta = ${fmtDec(price)} × ${fmtDec(rat(100 - off, 100))}.`, `Eso da ${money(sale)}.`, `Suma ${tax}% de impuesto: ${fmtDec(sale)} × ${fmtDec(rat(100 + tax, 100))}.`]
          : [`Sale price = ${fmtDec(price)} × ${fmtDec(rat(100 - off, 100))}.`, `That is ${money(sale)}.`, `Add ${tax}% tax: ${fmtDec(sale)} × ${fmtDec(rat(100 + tax, 100))}.`],
        w.es
          ? [`Descuento: el ${off}% de ${money(price)} = ${money(price.mul(off).div(100))}; precio de oferta ${money(sale)}.`, `Impuesto: el ${tax}% de ${money(sale)} = ${money(sale.mul(tax).div(100))}.`, `Costo final: ${money(final)}.`, `Comprueba: ${money(final)} es menos que ${money(price)} porque el descuento es mayor que el impuesto.`]
          : [`Discount: ${off}% of ${money(price)} = ${money(price.mul(off).div(100))}; sale price ${money(sale)}.`, `Tax: ${tax}% of ${money(sale)} = ${money(sale.mul(tax).div(100))}.`, `Final cost: ${money(final)}.`, `Check: ${money(final)} is less than ${money(price)} because the discount is bigger than the tax.`],
        [
          mis(m2(price.mul(100 - off + tax).div(100)), 'combined-percents', w.t(`Take the tax on the sale price, not combine −${off}% and +${tax}% into one change.`, `Calcula el impuesto sobre el precio de oferta; no juntes −${off}% y +${tax}% en un solo cambio.`)),
          mis(m2(price.mul(off).div(100)), 'discount-only', w.t('That is just the discount.', 'Eso es solo el descuento.')),
          mis(m2(sale), 'forgot-tax', w.t('Remember to add the tax to the sale price.', 'Recuerda sumarle el impuesto al precio de oferta.')),
        ],
      );
    }
    const kind = d === 1 ? 'off' : d === 2 ? rng.pick(['tax', 'tip']) : d === 3 ? 'markup' : rng.pick(['off', 'tax']);
    const pct =
      d === 1 ? rng.pick([10, 20, 25, 30]) : kind === 'tax' ? rng.pick(TAX) : kind === 'tip' ? rng.pick(TIP) : kind === 'off' ? rng.pick(DISCOUNT) : rng.pick([5, 6, 8, 10, 15, 18, 20, 25, 40]);
    // d4 prices have cents; they are drawn so the percent of them is whole cents (every step exact, no rounding).
    let price: Rational;
    if (d === 4) {
      const step = 100 / Number(gcd(BigInt(pct), 100n));
      price = rat(step * rng.int(Math.ceil(1000 / step), Math.floor(9999 / step)), 100);
    } else price = d === 1 ? R(rng.int(2, 20) * (pct === 25 ? 4 : 10)) : R(rng.int(6, 60));
    const change = price.mul(pct).div(100);
    const up = kind !== 'off';
    const ans = up ? price.add(change) : price.sub(change);
    const text = w.es
      ? kind === 'off'
        ? `${cap(un)} ${cosa} de ${money(price)} tiene ${pct}% de descuento. ¿Cuál es el precio de oferta?`
        : kind === 'tax'
          ? `${cap(un)} ${cosa} cuesta ${money(price)}. El impuesto sobre la venta es de ${pct}%. ¿Cuál es el costo total con impuesto?`
          : kind === 'tip'
            ? `Una comida cuesta ${money(price)}. Dejas ${pct}% de propina. ¿Cuál es el total, con la propina incluida?`
            : `Una tienda compra ${un} ${cosa} por ${money(price)} y le sube el precio un ${pct}%. ¿Cuál es el precio de venta?`
      : kind === 'off'
        ? `A ${money(price)} ${item} is ${pct}% off. What is the sale price?`
        : kind === 'tax'
          ? `A ${item} costs ${money(price)}. The sales tax is ${pct}%. What is the total cost with tax?`
          : kind === 'tip'
            ? `A meal costs ${money(price)}. You leave a ${pct}% tip. What is the total, including the tip?`
            : `A store buys a ${item} for ${money(price)} and marks the price up by ${pct}%. What is the selling price?`;
    return bodyLoose(
      text,
      A.money(ans),
      w.es
        ? [`Primero encuentra el ${pct}% de ${money(price)}.`, `El ${pct}% de ${fmtDec(price)} = ${fmtDec(price)} × ${fmtDec(rat(pct, 100))} = ${money(change)}.`, `${up ? 'Súmale' : 'Réstale'} ${money(change)} a ${money(price)}.`]
        : [`Find ${pct}% of ${money(price)} first.`, `${pct}% of ${fmtDec(price)} = ${fmtDec(price)} × ${fmtDec(rat(pct, 100))} = ${money(change)}.`, `${up ? 'Add' : 'Subtract'} ${money(change)} ${up ? 'to' : 'from'} ${money(price)}.`],
      [w.t(`${pct}% of ${money(price)} = ${money(change)}.`, `El ${pct}% de ${money(price)} = ${money(change)}.`), `${money(price)} ${up ? '+' : '−'} ${money(change)} = ${money(ans)}.`, `${w.t('Check', 'Comprueba')}: ${money(price)} × ${fmtDec(rat(up ? 100 + pct : 100 - pct, 100))} = ${money(ans)}.`],
      [
        mis(m2(change), 'change-only', w.es
          ? `Eso es ${kind === 'off' ? 'el descuento' : kind === 'markup' ? 'el aumento' : kind === 'tax' ? 'el impuesto' : 'la propina'}, no ${up ? 'el total' : 'el precio de oferta'}.`
          : `That is the ${kind === 'off' ? 'discount' : kind === 'markup' ? 'markup' : kind}, not the ${up ? 'total' : 'sale price'}.`),
        mis(m2(up ? price.sub(change) : price.add(change)), 'wrong-direction', up ? w.t('Tax, tips and markups are added.', 'Los impuestos, las propinas y los aumentos de precio se suman.') : w.t('A discount is subtracted.', 'Un descuento se resta.')),
      ],
    );
  },
};
