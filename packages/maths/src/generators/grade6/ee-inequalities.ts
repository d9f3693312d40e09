import { R, Rational } from '../../rational.js';
import { axisFor, integerLine, withDiagram } from '../../diagrams/build.js';
import type { AnswerSpec, Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtDecOrMixed, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { someone } from '../shared/wording.js';

const SITUATIONS = [
  { t: 'You must be at least {n} inches tall to ride the roller coaster. Write an inequality for a rider\'s height h.', v: 'h', op: '>=' as const, lo: 40, hi: 54 },
  { t: 'A bag can hold no more than {n} pounds. Write an inequality for the weight w the bag can hold.', v: 'w', op: '<=' as const, lo: 20, hi: 50 },
  { t: 'The temperature stayed below {n}°F all day. Write an inequality for the temperature t.', v: 't', op: '<' as const, lo: 30, hi: 90 },
  { t: 'More than {n} people came to the game. Write an inequality for the number of people p.', v: 'p', op: '>' as const, lo: 50, hi: 900 },
  { t: 'You can spend at most {n} dollars on a gift. Write an inequality for the amount you spend, s.', v: 's', op: '<=' as const, lo: 10, hi: 60 },
  { t: 'A team needs at least {n} points to win the prize. Write an inequality for a winning score s.', v: 's', op: '>=' as const, lo: 20, hi: 99 },
  { t: 'Children younger than {n} years get in free. Write an inequality for the age a of a child who gets in free.', v: 'a', op: '<' as const, lo: 3, hi: 12 },
];
/** The same situations in Spanish, index for index. */
const SITUATIONS_ES = [
  'Para subirte a la montaña rusa debes medir por lo menos {n} pulgadas. Escribe una desigualdad para la estatura h de quien se sube.',
  'Una bolsa aguanta no más de {n} libras. Escribe una desigualdad para el peso w que puede cargar la bolsa.',
  'La temperatura se quedó por debajo de {n}°F todo el día. Escribe una desigualdad para la temperatura t.',
  'Más de {n} personas vinieron al partido. Escribe una desigualdad para el número de personas p.',
  'Puedes gastar como máximo {n} dólares en un regalo. Escribe una desigualdad para la cantidad que gastas, s.',
  'Un equipo necesita por lo menos {n} puntos para ganar el premio. Escribe una desigualdad para una puntuación ganadora s.',
  'Los niños menores de {n} años entran gratis. Escribe una desigualdad para la edad a de un niño que entra gratis.',
];
const SYM: Record<string, string> = { '<': '<', '>': '>', '<=': '≤', '>=': '≥' };

export const eeInequalities: SkillGenerator = {
  skillId: 'g6.ee.inequalities',
  grade: 6,
  domain: 'ee',
  ccss: ['6.EE.B.5', '6.EE.B.8'],
  topic: 'Inequalities',
  subtopic: 'Which values work? Write an inequality',
  prereqs: ['g6.ee.one-step-equations'],
  estTimeSec: times(15, 60),
  version: '1.2.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    if (d <= 3) {
      const v = rng.pick(['x', 'n', 'y']);
      const p = rng.int(2, 9);
      const c = rng.int(p + 3, p + 15);
      const op = rng.pick(['>', '<'] as const);
      const boundary = c - p; // x + p op c  ⇔ x op boundary
      let vals: Rational[];
      if (d === 1) {
        const low = R(rng.int(Math.max(0, boundary - 6), boundary - 1));
        const high = R(rng.int(boundary + 1, boundary + 6));
        vals = [low, high, rng.bool() ? R(boundary + rng.int(7, 9)) : R(Math.max(0, boundary - rng.int(7, 9)))];
      } else if (d === 2) {
        vals = [R(boundary), R(boundary - rng.int(1, 3)), R(boundary + rng.int(1, 3)), R(boundary + rng.int(4, 6))];
      } else {
        vals = [R(boundary).sub(rat(1, 2)), R(boundary).add(rat(rng.int(1, 9), 10)), R(boundary), R(boundary).add(rat(rng.int(11, 29), 10))];
      }
      const uniq: Rational[] = [];
      for (const x of vals) if (x.sign() >= 0 && !uniq.some((u) => u.eq(x))) uniq.push(x);
      const order = rng.shuffle(uniq);
      const works = order.filter((x) => (op === '>' ? x.gt(boundary) : x.lt(boundary)));
      if (works.length === 0) {
        // make sure at least one value works
        const extra = op === '>' ? R(boundary + 2) : R(Math.max(0, boundary - 2));
        if (!order.some((u) => u.eq(extra))) order.push(extra);
        works.push(extra);
      }
      const listText = order.map((x) => fmtDecOrMixed(x)).join(', ');
      const sorted = [...works].sort((a, b) => a.cmp(b));
      const answer: AnswerSpec = { format: 'list', values: sorted.map((x) => x.toString()), ordered: false, canonical: sorted.map((x) => fmtDecOrMixed(x)).join(', ') };
      const withBoundary = order.filter((x) => (op === '>' ? !x.lt(boundary) : !x.gt(boundary)));
      const values = order.map((x) => x.toNumber());
      const span = axisFor(values, { withZero: true, maxTicks: 20, minStep: 1 });
      const bigger = w.t(op === '>' ? 'greater' : 'less', op === '>' ? 'mayor' : 'menor');
      const check = w.es ? bodyLoose(
        rng.pick([
          `¿Cuáles de estos valores hacen que ${v} + ${p} ${op} ${c} sea cierta? ${listText}. Escribe todos los que funcionen.`,
          `¿Qué valores de ${v} son soluciones de ${v} + ${p} ${op} ${c}? ${listText}. Escribe todos los que funcionen.`,
          `${someone(rng, w)} prueba ${listText} en ${v} + ${p} ${op} ${c}. ¿Cuáles la hacen cierta? Escríbelos todos.`,
          `Aquí hay algunos valores de ${v}: ${listText}. ¿Cuáles hacen que ${v} + ${p} ${op} ${c} sea cierta? Escribe todos los que funcionen.`,
          `Encuentra todos los valores de la lista que hacen que ${v} + ${p} ${op} ${c} sea cierta: ${listText}.`,
        ]),
        answer,
        [
          `Sustituye ${v} por cada valor y revisa si ${v} + ${p} es ${bigger} que ${c}.`,
          `${v} + ${p} ${op} ${c} es cierta exactamente cuando ${v} ${op} ${boundary}.`,
          `Compara cada valor con ${boundary}. ¿${boundary} mismo es ${bigger} que ${boundary}?`,
        ],
        [
          `${v} + ${p} ${op} ${c} quiere decir ${v} ${op} ${c} − ${p}.`,
          `El límite: ${c} − ${p} = ${boundary}.`,
          ...order.map((x) => `${fmtDecOrMixed(x)} es ${x.gt(boundary) ? 'mayor que' : x.lt(boundary) ? 'menor que' : 'igual a'} ${boundary}, así que ${(op === '>' ? x.gt(boundary) : x.lt(boundary)) ? 'sí funciona' : 'no funciona'}.`),
          `Los valores que la hacen cierta: ${sorted.map((x) => fmtDecOrMixed(x)).join(', ')}.`,
          `Comprueba: cada uno es ${bigger} que ${boundary}, y ningún otro valor de la lista lo es.`,
        ],
        [withBoundary.length !== works.length ? mis([...withBoundary].sort((a, b) => a.cmp(b)).map((x) => val(x)).join(', '), 'included-boundary', `${boundary} + ${p} = ${c}, que no es ${bigger} que ${c}.`) : null],
      ) : bodyLoose(
        rng.pick([
          `Which of these values make ${v} + ${p} ${op} ${c} true? ${listText}. Type all that work.`,
          `Which values of ${v} are solutions of ${v} + ${p} ${op} ${c}? ${listText}. Type every one that works.`,
          `${someone(rng)} tries ${listText} in ${v} + ${p} ${op} ${c}. Which of them make it true? Type them all.`,
          `Here are some values of ${v}: ${listText}. Which make ${v} + ${p} ${op} ${c} true? Type all that work.`,
          `Find every value in the list that makes ${v} + ${p} ${op} ${c} true: ${listText}.`,
        ]),
        answer,
        [
          `Substitute each value for ${v} and check whether ${v} + ${p} is ${op === '>' ? 'greater' : 'less'} than ${c}.`,
          `${v} + ${p} ${op} ${c} is true exactly when ${v} ${op} ${boundary}.`,
          `Compare each value with ${boundary}. Is ${boundary} itself ${op === '>' ? 'greater' : 'less'} than ${boundary}?`,
        ],
                // The boundary is the step to fill in (never a value that works, so never the answer); each value is
        // compared with it without a sum that could equal another value; the values that work are the last step.
        [
          `${v} + ${p} ${op} ${c} means ${v} ${op} ${c} − ${p}.`,
          `The boundary: ${c} − ${p} = ${boundary}.`,
          ...order.map((x) => `${fmtDecOrMixed(x)} is ${x.gt(boundary) ? 'greater than' : x.lt(boundary) ? 'less than' : 'equal to'} ${boundary}, so it ${(op === '>' ? x.gt(boundary) : x.lt(boundary)) ? 'works' : 'does not work'}.`),
          `The values that make it true: ${sorted.map((x) => fmtDecOrMixed(x)).join(', ')}.`,
          `Check: each of them is ${op === '>' ? 'greater' : 'less'} than ${boundary}, and no other value in the list is.`,
        ],
        [withBoundary.length !== works.length ? mis([...withBoundary].sort((a, b) => a.cmp(b)).map((x) => val(x)).join(', '), 'included-boundary', `${boundary} + ${p} = ${c}, which is not ${op === '>' ? 'greater' : 'less'} than ${c}.`) : null],
      );
      // The values to try as points on a number line (the boundary is for the child to find, so not drawn).
      return withDiagram(check, integerLine(span.min, span.max, order.map((x) => ({ at: x.toNumber(), label: fmtDecOrMixed(x) })), { step: span.step, every: (span.max - span.min) / span.step > 10 ? 2 * span.step : span.step }));
    }
    if (d === 4) {
      const v = rng.pick(['x', 'n', 'y']);
      const c = rng.int(2, 20);
      const op = rng.pick(['>', '<'] as const);
      const words = w.t(op === '>' ? 'greater than' : 'less than', op === '>' ? 'mayor que' : 'menor que');
      const one = op === '>' ? c + 1 : c - 1;
      return withDiagram(w.es ? bodyLoose(
        rng.pick([
          `Un número ${v} es ${words} ${c}. Escríbelo como desigualdad.`,
          `Escribe una desigualdad que diga que ${v} es ${words} ${c}.`,
          `${someone(rng, w)} piensa en un número ${v} que es ${words} ${c}. Escribe una desigualdad para ${v}.`,
          `Usa un símbolo para escribir "${v} es ${words} ${c}" como desigualdad.`,
          `La recta numérica muestra los números ${words} ${c}. Escribe una desigualdad para ${v}.`,
        ]),
        A.inequality(v, op, R(c)),
        [`"${words}" te dice qué símbolo usar.`, `La variable ${v} va a la izquierda, luego el símbolo y después ${c}.`, `El lado abierto de ${op} mira hacia la cantidad más grande.`],
        [`"${v} es ${words} ${c}".`, `Un valor que funciona: ${c} ${op === '>' ? '+' : '−'} 1 = ${one}.`, `Entonces ${v} ${op} ${c}.`, `Comprueba: prueba ${one}: es ${words} ${c}, y ${one} ${op} ${c} es cierto.`],
        [mis(`${v} ${op === '>' ? '<' : '>'} ${c}`, 'direction-reversed', `El símbolo apunta al revés: ${v} es ${words} ${c}.`)],
      ) : bodyLoose(
        rng.pick([
          `A number ${v} is ${words} ${c}. Write this as an inequality.`,
          `Write an inequality that says ${v} is ${words} ${c}.`,
          `${someone(rng)} thinks of a number ${v} that is ${words} ${c}. Write an inequality for ${v}.`,
          `Use a symbol to write "${v} is ${words} ${c}" as an inequality.`,
          `The number line shows the numbers ${words} ${c}. Write an inequality for ${v}.`,
        ]),
        A.inequality(v, op, R(c)),
        [`"${words}" tells you which symbol to use.`, `The variable ${v} goes on the left, then the symbol, then ${c}.`, `The open end of ${op} faces the bigger amount.`],
        [`"${v} is ${words} ${c}".`, `One value that works: ${c} ${op === '>' ? '+' : '−'} 1 = ${op === '>' ? c + 1 : c - 1}.`, `So ${v} ${op} ${c}.`, `Check: try ${op === '>' ? c + 1 : c - 1}: it is ${words} ${c}, and ${op === '>' ? c + 1 : c - 1} ${op} ${c} is true.`],
        [mis(`${v} ${op === '>' ? '<' : '>'} ${c}`, 'direction-reversed', `The symbol points the wrong way: ${v} is ${words} ${c}.`)],
        // The graph of the inequality: a hollow dot at the number (not included) and the line shaded one way.
      ), integerLine(Math.max(0, c - 5), c + 5, [], { intervals: [op === '>' ? { from: c, to: null, fromOpen: true, toOpen: false } : { from: null, to: c, fromOpen: false, toOpen: true }] }));
    }
    // rng.pick(SITUATIONS) is this draw: the index names the Spanish situation too.
    const at = rng.int(0, SITUATIONS.length - 1);
    const s = SITUATIONS[at]!;
    const n = rng.int(s.lo, s.hi);
    const inclusive = s.op === '<=' || s.op === '>=';
    const strictOp = s.op === '>=' ? '>' : s.op === '<=' ? '<' : s.op === '>' ? '>=' : '<=';
    const flipped = s.op === '>=' ? '<=' : s.op === '<=' ? '>=' : s.op === '>' ? '<' : '>';
    const up = s.op.startsWith('>');
    if (w.es) {
      return bodyLoose(
        SITUATIONS_ES[at]!.replace('{n}', String(n)),
        A.inequality(s.v, s.op, R(n)),
        [
          inclusive ? `Piensa si ${n} mismo está permitido.` : `¿Está permitido ${n}?`,
          inclusive ? `Sí: ${n} está permitido, así que usa un símbolo que incluya ${n}.` : `No: ${n} no está permitido, así que usa un símbolo estricto.`,
          `Decide la dirección: ¿${s.v} debe ser ${up ? 'mayor' : 'menor'} que ${n}?`,
        ],
        [
          `El límite es ${n}; ${inclusive ? 'sí está incluido' : 'no está incluido'}.`,
          `Un valor que cumple con la situación: ${n} ${up ? '+' : '−'} 1 = ${up ? n + 1 : n - 1}.`,
          `Entonces ${s.v} ${SYM[s.op]} ${n}.`, `Comprueba: un valor como ${up ? n + 1 : n - 1} cumple con la situación y hace cierta ${s.v} ${SYM[s.op]} ${n}.`],
        [
          mis(`${s.v} ${SYM[strictOp]} ${n}`, inclusive ? 'boundary-excluded' : 'boundary-included', inclusive ? `Aquí ${n} sí está permitido.` : `Aquí ${n} no está permitido.`),
          mis(`${s.v} ${SYM[flipped]} ${n}`, 'direction-reversed', 'La desigualdad apunta al revés.'),
        ],
      );
    }
    return bodyLoose(
      s.t.replace('{n}', String(n)),
      A.inequality(s.v, s.op, R(n)),
      [
        inclusive ? `Think about whether ${n} itself is allowed.` : `Is ${n} itself allowed?`,
        inclusive ? `Yes: ${n} is allowed, so use a symbol that includes ${n}.` : `No: ${n} itself is not allowed, so use a strict symbol.`,
        `Decide the direction: should ${s.v} be ${s.op.startsWith('>') ? 'bigger' : 'smaller'} than ${n}?`,
      ],
      [
        `The boundary is ${n}; ${inclusive ? 'it is included' : 'it is not included'}.`,
        `One value that fits the story: ${n} ${s.op.startsWith('>') ? '+' : '−'} 1 = ${s.op.startsWith('>') ? n + 1 : n - 1}.`,
        `So ${s.v} ${SYM[s.op]} ${n}.`, `Check: a value like ${s.op.startsWith('>') ? n + 1 : n - 1} fits the story and makes ${s.v} ${SYM[s.op]} ${n} true.`],
      [
        mis(`${s.v} ${SYM[strictOp]} ${n}`, inclusive ? 'boundary-excluded' : 'boundary-included', inclusive ? `${n} itself is allowed here.` : `${n} itself is not allowed here.`),
        mis(`${s.v} ${SYM[flipped]} ${n}`, 'direction-reversed', 'The inequality points the wrong way.'),
      ],
    );
  },
};
void val;
