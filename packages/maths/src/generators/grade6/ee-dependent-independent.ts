import type { Diagram } from '../../diagrams/types.js';
import { axisFor, withDiagram } from '../../diagrams/build.js';
import type { AnswerSpec, Difficulty, Rng, SkillGenerator } from '../../types.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { someone } from '../shared/wording.js';

const STORIES = [
  { dep: 'c', ind: 't', what: (k: number) => `Each ticket costs $${k}. Write an equation for the total cost c of t tickets.`, fee: (k: number, b: number) => `A club charges $${b} to join plus $${k} for each visit. Write an equation for the total cost c of t visits.` },
  { dep: 'd', ind: 'h', what: (k: number) => `A cyclist rides ${k} miles every hour. Write an equation for the distance d after h hours.`, fee: (k: number, b: number) => `A cyclist has already ridden ${b} miles and then rides ${k} miles every hour. Write an equation for the total distance d after h more hours.` },
  { dep: 'p', ind: 'b', what: (k: number) => `Each box holds ${k} pencils. Write an equation for the number of pencils p in b boxes.`, fee: (k: number, b: number) => `A jar has ${b} pencils, and you add ${k} pencils from each box you open. Write an equation for the number of pencils p after opening b boxes.` },
  { dep: 'm', ind: 'w', what: (k: number) => `Kofi saves $${k} every week. Write an equation for the money m he has saved after w weeks.`, fee: (k: number, b: number) => `Kofi has $${b} in his piggy bank and saves $${k} more every week. Write an equation for the money m he has after w weeks.` },
  { dep: 'g', ind: 'n', what: (k: number) => `A hose fills a pool with ${k} gallons of water every minute. Write an equation for the water g in the pool after n minutes.`, fee: (k: number, b: number) => `A pool already holds ${b} gallons, and a hose adds ${k} gallons every minute. Write an equation for the water g in the pool after n minutes.` },
];

/** The same stories in Spanish, index for index. */
const STORIES_ES: readonly { what: (k: number) => string; fee: (k: number, b: number) => string }[] = [
  { what: (k) => `Cada boleto cuesta $${k}. Escribe una ecuación para el costo total c de t boletos.`, fee: (k, b) => `Un club cobra $${b} de inscripción más $${k} por cada visita. Escribe una ecuación para el costo total c de t visitas.` },
  { what: (k) => `Una ciclista recorre ${k} millas cada hora. Escribe una ecuación para la distancia d después de h horas.`, fee: (k, b) => `Una ciclista ya recorrió ${b} millas y luego recorre ${k} millas cada hora. Escribe una ecuación para la distancia total d después de h horas más.` },
  { what: (k) => `Cada caja trae ${k} lápices. Escribe una ecuación para el número de lápices p en b cajas.`, fee: (k, b) => `Un frasco tiene ${b} lápices, y le agregas ${k} lápices de cada caja que abres. Escribe una ecuación para el número de lápices p después de abrir b cajas.` },
  { what: (k) => `Gael ahorra $${k} cada semana. Escribe una ecuación para el dinero m que ha ahorrado después de w semanas.`, fee: (k, b) => `Gael tiene $${b} en su alcancía y ahorra $${k} más cada semana. Escribe una ecuación para el dinero m que tiene después de w semanas.` },
  { what: (k) => `Una manguera llena una piscina con ${k} galones de agua cada minuto. Escribe una ecuación para el agua g en la piscina después de n minutos.`, fee: (k, b) => `Una piscina ya tiene ${b} galones, y una manguera le agrega ${k} galones cada minuto. Escribe una ecuación para el agua g en la piscina después de n minutos.` },
];

