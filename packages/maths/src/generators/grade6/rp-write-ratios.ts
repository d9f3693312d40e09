import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { mis } from '../shared/misconceptions.js';
import { gcdN } from '../shared/number-theory.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';

const CONTEXTS = [
  { place: 'An animal shelter', a: 'cats', b: 'dogs', whole: 'animals' },
  { place: 'A class', a: 'boys', b: 'girls', whole: 'students' },
  { place: 'A bag', a: 'red marbles', b: 'blue marbles', whole: 'marbles' },
  { place: 'A fruit bowl', a: 'apples', b: 'oranges', whole: 'pieces of fruit' },
  { place: 'A band', a: 'trumpets', b: 'drums', whole: 'instruments' },
  { place: 'A parking lot', a: 'cars', b: 'trucks', whole: 'vehicles' },
] as const;

/** The same contexts in Spanish, index for index; `all` is "todos los …" / "todas las …". */
const CONTEXTS_ES = [
  { place: 'Un refugio de animales', a: 'gatos', b: 'perros', all: 'todos los animales' },
  { place: 'Una clase', a: 'niños', b: 'niñas', all: 'todos los estudiantes' },
  { place: 'Una bolsa', a: 'canicas rojas', b: 'canicas azules', all: 'todas las canicas' },
  { place: 'Un frutero', a: 'manzanas', b: 'naranjas', all: 'todas las frutas' },
  { place: 'Una banda', a: 'trompetas', b: 'tambores', all: 'todos los instrumentos' },
  { place: 'Un estacionamiento', a: 'carros', b: 'camionetas', all: 'todos los vehículos' },
] as const;

