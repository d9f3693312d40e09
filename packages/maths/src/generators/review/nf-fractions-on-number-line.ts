import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import type { NumberLineDiagram } from '../../diagrams/types.js';
import { fracAnswer } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

/** Wholes on the line and the denominators of each rung. */
const PLAN: Record<Difficulty, { wholes: number; dens: readonly number[] }> = {
  1: { wholes: 1, dens: [2, 3, 4] },
  2: { wholes: 1, dens: [6, 8] },
  3: { wholes: 2, dens: [2, 3, 4] },
  4: { wholes: 2, dens: [6, 8] },
  5: { wholes: 3, dens: [3, 4, 6] },
};

const LETTERS = ['A', 'B', 'P'] as const;

/** English ordinal: 1st, 2nd, 3rd, 4th … */
function nth(k: number): string {
  const tail = k % 10 === 1 && k !== 11 ? 'st' : k % 10 === 2 && k !== 12 ? 'nd' : k % 10 === 3 && k !== 13 ? 'rd' : 'th';
  return `${k}${tail}`;
}

/**
 * Grade 3 review (3.NF.A.2): the fraction at a point of a number line cut into equal parts, labelled
 * only at the whole numbers: from 0–1 in halves to fourths (d1), sixths and eighths (d2), then lines
 * to 2 (d3, d4) and 3 (d5), where the point can lie past 1.
 */
export const nfFractionsOnNumberLine: SkillGenerator = {
  skillId: 'g3.nf.fractions-on-number-line',
  grade: 4,
  edge: 'review',
  domain: 'nf',
  ccss: ['3.NF.A.2'],
  topic: 'Fractions',
  subtopic: 'Fractions on a number line',
  prereqs: [],
  estTimeSec: times(15, 45),
  version: '1.0.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    const { wholes, dens } = PLAN[difficulty];
    const den = rng.pick(dens);
    let k = rng.int(1, wholes * den - 1);
    if (k % den === 0) k += 1;
    const letter = rng.pick(LETTERS);
    const who = someone(rng, w);
    const wholeLabels = Array.from({ length: wholes + 1 }, (_, i) => ({ at: i, label: String(i) }));
    const diagram: NumberLineDiagram = { kind: 'number-line', min: 0, max: wholes, parts: wholes * den, labels: wholeLabels, points: [{ at: k / den, label: letter }], intervals: [] };
    const altText = w.t(
      `A number line from 0 to ${wholes}, each whole cut into ${den} equal parts. Point ${letter} is on the ${nth(k)} tick after 0.`,
      `Una recta numérica de 0 a ${wholes}, cada entero dividido en ${den} partes iguales. El punto ${letter} está en la marca número ${k} después del 0.`,
    );
    const text = w.es
      ? rng.pick([
          `¿Qué fracción muestra el punto ${letter} en la recta numérica?`,
          `¿Qué fracción está en el punto ${letter}?`,
          `${who} marca el punto ${letter} en la recta numérica. ¿Qué fracción marcó?`,
          `Escribe la fracción que corresponde al punto ${letter}.`,
          `¿En qué fracción está el punto ${letter} de la recta?`,
        ])
      : rng.pick([
          `What fraction does point ${letter} show on the number line?`,
          `What fraction is at point ${letter}?`,
          `${who} marks point ${letter} on the number line. What fraction did ${who} mark?`,
          `Write the fraction for point ${letter}.`,
          `Point ${letter} is on the number line. Which fraction is it?`,
        ]);
    const answer = fracAnswer(rat(k, den), 'optional', `${k}/${den}`);
    return {
      question: { text, altText },
      diagram,
      answer,
      hints: hints(
        w.t('Count the equal parts between 0 and 1: that is the bottom number, the denominator.', 'Cuenta las partes iguales entre 0 y 1: ese es el número de abajo, el denominador.'),
        w.t(`Count the parts from 0 to point ${letter}: that is the top number, the numerator.`, `Cuenta las partes desde 0 hasta el punto ${letter}: ese es el número de arriba, el numerador.`),
        wholes > 1
          ? w.t('Keep counting past 1: the parts after 1 still have the same size.', 'Sigue contando después del 1: las partes después del 1 tienen el mismo tamaño.')
          : w.t('Write the parts you counted over the parts in one whole.', 'Escribe las partes que contaste sobre las partes de un entero.'),
      ),
      explanation: [
        w.t(`There are ${den} equal parts between 0 and 1.`, `Hay ${den} partes iguales entre 0 y 1.`),
        w.t(`Point ${letter} is ${k} parts from 0.`, `El punto ${letter} está a ${k} partes del 0.`),
        w.t(`Point ${letter} = ${k}/${den}.`, `Punto ${letter} = ${k}/${den}.`),
        w.t(`Check: ${k} parts of size 1/${den} make ${k}/${den}.`, `Comprueba: ${k} partes de tamaño 1/${den} forman ${k}/${den}.`),
      ],
      misconceptions: misconceptions(answer, [
        [`${den}/${k}`, 'flipped', w.t('The parts in one whole go on the bottom, the parts you counted on top.', 'Las partes de un entero van abajo y las que contaste, arriba.')],
        [`${k}/${den + 1}`, 'counted-ticks', w.t('You counted the tick marks. Count the spaces between them: the equal parts.', 'Contaste las marcas. Cuenta los espacios entre ellas: las partes iguales.')],
        [wholes > 1 ? `${k}/${wholes * den}` : null, 'whole-line', w.t('The denominator is the number of parts in one whole, from 0 to 1, not in the whole line.', 'El denominador es el número de partes de un entero, de 0 a 1, no de toda la recta.')],
      ]),
    };
  },
};
