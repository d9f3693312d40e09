import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { fracAnswer, intAnswer } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { calcQuestion, someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

export const nfDivideUnitFractions: SkillGenerator = {
  skillId: 'g5.nf.divide-unit-fractions',
  grade: 5,
  domain: 'nf',
  ccss: ['5.NF.B.7'],
  topic: 'Fractions',
  subtopic: 'Divide with unit fractions',
  prereqs: ['g5.nf.fraction-as-division'],
  estTimeSec: times(20, 75),
  version: '1.1.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    const b = rng.int(2, difficulty === 5 ? 8 : 6);
    const n = difficulty === 5 ? rng.int(6, 12) : rng.int(2, 6);
    const unitByWhole = difficulty === 1 || difficulty === 3 || (difficulty === 5 && rng.bool(0.3));
    if (unitByWhole) {
      const answer = fracAnswer(rat(1, b * n), 'required', undefined, difficulty === 3 ? 'lb' : null);
      const who = someone(rng, w);
      const text =
        difficulty === 1
          ? calcQuestion(rng, `1/${b} ÷ ${n}`, '', w)
          : rng.pick(w.es ? [
              `${n} amigos se reparten en partes iguales 1/${b} de libra de mezcla de frutos secos. ¿Cuántas libras le tocan a cada amigo?`,
              `${who} divide 1/${b} de libra de plastilina en ${n} bolitas iguales. ¿Cuántas libras pesa cada bolita?`,
              `Se reparte 1/${b} de libra de alpiste en partes iguales entre ${n} comederos. ¿Cuántas libras van en cada comedero?`,
              `Una panadera divide 1/${b} de libra de mantequilla en partes iguales en ${n} tazones. ¿Cuántas libras de mantequilla hay en cada tazón?`,
              `${n} hámsteres se reparten en partes iguales 1/${b} de libra de semillas. ¿Cuántas libras le tocan a cada hámster?`,
            ] : [
              `${n} friends share 1/${b} pound of trail mix equally. How many pounds does each friend get?`,
              `${who} splits 1/${b} pound of clay into ${n} equal balls. How many pounds is each ball?`,
              `1/${b} pound of birdseed is shared equally among ${n} feeders. How many pounds go in each feeder?`,
              `A baker divides 1/${b} pound of butter equally into ${n} bowls. How many pounds of butter are in each bowl?`,
              `${n} hamsters share 1/${b} pound of seeds equally. How many pounds does each hamster get?`,
            ]);
      return {
        question: { text },
        answer,
        hints: hints(
          w.t(`Split 1/${b} into ${n} equal parts.`, `Divide 1/${b} en ${n} partes iguales.`),
          w.t(`Each whole would then be cut into ${b} × ${n} pieces.`, `Entonces cada entero quedaría cortado en ${b} × ${n} pedazos.`),
          `1/${b} ÷ ${n} = 1/(${b} × ${n}).`,
        ),
        explanation: [
          w.t(`Cutting each 1/${b} into ${n} equal parts makes ${b * n} parts in a whole.`, `Si cortas cada 1/${b} en ${n} partes iguales, el entero queda en ${b * n} partes.`),
          `${w.t('So', 'Entonces')} 1/${b} ÷ ${n} = 1/${b * n}.`,
          `${w.t('Check', 'Comprueba')}: ${n} × 1/${b * n} = ${n}/${b * n} = 1/${b}.`,
        ],
        misconceptions: misconceptions(answer, [
          [`${n}/${b}`, 'multiplied-instead', w.t(`Sharing makes each part smaller: divide, don't multiply.`, 'Al repartir, cada parte se hace más pequeña: divide, no multipliques.')],
          [`${b}/${n}`, 'flipped', w.t(`Each share is a piece of 1/${b}, so it must be smaller than 1/${b}.`, `Cada parte es un pedazo de 1/${b}, así que debe ser menor que 1/${b}.`)],
          [String(b * n), 'whole-number', w.t(`Each share is a small part of a pound: 1 out of ${b * n} equal parts.`, `Cada parte es un pedacito de una libra: 1 de ${b * n} partes iguales.`)],
        ]),
      };
    }
    const ans = n * b;
    const answer = intAnswer(ans);
    const who = someone(rng, w);
    const text =
      difficulty === 2
        ? calcQuestion(rng, `${n} ÷ 1/${b}`, '', w)
        : rng.pick(w.es ? [
            `¿Cuántas porciones de 1/${b} de taza hay en ${n} tazas de yogur?`,
            `${who} tiene ${n} tazas de arroz y una cuchara medidora de 1/${b} de taza. ¿Cuántas cucharadas de arroz son?`,
            `Una jarra tiene ${n} tazas de jugo. ¿Cuántos vasos de 1/${b} de taza se pueden llenar con ella?`,
            `Se reparten ${n} tazas de harina en bolsas de 1/${b} de taza cada una. ¿Cuántas bolsas hay?`,
            `Una receta usa 1/${b} de taza de avena para cada panecito. ¿Para cuántos panecitos alcanzan ${n} tazas de avena?`,
          ] : [
            `How many 1/${b}-cup servings are in ${n} cups of yogurt?`,
            `${who} has ${n} cups of rice and a 1/${b}-cup scoop. How many scoops of rice is that?`,
            `A jug holds ${n} cups of juice. How many 1/${b}-cup glasses can be filled from it?`,
            `${n} cups of flour are split into bags of 1/${b} cup each. How many bags are there?`,
            `A recipe uses 1/${b} cup of oats for each muffin. How many muffins use up ${n} cups of oats?`,
          ]);
    return {
      question: { text },
      answer,
      hints: hints(
        w.t(`How many 1/${b}s are in 1 whole?`, `¿Cuántas veces cabe 1/${b} en 1 entero?`),
        w.t(`There are ${b} pieces of size 1/${b} in every whole.`, `Cada entero tiene ${b} pedazos de tamaño 1/${b}.`),
        w.t(`${n} wholes × ${b} = ?`, `${n} enteros × ${b} = ?`),
      ),
      explanation: [
        w.t(`Each whole holds ${b} pieces of 1/${b}.`, `En cada entero caben ${b} pedazos de 1/${b}.`),
        w.t(`${n} × ${b} = ${ans}, so ${n} ÷ 1/${b} = ${ans}.`, `${n} × ${b} = ${ans}, así que ${n} ÷ 1/${b} = ${ans}.`),
        `${w.t('Check', 'Comprueba')}: ${ans} × 1/${b} = ${ans}/${b} = ${n}.`,
      ],
      misconceptions: misconceptions(answer, [
        [`${n}/${b}`, 'multiplied-instead', w.t(`Dividing by 1/${b} asks how many 1/${b}s fit in ${n}; that is more than ${n}.`, `Dividir entre 1/${b} pregunta cuántas veces cabe 1/${b} en ${n}; eso es más que ${n}.`)],
        [`1/${ans}`, 'inverted', w.t(`There are many servings: the answer is a whole number bigger than ${n}.`, `Hay muchas porciones: la respuesta es un número entero mayor que ${n}.`)],
      ]),
    };
  },
};
