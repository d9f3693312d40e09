import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { calcQuestion } from '../shared/wording.js';

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
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
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
      h3 = `Now multiply ${inner} × ${c}.`;
      steps = [`Brackets first: ${A} ${add ? '+' : '−'} ${b} = ${inner}.`, `${inner} × ${c} = ${ans}.`, `Check: without brackets you would get a different number, so the brackets matter here.`];
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
        h3 = `${s} ÷ ${c} = ${q}; now × ${b}.`;
        steps = [`Brackets: ${x} + ${s - x} = ${s}.`, `${s} ÷ ${c} = ${q}.`, `${q} × ${b} = ${ans}.`, `Check: ${ans} ÷ ${b} × ${c} = ${s}.`];
        stopped = q;
      } else {
        const y = rng.int(2, 9);
        text = `${c} × (${q + y} − ${y}) + ${b}`;
        ans = c * q + b;
        h2 = `(${q + y} − ${y}) = ${q}.`;
        h3 = `${c} × ${q} = ${c * q}; now + ${b}.`;
        steps = [`Brackets: ${q + y} − ${y} = ${q}.`, `${c} × ${q} = ${c * q}.`, `${c * q} + ${b} = ${ans}.`, `Check: ${ans} − ${b} = ${c * q} = ${c} × ${q}.`];
        noBrackets = c * (q + y) - y + b;
        stopped = c * q;
      }
    } else if (difficulty === 3) {
      const a = rng.int(2, 12), b = rng.int(2, 9), c = rng.int(6, 15), d = rng.int(1, c - 2);
      text = `(${a} + ${b}) × (${c} − ${d})`;
      ans = (a + b) * (c - d);
      h2 = `(${a} + ${b}) = ${a + b} and (${c} − ${d}) = ${c - d}.`;
      h3 = `Multiply ${a + b} × ${c - d}.`;
      steps = [`First bracket: ${a} + ${b} = ${a + b}.`, `Second bracket: ${c} − ${d} = ${c - d}.`, `${a + b} × ${c - d} = ${ans}.`, `Check: ${ans} ÷ ${c - d} = ${a + b}.`];
      noBrackets = a + b * c - d;
    } else if (difficulty === 4) {
      const m = rng.int(2, 6), x = rng.int(2, 9), y = rng.int(2, 9), z = rng.int(2, 9);
      const w = rng.int(y + 2, y + 9);
      text = `[${x} + (${w} − ${y})] × ${m} − ${z}`;
      ans = (x + w - y) * m - z;
      h2 = `(${w} − ${y}) = ${w - y}, then [${x} + ${w - y}] = ${x + w - y}.`;
      h3 = `${x + w - y} × ${m} = ${(x + w - y) * m}; now − ${z}.`;
      steps = [`Innermost: ${w} − ${y} = ${w - y}.`, `Square brackets: ${x} + ${w - y} = ${x + w - y}.`, `${x + w - y} × ${m} = ${(x + w - y) * m}; ${(x + w - y) * m} − ${z} = ${ans}.`, `Check: (${ans} + ${z}) ÷ ${m} = ${x + w - y}.`];
      noBrackets = x + w - y * m - z;
      stopped = (x + w - y) * m;
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
      h2 = `(${C} − ${c}) = ${inner}, then [${B} + ${inner}] = ${B + inner}.`;
      h3 = `{${A} − ${B + inner}} = ${braceVal}; now do ${m} × ${braceVal} ÷ ${q} from left to right.`;
      steps = [`(${C} − ${c}) = ${inner}.`, `[${B} + ${inner}] = ${B + inner}.`, `{${A} − ${B + inner}} = ${braceVal}.`, `${m} × ${braceVal} = ${m * braceVal}; ${m * braceVal} ÷ ${q} = ${ans}.`, `Check: ${ans} × ${q} = ${m * braceVal} = ${m} × ${braceVal}.`];
      stopped = m * braceVal;
    }
    const answer = intAnswer(ans);
    return {
      question: { text: calcQuestion(rng, text) },
      answer,
      hints: hints('Work from the innermost brackets outward, then × and ÷ from left to right, then + and −.', `${h2.replace(/\.$/, '')} comes first.`, h3),
      explanation: steps,
      misconceptions: misconceptions(answer, [
        [noBrackets !== null && noBrackets >= 0 ? noBrackets : null, 'ignored-brackets', 'Brackets come first: work out what is inside them before anything else.'],
        [stopped, 'stopped-early', 'You stopped one step early: finish every operation.'],
      ]),
    };
  },
};
