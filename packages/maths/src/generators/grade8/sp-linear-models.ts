import { Rational, R } from '../../rational.js';
import { axisFor, withDiagram } from '../../diagrams/build.js';
import type { Diagram } from '../../diagrams/types.js';
import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator } from '../../types.js';
import { lin, par } from '../shared/expressions.js';
import { fmtDecOrFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';

interface Model {
  y: string;
  x: string;
  yv: string;
  xv: string;
  yUnit: string;
  xUnit: string;
  xOne: string;
  /** slope choices (in tenths) and intercept range */
  slopes: number[];
  b: [number, number];
  xs: [number, number];
}
const MODELS: Model[] = [
  { y: 'test score', x: 'hours studied', yv: 'y', xv: 'x', yUnit: 'points', xUnit: 'hours', xOne: 'hour', slopes: [15, 20, 25, 30, 35, 40, 45, 50], b: [40, 60], xs: [2, 8] },
  { y: "plant's height", x: 'days', yv: 'h', xv: 'd', yUnit: 'cm', xUnit: 'days', xOne: 'day', slopes: [5, 10, 15, 20, 25], b: [2, 9], xs: [4, 20] },
  { y: 'ice cream sales', x: 'temperature', yv: 's', xv: 't', yUnit: 'cones', xUnit: '°F', xOne: 'degree', slopes: [20, 25, 30, 35, 40, 45], b: [-90, -40], xs: [70, 95] },
  { y: "car's value", x: 'age', yv: 'v', xv: 'a', yUnit: 'thousand dollars', xUnit: 'years', xOne: 'year', slopes: [-15, -20, -25, -30], b: [22, 30], xs: [1, 6] },
  { y: 'phone battery left', x: 'time used', yv: 'b', xv: 't', yUnit: 'percent', xUnit: 'hours', xOne: 'hour', slopes: [-80, -100, -120, -125, -150], b: [90, 100], xs: [2, 5] },
];
/** The Spanish words of each model, index for index: the quantity alone and with its article, units. */
interface ModelEs {
  y: string;
  x: string;
  yThe: string;
  xThe: string;
  yUnit: string;
  xUnit: string;
  xOne: string;
}
const MODELS_ES: ModelEs[] = [
  { y: 'calificación del examen', x: 'horas de estudio', yThe: 'la calificación del examen', xThe: 'las horas de estudio', yUnit: 'puntos', xUnit: 'horas', xOne: 'hora' },
  { y: 'altura de la planta', x: 'días', yThe: 'la altura de la planta', xThe: 'los días', yUnit: 'cm', xUnit: 'días', xOne: 'día' },
  { y: 'ventas de helado', x: 'temperatura', yThe: 'las ventas de helado', xThe: 'la temperatura', yUnit: 'conos', xUnit: '°F', xOne: 'grado' },
  { y: 'valor del carro', x: 'edad', yThe: 'el valor del carro', xThe: 'la edad del carro', yUnit: 'miles de dólares', xUnit: 'años', xOne: 'año' },
  { y: 'batería del teléfono', x: 'tiempo de uso', yThe: 'la batería que le queda al teléfono', xThe: 'el tiempo de uso', yUnit: 'por ciento', xUnit: 'horas', xOne: 'hora' },
];
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const spLinearModels: SkillGenerator = {
  skillId: 'g8.sp.linear-models',
  grade: 8,
  domain: 'sp',
  ccss: ['8.SP.A.2', '8.SP.A.3'],
  topic: 'Data',
  subtopic: 'Use a line of fit',
  prereqs: ['g8.f.rate-initial-value'],
  estTimeSec: times(20, 90),
  version: '1.3.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN) {
    let mi = rng.int(0, MODELS.length - 1);
    if (difficulty === 3 && MODELS[mi]!.b[0] < 0) mi = 1;
    const md = MODELS[mi]!;
    const me = MODELS_ES[mi]!;
    const m = Rational.of(rng.pick(md.slopes), 10);
    const b = R(rng.int(md.b[0], md.b[1]));
    const eq = `${md.yv} = ${lin([[m, md.xv]], b)}`;
    const intro = w.t(`A line of fit for the ${md.y} (${md.yv}, in ${md.yUnit}) and the ${md.x} (${md.xv}, in ${md.xUnit}) is ${eq}.`, `Una recta de ajuste para ${me.yThe} (${md.yv}, en ${me.yUnit}) y ${me.xThe} (${md.xv}, en ${me.xUnit}) es ${eq}.`);
    const mis0: Misconception[] = [];
    if (difficulty === 2 || difficulty === 3) {
      const askSlope = difficulty === 2;
      const val = askSlope ? m : b;
      const answer: AnswerSpec = { format: 'number', value: val.toString(), canonical: fmtDecOrFrac(val) };
      mis0.push(mis(fmtDecOrFrac(askSlope ? b : m), askSlope ? 'gave-intercept' : 'gave-slope', askSlope ? w.t(`${fmtDecOrFrac(b)} is the starting value (when ${md.xv} = 0). The change per ${md.xOne} is the number multiplying ${md.xv}.`, `${fmtDecOrFrac(b)} es el valor inicial (cuando ${md.xv} = 0). El cambio por ${me.xOne} es el número que multiplica a ${md.xv}.`) : w.t(`${fmtDecOrFrac(m)} is the change per ${md.xOne}. The starting value is the constant term.`, `${fmtDecOrFrac(m)} es el cambio por ${me.xOne}. El valor inicial es el término constante.`)));
      if (askSlope && m.sign() < 0) mis0.push(mis(fmtDecOrFrac(m.neg()), 'sign-lost', w.t(`The ${md.y} goes down as ${md.x} goes up, so the change is negative.`, `${cap(me.yThe)} baja cuando ${me.xThe} sube, así que el cambio es negativo.`)));
      const text = askSlope
        ? w.t(`${intro} By how much does the model say the ${md.y} changes for each extra ${md.xOne}? (Use a negative number for a decrease.)`, `${intro} Según el modelo, ¿cuánto cambia ${me.yThe} por cada ${me.xOne} más? (Usa un número negativo si disminuye.)`)
        : w.t(`${intro} What ${md.y} does the model predict when ${md.xv} = 0?`, `${intro} ¿Qué valor predice el modelo para ${me.yThe} cuando ${md.xv} = 0?`);
      return withDiagram(bodyByFormat(
        text,
        answer,
        [askSlope ? w.t(`In ${md.yv} = m${md.xv} + b, the slope m is the change in ${md.yv} for each unit of ${md.xv}.`, `En ${md.yv} = m${md.xv} + b, la pendiente m es el cambio en ${md.yv} por cada unidad de ${md.xv}.`) : w.t(`When ${md.xv} = 0, the ${md.xv}-term is 0.`, `Cuando ${md.xv} = 0, el término con ${md.xv} vale 0.`), w.t(`Compare ${eq} with ${md.yv} = m${md.xv} + b.`, `Compara ${eq} con ${md.yv} = m${md.xv} + b.`), askSlope ? w.t(`m is the number multiplying ${md.xv}.`, `m es el número que multiplica a ${md.xv}.`) : w.t(`${md.yv} = ${fmtDecOrFrac(m)} × 0 + b; what is left?`, `${md.yv} = ${fmtDecOrFrac(m)} × 0 + b; ¿qué queda?`)],
        askSlope
          ? [w.t(`In ${eq}, the slope is the number multiplying ${md.xv}.`, `En ${eq}, la pendiente es el número que multiplica a ${md.xv}.`), // The slope is read off in the last step, a step to fill in.
            w.t(`So for each extra ${md.xOne}, the change is m = ${fmtDecOrFrac(m)} ${md.yUnit}.`, `Entonces, por cada ${me.xOne} más, el cambio es m = ${fmtDecOrFrac(m)} ${me.yUnit}.`), w.t(`Check: from ${md.xv} = 1 to ${md.xv} = 2 the model goes from ${fmtDecOrFrac(m.add(b))} to ${fmtDecOrFrac(m.mul(2).add(b))}, a change of ${fmtDecOrFrac(m)}.`, `Comprueba: de ${md.xv} = 1 a ${md.xv} = 2 el modelo pasa de ${fmtDecOrFrac(m.add(b))} a ${fmtDecOrFrac(m.mul(2).add(b))}, un cambio de ${fmtDecOrFrac(m)}.`)]
          : [w.t(`Put ${md.xv} = 0: ${md.yv} = ${fmtDecOrFrac(m)} × 0 + ${par(b)}.`, `Pon ${md.xv} = 0: ${md.yv} = ${fmtDecOrFrac(m)} × 0 + ${par(b)}.`), w.t(`${md.yv} = ${fmtDecOrFrac(b)} ${md.yUnit}.`, `${md.yv} = ${fmtDecOrFrac(b)} ${me.yUnit}.`), w.t(`Check: the intercept b in ${eq} is ${fmtDecOrFrac(b)}.`, `Comprueba: la intersección b en ${eq} es ${fmtDecOrFrac(b)}.`)],
        mis0,
      ), scatterWithFit(md, m.toNumber(), b.toNumber(), w.es ? me : null));
    }
    let x: Rational;
    if (difficulty === 4) x = Rational.of(2 * rng.int(md.xs[0], md.xs[1]) + 1, 2);
    else x = R(rng.int(md.xs[0], md.xs[1]));
    const y = m.mul(x).add(b);
    if (difficulty === 5) {
      const answer: AnswerSpec = { format: 'number', value: x.toString(), canonical: fmtDecOrFrac(x) };
      const yb = y.sub(b);
      mis0.push(mis(fmtDecOrFrac(m.mul(y).add(b)), 'substituted-for-x', w.t(`${fmtDecOrFrac(y)} is the ${md.y}, so it goes in place of ${md.yv}, not ${md.xv}.`, `${fmtDecOrFrac(y)} es el valor de ${me.yThe}, así que va en lugar de ${md.yv}, no de ${md.xv}.`)));
      mis0.push(mis(fmtDecOrFrac(y.add(b).div(m).round(1)), 'added-instead-of-subtracting', w.t(`Undo ${b.sign() < 0 ? 'subtracting' : 'adding'} ${fmtDecOrFrac(b.abs())} first: ${b.sign() < 0 ? 'add' : 'subtract'} it.`, `Primero deshaz ${b.sign() < 0 ? 'la resta' : 'la suma'} de ${fmtDecOrFrac(b.abs())}: ${b.sign() < 0 ? 'súmalo' : 'réstalo'}.`)));
      mis0.push(mis(fmtDecOrFrac(y.div(m).round(1)), 'ignored-intercept', w.t(`Take away the starting value ${fmtDecOrFrac(b)} before dividing.`, `Quita el valor inicial ${fmtDecOrFrac(b)} antes de dividir.`)));
      return bodyByFormat(
        w.t(`${intro} For what ${md.xv} does the model give ${md.yv} = ${fmtDecOrFrac(y)}?`, `${intro} ¿Para qué valor de ${md.xv} da el modelo ${md.yv} = ${fmtDecOrFrac(y)}?`),
        answer,
        // With a slope of 1 the subtraction already gives the answer: it is then the last step, and no hint names its result.
        m.eq(1)
          ? [w.t(`Put ${md.yv} = ${fmtDecOrFrac(y)} into the model: ${fmtDecOrFrac(y)} = ${lin([[m, md.xv]], b)}.`, `Pon ${md.yv} = ${fmtDecOrFrac(y)} en el modelo: ${fmtDecOrFrac(y)} = ${lin([[m, md.xv]], b)}.`), w.t(`${b.sign() < 0 ? 'Add' : 'Subtract'} ${fmtDecOrFrac(b.abs())} on both sides to get ${md.xv} alone.`, `${b.sign() < 0 ? 'Suma' : 'Resta'} ${fmtDecOrFrac(b.abs())} en los dos lados para dejar sola la ${md.xv}.`), w.t(`Work out ${fmtDecOrFrac(y)} ${b.sign() < 0 ? '+' : '−'} ${fmtDecOrFrac(b.abs())}.`, `Calcula ${fmtDecOrFrac(y)} ${b.sign() < 0 ? '+' : '−'} ${fmtDecOrFrac(b.abs())}.`)]
          : [w.t(`Put ${md.yv} = ${fmtDecOrFrac(y)} into the model: ${fmtDecOrFrac(y)} = ${lin([[m, md.xv]], b)}.`, `Pon ${md.yv} = ${fmtDecOrFrac(y)} en el modelo: ${fmtDecOrFrac(y)} = ${lin([[m, md.xv]], b)}.`), w.t(`${b.sign() < 0 ? 'Add' : 'Subtract'} ${fmtDecOrFrac(b.abs())} on both sides: ${fmtDecOrFrac(yb)} = ${fmtDecOrFrac(m)}${md.xv}.`, `${b.sign() < 0 ? 'Suma' : 'Resta'} ${fmtDecOrFrac(b.abs())} en los dos lados: ${fmtDecOrFrac(yb)} = ${fmtDecOrFrac(m)}${md.xv}.`), w.t(`Divide ${fmtDecOrFrac(yb)} by ${fmtDecOrFrac(m)}.`, `Divide ${fmtDecOrFrac(yb)} entre ${fmtDecOrFrac(m)}.`)],
        [
          `${fmtDecOrFrac(y)} = ${lin([[m, md.xv]], b)}.`,
          ...(m.eq(1)
            ? [`${md.xv} = ${fmtDecOrFrac(y)} ${b.sign() < 0 ? '+' : '−'} ${fmtDecOrFrac(b.abs())} = ${fmtDecOrFrac(x)}.`]
            : [`${fmtDecOrFrac(yb)} = ${fmtDecOrFrac(m)}${md.xv}.`, `${md.xv} = ${fmtDecOrFrac(yb)} ÷ ${par(m)} = ${fmtDecOrFrac(x)}.`]), w.t(`Check: ${fmtDecOrFrac(m)} × ${fmtDecOrFrac(x)} ${b.sign() < 0 ? '−' : '+'} ${fmtDecOrFrac(b.abs())} = ${fmtDecOrFrac(y)}.`, `Comprueba: ${fmtDecOrFrac(m)} × ${fmtDecOrFrac(x)} ${b.sign() < 0 ? '−' : '+'} ${fmtDecOrFrac(b.abs())} = ${fmtDecOrFrac(y)}.`)],
        mis0,
      );
    }
    const answer: AnswerSpec = { format: 'number', value: y.toString(), canonical: fmtDecOrFrac(y) };
    mis0.push(mis(fmtDecOrFrac(m.mul(x)), 'forgot-intercept', w.t(`Add the starting value ${fmtDecOrFrac(b)} too.`, `Suma también el valor inicial ${fmtDecOrFrac(b)}.`)));
    mis0.push(mis(fmtDecOrFrac(m.mul(x.add(b))), 'added-before-multiplying', w.t(`Multiply ${fmtDecOrFrac(m)} by ${fmtDecOrFrac(x)} first, then add ${fmtDecOrFrac(b)}.`, `Primero multiplica ${fmtDecOrFrac(m)} por ${fmtDecOrFrac(x)} y después suma ${fmtDecOrFrac(b)}.`)));
    return bodyByFormat(
      w.t(`${intro} Use the model to predict ${md.yv} when ${md.xv} = ${fmtDecOrFrac(x)}.`, `${intro} Usa el modelo para predecir ${md.yv} cuando ${md.xv} = ${fmtDecOrFrac(x)}.`),
      answer,
      [w.t(`Replace ${md.xv} with ${fmtDecOrFrac(x)} in the model.`, `Sustituye ${md.xv} por ${fmtDecOrFrac(x)} en el modelo.`), `${fmtDecOrFrac(m)} × ${fmtDecOrFrac(x)} = ${fmtDecOrFrac(m.mul(x))}.`, w.t(`Now ${b.sign() < 0 ? 'subtract' : 'add'} ${fmtDecOrFrac(b.abs())}.`, `Ahora ${b.sign() < 0 ? 'resta' : 'suma'} ${fmtDecOrFrac(b.abs())}.`)],
      [`${md.yv} = ${fmtDecOrFrac(m)} × ${fmtDecOrFrac(x)} ${b.sign() < 0 ? '−' : '+'} ${fmtDecOrFrac(b.abs())}.`, `${fmtDecOrFrac(m)} × ${fmtDecOrFrac(x)} = ${fmtDecOrFrac(m.mul(x))}.`, `${fmtDecOrFrac(m.mul(x))} ${b.sign() < 0 ? '−' : '+'} ${fmtDecOrFrac(b.abs())} = ${fmtDecOrFrac(y)}.`, w.t(`Check: ${fmtDecOrFrac(y)} ${b.sign() < 0 ? '+' : '−'} ${fmtDecOrFrac(b.abs())} = ${fmtDecOrFrac(m.mul(x))} = ${fmtDecOrFrac(m)} × ${fmtDecOrFrac(x)}.`, `Comprueba: ${fmtDecOrFrac(y)} ${b.sign() < 0 ? '+' : '−'} ${fmtDecOrFrac(b.abs())} = ${fmtDecOrFrac(m.mul(x))} = ${fmtDecOrFrac(m)} × ${fmtDecOrFrac(x)}.`)],
      mis0,
    );
  },
};

