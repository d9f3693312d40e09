import type { AnswerSpec, Difficulty, Rng, SkillGenerator } from '../../types.js';
import { lin } from '../shared/expressions.js';
import { R } from '../../rational.js';
import { fmtDecOrFrac, fmtFrac, fmtInt } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { signedInt } from '../shared/random-picks.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { choiceAnswerIn } from '../shared/answers.js';
import { EN, type Words } from '../../language/index.js';

interface Item {
  text: string;
  /** Steps with a number to fill in before the decision (the power of x, the first change in y). */
  fill?: string[];
  linear: boolean;
  step: string;
  last: string;
  why: string;
  check: string;
  trapId: string;
  trap: string;
}

function equationItem(rng: Rng, w: Words): Item {
  const m = signedInt(rng, 1, 9);
  const b = signedInt(rng, 1, 9);
  if (rng.bool()) {
    const eq = `y = ${lin([[m, 'x']], b)}`;
    if (w.es) return { text: `¿${eq} es lineal o no lineal?`, linear: true, step: `${eq} ya tiene la forma y = mx + b.`, last: `¿Cuánto valen m y b aquí?`, why: `${eq} es y = mx + b con m = ${fmtDecOrFrac(m)} y b = ${fmtDecOrFrac(b)}.`, check: 'Comprueba: cada vez que x aumenta 1, y cambia lo mismo.', trapId: 'thought-nonlinear', trap: `Tiene la forma y = mx + b (m = ${fmtDecOrFrac(m)}), así que su gráfica es una línea recta.` };
    return { text: `Is ${eq} linear or nonlinear?`, linear: true, step: `${eq} already has the form y = mx + b.`, last: `What are m and b here?`, why: `${eq} is y = mx + b with m = ${fmtDecOrFrac(m)} and b = ${fmtDecOrFrac(b)}.`, check: 'Check: each time x goes up by 1, y changes by the same amount.', trapId: 'thought-nonlinear', trap: `It has the form y = mx + b (m = ${fmtDecOrFrac(m)}), so its graph is a straight line.` };
  }
  const pow = rng.pick(['x²', 'x³']);
  const eq = `y = ${lin([[1, pow]], b)}`;
  if (w.es) return { text: `¿${eq} es lineal o no lineal?`, linear: false, fill: [`Potencia de x: ${pow === 'x²' ? 2 : 3}.`], step: `La x está elevada a una potencia: ${pow}.`, last: `¿Se puede escribir ${pow} como m × x con una sola m fija?`, why: `${eq} tiene ${pow}, así que no se puede escribir como y = mx + b.`, check: `Comprueba: x = 0, 1, 2 dan y = ${fmtDecOrFrac(b)}, ${fmtDecOrFrac(1 + b)}, ${fmtDecOrFrac((pow === 'x²' ? 4 : 8) + b)}: los cambios no son iguales.`, trapId: 'any-equation-is-linear', trap: `${pow} hace que la gráfica sea curva: el cambio en y no es constante.` };
  return { text: `Is ${eq} linear or nonlinear?`, linear: false, fill: [`Power of x: ${pow === 'x²' ? 2 : 3}.`], step: `The x is raised to a power: ${pow}.`, last: `Can ${pow} be written as m × x for one fixed m?`, why: `${eq} has ${pow}, so it cannot be written as y = mx + b.`, check: `Check: x = 0, 1, 2 give y = ${fmtDecOrFrac(b)}, ${fmtDecOrFrac(1 + b)}, ${fmtDecOrFrac((pow === 'x²' ? 4 : 8) + b)}: the changes are not equal.`, trapId: 'any-equation-is-linear', trap: `${pow} makes the graph curve: the change in y is not constant.` };
}