export const rpWriteRatios: SkillGenerator = {
  skillId: 'g6.rp.write-ratios',
  grade: 6,
  domain: 'rp',
  ccss: ['6.RP.A.1'],
  topic: 'Ratios',
  subtopic: 'Write a ratio',
  prereqs: ['g4.nf.equivalent-fractions'],
  estTimeSec: times(15, 60),
  version: '1.2.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    // rng.pick(CONTEXTS) is this draw: the index names the Spanish row too.
    const at = rng.int(0, CONTEXTS.length - 1);
    const c = CONTEXTS[at]!;
    const ce = CONTEXTS_ES[at]!;
    // base coprime pair p:q, scaled by k when simplifying is needed
    let p = 0;
    let q = 0;
    for (let i = 0; i < 30; i++) {
      p = rng.int(2, 9);
      q = rng.int(2, 9);
      if (p !== q && gcdN(p, q) === 1) break;
    }
    if (p === q || gcdN(p, q) !== 1) [p, q] = [3, 5];
    const k = d === 3 || d === 5 ? rng.int(2, 6) : 1;
    const na = p * k;
    const nb = q * k;
    const wholeAsked = d >= 4;
    // d2: ask in reversed order (second-named first)
    const reversed = d === 2 || (d >= 3 && rng.bool(0.3) && !wholeAsked);
    const firstName = reversed ? c.b : c.a;
    const secondName = wholeAsked ? `all ${c.whole}` : reversed ? c.a : c.b;
    const x = reversed ? nb : na;
    const y = wholeAsked ? na + nb : reversed ? na : nb;
    const g = gcdN(x, y);
    const ax = x / g;
    const ay = y / g;
    if (w.es) {
      const first = reversed ? ce.b : ce.a;
      const second = wholeAsked ? ce.all : reversed ? ce.a : ce.b;
      /** "los gatos", "las canicas rojas". */
      const the = (things: string): string => `${/^(canicas|manzanas|naranjas|niñas|trompetas|camionetas)/.test(things) ? 'las' : 'los'} ${things}`;
      const partPartEs = wholeAsked ? `${na / gcdN(na, nb)}:${nb / gcdN(na, nb)}` : null;
      return bodyLoose(
        `${ce.place} tiene ${na} ${ce.a} y ${nb} ${ce.b}. ¿Cuál es la razón de ${first} a ${second}${d >= 3 ? ', en su mínima expresión' : ''}?`,
        A.ratio(ax, ay),
        [
          wholeAsked ? `"${first} a ${second}": primero ${the(first)}, luego el total.` : `La razón "${first} a ${second}" nombra primero ${the(first)}.`,
          wholeAsked ? `El total es ${na} + ${nb} = ${na + nb}.` : `Hay ${x} ${first}; ese número va primero.`,
          g > 1 ? `Simplifica ${x}:${y}: divide los dos números entre su máximo común divisor, ${g}.` : 'Escribe el segundo número después de los dos puntos y revisa si los dos números tienen un factor común.',
        ],
        [
          wholeAsked ? `Total: ${na} + ${nb} = ${na + nb}.` : `${first[0]!.toUpperCase()}${first.slice(1)}: ${x}; ${second}: ${y}.`,
          ...(g > 1
            ? [`Razón de ${first} a ${second}: ${x}:${y}.`, `Máximo común divisor: MCD(${x}, ${y}) = ${g}.`, `Divide las dos partes entre ${g}: ${ax}:${ay}.`]
            : [`Máximo común divisor: MCD(${x}, ${y}) = 1.`, `Los dos números no tienen factores comunes, así que la razón de ${first} a ${second} es ${x}:${y}.`]),
          `Comprueba: ${ax} × ${g} = ${x} y ${ay} × ${g} = ${y}, así que ${ax}:${ay} es equivalente a ${x}:${y}.`,
        ],
        [
          mis(`${ay}:${ax}`, 'order-reversed', `El orden importa: primero van ${the(first)}.`),
          partPartEs ? mis(partPartEs, 'part-to-part', `Eso compara ${ce.a} con ${ce.b}. La pregunta compara ${ce.a} con ${ce.all}.`) : null,
          g > 1 ? mis(`${x}:${y}`, 'not-simplified', `La comparación está bien, pero simplifica: divide las dos partes entre ${g}.`) : null,
        ],
      );
    }
    const simplest = d >= 3 ? ', in simplest form' : '';
    const text = `${c.place} has ${na} ${c.a} and ${nb} ${c.b}. What is the ratio of ${firstName} to ${secondName}${simplest}?`;
    const hints: [string, string, string] = [
      wholeAsked
        ? `"${firstName} to all ${c.whole}": ${firstName} first, then the total.`
        : `The ratio "${firstName} to ${secondName}" names ${firstName} first.`,
      wholeAsked ? `The total is ${na} + ${nb} = ${na + nb}.` : `There are ${x} ${firstName}; that number comes first.`,
      g > 1 ? `Simplify ${x}:${y}: divide both numbers by their greatest common factor, ${g}.` : `Write the second number after a colon, and check whether the two numbers share a common factor.`,
    ];
    const explanation = [
      wholeAsked ? `Total ${c.whole}: ${na} + ${nb} = ${na + nb}.` : `${firstName}: ${x}; ${secondName}: ${y}.`,
      // The greatest common factor is a step to fill in; the ratio itself is the last step.
      ...(g > 1
        ? [`Ratio of ${firstName} to ${secondName}: ${x}:${y}.`, `Greatest common factor: GCF(${x}, ${y}) = ${g}.`, `Divide both parts by ${g}: ${ax}:${ay}.`]
        : [`Greatest common factor: GCF(${x}, ${y}) = 1.`, `The two numbers share no common factor, so the ratio of ${firstName} to ${secondName} is ${x}:${y}.`]),
      `Check: ${ax} × ${g} = ${x} and ${ay} × ${g} = ${y}, so ${ax}:${ay} is equivalent to ${x}:${y}.`,
    ];
    const partPart = wholeAsked ? `${na / gcdN(na, nb)}:${nb / gcdN(na, nb)}` : null;
    return bodyLoose(text, A.ratio(ax, ay), hints, explanation, [
      mis(`${ay}:${ax}`, 'order-reversed', `The order matters: ${firstName} come first.`),
      partPart ? mis(partPart, 'part-to-part', `That compares ${c.a} to ${c.b}. The question asks for ${c.a} compared with all ${c.whole}.`) : null,
      g > 1 ? mis(`${x}:${y}`, 'not-simplified', `Right comparison, but simplify: divide both parts by ${g}.`) : null,
    ]);
  },
};
