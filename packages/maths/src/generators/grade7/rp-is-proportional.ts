import { R } from '../../rational.js';
import { axisFor, withDiagram } from '../../diagrams/build.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { fmtDecOrMixed, fmtInt } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

export const rpIsProportional: SkillGenerator = {
  skillId: 'g7.rp.is-proportional',
  grade: 7,
  domain: 'rp',
  ccss: ['7.RP.A.2'],
  topic: 'Proportional relationships',
  subtopic: 'Is it proportional?',
  prereqs: ['g6.rp.ratio-tables'],
  estTimeSec: times(15, 60),
  version: '1.2.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    const yes = rng.bool();
    const k = rng.int(2, 9);
    const b = rng.int(1, 9);
    if (d === 2) {
      const through = yes;
      // The two draws in the order the sentence used to make them: the point's x, then its multiple of k.
      const px = through ? rng.int(2, 6) : 0;
      const py = through ? k * rng.int(2, 6) : 0;
      const line: [number, number][] = through ? [[0, 0], [px, py]] : [[0, b], [4, b + 4 * k]];
      const who = someone(rng, w);
      const text = w.es
        ? through
          ? rng.pick([
              `Una gráfica es una línea recta que pasa por el origen (0, 0) y por el punto (${px}, ${py}). ¿Es proporcional la relación?`,
              `${who} traza una línea recta desde (0, 0) que pasa por (${px}, ${py}). ¿Es proporcional la relación que muestra?`,
              `Una gráfica de línea recta empieza en el origen y pasa por (${px}, ${py}). ¿Es una relación proporcional?`,
            ])
          : rng.pick([
              `Una gráfica es una línea recta que cruza el eje y en (0, ${b}) y sube ${k} por cada 1 hacia la derecha. ¿Es proporcional la relación?`,
              `${who} traza una línea recta que empieza en (0, ${b}) sobre el eje y y sube ${k} por cada paso de 1 hacia la derecha. ¿Es proporcional la relación?`,
              `Una gráfica de línea recta toca el eje y en (0, ${b}) y sube ${k} por cada 1 hacia la derecha. ¿Es una relación proporcional?`,
            ])
        : through
        ? rng.pick([
            `A graph is a straight line through the origin (0, 0) and the point (${px}, ${py}). Is the relationship proportional?`,
            `${who} draws a straight line from (0, 0) through (${px}, ${py}). Is the relationship it shows proportional?`,
            `A straight-line graph starts at the origin and passes through (${px}, ${py}). Is it a proportional relationship?`,
          ])
        : rng.pick([
            `A graph is a straight line that crosses the y-axis at (0, ${b}) and goes up ${k} for every 1 to the right. Is the relationship proportional?`,
            `${who} draws a straight line that starts at (0, ${b}) on the y-axis and rises ${k} for each step of 1 to the right. Is the relationship proportional?`,
            `A straight-line graph meets the y-axis at (0, ${b}) and climbs ${k} for every 1 across. Is it a proportional relationship?`,
          ]);
      return withDiagram(bodyLoose(
        text,
        A.yesNo(through, w),
        w.es
          ? ['Una relación proporcional tiene una gráfica que es una línea recta que pasa por el origen.', '¿La línea es recta?', through ? '¿La línea pasa por (0, 0)?' : `¿Dónde cruza la línea el eje y: en 0 o en ${b}?`]
          : ['A proportional relationship has a graph that is a straight line through the origin.', 'Is the line straight?', through ? 'Does the line pass through (0, 0)?' : `Where does the line cross the y-axis: at 0 or at ${b}?`],
        w.es
          ? [`En x = 0, la línea está en y = ${through ? 0 : b}.`, through ? 'La línea es recta y pasa por (0, 0).' : `La línea es recta, pero cruza el eje y en ${b}, no en 0.`, through ? 'Entonces y = kx para una constante k: sí.' : 'Entonces no es proporcional: no.', `Comprueba: ${through ? 'en x = 0 el valor de y es 0' : `en x = 0 el valor de y es ${b}, y una relación proporcional daría 0`}.`]
          : [`At x = 0, the line is at y = ${through ? 0 : b}.`, through ? 'The line is straight and passes through (0, 0).' : `The line is straight but crosses the y-axis at ${b}, not 0.`, through ? 'So y = kx for one constant k: yes.' : 'So it is not proportional: no.', `Check: ${through ? 'at x = 0 the value of y is 0' : `at x = 0 the value of y is ${b}, and a proportional relationship would give 0`}.`],
        [mis(through ? 'no' : 'yes', through ? 'missed-proportional' : 'straight-line-always', through ? w.t('A straight line through the origin is proportional.', 'Una línea recta que pasa por el origen es proporcional.') : w.t('A straight line is only proportional if it goes through the origin.', 'Una línea recta solo es proporcional si pasa por el origen.'))],
      ), { kind: 'function-graph', title: w.t('The graph', 'La gráfica'), x: axisFor(line.map((p) => p[0]), { minStep: 1, label: 'x' }), y: axisFor(line.map((p) => p[1]), { minStep: 1, label: 'y' }), series: [{ label: 'y', points: line, connect: true }] });
    }
    if (d === 3) {
      const v = rng.pick(['y', 'c', 'd']);
      const x = v === 'y' ? 'x' : v === 'c' ? 'n' : 't';
      const forms = yes ? [`${v} = ${k}${x}`, `${v} = ${x}/${k}`] : [`${v} = ${x} + ${k}`, `${v} = ${k}${x} + ${b}`, `${v} = ${k}${x} − ${b}`];
      const eq = rng.pick(forms);
      return bodyLoose(
        w.t(`Is the relationship ${eq} proportional? Answer yes or no.`, `¿Es proporcional la relación ${eq}? Responde sí o no.`),
        A.yesNo(yes, w),
        w.es
          ? [`Una relación proporcional se puede escribir como ${v} = k${x}, sin nada sumado ni restado.`, `Mira ${eq}: ¿${v} es solo un número por ${x}?`, `Prueba con ${x} = 0: ¿cuánto vale ${v}?`]
          : [`A proportional relationship can be written as ${v} = k${x}, with nothing added or subtracted.`, `Look at ${eq}: is ${v} just a number times ${x}?`, `Try ${x} = 0: what is ${v}?`],
        [`${eq}.`, yes ? w.t(`It has the form ${v} = k${x}, so it is proportional.`, `Tiene la forma ${v} = k${x}, así que es proporcional.`) : w.t('A number is added or subtracted, so it is not of the form y = kx.', 'Se suma o se resta un número, así que no tiene la forma y = kx.'), `${w.t('Check: when', 'Comprueba: cuando')} ${x} = 0, ${v} = ${yes ? 0 : eq.includes('+') ? (eq.includes(`${x} + ${k}`) ? k : b) : fmtInt(-b)}${yes ? w.t(', as it must be for a proportional relationship', ', como debe ser en una relación proporcional') : w.t(', not 0', ', no 0')}.`],
        [mis(yes ? 'no' : 'yes', yes ? 'missed-proportional' : 'any-linear-is-proportional', yes ? w.t(`${eq} has the form y = kx.`, `${eq} tiene la forma y = kx.`) : w.t('Adding a constant breaks proportionality: y is not a fixed multiple of x.', 'Sumar una constante rompe la proporcionalidad: y no es un múltiplo fijo de x.'))],
      );
    }
    // tables: d1 obvious; d4 constant difference; d5 first ratio looks right
    const xs = d === 1 ? [1, 2, 3] : d === 4 ? [1, 2, 3, 4] : [2, 4, 6];
    let ys: number[];
    if (yes) ys = xs.map((x) => k * x);
    else if (d === 1) ys = xs.map((x) => k * x + b * (x === 2 ? 1 : 0));
    else if (d === 4) ys = xs.map((x) => k * x + b);
    else {
      const b2 = rng.int(1, Math.max(1, k - 1));
      ys = xs.map((x, i) => (i === 0 ? k * x : k * x - b2));
    }
    const ratios = xs.map((x, i) => R(ys[i]!).div(x));
    const table = `x: ${xs.join(', ')}${w.t(' and', ';')} y: ${ys.join(', ')}`;
    const who = someone(rng, w);
    return bodyLoose(
      w.es ? rng.pick([
        `${table}. ¿Es y proporcional a x?`,
        `${who} hizo una tabla con ${table}. ¿Es y proporcional a x?`,
        `Una tabla muestra ${table}. ¿Es proporcional la relación?`,
        `¿Muestran estos valores una relación proporcional? ${table}.`,
        `¿Podría y = kx, con un solo número k, cumplirse para cada par? ${table}. Responde sí o no.`,
      ]) : rng.pick([
        `${table}. Is y proportional to x?`,
        `${who} made a table with ${table}. Is y proportional to x?`,
        `A table shows ${table}. Is the relationship proportional?`,
        `Do these values show a proportional relationship? ${table}.`,
        `Could y = kx, with one number k, fit every pair? ${table}. Answer yes or no.`,
      ]),
      A.yesNo(yes, w),
      w.es
        ? ['Calcula y ÷ x para cada par.', `${ys[0]} ÷ ${xs[0]} = ${fmtDecOrMixed(ratios[0]!)} y ${ys[1]} ÷ ${xs[1]} = ${fmtDecOrMixed(ratios[1]!)}.`, 'Proporcional quiere decir que cada razón y ÷ x es la misma.']
        : ['Work out y ÷ x for every pair.', `${ys[0]} ÷ ${xs[0]} = ${fmtDecOrMixed(ratios[0]!)} and ${ys[1]} ÷ ${xs[1]} = ${fmtDecOrMixed(ratios[1]!)}.`, 'Proportional means every ratio y ÷ x is the same.'],
      // The first ratio is worked out on its own: a step to fill in before the ratios are compared.
      [`${w.t('First pair', 'Primer par')}: ${ys[0]} ÷ ${xs[0]} = ${fmtDecOrMixed(ratios[0]!)}.`, `${w.t('Ratios', 'Razones')} y ÷ x: ${ratios.map((r) => fmtDecOrMixed(r)).join(', ')}.`, yes ? w.t('They are all equal, so y is proportional to x.', 'Todas son iguales, así que y es proporcional a x.') : w.t('They are not all equal, so y is not proportional to x.', 'No todas son iguales, así que y no es proporcional a x.'), w.es ? `Comprueba: ${yes ? `y = ${k}x se cumple para cada par` : 'ningún k hace que y = kx se cumpla para cada par'}.` : `Check: ${yes ? `y = ${k}x fits every pair` : `no single k makes y = kx fit every pair`}.`],
      [mis(yes ? 'no' : 'yes', yes ? 'missed-proportional' : 'constant-difference', yes ? w.t('Every ratio is the same, so it is proportional.', 'Todas las razones son iguales, así que es proporcional.') : w.t('Going up by the same amount is not enough; y ÷ x must be the same for every pair.', 'Subir siempre la misma cantidad no basta; y ÷ x tiene que ser igual para cada par.'))],
    );
  },
};