export const eeDependentIndependent: SkillGenerator = {
  skillId: 'g6.ee.dependent-independent',
  grade: 6,
  domain: 'ee',
  ccss: ['6.EE.C.9'],
  topic: 'Equations',
  subtopic: 'Rules with two variables',
  prereqs: ['g6.ee.write-expressions'],
  estTimeSec: times(20, 120),
  version: '1.3.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    // rng.pick(STORIES) is this draw: the index names the Spanish story too.
    const at = rng.int(0, STORIES.length - 1);
    const s = STORIES[at]!;
    const se = STORIES_ES[at]!;
    const k = rng.int(2, 12);
    const b = d >= 3 ? rng.int(1, 15) : 0;
    const rhs = `${d === 3 ? '' : k}${s.ind}${b ? ` + ${b}` : ''}`;
    const [y, x] = d === 2 || d === 3 || d === 5 ? ['y', 'x'] : [s.dep, s.ind];
    const rhsXY = rhs.replace(s.ind, x);
    const canonical = `${y} = ${d === 3 ? `${x} + ${b}` : rhsXY}`;
    const answer: AnswerSpec = { format: 'equation', equation: canonical.replace(/ /g, ''), vars: [x, y], canonical };
    // A table starts at x = 1, 2 or 3 (four rows in a row): the rule is found the same way.
    const x0 = d === 2 || d === 3 || d === 5 ? rng.int(1, 3) : 1;
    const xs = [x0, x0 + 1, x0 + 2, x0 + 3];
    const f = (t: number) => (d === 3 ? t + b : k * t + b);
    const table = `${x}: ${xs.join(', ')} ${w.t('and', ';')} ${y}: ${xs.map(f).join(', ')}`.replace(' ;', ';');
    let text: string;
    if (d === 1) text = w.t(s.what(k), se.what(k));
    else if (d === 4) text = w.t(s.fee(k, b), se.fee(k, b));
    else
      text = rng.pick(w.es ? [
        `La tabla muestra ${table}. Escribe una ecuación para ${y} en términos de ${x}.`,
        `En una tabla, ${table}. ¿Qué ecuación da ${y} a partir de ${x}?`,
        `${someone(rng, w)} hizo una tabla con ${table}. Escribe la regla como una ecuación para ${y} en términos de ${x}.`,
        `Observa los pares de la tabla, ${table}. Escribe una ecuación que dé ${y} para cualquier ${x}.`,
        `Un patrón tiene ${table}. Escribe una ecuación, ${y} = …, que funcione para todos los pares.`,
      ] : [
        `The table shows ${table}. Write an equation for ${y} in terms of ${x}.`,
        `In a table, ${table}. What equation gives ${y} from ${x}?`,
        `${someone(rng)} made a table with ${table}. Write the rule as an equation for ${y} in terms of ${x}.`,
        `Look at the pairs in the table, ${table}. Write an equation that gives ${y} for any ${x}.`,
        `A pattern has ${table}. Write an equation, ${y} = …, that fits every pair.`,
      ]);
    const step = d === 3 ? 1 : k;
    // A table's rows as points on a graph (the stories of d1 and d4 have no table).
    const pts: [number, number][] = xs.map((t) => [t, f(t)]);
    const graph: Diagram = { kind: 'function-graph', title: w.t(`${y} and ${x}`, `${y} según ${x}`), x: axisFor(xs, { minStep: 1, label: x }), y: axisFor(pts.map((p) => p[1]), { minStep: 1, label: y }), series: [{ label: y, points: pts, connect: false }] };
    const body = bodyLoose(
      text,
      answer,
      w.es ? (d === 1 || d === 4
        ? [`${s.dep} depende de ${s.ind}: escribe ${s.dep} = …`, `Cada uno agrega ${k}, así que la regla tiene ${k}${s.ind}.`, b ? `Luego suma la cantidad inicial, ${b}.` : '¿Se suma algo al principio?']
        : b === 0
          ? [`Cada vez que ${x} sube 1, ${y} sube ${step}.`, `Compara cada ${y} con su ${x}: ${xs.slice(0, 3).map((t) => `${f(t)} ÷ ${t}`).join(', ')}.`, `¿Se suma algo, o ${y} siempre es el mismo número por ${x}?`]
          : [`Cada vez que ${x} sube 1, ${y} sube ${step}, así que la regla tiene ${step === 1 ? x : `${step}${x}`}.`, `Cuando ${x} = ${x0}, ${step === 1 ? x : `${step}${x}`} = ${step * x0} pero ${y} = ${f(x0)}.`, `¿Qué le sumas a ${step === 1 ? x : `${step}${x}`} para obtener ${y}?`])
      : d === 1 || d === 4
        ? [`${s.dep} depends on ${s.ind}: write ${s.dep} = …`, `Each one adds ${k}, so the rule contains ${k}${s.ind}.`, b ? `Then add the starting amount, ${b}.` : `Is anything added at the start?`]
        : b === 0
          ? [`Each time ${x} goes up by 1, ${y} goes up by ${step}.`, `Compare each ${y} with its ${x}: ${xs.slice(0, 3).map((t) => `${f(t)} ÷ ${t}`).join(', ')}.`, `Is anything added, or is ${y} always the same number times ${x}?`]
          : [`Each time ${x} goes up by 1, ${y} goes up by ${step}, so the rule contains ${step === 1 ? x : `${step}${x}`}.`, `When ${x} = ${x0}, ${step === 1 ? x : `${step}${x}`} = ${step * x0} but ${y} = ${f(x0)}.`, `What do you add to ${step === 1 ? x : `${step}${x}`} to get ${y}?`],
      // What each step adds is a step to fill in; a one-term rule ("p = 5b") is the last step as text (with
      // words after it), since the tutor would take only its number as the blank.
      w.es ? [
        d === 1 || d === 4 ? `${s.dep} es la variable dependiente; ${s.ind} es la variable independiente.` : `Cada vez que ${x} sube 1, ${y} sube la misma cantidad.`,
        d === 1 || d === 4 ? `Lo que cada ${s.ind} le agrega a ${s.dep}: ${k}.` : `Lo que sube ${y} cada vez = ${step}.`,
        b === 0 ? `La ecuación: ${canonical} (${y} es ${step} por ${x}).` : `Ecuación: ${canonical}.`,
        `Comprueba: cuando ${x} = ${x0 + 1}, ${y} = ${f(x0 + 1)}.`,
      ] : [
        d === 1 || d === 4 ? `${s.dep} is the dependent variable; ${s.ind} is the independent variable.` : `Each time ${x} goes up by 1, ${y} goes up by the same amount.`,
        d === 1 || d === 4 ? `What each ${s.ind} adds to ${s.dep}: ${k}.` : `The amount ${y} goes up each time = ${step}.`,
        b === 0 ? `The equation: ${canonical} (${y} is ${step} times ${x}).` : `Equation: ${canonical}.`,
        `Check: when ${x} = ${x0 + 1}, ${y} = ${f(x0 + 1)}.`,
      ],
      [
        mis(`${y} = ${x} + ${step}`, 'added-the-step', w.t(`"Up by ${step} each time" means multiply ${x} by ${step}.`, `"Sube ${step} cada vez" quiere decir multiplicar ${x} por ${step}.`)),
        x0 === 1 ? mis(`${y} = ${f(1)}${x}`, 'first-row-only', w.t('Use more than the first row: check the rule on every row.', 'No uses solo la primera fila: comprueba la regla en todas las filas.')) : null,
        mis(`${x} = ${d === 3 ? `${y} + ${b}` : rhsXY.replace(x, y)}`, 'variables-swapped', w.t(`Write ${y} in terms of ${x}.`, `Escribe ${y} en términos de ${x}.`)),
      ],
    );
    return d === 1 || d === 4 ? body : withDiagram(body, graph);
  },
};
