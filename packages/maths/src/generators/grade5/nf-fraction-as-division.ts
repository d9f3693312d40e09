import type { AnswerSpec, Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { rat } from '../shared/arithmetic.js';
import { fmtMixed } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

export const nfFractionAsDivision: SkillGenerator = {
  skillId: 'g5.nf.fraction-as-division',
  grade: 5,
  domain: 'nf',
  ccss: ['5.NF.B.3'],
  topic: 'Fractions',
  subtopic: 'Fractions as division (fair shares)',
  prereqs: ['g4.nbt.divide-remainders'],
  estTimeSec: times(20, 90),
  version: '1.3.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    let items: number, people: number;
    if (difficulty === 1) { people = rng.int(3, 10); items = rng.int(2, people - 1); }
    else if (difficulty === 5) { people = rng.int(4, 12); items = people * rng.int(3, 8) + rng.int(1, people - 1); }
    else { people = rng.int(3, 8); items = people * rng.int(1, 4) + rng.int(1, people - 1); }
    const v = rat(items, people);
    const q = Math.floor(items / people), r = items % people;
    const who = someone(rng, w);
    // "sobra 1" / "sobran 3": the verb agrees with what is left over.
    const leftEs = r === 1 ? 'sobra 1' : `sobran ${r}`;
    const theLeftEs = r === 1 ? 'el 1 que sobra' : `los ${r} que sobran`;
    const story = w.es
      ? difficulty === 5
        ? rng.pick([
            `Una bolsa de ${items} libras de arroz se reparte en partes iguales entre ${people} familias. ¿Cuántas libras le tocan a cada familia?`,
            `${who} reparte ${items} libras de manzanas en partes iguales en ${people} canastas. ¿Cuántas libras van en cada canasta?`,
            `Se reparten ${items} libras de barro en partes iguales entre ${people} grupos de arte. ¿Cuántas libras le tocan a cada grupo?`,
            `Un granjero empaca ${items} libras de papas en partes iguales en ${people} costales. ¿Cuántas libras hay en cada costal?`,
            `${people} perros se reparten en partes iguales ${items} libras de comida para perro. ¿Cuántas libras le tocan a cada perro?`,
          ])
        : rng.pick([
            `${people} amigos se reparten ${items} pizzas en partes iguales. ¿Cuánta pizza le toca a cada amigo?`,
            `${people} niños se reparten ${items} sándwiches en partes iguales. ¿Cuánto le toca a cada niño?`,
            `${who} corta ${items} pasteles para repartirlos en partes iguales entre ${people} personas. ¿Cuánto pastel le toca a cada persona?`,
            `Se reparten ${items} barras de chocolate en partes iguales entre ${people} estudiantes. ¿Cuánto chocolate le toca a cada estudiante?`,
            `${people} familias se reparten ${items} panes en partes iguales. ¿Cuánto pan le toca a cada familia?`,
          ])
      : difficulty === 5
        ? rng.pick([
            `A ${items}-pound bag of rice is shared equally by ${people} families. How many pounds does each family get?`,
            `${who} shares ${items} pounds of apples equally among ${people} baskets. How many pounds go in each basket?`,
            `${items} pounds of clay are split equally among ${people} art groups. How many pounds does each group get?`,
            `A farmer packs ${items} pounds of potatoes equally into ${people} sacks. How many pounds are in each sack?`,
            `${people} dogs share ${items} pounds of dog food equally. How many pounds does each dog get?`,
          ])
        : rng.pick([
            `${items} pizzas are shared equally by ${people} friends. How much pizza does each friend get?`,
            `${people} children share ${items} sandwiches equally. How much does each child get?`,
            `${who} cuts ${items} pies to share equally among ${people} people. How much pie does each person get?`,
            `${items} chocolate bars are split equally among ${people} students. How much chocolate does each student get?`,
            `${items} loaves of bread are shared equally by ${people} families. How much bread does each family get?`,
          ]);
    let answer: AnswerSpec;
    let text = story;
    if (difficulty === 4) {
      text = rng.pick(w.es ? [
        `¿Entre qué dos números enteros está ${items} ÷ ${people}? Escríbelos así: "3, 4".`,
        `¿Entre qué dos números enteros está ${items}/${people}? Escríbelos así: "3, 4".`,
        `${people} amigos se reparten ${items} pizzas en partes iguales. ¿Entre qué dos números enteros de pizzas está lo que le toca a cada uno? Escríbelos así: "3, 4".`,
        `¿Entre cuáles dos números enteros queda ${items} ÷ ${people}? Escríbelos así: "3, 4".`,
        `${who} reparte ${items} galletas en partes iguales en ${people} platos. ¿Entre qué dos números enteros está lo que va en cada plato? Escríbelos así: "3, 4".`,
      ] : [
        `${items} ÷ ${people} is between which two whole numbers? Type them like "3, 4".`,
        `Between which two whole numbers is ${items}/${people}? Type them like "3, 4".`,
        `${items} pizzas are shared equally by ${people} friends. Each share is between which two whole numbers of pizzas? Type them like "3, 4".`,
        `Which two whole numbers does ${items} ÷ ${people} lie between? Type them like "3, 4".`,
        `${who} shares ${items} cookies equally among ${people} plates. Between which two whole numbers is each plate's share? Type them like "3, 4".`,
      ]);
      answer = { format: 'list', values: [String(q), String(q + 1)], ordered: false, canonical: `${q}, ${q + 1}` };
    } else {
      answer = { format: 'number', value: v.toString(), simplify: 'optional', canonical: fmtMixed(v) };
      if (difficulty === 5) answer.unit = 'lb';
      if (difficulty === 3) text = `${story} ${w.t('Write your answer as a mixed number.', 'Escribe tu respuesta como número mixto.')}`;
    }
    return {
      question: { text },
      answer,
      hints: hints(
        w.t(`Sharing ${items} among ${people} means ${items} ÷ ${people}.`, `Repartir ${items} entre ${people} quiere decir ${items} ÷ ${people}.`),
        q > 0 ? w.t(`${items} ÷ ${people} = ${q} with ${r} left over.`, `${items} ÷ ${people} = ${q} y ${leftEs}.`) : w.t(`Each one gets 1/${people} of every one of the ${items} items.`, `A cada uno le toca 1/${people} de cada una de las ${items} cosas.`),
        q > 0 ? w.t(`Share the ${r} left over among ${people}: how much does each get?`, `Reparte entre ${people} ${theLeftEs}: ¿cuánto le toca a cada uno?`) : `${items} × 1/${people} = ?`,
      ),
      explanation: [
        w.t(`${items} shared by ${people} is ${items} ÷ ${people}.`, `${items} repartido entre ${people} es ${items} ÷ ${people}.`),
        ...(q > 0 ? [w.t(`${items} ÷ ${people} = ${q} R ${r}, and the ${r} left over shared by ${people} is ${r}/${people}.`, `${items} ÷ ${people} = ${q} R ${r}, y ${theLeftEs}, repartido entre ${people}, da ${r}/${people}.`)] : []),
        // The share as a mixed number is a step to fill in; the two whole numbers around it come last.
        ...(difficulty === 4 ? [`${items}/${people} = ${fmtMixed(v)}.`] : []),
        difficulty === 4
          ? w.t(`${fmtMixed(v)} is between ${q} and ${q + 1}.`, `${fmtMixed(v)} está entre ${q} y ${q + 1}.`)
          : q > 0
            ? w.t(`Each gets ${q} + ${r}/${people} = ${fmtMixed(v)}.`, `A cada uno le toca ${q} + ${r}/${people} = ${fmtMixed(v)}.`)
            : w.t(`Each gets ${items} ÷ ${people} = ${fmtMixed(v)}.`, `A cada uno le toca ${items} ÷ ${people} = ${fmtMixed(v)}.`),
        `${w.t('Check', 'Comprueba')}: ${people} × ${items}/${people} = ${items}.`,
      ],
      misconceptions: misconceptions(answer, difficulty === 4 ? [
        [`${q - 1}, ${q}`, 'one-below', w.t(`${people} × ${q} = ${people * q} is less than ${items}, so the answer is more than ${q}.`, `${people} × ${q} = ${people * q} es menor que ${items}, así que la respuesta es más que ${q}.`)],
      ] : [
        [`${people}/${items}`, 'divided-wrong-way', w.t(`Put the amount being shared on top: ${items}/${people}.`, `Pon arriba la cantidad que se reparte: ${items}/${people}.`)],
        [q > 0 ? `${q} R ${r}` : null, 'remainder-not-fraction', w.t(`Share the ${r} left over too: it becomes ${r}/${people}.`, `Reparte también ${theLeftEs}: se vuelve ${r}/${people}.`)],
        [q > 0 && r < 10 ? `${q}.${r}` : null, 'remainder-as-decimal', w.t(`The remainder ${r} is not ${r} tenths; it is ${r}/${people}.`, `El residuo ${r} no son ${r} décimos; es ${r}/${people}.`)],
        [q > 0 ? String(q) : null, 'dropped-remainder', w.t(`Don't forget the ${r} left over.`, `No olvides ${theLeftEs}.`)],
      ]),
    };
  },
};