function tableItem(rng: Rng, ratioTrap: boolean, w: Words): Item {
  const x0 = rng.int(0, 2);
  const dx = ratioTrap ? rng.pick([1, 2]) : 1;
  const xs = [0, 1, 2, 3].map((i) => x0 + i * dx);
  let ys: number[];
  let linear: boolean;
  if (ratioTrap) {
    linear = rng.bool(0.4);
    if (linear) {
      const m = rng.int(2, 5);
      const b = rng.int(-5, 9);
      ys = xs.map((x) => m * x + b);
    } else {
      const a = rng.int(1, 5);
      const r = rng.pick([2, 3]);
      ys = xs.map((_, i) => a * r ** i);
    }
  } else {
    linear = rng.bool();
    const m = signedInt(rng, 1, 6);
    const b = rng.int(-5, 9);
    ys = linear ? xs.map((x) => m * x + b) : xs.map((x) => x * x + b);
  }
  const diffs = ys.slice(1).map((y, i) => y - ys[i]!);
  const table = `x: ${xs.map((v) => fmtDecOrFrac(v)).join(', ')}; y: ${ys.map((v) => fmtDecOrFrac(v)).join(', ')}`;
  return {
    // The wording is drawn after the numbers (docs/maths/curriculum.md, "Variety").
    text: rng.pick(w.es ? [
      `La tabla muestra una relación. ${table}. ¿Es lineal o no lineal?`,
      `${someone(rng, w)} anota estos valores: ${table}. ¿La relación es lineal o no lineal?`,
      `Una tabla da ${table}. ¿La relación entre x y y es lineal o no lineal?`,
      `Aquí hay algunas entradas y salidas. ${table}. ¿Lineal o no lineal?`,
      `¿La relación de esta tabla es lineal o no lineal? ${table}.`,
    ] : [
      `The table shows a relationship. ${table}. Is it linear or nonlinear?`,
      `${someone(rng)} records these values: ${table}. Is the relationship linear or nonlinear?`,
      `A table gives ${table}. Is the relationship between x and y linear or nonlinear?`,
      `Here are some inputs and outputs. ${table}. Linear or nonlinear?`,
      `Is the relationship in this table linear or nonlinear? ${table}.`,
    ]),
    linear,
    fill: [w.t(`First change in y: ${fmtDecOrFrac(ys[1]!)} − ${ys[0]! < 0 ? `(${fmtDecOrFrac(ys[0]!)})` : fmtDecOrFrac(ys[0]!)} = ${fmtDecOrFrac(diffs[0]!)}.`, `Primer cambio en y: ${fmtDecOrFrac(ys[1]!)} − ${ys[0]! < 0 ? `(${fmtDecOrFrac(ys[0]!)})` : fmtDecOrFrac(ys[0]!)} = ${fmtDecOrFrac(diffs[0]!)}.`)],
    step: w.t(`x goes up by ${dx} each time. Find how much y changes each time.`, `x aumenta ${dx} cada vez. Encuentra cuánto cambia y cada vez.`),
    last: w.t(`The changes in y are ${diffs.map((d) => fmtDecOrFrac(d)).join(', ')}. Are they all the same?`, `Los cambios en y son ${diffs.map((d) => fmtDecOrFrac(d)).join(', ')}. ¿Son todos iguales?`),
    why: linear ? w.t(`y changes by ${fmtDecOrFrac(diffs[0]!)} every time x goes up by ${dx}: a constant rate of change.`, `y cambia ${fmtDecOrFrac(diffs[0]!)} cada vez que x aumenta ${dx}: una tasa de cambio constante.`) : w.t(`The changes in y are ${diffs.map((d) => fmtDecOrFrac(d)).join(', ')}, not constant.`, `Los cambios en y son ${diffs.map((d) => fmtDecOrFrac(d)).join(', ')}, no son constantes.`),
    check: linear ? w.t('Check: the points lie on one straight line.', 'Comprueba: los puntos quedan sobre una misma línea recta.') : w.t('Check: plotted, the points curve instead of lining up.', 'Comprueba: al graficarlos, los puntos forman una curva en lugar de alinearse.'),
    trapId: linear ? 'thought-nonlinear' : ratioTrap ? 'constant-ratio-is-linear' : 'any-pattern-is-linear',
    trap: linear ? w.t('The change in y is the same each step, so it is linear.', 'El cambio en y es el mismo en cada paso, así que es lineal.') : ratioTrap ? w.t('Multiplying by the same number each step is not a constant change: linear means adding the same amount.', 'Multiplicar por el mismo número en cada paso no es un cambio constante: lineal quiere decir sumar la misma cantidad.') : w.t('The change in y is not the same each step, so it is not linear.', 'El cambio en y no es el mismo en cada paso, así que no es lineal.'),
  };
}

