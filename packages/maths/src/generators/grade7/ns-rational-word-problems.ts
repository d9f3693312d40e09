import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { paren } from '../shared/expressions.js';
import { fmtDecOrMixed, fmtFrac, fmtMoney, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

export const nsRationalWordProblems: SkillGenerator = {
  skillId: 'g7.ns.rational-word-problems',
  grade: 7,
  domain: 'ns',
  ccss: ['7.NS.A.3'],
  topic: 'Negative numbers',
  subtopic: 'Real-world problems with rational numbers',
  prereqs: ['g7.ns.multiply-divide-rationals'],
  estTimeSec: times(30, 120),
  version: '1.1.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    // Stories are drawn after the numbers (docs/maths/curriculum.md, "Variety").
    const who = someone(rng, w);
    if (d === 1) {
      const t = -rng.int(2, 15);
      const rise = rng.int(3, 20);
      const ans = t + rise;
      return bodyLoose(
        rng.pick(w.es ? [
          `En la mañana hace ${fmtDecOrMixed(R(t))}°F. La temperatura sube ${rise}°F. ¿Cuál es la nueva temperatura, en °F?`,
          `Al amanecer un termómetro marca ${fmtDecOrMixed(R(t))}°F. A la hora del almuerzo hace ${rise}°F más. ¿Qué marca a la hora del almuerzo, en °F?`,
          `${who} mira el termómetro: ${fmtDecOrMixed(R(t))}°F. Más tarde la temperatura sube ${rise}°F. ¿Cuál es la temperatura ahora, en °F?`,
          `Un congelador está a ${fmtDecOrMixed(R(t))}°F. Alguien deja la puerta abierta y se calienta ${rise}°F. ¿Cuál es su temperatura ahora, en °F?`,
          `Una noche de invierno hacía ${fmtDecOrMixed(R(t))}°F. A la mañana siguiente hacía ${rise}°F más. ¿Cuál era la temperatura en la mañana, en °F?`,
        ] : [
          `It is ${fmtDecOrMixed(R(t))}°F in the morning. The temperature rises ${rise}°F. What is the new temperature, in °F?`,
          `At dawn a thermometer reads ${fmtDecOrMixed(R(t))}°F. By lunch it is ${rise}°F warmer. What does it read at lunch, in °F?`,
          `${who} checks the thermometer: ${fmtDecOrMixed(R(t))}°F. Later the temperature goes up ${rise}°F. What is the temperature now, in °F?`,
          `A freezer is at ${fmtDecOrMixed(R(t))}°F. Its door is left open and it warms up by ${rise}°F. What is its temperature now, in °F?`,
          `On a winter night it was ${fmtDecOrMixed(R(t))}°F. The next morning it was ${rise}°F warmer. What was the morning temperature, in °F?`,
        ]),
        A.number(R(ans)),
        [w.t('Rising means adding.', 'Subir quiere decir sumar.'), `${fmtDecOrMixed(R(t))} + ${rise}.`, w.t(`Start at ${fmtDecOrMixed(R(t))} on a number line and move ${rise} to the right.`, `Empieza en ${fmtDecOrMixed(R(t))} en una recta numérica y muévete ${rise} a la derecha.`)],
        [`${fmtDecOrMixed(R(t))} + ${rise} = ${fmtDecOrMixed(R(ans))}.`, `${w.t('Check', 'Comprueba')}: ${fmtDecOrMixed(R(ans))} − ${rise} = ${fmtDecOrMixed(R(t))}.`],
        [mis(String(t - rise), 'added-sizes-kept-sign', w.t('Rising moves up (right) on the number line.', 'Subir es moverse hacia arriba (a la derecha) en la recta numérica.')), mis(String(-ans), 'sign-flipped', w.t(`Check the sign: is ${Math.abs(t)} bigger than ${rise}?`, `Revisa el signo: ¿${Math.abs(t)} es mayor que ${rise}?`))],
      );
    }
    if (d === 2) {
      const hi = rng.int(1, 20);
      const lo = -rng.int(2, 25);
      const diff = hi - lo;
      return bodyLoose(
        rng.pick(w.es ? [
          `Al mediodía la temperatura era de ${hi}°F. A la medianoche era de ${fmtDecOrMixed(R(lo))}°F. ¿Cuántos grados bajó la temperatura?`,
          `En un pueblo de la montaña hacía ${hi}°F en la tarde y ${fmtDecOrMixed(R(lo))}°F en la noche. ¿Cuántos grados bajó la temperatura?`,
          `${who} vio ${hi}°F en el termómetro a la hora del almuerzo y ${fmtDecOrMixed(R(lo))}°F antes de dormir. ¿Cuántos grados bajó?`,
          `La máxima del día fue ${hi}°F y la mínima fue ${fmtDecOrMixed(R(lo))}°F. ¿Cuántos grados está la máxima por encima de la mínima?`,
          `Un globo meteorológico marca ${hi}°F cerca del suelo y ${fmtDecOrMixed(R(lo))}°F muy alto en el cielo. ¿Cuántos grados más frío hace allá arriba?`,
        ] : [
          `At noon the temperature was ${hi}°F. At midnight it was ${fmtDecOrMixed(R(lo))}°F. How many degrees did the temperature drop?`,
          `A mountain town was ${hi}°F in the afternoon and ${fmtDecOrMixed(R(lo))}°F at night. How many degrees did the temperature drop?`,
          `${who} saw ${hi}°F on the thermometer at lunch and ${fmtDecOrMixed(R(lo))}°F before bed. By how many degrees did it fall?`,
          `The high for the day was ${hi}°F and the low was ${fmtDecOrMixed(R(lo))}°F. How many degrees is the high above the low?`,
          `A weather balloon reads ${hi}°F near the ground and ${fmtDecOrMixed(R(lo))}°F high in the sky. How many degrees colder is it up high?`,
        ]),
        A.number(R(diff)),
        [w.t('The drop is the difference: higher − lower.', 'Lo que bajó es la diferencia: la más alta − la más baja.'), `${hi} − ${paren(fmtDecOrMixed(R(lo)))}.`, w.t(`Subtracting a negative is adding: ${hi} + ${Math.abs(lo)}.`, `Restar un negativo es sumar: ${hi} + ${Math.abs(lo)}.`)],
        [`${hi} − ${paren(fmtDecOrMixed(R(lo)))} = ${hi} + ${Math.abs(lo)} = ${diff}.`, `${w.t('Check', 'Comprueba')}: ${hi} − ${diff} = ${fmtDecOrMixed(R(lo))}.`],
        [mis(String(hi + lo), 'subtracted-sizes', w.t('The temperature went below zero, so add the distances above and below zero.', 'La temperatura bajó de cero, así que suma las distancias por encima y por debajo de cero.')), mis(String(-diff), 'negative-drop', w.t('A drop of a number of degrees is given as a positive amount.', 'Cuántos grados bajó se da como una cantidad positiva.'))],
      );
    }
    if (d === 3) {
      const bal = rat(rng.int(1000, 8000), 100);
      const spend = rat(rng.int(1000, 9000), 100).add(bal);
      const ans = bal.sub(spend);
      return bodyLoose(
        `${rng.pick(w.es ? [
          `Jorge tiene ${fmtMoney(bal)} en una cuenta de banco y paga con ella una compra de ${fmtMoney(spend)}. ¿Cuál es el nuevo saldo, en dólares?`,
          `${who} tiene ${fmtMoney(bal)} en una cuenta de banco y compra una bicicleta de ${fmtMoney(spend)} con tarjeta de débito. ¿Cuál es el nuevo saldo, en dólares?`,
          `La cuenta del club de una escuela tiene ${fmtMoney(bal)}. El club paga con ella una cuenta de ${fmtMoney(spend)}. ¿Cuál es el saldo ahora, en dólares?`,
          `El saldo de la cuenta de ${who} es ${fmtMoney(bal)}. De ahí sale un pago de ${fmtMoney(spend)}. ¿Cuál es el nuevo saldo, en dólares?`,
          `La cuenta de una familia tiene ${fmtMoney(bal)}. Con ella pagan una reparación de ${fmtMoney(spend)}. ¿Cuál es el saldo ahora, en dólares?`,
        ] : [
          `Jordan has ${fmtMoney(bal)} in a bank account and pays for a ${fmtMoney(spend)} purchase with it. What is the new balance, in dollars?`,
          `${who} has ${fmtMoney(bal)} in a bank account and buys a bike for ${fmtMoney(spend)} with a debit card. What is the new balance, in dollars?`,
          `A school club's account holds ${fmtMoney(bal)}. The club pays a ${fmtMoney(spend)} bill from it. What is the balance now, in dollars?`,
          `${who}'s account balance is ${fmtMoney(bal)}. A payment of ${fmtMoney(spend)} comes out of it. What is the new balance, in dollars?`,
          `A family's account has ${fmtMoney(bal)} in it. They pay a ${fmtMoney(spend)} repair bill from it. What is the balance now, in dollars?`,
        ])} ${w.t('(A negative balance is money owed.)', '(Un saldo negativo es dinero que se debe).')}`,
        A.number(ans),
        w.es
          ? ['Pagar saca dinero: resta.', `${fmtDecOrMixed(bal)} − ${fmtDecOrMixed(spend)}.`, `La compra es mayor que el saldo, así que la respuesta es negativa: ${fmtDecOrMixed(spend)} − ${fmtDecOrMixed(bal)} con signo de menos.`]
          : ['Paying takes money out: subtract.', `${fmtDecOrMixed(bal)} − ${fmtDecOrMixed(spend)}.`, `The purchase is bigger than the balance, so the answer is negative: ${fmtDecOrMixed(spend)} − ${fmtDecOrMixed(bal)} with a minus sign.`],
        [`${fmtDecOrMixed(bal)} − ${fmtDecOrMixed(spend)} = ${fmtDecOrMixed(ans)}.`, `${w.t('Check', 'Comprueba')}: ${fmtDecOrMixed(ans)} + ${fmtDecOrMixed(spend)} = ${fmtDecOrMixed(bal)}.`],
        [mis(val(ans.neg()), 'sign-dropped', w.t('The payment is more than the balance: money is owed, so the balance is negative.', 'El pago es mayor que el saldo: se debe dinero, así que el saldo es negativo.')), mis(val(bal.add(spend)), 'added', w.t('Paying removes money, so subtract.', 'Pagar quita dinero, así que resta.'))],
      );
    }
    if (d === 4) {
      const hours = rng.int(3, 8);
      const rate = rat(-rng.int(3, 12), 2);
      const change = rate.mul(hours);
      const start = rng.int(5, 30);
      const end = change.add(start);
      return bodyLoose(
        rng.pick(w.es ? [
          `La temperatura era de ${start}°F a las 6 p.m. y de ${fmtDecOrMixed(end)}°F ${hours} horas después. Cambió lo mismo cada hora. ¿Cuánto cambió por hora, en °F?`,
          `A las 6 p.m. hacía ${start}°F. ${hours} horas después hacía ${fmtDecOrMixed(end)}°F. Si cambió lo mismo cada hora, ¿cuánto cambió por hora, en °F?`,
          `${who} anota ${start}°F al atardecer y ${fmtDecOrMixed(end)}°F ${hours} horas después. La temperatura cambió de forma constante. ¿Cuánto cambió cada hora, en °F?`,
          `Llega un frente frío: la temperatura pasa de ${start}°F a ${fmtDecOrMixed(end)}°F en ${hours} horas, y cambia lo mismo cada hora. ¿Cuánto cambia por hora, en °F?`,
          `El termómetro de una cabaña marcaba ${start}°F en la tarde y ${fmtDecOrMixed(end)}°F ${hours} horas después. Cambió lo mismo cada hora. ¿Cuánto cambió por hora, en °F?`,
        ] : [
          `The temperature was ${start}°F at 6 p.m. and ${fmtDecOrMixed(end)}°F ${hours} hours later. It changed by the same amount each hour. What was the change per hour, in °F?`,
          `At 6 p.m. it was ${start}°F. ${hours} hours later it was ${fmtDecOrMixed(end)}°F. If it changed by the same amount every hour, what was the change per hour, in °F?`,
          `${who} records ${start}°F at sunset and ${fmtDecOrMixed(end)}°F ${hours} hours later. The temperature changed steadily. What was the change each hour, in °F?`,
          `A cold front moves in: the temperature goes from ${start}°F to ${fmtDecOrMixed(end)}°F in ${hours} hours, changing the same amount each hour. What is the change per hour, in °F?`,
          `The thermometer on a cabin read ${start}°F in the evening and ${fmtDecOrMixed(end)}°F ${hours} hours later. It changed the same amount each hour. What was the change per hour, in °F?`,
        ]),
        A.number(rate),
        [w.t('Change per hour = total change ÷ number of hours.', 'Cambio por hora = cambio total ÷ número de horas.'), `${w.t('Total change', 'Cambio total')}: ${fmtDecOrMixed(end)} − ${start} = ${fmtDecOrMixed(change)}.`, w.t(`${fmtDecOrMixed(change)} ÷ ${hours}: a negative divided by a positive.`, `${fmtDecOrMixed(change)} ÷ ${hours}: un negativo entre un positivo.`)],
        [`${w.t('Total change', 'Cambio total')}: ${fmtDecOrMixed(end)} − ${start} = ${fmtDecOrMixed(change)}.`, `${w.t('Per hour', 'Por hora')}: ${fmtDecOrMixed(change)} ÷ ${hours} = ${fmtDecOrMixed(rate)}.`, `${w.t('Check', 'Comprueba')}: ${start} + ${hours} × ${paren(fmtDecOrMixed(rate))} = ${fmtDecOrMixed(end)}.`],
        [mis(val(rate.neg()), 'sign-dropped', w.t('The temperature went down, so the change is negative.', 'La temperatura bajó, así que el cambio es negativo.')), mis(val(end.div(hours)), 'used-end-value', w.t('Divide the change, not the final temperature.', 'Divide el cambio, no la temperatura final.'))],
      );
    }
    const depth = rat(-rng.int(8, 60) * 2, 2).add(rng.bool() ? rat(1, 2) : 0);
    const frac = rng.pick([rat(3, 4), rat(1, 2), rat(1, 4), rat(2, 5), rat(3, 5), rat(4, 5)]);
    const ans = depth.mul(Rational.ONE.sub(frac));
    return bodyLoose(
      rng.pick(w.es ? [
        `Una buzo está a una elevación de ${fmtDecOrMixed(depth)} m. Sube ${fmtFrac(frac)} del camino hacia la superficie. ¿Cuál es su nueva elevación, en metros?`,
        `${who} bucea a una elevación de ${fmtDecOrMixed(depth)} m y nada hacia arriba ${fmtFrac(frac)} del camino hacia la superficie. ¿Cuál es la nueva elevación de ${who}, en metros?`,
        `Un submarino está a una elevación de ${fmtDecOrMixed(depth)} m. Sube ${fmtFrac(frac)} del camino hacia la superficie. ¿Cuál es su nueva elevación, en metros?`,
        `Una tortuga marina está a una elevación de ${fmtDecOrMixed(depth)} m. Nada hacia arriba ${fmtFrac(frac)} de la distancia a la superficie. ¿Cuál es su nueva elevación, en metros?`,
        `Una sonda robot cuelga a una elevación de ${fmtDecOrMixed(depth)} m en un lago. La jalan hacia arriba ${fmtFrac(frac)} del camino hacia la superficie. ¿Cuál es su elevación ahora, en metros?`,
      ] : [
        `A diver is at an elevation of ${fmtDecOrMixed(depth)} m. The diver rises ${fmtFrac(frac)} of the way to the surface. What is the diver's new elevation, in meters?`,
        `${who} is diving at an elevation of ${fmtDecOrMixed(depth)} m and swims up ${fmtFrac(frac)} of the way to the surface. What is ${who}'s new elevation, in meters?`,
        `A submarine is at an elevation of ${fmtDecOrMixed(depth)} m. It rises ${fmtFrac(frac)} of the way to the surface. What is its new elevation, in meters?`,
        `A sea turtle is at an elevation of ${fmtDecOrMixed(depth)} m. It swims up ${fmtFrac(frac)} of the distance to the surface. What is its new elevation, in meters?`,
        `A robot probe hangs at an elevation of ${fmtDecOrMixed(depth)} m in a lake. It is pulled up ${fmtFrac(frac)} of the way to the surface. What is its elevation now, in meters?`,
      ]),
      A.number(ans),
      w.es
        ? [`Subir ${fmtFrac(frac)} del camino deja ${fmtFrac(Rational.ONE.sub(frac))} de la distancia por recorrer.`, `${fmtFrac(Rational.ONE.sub(frac))} de ${fmtDecOrMixed(depth.abs())} m = ${fmtDecOrMixed(ans.abs())} m.`, 'Todavía está debajo de la superficie, así que piensa en el signo.']
        : [`Rising ${fmtFrac(frac)} of the way leaves ${fmtFrac(Rational.ONE.sub(frac))} of the distance still to go.`, `${fmtFrac(Rational.ONE.sub(frac))} of ${fmtDecOrMixed(depth.abs())} m = ${fmtDecOrMixed(ans.abs())} m.`, 'It is still below the surface, so think about the sign.'],
      w.es
        ? [`Distancia a la superficie: ${fmtDecOrMixed(depth.abs())} m.`, `Todavía abajo: ${fmtFrac(Rational.ONE.sub(frac))} × ${fmtDecOrMixed(depth.abs())} = ${fmtDecOrMixed(ans.abs())} m.`, `Elevación: ${fmtDecOrMixed(ans)} m.`, `Comprueba: subió ${fmtDecOrMixed(depth.abs().mul(frac))} m, y ${fmtDecOrMixed(depth)} + ${fmtDecOrMixed(depth.abs().mul(frac))} = ${fmtDecOrMixed(ans)}.`]
        : [`Distance to the surface: ${fmtDecOrMixed(depth.abs())} m.`, `Still below: ${fmtFrac(Rational.ONE.sub(frac))} × ${fmtDecOrMixed(depth.abs())} = ${fmtDecOrMixed(ans.abs())} m.`, `Elevation: ${fmtDecOrMixed(ans)} m.`, `Check: the rise is ${fmtDecOrMixed(depth.abs().mul(frac))} m, and ${fmtDecOrMixed(depth)} + ${fmtDecOrMixed(depth.abs().mul(frac))} = ${fmtDecOrMixed(ans)}.`],
      [mis(val(depth.mul(frac)), 'used-risen-part', w.t(`${fmtFrac(frac)} is the part risen, not the part still below.`, `${fmtFrac(frac)} es la parte que subió, no la parte que sigue abajo.`)), mis(val(ans.neg()), 'sign-dropped', w.t('It is still below the surface, so the elevation is negative.', 'Todavía está debajo de la superficie, así que la elevación es negativa.'))],
    );
  },
};
