import { R } from '../../rational.js';
import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator } from '../../types.js';
import { lin, par } from '../shared/expressions.js';
import { fmtDecOrFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { signedInt } from '../shared/random-picks.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

export const fEvaluateFunctions: SkillGenerator = {
  skillId: 'g8.f.evaluate-functions',
  grade: 8,
  domain: 'f',
  ccss: ['8.F.A.1'],
  topic: 'Functions',
  subtopic: 'Inputs & outputs',
  prereqs: ['g6.ee.evaluate-expressions', 'g7.ns.multiply-divide-rationals'],
  estTimeSec: times(15, 75),
  version: '1.1.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN) {
    if (difficulty <= 3) {
      const a = difficulty === 1 ? rng.int(2, 9) : signedInt(rng, 2, 9);
      const b = difficulty === 1 ? rng.int(1, 12) : signedInt(rng, 1, 12);
      const x = difficulty === 1 ? rng.int(1, 9) : difficulty === 2 ? -rng.int(1, 9) : rng.int(4, 9);
      const y = a * x + b;
      const rule = `y = ${lin([[a, 'x']], b)}`;
      const answer: AnswerSpec = { format: 'number', value: String(y), canonical: fmtDecOrFrac(y) };
      const m: Misconception[] = [
        mis(fmtDecOrFrac(a * (x + b)), 'added-before-multiplying', w.t(`Multiply ${fmtDecOrFrac(a)} by x first, then ${b < 0 ? 'subtract' : 'add'} ${fmtDecOrFrac(Math.abs(b))}.`, `Primero multiplica ${fmtDecOrFrac(a)} por x y después ${b < 0 ? 'resta' : 'suma'} ${fmtDecOrFrac(Math.abs(b))}.`)),
        mis(fmtDecOrFrac(a * x), 'forgot-constant', w.t(`Don't forget the ${b < 0 ? `− ${fmtDecOrFrac(-b)}` : `+ ${b}`} in the rule.`, `No te olvides del ${b < 0 ? `− ${fmtDecOrFrac(-b)}` : `+ ${b}`} de la regla.`)),
      ];
      if (x < 0 || a < 0) m.push(mis(fmtDecOrFrac(Math.abs(a * x) + b), 'sign-error-product', w.t(`${par(a)} × ${par(x)} = ${fmtDecOrFrac(a * x)}: check the sign of the product.`, `${par(a)} × ${par(x)} = ${fmtDecOrFrac(a * x)}: revisa el signo del producto.`)));
      let text: string;
      if (difficulty === 3) {
        const xs = [-1, 0, 2].map((v) => v);
        const cells = xs.map((v) => `x = ${fmtDecOrFrac(v)} → y = ${fmtDecOrFrac(a * v + b)}`).join('; ');
        text = w.es
          ? `${rng.pick([`La regla es ${rule}.`, `La máquina de funciones de ${someone(rng, w)} usa la regla ${rule}.`, `Una función tiene la regla ${rule}.`, `Usa la regla ${rule}.`, `Una tabla sigue la regla ${rule}.`])} Completa la tabla: ${cells}; x = ${x} → y = ?`
          : `${rng.pick([`The rule is ${rule}.`, `${someone(rng)}'s function machine uses the rule ${rule}.`, `A function has the rule ${rule}.`, `Use the rule ${rule}.`, `A table follows the rule ${rule}.`])} Complete the table: ${cells}; x = ${x} → y = ?`;
      } else {
        const X = fmtDecOrFrac(x);
        // The wording is drawn after the numbers (docs/maths/curriculum.md, "Variety").
        text = rng.pick(w.es ? [
          `La regla es ${rule}. ¿Cuánto vale y cuando x = ${X}?`,
          `${someone(rng, w)} usa la regla ${rule}. ¿Cuánto vale y cuando x = ${X}?`,
          `Para la función ${rule}, encuentra y cuando x = ${X}.`,
          `Una máquina de funciones sigue la regla ${rule}. Si entra x = ${X}, ¿qué valor de y sale?`,
          `Calcula y para x = ${X} usando la regla ${rule}.`,
        ] : [
          `The rule is ${rule}. What is y when x = ${X}?`,
          `${someone(rng)} uses the rule ${rule}. What is y when x = ${X}?`,
          `For the function ${rule}, find y when x = ${X}.`,
          `A function machine follows the rule ${rule}. When x = ${X} goes in, what comes out as y?`,
          `Work out y for x = ${X} using the rule ${rule}.`,
        ]);
      }
      return bodyByFormat(
        text,
        answer,
        [w.t(`Replace x with ${par(x)} in the rule, keeping the brackets.`, `Sustituye x por ${par(x)} en la regla, con los paréntesis.`), `${fmtDecOrFrac(a)} × ${par(x)} = ${fmtDecOrFrac(a * x)}.`, w.t(`Now work out ${fmtDecOrFrac(a * x)} ${b < 0 ? '−' : '+'} ${fmtDecOrFrac(Math.abs(b))}.`, `Ahora calcula ${fmtDecOrFrac(a * x)} ${b < 0 ? '−' : '+'} ${fmtDecOrFrac(Math.abs(b))}.`)],
        [`y = ${fmtDecOrFrac(a)} × ${par(x)} ${b < 0 ? '−' : '+'} ${fmtDecOrFrac(Math.abs(b))}.`, `${fmtDecOrFrac(a)} × ${par(x)} = ${fmtDecOrFrac(a * x)}.`, `${fmtDecOrFrac(a * x)} ${b < 0 ? '−' : '+'} ${fmtDecOrFrac(Math.abs(b))} = ${fmtDecOrFrac(y)}.`, w.t(`Check: ${fmtDecOrFrac(y)} ${b < 0 ? '+' : '−'} ${fmtDecOrFrac(Math.abs(b))} = ${fmtDecOrFrac(a * x)}, and ${fmtDecOrFrac(a * x)} ÷ ${par(a)} = ${fmtDecOrFrac(x)}.`, `Comprueba: ${fmtDecOrFrac(y)} ${b < 0 ? '+' : '−'} ${fmtDecOrFrac(Math.abs(b))} = ${fmtDecOrFrac(a * x)}, y ${fmtDecOrFrac(a * x)} ÷ ${par(a)} = ${fmtDecOrFrac(x)}.`)],
        m,
      );
    }
    // quadratic rules
    let a = 1;
    let b = 1;
    let c = 0;
    let x = 2;
    let sq = 4;
    let y = 0;
    // The hints and steps name the parts (x², a·x², b·x and c) before the sum: none of them may be the answer.
    for (let tries = 0; tries < 20; tries++) {
      a = difficulty === 4 ? rng.int(1, 3) : rng.pick([-1, -1, 1, 2, -2]);
      b = signedInt(rng, 1, 6);
      c = difficulty === 4 ? rng.int(0, 9) : rng.bool() ? 0 : signedInt(rng, 1, 9);
      x = difficulty === 4 ? rng.int(2, 6) : -rng.int(2, 5);
      sq = x * x;
      if (b * x + c === 0) c += 1;
      y = a * sq + b * x + c;
      if (![c, a * sq, b * x, sq, x, b].includes(y)) break;
    }
    const rule = `y = ${lin([[a, 'x²'], [b, 'x']], c)}`;
    const answer: AnswerSpec = { format: 'number', value: String(y), canonical: fmtDecOrFrac(y) };
    const m: Misconception[] = [];
    if (a < 0) m.push(mis(fmtDecOrFrac(-a * sq + b * x + c), 'squared-the-negative', w.t(`−x² means −(x²): square ${par(x)} first to get ${sq}, then apply the minus sign.`, `−x² quiere decir −(x²): primero eleva ${par(x)} al cuadrado para obtener ${sq} y después aplica el signo menos.`)));
    if (x < 0) m.push(mis(fmtDecOrFrac(a * sq - b * x + c), 'sign-of-product', w.t(`${fmtDecOrFrac(b)} × ${par(x)} = ${fmtDecOrFrac(b * x)}: check the sign.`, `${fmtDecOrFrac(b)} × ${par(x)} = ${fmtDecOrFrac(b * x)}: revisa el signo.`)));
    if (x < 0 && a < 0) m.push(mis(fmtDecOrFrac(-a * sq - b * x + c), 'both-signs-lost', w.t('Keep track of both minus signs: square first, then apply the minus; and a negative times a positive is negative.', 'Fíjate en los dos signos menos: primero eleva al cuadrado y después aplica el menos; y un negativo por un positivo da negativo.')));
    if (x < 0) m.push(mis(fmtDecOrFrac(a * -sq + b * x + c), 'squared-to-negative', w.t(`${par(x)}² = ${par(x)} × ${par(x)} = ${sq}, a positive number.`, `${par(x)}² = ${par(x)} × ${par(x)} = ${sq}, un número positivo.`)));
    m.push(mis(fmtDecOrFrac(a * 2 * x + b * x + c), 'doubled-instead-of-squared', w.t(`x² means x × x, not 2 × x.`, `x² quiere decir x × x, no 2 × x.`)));
    const aPart = a === 1 ? `${par(x)}²` : a === -1 ? `−${par(x)}²` : `${fmtDecOrFrac(a)} × ${par(x)}²`;
    return bodyByFormat(
      w.t(`The rule is ${rule}. What is y when x = ${fmtDecOrFrac(x)}?`, `La regla es ${rule}. ¿Cuánto vale y cuando x = ${fmtDecOrFrac(x)}?`),
      answer,
      [w.t(`Replace x with ${par(x)}, keeping the brackets. Square before multiplying.`, `Sustituye x por ${par(x)}, con los paréntesis. Eleva al cuadrado antes de multiplicar.`), w.t(`${par(x)}² = ${sq}, so ${aPart} = ${fmtDecOrFrac(a * sq)}.`, `${par(x)}² = ${sq}, así que ${aPart} = ${fmtDecOrFrac(a * sq)}.`), w.t(`${fmtDecOrFrac(b)} × ${par(x)} = ${fmtDecOrFrac(b * x)}; now add the parts${c !== 0 ? ` and ${fmtDecOrFrac(c)}` : ''}.`, `${fmtDecOrFrac(b)} × ${par(x)} = ${fmtDecOrFrac(b * x)}; ahora suma las partes${c !== 0 ? `, junto con ${fmtDecOrFrac(c)}` : ''}.`)],
      [
        `y = ${aPart} + ${par(b)} × ${par(x)}${c !== 0 ? ` + ${par(c)}` : ''}.`,
        w.t(`${par(x)}² = ${sq}, so the first part is ${fmtDecOrFrac(a * sq)}.`, `${par(x)}² = ${sq}, así que la primera parte es ${fmtDecOrFrac(a * sq)}.`),
        `${fmtDecOrFrac(b)} × ${par(x)} = ${fmtDecOrFrac(b * x)}.`,
        `${fmtDecOrFrac(a * sq)} + ${par(b * x)}${c !== 0 ? ` + ${par(c)}` : ''} = ${fmtDecOrFrac(y)}.`,
        w.t(`Check: the parts ${fmtDecOrFrac(a * sq)}, ${fmtDecOrFrac(b * x)}${c !== 0 ? ` and ${fmtDecOrFrac(c)}` : ''} add to ${fmtDecOrFrac(R(y))}.`, `Comprueba: las partes ${fmtDecOrFrac(a * sq)}, ${fmtDecOrFrac(b * x)}${c !== 0 ? ` y ${fmtDecOrFrac(c)}` : ''} suman ${fmtDecOrFrac(R(y))}.`),
      ],
      m,
    );
  },
};