/** A relationship described in words with its rule: [text, linear?, why]. Numbers vary within each family. */
function context(rng: Rng, w: Words): [string, boolean, string] {
  if (rng.bool()) {
    switch (rng.int(0, 4)) {
      case 0: {
        const si = rng.int(0, 3);
        const [shape, n] = ([['square', 4], ['equilateral triangle', 3], ['regular pentagon', 5], ['regular hexagon', 6]] as const)[si]!;
        const shapeEs = ['cuadrado', 'triángulo equilátero', 'pentágono regular', 'hexágono regular'][si]!;
        return [w.t(`The perimeter P of a ${shape} with side s: P = ${n}s`, `El perímetro P de un ${shapeEs} de lado s: P = ${n}s`), true, w.t(`P = ${n}s is y = mx + b with m = ${n} and b = 0.`, `P = ${n}s es y = mx + b con m = ${n} y b = 0.`)];
      }
      case 1: {
        const price = rng.int(5, 15);
        const fee = rng.pick([2, 3, 4, 5, 6, 7, 9, 10]);
        return [w.t(`The cost C of n tickets at $${price} each plus a $${fee} fee: C = ${price}n + ${fee}`, `El costo C de n boletos a $${price} cada uno más un cargo de $${fee}: C = ${price}n + ${fee}`), true, w.t(`C = ${price}n + ${fee} has the form y = mx + b.`, `C = ${price}n + ${fee} tiene la forma y = mx + b.`)];
      }
      case 2: {
        const speed = rng.int(2, 5);
        return [w.t(`The distance d walked at ${speed} miles per hour for t hours: d = ${speed}t`, `La distancia d que se camina a ${speed} millas por hora durante t horas: d = ${speed}t`), true, w.t(`d = ${speed}t has a constant rate of ${speed}.`, `d = ${speed}t tiene una tasa constante de ${speed}.`)];
      }
      case 3: {
        const burn = rng.int(1, 3);
        const tall = burn * rng.int(6, 12);
        const rule = lin([[-burn, 't']], tall).replace(/^−(\w+) \+ (\d+)$/, '$2 − $1');
        return [w.t(`A candle ${tall} cm tall that burns ${burn} cm every hour: h = ${rule}`, `Una vela de ${tall} cm de alto que se consume ${burn} cm cada hora: h = ${rule}`), true, w.t(`h = ${lin([[-burn, 't']], tall)} has a constant rate of −${burn}.`, `h = ${lin([[-burn, 't']], tall)} tiene una tasa constante de −${burn}.`)];
      }
      default: {
        const start = rng.pick([20, 25, 30, 40, 50]);
        const save = rng.pick([5, 10, 15]);
        return [w.t(`A savings jar holds $${start} and gets $${save} more every week: S = ${start} + ${save}w`, `Una alcancía tiene $${start} y recibe $${save} más cada semana: S = ${start} + ${save}w`), true, w.t(`S = ${save}w + ${start} has a constant rate of ${save} dollars a week.`, `S = ${save}w + ${start} tiene una tasa constante de ${save} dólares por semana.`)];
      }
    }
  }
  switch (rng.int(0, 4)) {
    case 0:
      return (w.es
        ? ([
          ['El área A de un cuadrado de lado s: A = s²', false, 's está al cuadrado, así que A crece cada vez más rápido.'],
          ['El volumen V de un cubo de arista e: V = e³', false, 'e está al cubo, así que el cambio no es constante.'],
          ['El área A de un círculo de radio r: A = πr²', false, 'r está al cuadrado, así que la gráfica es curva.'],
        ] as [string, boolean, string][])
        : ([
          ['The area A of a square with side s: A = s²', false, 's is squared, so A grows faster and faster.'],
          ['The volume V of a cube with edge e: V = e³', false, 'e is cubed, so the change is not constant.'],
          ['The area A of a circle with radius r: A = πr²', false, 'r is squared, so the graph curves.'],
        ] as [string, boolean, string][]))[rng.int(0, 2)]!;
    case 1: {
      const k = rng.int(2, 4);
      return [w.t(`The area A of a rectangle whose length is ${k} times its width w: A = ${k}w²`, `El área A de un rectángulo cuyo largo es ${k} veces su ancho w: A = ${k}w²`), false, w.t('w is squared, so A grows faster and faster.', 'w está al cuadrado, así que A crece cada vez más rápido.')];
    }
    case 2: {
      const start = rng.pick([50, 100, 200, 500, 1000]);
      return [w.t(`Money that doubles every year, starting at $${fmtInt(start)}`, `Dinero que se duplica cada año, empezando con $${fmtInt(start)}`), false, w.t('Doubling multiplies each year; the yearly change keeps growing.', 'Duplicar multiplica cada año; el cambio de cada año sigue creciendo.')];
    }
    case 3: {
      const start = rng.pick([10, 20, 50, 100]);
      const ei = rng.int(0, 1);
      const every = (['hour', 'day'] as const)[ei]!;
      const everyEs = ['hora', 'día'][ei]!;
      return [w.t(`A colony of ${start} bacteria that doubles every ${every}`, `Una colonia de ${start} bacterias que se duplica cada ${everyEs}`), false, w.t(`Doubling multiplies each ${every}; the change keeps growing.`, `Duplicar multiplica cada ${everyEs}; el cambio sigue creciendo.`)];
    }
    default: {
      const drop = rng.int(2, 5);
      return [w.t(`The distance d a ball has fallen after t seconds when it is dropped from a bridge ${drop * 20} m high: d = 5t²`, `La distancia d que ha caído una pelota después de t segundos, si se deja caer desde un puente de ${drop * 20} m de alto: d = 5t²`), false, w.t('t is squared, so the ball falls farther each second.', 't está al cuadrado, así que la pelota cae más lejos cada segundo.')];
    }
  }
}
/** An equation in disguise: [equation, linear?, the rewriting step, what it shows]. */
function disguised(rng: Rng, w: Words): [string, boolean, string, string] {
  const q = rng.int(2, 5);
  const a = rng.int(1, 9);
  const m = rng.int(2, 4);
  const c = rng.int(1, 6);
  switch (rng.int(0, 9)) {
    case 0: {
      const k = R(a).div(q);
      return [`y = (x + ${a})/${q}`, true, `(x + ${a})/${q} = x/${q} + ${fmtFrac(k)}`, w.t(`m = 1/${q} and b = ${fmtFrac(k)}`, `m = 1/${q} y b = ${fmtFrac(k)}`)];
    }
    case 1: {
      const p = rng.int(2, 3);
      return [`${p}y − ${p * m}x = ${p * c}`, true, w.t(`add ${p * m}x and divide by ${p}: y = ${m}x + ${c}`, `suma ${p * m}x y divide entre ${p}: y = ${m}x + ${c}`), w.t(`m = ${m} and b = ${c}`, `m = ${m} y b = ${c}`)];
    }
    case 2:
      return [`y = ${a + 1}/x`, false, w.t('x is in the denominator', 'x está en el denominador'), w.t('dividing by x is not multiplying x by a fixed m', 'dividir entre x no es multiplicar x por una m fija')];
    case 3:
      return [`y = x(x + ${a})`, false, `x(x + ${a}) = ${lin([[1, 'x²'], [a, 'x']])}`, w.t('there is an x² term', 'hay un término con x²')];
    case 4: {
      const k = c - m * a;
      return [`y = ${m}(x − ${a}) + ${c}`, true, `${m}(x − ${a}) + ${c} = ${lin([[m, 'x']], k)}`, w.t(`m = ${m} and b = ${fmtDecOrFrac(k)}`, `m = ${m} y b = ${fmtDecOrFrac(k)}`)];
    }
    case 5: {
      const k = rng.pick([6, 8, 10, 12, 18, 20, 24]);
      return [`xy = ${k}`, false, `y = ${k}/x`, w.t('x ends up in the denominator', 'x queda en el denominador')];
    }
    case 6:
      return [`y = x/${q} − ${c}`, true, `x/${q} = (1/${q})x`, w.t(`m = 1/${q} and b = −${c}`, `m = 1/${q} y b = −${c}`)];
    case 7:
      return [`y = ${lin([[1, '√x']], c)}`, false, w.t('the square root is not m × x', 'la raíz cuadrada no es m × x'), w.t('the rate of change keeps shrinking', 'la tasa de cambio se hace cada vez más chica')];
    case 8:
      return [`${m}x + y = ${c + 2}`, true, w.t(`subtract ${m}x: y = ${lin([[-m, 'x']], c + 2)}`, `resta ${m}x: y = ${lin([[-m, 'x']], c + 2)}`), w.t(`m = −${m} and b = ${c + 2}`, `m = −${m} y b = ${c + 2}`)];
    default:
      return [`y = ${a}`, true, `y = 0x + ${a}`, w.t(`m = 0 and b = ${a} (a horizontal line)`, `m = 0 y b = ${a} (una recta horizontal)`)];
  }
}