/** Eight data points scattered about the line of fit (a fixed pattern of offsets, no extra draw), with the line. */
function scatterWithFit(md: Model, m: number, b: number, es: ModelEs | null): Diagram {
  const [x0, x1] = md.xs;
  const jitter = [1, -1, 2, 0, -2, 1, -1, 0];
  const scale = Math.max(1, Math.round((Math.abs(m) * (x1 - x0)) / 8));
  const xs = jitter.map((_, i) => Math.round(x0 + ((x1 - x0) * i) / (jitter.length - 1)));
  const points: [number, number][] = xs.map((x, i) => [x, Math.round(m * x + b) + jitter[i]! * scale]);
  const fit: [[number, number], [number, number]] = [[x0, m * x0 + b], [x1, m * x1 + b]];
  const title = es ? `${cap(es.y)} y ${es.x}` : `${md.y.replace(/^./, (c) => c.toUpperCase())} and ${md.x}`;
  return {
    kind: 'scatter-plot',
    title: title.length <= 40 ? title : es ? cap(es.y) : md.y,
    x: axisFor(xs, { withZero: false, minStep: 1, label: `${md.xv} (${es ? es.xUnit : md.xUnit})` }),
    y: axisFor([...points.map((p) => p[1]), fit[0][1], fit[1][1]], { label: `${md.yv} (${es ? es.yUnit : md.yUnit})` }),
    points,
    trendLine: fit,
  };
}
