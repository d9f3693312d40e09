import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { calcQuestion } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

export const oaGroupingSymbols: SkillGenerator = {
  skillId: 'g5.oa.grouping-symbols',
  grade: 5,
  domain: 'oa',
  ccss: ['5.OA.A.1'],
  topic: 'Order of operations',
  subtopic: 'Brackets and braces',
  prereqs: [],
  estTimeSec: times(20, 90),
  version: '1.3.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    let text: string, ans: number, h2: string, h3: string, steps: string[];
    let noBrackets: number | null = null;
    let stopped: number | null = null;
    if (difficulty === 1) {
      const a = rng.int(2, 12), b = rng.int(2, 9), c = rng.int(2, 9);
      const add = rng.bool();
      const inner = add ? a + b : a + b - b; // a when subtracting
      const A = add ? a : a + b;
      text = `(${A} ${add ? '+' : '−'} ${b}) × ${c}`;
      ans = inner * c;
      h2 = `(${A} ${add ? '+' : '−'} ${b}) = ${inner}.`;
      h3 = w.t(`Now multiply ${inner} × ${c}.`, `Ahora multiplica ${inner} × ${c}.`);
      steps = [w.t(`Brackets first: ${A} ${add ? '+' : '−'} ${b} = ${inner}.`, `Primero los paréntesis: ${A} ${add ? '+' : '−'} ${b} = ${inner}.`), `${inner} × ${c} = ${ans}.`, w.t(`Check: without brackets you would get a different number, so the brackets matter here.`, `Comprueba: sin los paréntesis obtendrías otro número, así que aquí los paréntesis importan.`)];
      noBrackets = add ? A + b * c : A - b * c;
    } else if (difficulty === 2) {
      const c = rng.int(2, 9), q = rng.int(2, 9);
      // b ≠ c: "÷ c × c" would cancel out (docs/maths/curriculum.md, "Steps").
      let b = rng.int(2, 9);
      while (b === c) b = rng.int(2, 9);
      const s = c * q; // (x + y) = s, then ÷ c  OR  n × (x − y)
      if (rng.bool()) {
        const x = rng.int(1, s - 1);
        text = `(${x} + ${s - x}) ÷ ${c} × ${b}`;
        ans = q * b;
        h2 = `(${x} + ${s - x}) = ${s}.`;
        h3 = w.t(`${s} ÷ ${c} = ${q}; now × ${b}.`, `${s} ÷ ${c} = ${q}; ahora × ${b}.`);
        steps = [w.t(`Brackets: ${x} + ${s - x} = ${s}.`, `Paréntesis: ${x} + ${s - x} = ${s}.`), `${s} ÷ ${c} = ${q}.`, `${q} × ${b} = ${ans}.`, w.t(`Check: ${ans} ÷ ${b} × ${c} = ${s}.`, `Comprueba: ${ans} ÷ ${b} × ${c} = ${s}.`)];
        stopped = q;
      } else {
        const y = rng.int(2, 9);
        text = `${c} × (${q + y} − ${y}) + ${b}`;
        ans = c * q + b;
        h2 = `(${q + y} − ${y}) = ${q}.`;
        h3 = w.t(`${c} × ${q} = ${c * q}; now + ${b}.`, `${c} × ${q} = ${c * q}; ahora + ${b}.`);
        steps = [w.t(`Brackets: ${q + y} − ${y} = ${q}.`, `Paréntesis: ${q + y} − ${y} = ${q}.`), `${c} × ${q} = ${c * q}.`, `${c * q} + ${b} = ${ans}.`, w.t(`Check: ${ans} − ${b} = ${c * q} = ${c} × ${q}.`, `Comprueba: ${ans} − ${b} = ${c * q} = ${c} × ${q}.`)];
        noBrackets = c * (q + y) - y + b;
        stopped = c * q;
      }
    } else if (difficulty === 3) {
      const a = rng.int(2, 12), b = rng.int(2, 9), c = rng.int(6, 15), d = rng.int(1, c - 2);
      text = `(${a} + ${b}) × (${c} − ${d})`;
      ans = (a + b) * (c - d);
      h2 = w.t(`(${a} + ${b}) = ${a + b} and (${c} − ${d}) = ${c - d}.`, `(${a} + ${b}) = ${a + b} y (${c} − ${d}) = ${c - d}.`);
      h3 = w.t(`Multiply ${a + b} × ${c - d}.`, `Multiplica ${a + b} × ${c - d}.`);
      steps = [w.t(`First bracket: ${a} + ${b} = ${a + b}.`, `Primer paréntesis: ${a} + ${b} = ${a + b}.`), w.t(`Second bracket: ${c} − ${d} = ${c - d}.`, `Segundo paréntesis: ${c} − ${d} = ${c - d}.`), `${a + b} × ${c - d} = ${ans}.`, w.t(`Check: ${ans} ÷ ${c - d} = ${a + b}.`, `Comprueba: ${ans} ÷ ${c - d} = ${a + b}.`)];
      noBrackets = a + b * c - d;
    } else if (difficulty === 4) {
      const m = rng.int(2, 6), x = rng.int(2, 9), y = rng.int(2, 9), z = rng.int(2, 9);
      const v = rng.int(y + 2, y + 9);
      text = `[${x} + (${v} − ${y})] × ${m} − ${z}`;
      ans = (x + v - y) * m - z;
      h2 = w.t(`(${v} − ${y}) = ${v - y}, then [${x} + ${v - y}] = ${x + v - y}.`, `(${v} − ${y}) = ${v - y}, luego [${x} + ${v - y}] = ${x + v - y}.`);
      h3 = w.t(`${x + v - y} × ${m} = ${(x + v - y) * m}; now − ${z}.`, `${x + v - y} × ${m} = ${(x + v - y) * m}; ahora − ${z}.`);
      steps = [w.t(`Innermost: ${v} − ${y} = ${v - y}.`, `Lo de más adentro: ${v} − ${y} = ${v - y}.`), w.t(`Square brackets: ${x} + ${v - y} = ${x + v - y}.`, `Corchetes: ${x} + ${v - y} = ${x + v - y}.`), `${x + v - y} × ${m} = ${(x + v - y) * m}; ${(x + v - y) * m} − ${z} = ${ans}.`, w.t(`Check: (${ans} + ${z}) ÷ ${m} = ${x + v - y}.`, `Comprueba: (${ans} + ${z}) ÷ ${m} = ${x + v - y}.`)];
      noBrackets = x + v - y * m - z;
      stopped = (x + v - y) * m;
    } else {
      const q = rng.int(2, 6);
      // m ≠ q: "q × {…} ÷ q" would cancel out.
      let m = rng.int(2, 5);
      while (m === q) m = rng.int(2, 5);
      const inner = rng.int(2, 9), c = rng.int(2, 9);
      const B = rng.int(2, 9);
      const brace = q * rng.int(1, 4) * (m % q === 0 ? 1 : 1);
      // choose A so that {A − [B + (C − c)]} = brace, and m × brace divisible by q
      // At least 2q: a brace worth q would make "× q ÷ q" cancel out.
      const braceVal = q * rng.int(2, 4);
      const C = inner + c;
      const A = braceVal + B + inner;
      void brace;
      text = `${m} × {${A} − [${B} + (${C} − ${c})]} ÷ ${q}`;
      ans = (m * braceVal) / q;
      h2 = w.t(`(${C} − ${c}) = ${inner}, then [${B} + ${inner}] = ${B + inner}.`, `(${C} − ${c}) = ${inner}, luego [${B} + ${inner}] = ${B + inner}.`);
      h3 = w.t(`{${A} − ${B + inner}} = ${braceVal}; now do ${m} × ${braceVal} ÷ ${q} from left to right.`, `{${A} − ${B + inner}} = ${braceVal}; ahora haz ${m} × ${braceVal} ÷ ${q} de izquierda a derecha.`);
      steps = [`(${C} − ${c}) = ${inner}.`, `[${B} + ${inner}] = ${B + inner}.`, `{${A} − ${B + inner}} = ${braceVal}.`, `${m} × ${braceVal} = ${m * braceVal}; ${m * braceVal} ÷ ${q} = ${ans}.`, w.t(`Check: ${ans} × ${q} = ${m * braceVal} = ${m} × ${braceVal}.`, `Comprueba: ${ans} × ${q} = ${m * braceVal} = ${m} × ${braceVal}.`)];
      stopped = m * braceVal;
    }
    const answer = intAnswer(ans);
    return {
      question: { text: calcQuestion(rng, text, '', w) },
      answer,
      hints: hints(
        w.t('Work from the innermost brackets outward, then × and ÷ from left to right, then + and −.', 'Trabaja desde los paréntesis de más adentro hacia afuera, luego × y ÷ de izquierda a derecha, y al final + y −.'),
        w.t(`${h2.replace(/\.$/, '')} comes first.`, `Primero va ${h2.replace(/\.$/, '')}.`),
        h3,
      ),
      explanation: steps,
      misconceptions: misconceptions(answer, [
        [noBrackets !== null && noBrackets >= 0 ? noBrackets : null, 'ignored-brackets', w.t('Brackets come first: work out what is inside them before anything else.', 'Los paréntesis van primero: resuelve lo que está adentro antes que todo lo demás.')],
        [stopped, 'stopped-early', w.t('You stopped one step early: finish every operation.', 'Te detuviste un paso antes: termina todas las operaciones.')],
      ]),
    };
  },
};
