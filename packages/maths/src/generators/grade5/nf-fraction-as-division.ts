import type { AnswerSpec, Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { rat } from '../shared/arithmetic.js';
import { fmtMixed } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

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
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    let items: number, people: number;
    if (difficulty === 1) { people = rng.int(3, 10); items = rng.int(2, people - 1); }
    else if (difficulty === 5) { people = rng.int(4, 12); items = people * rng.int(3, 8) + rng.int(1, people - 1); }
    else { people = rng.int(3, 8); items = people * rng.int(1, 4) + rng.int(1, people - 1); }
    const v = rat(items, people);
    const q = Math.floor(items / people), r = items % people;
    const who = someone(rng);
    const story =
      difficulty === 5
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
      text = rng.pick([
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
      if (difficulty === 3) text = `${story} Write your answer as a mixed number.`;
    }
    return {
      question: { text },
      answer,
      hints: hints(
        `Sharing ${items} among ${people} means ${items} ÷ ${people}.`,
        q > 0 ? `${items} ÷ ${people} = ${q} with ${r} left over.` : `Each one gets 1/${people} of every one of the ${items} items.`,
        q > 0 ? `Share the ${r} left over among ${people}: how much does each get?` : `${items} × 1/${people} = ?`,
      ),
      explanation: [
        `${items} shared by ${people} is ${items} ÷ ${people}.`,
        ...(q > 0 ? [`${items} ÷ ${people} = ${q} R ${r}, and the ${r} left over shared by ${people} is ${r}/${people}.`] : []),
        // The share as a mixed number is a step to fill in; the two whole numbers around it come last.
        ...(difficulty === 4 ? [`${items}/${people} = ${fmtMixed(v)}.`] : []),
        difficulty === 4 ? `${fmtMixed(v)} is between ${q} and ${q + 1}.` : q > 0 ? `Each gets ${q} + ${r}/${people} = ${fmtMixed(v)}.` : `Each gets ${items} ÷ ${people} = ${fmtMixed(v)}.`,
        `Check: ${people} × ${items}/${people} = ${items}.`,
      ],
      misconceptions: misconceptions(answer, difficulty === 4 ? [
        [`${q - 1}, ${q}`, 'one-below', `${people} × ${q} = ${people * q} is less than ${items}, so the answer is more than ${q}.`],
      ] : [
        [`${people}/${items}`, 'divided-wrong-way', `Put the amount being shared on top: ${items}/${people}.`],
        [q > 0 ? `${q} R ${r}` : null, 'remainder-not-fraction', `Share the ${r} left over too: it becomes ${r}/${people}.`],
        [q > 0 && r < 10 ? `${q}.${r}` : null, 'remainder-as-decimal', `The remainder ${r} is not ${r} tenths; it is ${r}/${people}.`],
        [q > 0 ? String(q) : null, 'dropped-remainder', `Don't forget the ${r} left over.`],
      ]),
    };
  },
};