const LINEAR_OPTIONS: Record<'linear' | 'nonlinear', string[]> = { linear: ['linear function', 'it is linear', 'straight line'], nonlinear: ['non-linear', 'not linear', 'nonlinear function', 'non linear'] };
/** The Spanish forms, the first being the label the child sees. */
const LINEAR_OPTIONS_ES: Record<'linear' | 'nonlinear', string[]> = {
  linear: ['lineal', 'es lineal', 'función lineal', 'línea recta', 'relación lineal'],
  nonlinear: ['no lineal', 'no es lineal', 'función no lineal', 'relación no lineal', 'nolineal'],
};

export const fLinearOrNonlinear: SkillGenerator = {
  skillId: 'g8.f.linear-or-nonlinear',
  grade: 8,
  domain: 'f',
  ccss: ['8.F.A.3'],
  topic: 'Functions',
  subtopic: 'Linear or not?',
  prereqs: ['g8.ee.slope'],
  estTimeSec: times(15, 60),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN) {
    let item: Item;
    if (difficulty === 1) item = equationItem(rng, w);
    else if (difficulty === 2) item = tableItem(rng, false, w);
    else if (difficulty === 3) item = tableItem(rng, true, w);
    else if (difficulty === 4) {
      const [t, linear, why] = context(rng, w);
      item = w.es
        ? { text: `${t}. ¿Esta relación es lineal o no lineal?`, linear, step: 'Escríbela como una regla y compárala con y = mx + b.', last: '¿La tasa de cambio es la misma en cada paso?', why, check: linear ? 'Comprueba: pasos iguales en la entrada dan cambios iguales en la salida.' : 'Comprueba: pasos iguales en la entrada dan cambios distintos en la salida.', trapId: linear ? 'thought-nonlinear' : 'any-formula-is-linear', trap: linear ? `Es lineal: ${why}` : `No es lineal: ${why}` }
        : { text: `${t}. Is this relationship linear or nonlinear?`, linear, step: 'Write it as a rule and compare it with y = mx + b.', last: 'Is the rate of change the same for every step?', why, check: linear ? 'Check: equal steps in the input give equal changes in the output.' : 'Check: equal steps in the input give different changes in the output.', trapId: linear ? 'thought-nonlinear' : 'any-formula-is-linear', trap: linear ? `It is linear: ${why}` : `It is nonlinear: ${why}` };
    } else {
      const [eq, linear, step, last] = disguised(rng, w);
      item = w.es
        ? { text: `¿${eq} es lineal o no lineal?`, linear, step: `Reescríbela: ${step}.`, last: linear ? '¿Cuánto valen m y b?' : `¿Se puede escribir como y = mx + b?`, why: `${/^[a-z]{2}/.test(step) ? step[0]!.toUpperCase() + step.slice(1) : step}; ${last}.`, check: linear ? 'Comprueba: su gráfica es una línea recta.' : 'Comprueba: su gráfica no es una línea recta.', trapId: linear ? 'dividing-makes-nonlinear' : 'any-equation-is-linear', trap: linear ? `Se puede reescribir como y = mx + b (${last}), así que es lineal.` : `No se puede escribir como y = mx + b: ${last}.` }
        : { text: `Is ${eq} linear or nonlinear?`, linear, step: `Rewrite it: ${step}.`, last: linear ? 'What are m and b?' : `Can it be written as y = mx + b?`, why: `${/^[a-z]{2}/.test(step) ? step[0]!.toUpperCase() + step.slice(1) : step}; ${last}.`, check: linear ? 'Check: its graph is a straight line.' : 'Check: its graph is not a straight line.', trapId: linear ? 'dividing-makes-nonlinear' : 'any-equation-is-linear', trap: linear ? `It can be rewritten as y = mx + b (${last}), so it is linear.` : `It cannot be written as y = mx + b: ${last}.` };
    }
    const key = item.linear ? 'linear' : 'nonlinear';
    const answer: AnswerSpec = w.es ? choiceAnswerIn(w, key, LINEAR_OPTIONS, LINEAR_OPTIONS_ES) : { format: 'choice', value: key, canonical: key, options: { linear: ['linear function', 'it is linear', 'straight line'], nonlinear: ['non-linear', 'not linear', 'nonlinear function', 'non linear'] } };
    return bodyByFormat(
      item.text,
      answer,
      [w.t('A linear relationship can be written as y = mx + b: the rate of change is constant.', 'Una relación lineal se puede escribir como y = mx + b: la tasa de cambio es constante.'), item.step, item.last],
      // Rules in words and rewritten rules fill in the power of x a linear rule has.
      [...(item.fill ?? [w.t('Power of x in a linear rule: 1.', 'Potencia de x en una regla lineal: 1.')]), item.why, w.t(`So it is ${key}.`, `Entonces ${item.linear ? 'es lineal' : 'no es lineal'}.`), item.check],
      [mis(item.linear ? 'nonlinear' : 'linear', item.trapId, item.trap)],
    );
  },
};
