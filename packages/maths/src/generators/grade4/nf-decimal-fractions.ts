import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { decAnswer, fracAnswer, intAnswer } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { decPlain } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, piecesEs, type Words } from '../../language/index.js';
import { calcQuestion, someone } from '../shared/wording.js';

export const nfDecimalFractions: SkillGenerator = {
  skillId: 'g4.nf.decimal-fractions',
  grade: 4,
  domain: 'nf',
  ccss: ['4.NF.C.5', '4.NF.C.6'],
  topic: 'Decimals',
  subtopic: 'Tenths & hundredths',
  prereqs: ['g4.nf.equivalent-fractions'],
  estTimeSec: times(15, 60),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    const who = someone(rng, w);
    if (difficulty === 1 || difficulty === 2) {
      const den = difficulty === 1 ? 10 : 100;
      let a = difficulty === 1 ? rng.int(1, 39) : rng.bool(0.3) ? rng.int(1, 9) : rng.int(11, 99);
      if (a % 10 === 0) a += 1;
      const v = rat(a, den);
      const answer = decAnswer(v);
      return {
        question: {
          text: rng.pick(w.t([
            `Write ${a}/${den} as a decimal.`,
            `What is ${a}/${den} written as a decimal?`,
            `Change ${a}/${den} into a decimal.`,
            `A ribbon is ${a}/${den} m long. Write its length as a decimal.`,
            `${who} ran ${a}/${den} of a mile. Write that distance as a decimal.`,
          ], [
            `Escribe ${a}/${den} como decimal.`,
            `¿Cómo se escribe ${a}/${den} como decimal?`,
            `Convierte ${a}/${den} en un decimal.`,
            `Un listón mide ${a}/${den} m de largo. Escribe su largo como decimal.`,
            `${who} corrió ${a}/${den} de milla. Escribe esa distancia como decimal.`,
          ])),
        },
        answer,
        hints: hints(
          w.t(`${den === 10 ? 'Tenths use one place' : 'Hundredths use two places'} after the decimal point.`, `${den === 10 ? 'Los décimos usan un lugar' : 'Los centésimos usan dos lugares'} después del punto decimal.`),
          w.t(`${a}/${den} means ${a} ${den === 10 ? 'tenths' : 'hundredths'}.`, `${a}/${den} quiere decir ${a} ${piecesEs(den, a !== 1)}.`),
          den === 100 && a < 10 ? w.t(`${a} hundredths: the tenths digit is 0.`, `${a} ${piecesEs(100, a !== 1)}: el dígito de los décimos es 0.`) : w.t(`Write the ${den === 10 ? 'tenths' : 'hundredths'} digit in the last place after the point.`, `Escribe el dígito de los ${piecesEs(den)} en el último lugar después del punto.`),
        ),
        explanation: [
          w.t(`${a}/${den} is ${a} ${den === 10 ? 'tenths' : 'hundredths'}.`, `${a}/${den} es ${a} ${piecesEs(den, a !== 1)}.`),
          `${a}/${den} = ${answer.canonical}.`,
          w.t(`Check: ${answer.canonical} is read "${a} ${den === 10 ? 'tenths' : 'hundredths'}"${a >= den / 10 && den === 10 ? '' : ''}.`, `Comprueba: ${answer.canonical} se lee "${a} ${piecesEs(den, a !== 1)}".`),
        ],
        misconceptions: misconceptions(answer, [
          [den === 100 && a < 10 ? `0.${a}` : null, 'place-confusion', w.t(`0.${a} is ${a} tenths. ${a} hundredths needs a 0 in the tenths place.`, `0.${a} es ${a} ${piecesEs(10, a !== 1)}. ${a} ${piecesEs(100, a !== 1)} necesita un 0 en el lugar de los décimos.`)],
          [den === 10 ? decPlain(rat(a, 100)) : null, 'tenths-as-hundredths', w.t(`${a}/10 is tenths: one place after the point.`, `${a}/10 son décimos: un lugar después del punto.`)],
          [den === 100 && a >= 10 ? decPlain(rat(a, 10)) : null, 'hundredths-as-tenths', w.t(`${a}/100 is hundredths: two places after the point.`, `${a}/100 son centésimos: dos lugares después del punto.`)],
        ]),
      };
    }
    if (difficulty === 3) {
      const hund = rng.bool();
      let a = hund ? rng.int(1, 99) : rng.int(1, 9);
      if (hund && a % 10 === 0) a += 1;
      const den = hund ? 100 : 10;
      const shown = hund ? `0.${String(a).padStart(2, '0')}` : `0.${a}`;
      const answer = fracAnswer(rat(a, den), 'optional', `${a}/${den}`);
      return {
        question: {
          text: rng.pick(w.t([
            `Write ${shown} as a fraction.`,
            `What fraction is the same as ${shown}?`,
            `Change ${shown} into a fraction.`,
            `A bottle holds ${shown} L of juice. Write that amount as a fraction of a liter.`,
            `${who} walked ${shown} of a mile. Write ${shown} as a fraction.`,
          ], [
            `Escribe ${shown} como fracción.`,
            `¿Qué fracción es igual a ${shown}?`,
            `Convierte ${shown} en una fracción.`,
            `Una botella tiene ${shown} L de jugo. Escribe esa cantidad como fracción de un litro.`,
            `${who} caminó ${shown} de milla. Escribe ${shown} como fracción.`,
          ])),
        },
        answer,
        hints: hints(
          w.t('The last decimal place tells you the denominator: tenths or hundredths.', 'El último lugar decimal te dice el denominador: décimos o centésimos.'),
          w.t(`${shown} has ${hund ? 'two places: hundredths' : 'one place: tenths'}.`, `${shown} tiene ${hund ? 'dos lugares: centésimos' : 'un lugar: décimos'}.`),
          w.t(`How many ${hund ? 'hundredths' : 'tenths'} is ${shown}? Write that number over ${den}.`, `¿Cuántos ${hund ? 'centésimos' : 'décimos'} es ${shown}? Escribe ese número sobre ${den}.`),
        ),
        explanation: [w.t(`${shown} = ${a} ${hund ? 'hundredths' : 'tenths'}.`, `${shown} = ${a} ${piecesEs(den, a !== 1)}.`), `${shown} = ${a}/${den}.`, w.t(`Check: ${a} ÷ ${den} = ${shown}.`, `Comprueba: ${a} ÷ ${den} = ${shown}.`)],
        misconceptions: misconceptions(answer, [
          [`${a}/${hund ? 10 : 100}`, 'wrong-denominator', w.t(`${shown} is ${hund ? 'hundredths' : 'tenths'}, so the denominator is ${den}.`, `${shown} son ${hund ? 'centésimos' : 'décimos'}, así que el denominador es ${den}.`)],
          [hund && a < 10 ? `${a}/10` : null, 'ignored-zero', w.t(`The 0 in the tenths place matters: ${shown} is ${a} hundredths.`, `El 0 en el lugar de los décimos importa: ${shown} es ${a} ${piecesEs(100, a !== 1)}.`)],
        ]),
      };
    }
    if (difficulty === 4) {
      // Tenths as hundredths or back, the missing number in a drawn box (docs/product/web.md, missing numbers); at least 25 problems.
      const a = rng.int(1, 19);
      if (rng.bool()) {
        const answer = intAnswer(a * 10);
        return {
          question: {
            text: rng.pick(w.t([
              `${a}/10 = ☐/100. What number goes in the box?`,
              `Fill in the box: ${a}/10 = ☐/100.`,
              `What number makes this true? ${a}/10 = ☐/100`,
              `${who} writes ${a}/10 = ☐/100. What number goes in the box?`,
              `${a} tenths is the same as how many hundredths? ${a}/10 = ☐/100`,
            ], [
            `${a}/10 = ☐/100. ¿Qué número va en el cuadro?`,
            `Completa el cuadro: ${a}/10 = ☐/100.`,
            `¿Qué número hace que esto sea cierto? ${a}/10 = ☐/100`,
            `${who} escribe ${a}/10 = ☐/100. ¿Qué número va en el cuadro?`,
            `¿${a} ${piecesEs(10, a !== 1)} son cuántos centésimos? ${a}/10 = ☐/100`,
          ])),
          },
          answer,
          // The hints and steps say "ten" in words: "1 tenth is 10 hundredths" would state the answer for 1/10.
          hints: hints(w.t('One tenth is the same as ten hundredths.', 'Un décimo es lo mismo que diez centésimos.'), w.t('The denominator goes from 10 to 100, ten times as big: do the same to the numerator.', 'El denominador pasa de 10 a 100, diez veces más grande: haz lo mismo con el numerador.'), w.t(`${a} tenths = ${a} × 10 hundredths.`, `${a} ${piecesEs(10, a !== 1)} = ${a} × 10 centésimos.`)),
          explanation: [w.t(`Each tenth is ten hundredths, so the numerator is multiplied by ten too.`, `Cada décimo son diez centésimos, así que el numerador también se multiplica por diez.`), w.t(`Numerator: ${a} × 10 = ${a * 10}.`, `Numerador: ${a} × 10 = ${a * 10}.`), w.t(`Check: ${a * 10}/100 = ${a}/10 because ${a * 10} ÷ 10 = ${a}.`, `Comprueba: ${a * 10}/100 = ${a}/10 porque ${a * 10} ÷ 10 = ${a}.`)],
          misconceptions: misconceptions(answer, [
            [a, 'same-numerator', w.t(`${a}/100 is much smaller than ${a}/10. Multiply the top by 10 as well.`, `${a}/100 es mucho más pequeño que ${a}/10. Multiplica también el numerador por 10.`)],
            [a + 90, 'additive', w.t('Adding 90 to the top and to the bottom does not keep fractions equal. Multiply both by 10.', 'Sumar 90 al numerador y al denominador no mantiene iguales las fracciones. Multiplica los dos por 10.')],
          ]),
        };
      }
      const answer = intAnswer(a);
      return {
        question: {
          text: rng.pick(w.t([
            `${a * 10}/100 = ☐/10. What number goes in the box?`,
            `Fill in the box: ${a * 10}/100 = ☐/10.`,
            `What number makes this true? ${a * 10}/100 = ☐/10`,
            `${who} writes ${a * 10}/100 = ☐/10. What number goes in the box?`,
            `${a * 10} hundredths is the same as how many tenths? ${a * 10}/100 = ☐/10`,
          ], [
            `${a * 10}/100 = ☐/10. ¿Qué número va en el cuadro?`,
            `Completa el cuadro: ${a * 10}/100 = ☐/10.`,
            `¿Qué número hace que esto sea cierto? ${a * 10}/100 = ☐/10`,
            `${who} escribe ${a * 10}/100 = ☐/10. ¿Qué número va en el cuadro?`,
            `¿${a * 10} centésimos son cuántos décimos? ${a * 10}/100 = ☐/10`,
          ])),
        },
        answer,
        hints: hints(w.t('Ten hundredths make one tenth.', 'Diez centésimos forman un décimo.'), w.t('The denominator goes from 100 to 10, ten times smaller: do the same to the numerator.', 'El denominador pasa de 100 a 10, diez veces más pequeño: haz lo mismo con el numerador.'), w.t(`${a * 10} hundredths = ${a * 10} ÷ 10 tenths.`, `${a * 10} centésimos = ${a * 10} ÷ 10 décimos.`)),
        explanation: [w.t(`Every ten hundredths make one tenth, so the numerator is divided by ten too.`, `Cada diez centésimos forman un décimo, así que el numerador también se divide entre diez.`), w.t(`Numerator: ${a * 10} ÷ 10 = ${a}.`, `Numerador: ${a * 10} ÷ 10 = ${a}.`), w.t(`Check: ${a}/10 = ${a * 10}/100 because ${a} × 10 = ${a * 10}.`, `Comprueba: ${a}/10 = ${a * 10}/100 porque ${a} × 10 = ${a * 10}.`)],
        misconceptions: misconceptions(answer, [
          [a * 10, 'same-numerator', w.t(`${a * 10}/10 is much bigger than ${a * 10}/100. Divide the top by 10 as well.`, `${a * 10}/10 es mucho más grande que ${a * 10}/100. Divide también el numerador entre 10.`)],
          [a * 10 - 90 > 0 ? a * 10 - 90 : null, 'additive', w.t('Subtracting 90 from the top and the bottom does not keep fractions equal. Divide both by 10.', 'Restar 90 al numerador y al denominador no mantiene iguales las fracciones. Divide los dos entre 10.')],
        ]),
      };
    }
    const t = rng.int(1, 8);
    let h = rng.int(11, 99 - t * 10);
    if (h % 10 === 0) h += 1;
    const total = t * 10 + h;
    const answer = decAnswer(rat(total, 100));
    return {
      question: { text: calcQuestion(rng, `${t}/10 + ${h}/100`, w.t('Write your answer as a decimal.', 'Escribe tu respuesta como decimal.'), w) },
      answer,
      hints: hints(w.t('Rename the tenths as hundredths.', 'Convierte los décimos en centésimos.'), `${t}/10 = ${t * 10}/100.`, w.t(`${t * 10}/100 + ${h}/100 = ?/100 — hundredths use two places after the point.`, `${t * 10}/100 + ${h}/100 = ?/100; los centésimos usan dos lugares después del punto.`)),
      explanation: [`${t}/10 = ${t * 10}/100.`, w.t(`Hundredths: ${t * 10} + ${h} = ${total}.`, `Centésimos: ${t * 10} + ${h} = ${total}.`), `${total}/100 = ${answer.canonical}.`, w.t(`Check: 0.${t} + ${decPlain(rat(h, 100))} = ${answer.canonical}.`, `Comprueba: 0.${t} + ${decPlain(rat(h, 100))} = ${answer.canonical}.`)],
      misconceptions: misconceptions(answer, [
        [`${t + h}/110`, 'added-tops-and-bottoms', w.t('Fractions need the same denominator before you add; never add the denominators.', 'Las fracciones necesitan el mismo denominador antes de sumarlas; nunca sumes los denominadores.')],
        [decPlain(rat(t + h, 100)), 'added-numerators', w.t(`${t}/10 is ${t * 10} hundredths, not ${t} hundredths.`, `${t}/10 son ${t * 10} centésimos, no ${t} ${piecesEs(100, t !== 1)}.`)],
        [`0.${t}${h}`, 'wrote-side-by-side', w.t('Writing the numbers side by side does not add them. Rename the tenths as hundredths, then add.', 'Escribir los números uno junto al otro no los suma. Convierte los décimos en centésimos y luego suma.')],
      ]),
    };
  },
};
