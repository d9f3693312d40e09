import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtDecOrMixed, fmtMoney, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

export const eeEquationWordProblems: SkillGenerator = {
  skillId: 'g7.ee.equation-word-problems',
  grade: 7,
  domain: 'ee',
  ccss: ['7.EE.B.3', '7.EE.B.4'],
  topic: 'Equations',
  subtopic: 'Word problems with equations',
  prereqs: ['g7.ee.two-step-equations'],
  estTimeSec: times(40, 180),
  version: '1.2.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    // Stories are drawn after the numbers (docs/maths/curriculum.md, "Variety").
    const who = someone(rng, w);
    if (d === 1) {
      const wd = rng.int(3, 20);
      const l = rng.int(wd + 1, wd + 20);
      const P = 2 * (l + wd);
      return bodyLoose(
        rng.pick(w.es ? [
          `El perímetro de un rectángulo es ${P} cm y su largo es ${l} cm. ¿Cuál es su ancho, en cm?`,
          `${who} dobla un alambre en forma de rectángulo con un perímetro de ${P} cm. El rectángulo mide ${l} cm de largo. ¿Cuánto mide de ancho, en cm?`,
          `Una foto rectangular tiene un perímetro de ${P} cm. Su largo es ${l} cm. ¿Cuál es su ancho, en cm?`,
          `Se necesitan ${P} cm de listón para darle una vuelta a una tarjeta rectangular. La tarjeta mide ${l} cm de largo. ¿Cuánto mide de ancho la tarjeta, en cm?`,
          `Un azulejo rectangular mide ${l} cm de largo y tiene un perímetro de ${P} cm. ¿Cuál es su ancho, en cm?`,
        ] : [
          `A rectangle's perimeter is ${P} cm and its length is ${l} cm. What is its width, in cm?`,
          `${who} bends a wire into a rectangle with a perimeter of ${P} cm. The rectangle is ${l} cm long. How wide is it, in cm?`,
          `A rectangular photo has a perimeter of ${P} cm. Its length is ${l} cm. What is its width, in cm?`,
          `It takes ${P} cm of ribbon to go once around a rectangular card. The card is ${l} cm long. How wide is the card, in cm?`,
          `A rectangular tile is ${l} cm long and has a perimeter of ${P} cm. What is its width, in cm?`,
        ]),
        A.number(R(wd), 'cm'),
        w.es
          ? ['Perímetro = 2 × largo + 2 × ancho.', `${P} = 2 × ${l} + 2a, así que 2a = ${P} − ${2 * l}.`, `2a = ${P - 2 * l}; divide entre 2.`]
          : ['Perimeter = 2 × length + 2 × width.', `${P} = 2 × ${l} + 2w, so 2w = ${P} − ${2 * l}.`, `2w = ${P - 2 * l}; divide by 2.`],
        w.es
          ? [`2 × ${l} + 2a = ${P}.`, `2a = ${P - 2 * l}.`, `a = ${wd} cm.`, `Comprueba: 2 × ${l} + 2 × ${wd} = ${P}.`]
          : [`2 × ${l} + 2w = ${P}.`, `2w = ${P - 2 * l}.`, `w = ${wd} cm.`, `Check: 2 × ${l} + 2 × ${wd} = ${P}.`],
        [mis(String(P - l), 'subtracted-one-length', w.t('The perimeter has two lengths and two widths.', 'El perímetro tiene dos largos y dos anchos.')), mis(String(P / 2 + l), 'added', w.t('Subtract the lengths from the perimeter.', 'Resta los largos del perímetro.'))],
      );
    }
    if (d === 2) {
      const each = rat(rng.int(125, 899), 100);
      const n = rng.int(3, 9);
      const fee = rat(rng.int(2, 12) * 25, 100);
      const total = each.mul(n).add(fee);
      return bodyLoose(
        (() => {
          const [one, many] = rng.pick(w.t<readonly (readonly [string, string])[]>(
            [['notebook', 'notebooks'], ['T-shirt', 'T-shirts'], ['book', 'books'], ['pack of pens', 'packs of pens'], ['plant', 'plants']],
            [['cuaderno', 'cuadernos'], ['camiseta', 'camisetas'], ['libro', 'libros'], ['paquete de plumas', 'paquetes de plumas'], ['planta', 'plantas']],
          ));
          if (w.es) return `${who} compró ${n} ${many} en línea y pagó ${fmtMoney(fee)} de envío. El total fue ${fmtMoney(total)}. ¿Cuánto costó cada ${one}, en dólares?`;
          return `${who} bought ${n} ${many} online and paid a ${fmtMoney(fee)} delivery fee. The total was ${fmtMoney(total)}. How much did each ${one} cost, in dollars?`;
        })(),
        A.money(each),
        w.es
          ? [`Escribe la ecuación ${n}c + ${fmtDecOrMixed(fee)} = ${fmtDecOrMixed(total)}.`, `Resta el envío: ${n}c = ${fmtDecOrMixed(total.sub(fee))}.`, `Divide entre ${n}.`]
          : [`Write the equation ${n}c + ${fmtDecOrMixed(fee)} = ${fmtDecOrMixed(total)}.`, `Subtract the fee: ${n}c = ${fmtDecOrMixed(total.sub(fee))}.`, `Divide by ${n}.`],
        [`${n}c + ${fmtDecOrMixed(fee)} = ${fmtDecOrMixed(total)}.`, `${n}c = ${fmtDecOrMixed(total.sub(fee))}.`, `c = ${fmtMoney(each)}.`, `${w.t('Check', 'Comprueba')}: ${n} × ${fmtMoney(each)} + ${fmtMoney(fee)} = ${fmtMoney(total)}.`],
        [mis(val(total.div(n).round(2), 'dec'), 'ignored-fee', w.t('Take away the delivery fee before sharing the cost.', 'Quita el costo de envío antes de repartir el costo.')), mis(val(total.add(fee).div(n).round(2), 'dec'), 'added-fee', w.t('Subtract the fee; do not add it.', 'Resta el envío; no lo sumes.'))],
      );
    }
    if (d === 3) {
      const kids = rng.int(3, 8);
      const ticket = rng.int(6, 15);
      const extra = rng.int(2, 6);
      const total = kids * (ticket + extra);
      return bodyLoose(
        (() => {
          const [ticketName, extraName] = rng.pick(w.t<readonly (readonly [string, string])[]>(
            [['movie ticket', 'snack'], ['museum ticket', 'audio guide'], ['zoo ticket', 'map'], ['bowling game', 'pair of rental shoes'], ['concert ticket', 'poster']],
            [['boleto de cine', 'una bolsa de palomitas'], ['boleto del museo', 'una audioguía'], ['boleto del zoológico', 'un mapa'], ['juego de boliche', 'un par de zapatos rentados'], ['boleto del concierto', 'un póster']],
          ));
          if (w.es) return `${kids} amigos compran cada uno un ${ticketName} y ${extraName} de $${extra}. Gastan $${total} en total. Escribe p(x + q) = r y resuelve: ¿cuánto cuesta un ${ticketName}, en dólares?`;
          return `${kids} friends each buy a ${ticketName} and a $${extra} ${extraName}. They spend $${total} in all. Write p(x + q) = r and solve: how much is one ${ticketName}, in dollars?`;
        })(),
        A.number(R(ticket), 'usd'),
        w.es
          ? [`Cada amigo gasta x + ${extra} dólares, así que ${kids}(x + ${extra}) = ${total}.`, `Divide los dos lados entre ${kids}: x + ${extra} = ${total / kids}.`, `Resta ${extra}.`]
          : [`Each friend spends x + ${extra} dollars, so ${kids}(x + ${extra}) = ${total}.`, `Divide both sides by ${kids}: x + ${extra} = ${total / kids}.`, `Subtract ${extra}.`],
        [`${kids}(x + ${extra}) = ${total}.`, `x + ${extra} = ${total / kids}.`, `x = ${ticket}.`, `${w.t('Check', 'Comprueba')}: ${kids} × (${ticket} + ${extra}) = ${total}.`],
        [mis(String(total / kids), 'forgot-snack', w.t('That is what each friend spends in all; take away the extra item.', 'Eso es lo que gasta cada amigo en total; quita lo que cuesta lo extra.')), mis(String((total - extra) / kids), 'subtracted-once', w.t(`Every friend buys the extra item: divide by ${kids} first.`, `Cada amigo compra lo extra: primero divide entre ${kids}.`))].filter((m) => /^\d+(\.\d+)?$/.test(m.value)),
      );
    }
    if (d === 4) {
      const start = rng.int(-5, 20);
      const drop = rng.int(2, 6);
      const hours = rng.int(3, 9);
      const end = start - drop * hours;
      return bodyLoose(
        rng.pick(w.es ? [
          `La temperatura era de ${fmtDecOrMixed(R(start))}°F. Bajó lo mismo cada hora durante ${hours} horas y terminó en ${fmtDecOrMixed(R(end))}°F. ¿Cuántos grados bajó cada hora?`,
          `Al atardecer hacía ${fmtDecOrMixed(R(start))}°F. Durante ${hours} horas la temperatura bajó de forma constante hasta ${fmtDecOrMixed(R(end))}°F. ¿Cuántos grados bajó cada hora?`,
          `El termómetro de ${who} marcaba ${fmtDecOrMixed(R(start))}°F. Después de ${hours} horas de bajar lo mismo cada hora, marcaba ${fmtDecOrMixed(R(end))}°F. ¿Cuántos grados bajó cada hora?`,
          `Un congelador empieza a ${fmtDecOrMixed(R(start))}°F y se enfría lo mismo cada hora. Después de ${hours} horas está a ${fmtDecOrMixed(R(end))}°F. ¿Cuántos grados se enfría cada hora?`,
          `En una pista de esquí la temperatura bajó de ${fmtDecOrMixed(R(start))}°F a ${fmtDecOrMixed(R(end))}°F en ${hours} horas, bajando lo mismo cada hora. ¿Cuántos grados bajó cada hora?`,
        ] : [
          `The temperature was ${fmtDecOrMixed(R(start))}°F. It dropped the same amount each hour for ${hours} hours, ending at ${fmtDecOrMixed(R(end))}°F. How many degrees did it drop each hour?`,
          `At sunset it was ${fmtDecOrMixed(R(start))}°F. For ${hours} hours the temperature fell steadily, to ${fmtDecOrMixed(R(end))}°F. By how many degrees did it fall each hour?`,
          `${who}'s thermometer read ${fmtDecOrMixed(R(start))}°F. After ${hours} hours of falling by the same amount each hour, it read ${fmtDecOrMixed(R(end))}°F. How many degrees did it fall each hour?`,
          `A freezer starts at ${fmtDecOrMixed(R(start))}°F and cools by the same amount each hour. After ${hours} hours it is ${fmtDecOrMixed(R(end))}°F. How many degrees does it cool each hour?`,
          `On a ski hill the temperature went from ${fmtDecOrMixed(R(start))}°F down to ${fmtDecOrMixed(R(end))}°F over ${hours} hours, dropping equally each hour. How many degrees did it drop each hour?`,
        ]),
        A.number(R(drop)),
        [`${w.t('Write', 'Escribe')} ${fmtDecOrMixed(R(start))} − ${hours}d = ${fmtDecOrMixed(R(end))}.`, `${hours}d = ${fmtDecOrMixed(R(start))} − ${end < 0 ? `(${fmtDecOrMixed(R(end))})` : end} = ${start - end}.`, w.t(`Divide by ${hours}.`, `Divide entre ${hours}.`)],
        [`${fmtDecOrMixed(R(start))} − ${hours}d = ${fmtDecOrMixed(R(end))}.`, `${hours}d = ${start - end}.`, `d = ${drop}.`, `${w.t('Check', 'Comprueba')}: ${fmtDecOrMixed(R(start))} − ${hours} × ${drop} = ${fmtDecOrMixed(R(end))}.`],
        [mis(String(-drop), 'signed-answer', w.t('The question asks how many degrees it dropped, a positive amount.', 'La pregunta es cuántos grados bajó: una cantidad positiva.')), Number.isInteger((start + end) / hours) ? mis(String(Math.abs((start + end) / hours)), 'sign-error', w.t('Subtracting a negative temperature adds its size.', 'Restar una temperatura negativa suma su valor absoluto.')) : null],
      );
    }
    const ticket = rat(rng.int(4, 12) * 4 + rng.int(0, 3), 4);
    const snack = rat(rng.int(5, 16), 4);
    const lo = Math.ceil(ticket.add(snack.mul(3)).toNumber() / 5);
    const money = rng.int(lo, lo + 6) * 5;
    const left = R(money).sub(ticket);
    const exact = left.div(snack);
    const best = Number(exact.floor());
    const storiesEs: readonly (readonly [string, string, string, string])[] = [
      [`Tienes ${fmtMoney(R(money))}. Un boleto de cine cuesta ${fmtMoney(ticket)} y cada botana cuesta ${fmtMoney(snack)}.`, 'botana', 'botanas', 'el boleto'],
      [`${who} tiene ${fmtMoney(R(money))} en la feria. La entrada cuesta ${fmtMoney(ticket)} y cada juego mecánico cuesta ${fmtMoney(snack)}.`, 'juego mecánico', 'juegos mecánicos', 'la entrada'],
      [`Tienes ${fmtMoney(R(money))}. Un boleto del museo cuesta ${fmtMoney(ticket)} y las postales de la tienda de regalos cuestan ${fmtMoney(snack)} cada una.`, 'postal', 'postales', 'el boleto'],
      [`${who} lleva ${fmtMoney(R(money))} al zoológico. Un boleto cuesta ${fmtMoney(ticket)} y las bolsas de comida para animales cuestan ${fmtMoney(snack)} cada una.`, 'bolsa de comida', 'bolsas de comida', 'el boleto'],
      [`Tienes ${fmtMoney(R(money))}. El autobús al centro comercial cuesta ${fmtMoney(ticket)} y los cómics cuestan ${fmtMoney(snack)} cada uno.`, 'cómic', 'cómics', 'el pasaje del autobús'],
    ];
    const [story, item, items, entry] = w.es ? rng.pick(storiesEs) : rng.pick([
      [`You have ${fmtMoney(R(money))}. A movie ticket costs ${fmtMoney(ticket)} and snacks cost ${fmtMoney(snack)} each.`, 'snack', 'snacks', 'ticket'],
      [`${who} has ${fmtMoney(R(money))} at the fair. Entry costs ${fmtMoney(ticket)} and each ride costs ${fmtMoney(snack)}.`, 'ride', 'rides', 'entry'],
      [`You have ${fmtMoney(R(money))}. A museum ticket costs ${fmtMoney(ticket)} and postcards in the gift shop cost ${fmtMoney(snack)} each.`, 'postcard', 'postcards', 'ticket'],
      [`${who} takes ${fmtMoney(R(money))} to the zoo. A ticket costs ${fmtMoney(ticket)} and bags of animal feed cost ${fmtMoney(snack)} each.`, 'bag of feed', 'bags of feed', 'ticket'],
      [`You have ${fmtMoney(R(money))}. The bus to the mall costs ${fmtMoney(ticket)} and comic books cost ${fmtMoney(snack)} each.`, 'comic book', 'comic books', 'bus fare'],
    ] as const);
    if (w.es) {
      return bodyLoose(
        `${story} ¿Cuál es el mayor número de ${items} que ${story.startsWith('Tienes') ? 'puedes' : `${who} puede`} comprar?`,
        A.integer(best),
        [`Dinero que queda después de pagar ${entry}: ${money} − ${fmtDecOrMixed(ticket)}.`, `${fmtMoney(left)} ÷ ${fmtMoney(snack)} ≈ ${fmtDecOrMixed(exact.round(2))}.`, `No se puede comprar solo una parte de ${item === 'postal' || item.startsWith('bolsa') || item === 'botana' ? 'una' : 'un'} ${item}, y comprar otro más costaría demasiado.`],
        [`${fmtDecOrMixed(ticket)} + ${fmtDecOrMixed(snack)}s ≤ ${money}.`, `${fmtDecOrMixed(snack)}s ≤ ${fmtDecOrMixed(left)}, así que s ≤ ${fmtDecOrMixed(exact.round(2))}.`,
          `Mayor número entero de ${items}: ${best}.`, `Comprueba: ${best} ${items} cuestan ${fmtMoney(snack.mul(best))}; con ${entry} son ${fmtMoney(snack.mul(best).add(ticket))} ≤ ${fmtMoney(R(money))}.`],
        [exact.isInteger() ? null : mis(String(best + 1), 'rounded-up', `${best + 1} ${items} costarían más de lo que tienes.`), exact.isInteger() ? null : mis(fmtDecOrMixed(exact.round(2)), 'not-interpreted', `Necesitas un número entero de ${items}.`), mis(String(Number(R(money).div(snack).floor())), 'ignored-ticket', `Primero paga ${entry}.`)],
      );
    }
    return bodyLoose(
      `${story} What is the greatest number of ${items} ${story.startsWith('You') ? 'you' : who} can buy?`,
      A.integer(best),
      [`Money left after the ${entry}: ${money} − ${fmtDecOrMixed(ticket)}.`, `${fmtMoney(left)} ÷ ${fmtMoney(snack)} ≈ ${fmtDecOrMixed(exact.round(2))}.`, `You can't buy part of a ${item}, and one more would cost too much.`],
      [`${fmtDecOrMixed(ticket)} + ${fmtDecOrMixed(snack)}s ≤ ${money}.`, `${fmtDecOrMixed(snack)}s ≤ ${fmtDecOrMixed(left)}, so s ≤ ${fmtDecOrMixed(exact.round(2))}.`, // A label before the count: the tutor's step to fill in.
        `Greatest whole number of ${items}: ${best}.`, `Check: ${best} ${items} cost ${fmtMoney(snack.mul(best))}; with the ${entry} that is ${fmtMoney(snack.mul(best).add(ticket))} ≤ ${fmtMoney(R(money))}.`],
      [exact.isInteger() ? null : mis(String(best + 1), 'rounded-up', `${best + 1} ${items} would cost more than you have.`), exact.isInteger() ? null : mis(fmtDecOrMixed(exact.round(2)), 'not-interpreted', `You need a whole number of ${items}.`), mis(String(Number(R(money).div(snack).floor())), 'ignored-ticket', `Pay for the ${entry} first.`)],
    );
  },
};
void Rational;
