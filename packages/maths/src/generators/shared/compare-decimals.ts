/** Decimal comparison item builder shared by g4.nf.compare-decimals and g5.nbt.compare-decimals. */
import type { GeneratedBody, Rng } from '../../types.js';
import { Rational } from '../../rational.js';
import { cmpAnswer, cmpSymbol, cmpWord } from './answers.js';
import { misconceptions } from './misconceptions.js';
import { hints } from './problem-body.js';
import { someone } from './wording.js';
import { EN, type Words } from '../../language/index.js';

/** What two children measured, for the wording with a story. */
const MEASURES: readonly [string, string][] = [
  ['long jump', 'm'],
  ['backpack', 'kg'],
  ['water bottle', 'L'],
  ['bike ride', 'km'],
];

/** The same measures in Spanish, index for index: the article, the thing and how it is measured. */
const MEASURES_ES: readonly [string, string, string][] = [
  ['el', 'salto de longitud', 'mide'],
  ['la', 'mochila', 'pesa'],
  ['la', 'botella de agua', 'tiene'],
  ['el', 'paseo en bicicleta', 'mide'],
];

/** A story sentence about two measures a and b (the decimal skills' default). */
export function measureStory(rng: Rng, a: string, b: string, w: Words = EN): string {
  const i = rng.int(0, MEASURES.length - 1);
  const [thing, unit] = MEASURES[i]!;
  const who = someone(rng, w);
  const other = someone(rng, w);
  if (w.es) {
    const [art, thingEs, verb] = MEASURES_ES[i]!;
    return who === other ? `${who} midió dos cosas: ${a} ${unit} y ${b} ${unit}.` : `${art === 'el' ? 'El' : 'La'} ${thingEs} de ${who} ${verb} ${a} ${unit} y ${art} de ${other} ${verb} ${b} ${unit}.`;
  }
  return who === other ? `${who} measured two things: ${a} ${unit} and ${b} ${unit}.` : `${who}'s ${thing} measures ${a} ${unit} and ${other}'s measures ${b} ${unit}.`;
}

/** "Compare a ☐ b" in one of five wordings, drawn after the numbers; `story` is left out when null. */
export function compareQuestion(rng: Rng, a: string, b: string, story: string | null, w: Words = EN): string {
  if (w.es) {
    const frames = [
      `Compara: ${a} ☐ ${b}. Escribe <, > o =.`,
      `¿Qué signo va en el cuadro: ${a} ☐ ${b}? Escribe <, > o =.`,
      `Pon <, > o = en el cuadro para que sea cierto: ${a} ☐ ${b}.`,
      `¿${a} es menor que, mayor que o igual a ${b}? Escribe <, > o = en ${a} ☐ ${b}.`,
      `Escribe <, > o = para comparar ${a} y ${b}: ${a} ☐ ${b}.`,
    ];
    if (story !== null) frames.push(`${story} Escribe <, > o = en ${a} ☐ ${b}.`);
    return rng.pick(frames);
  }
  const frames = [
    `Compare: ${a} ☐ ${b}. Type <, > or =.`,
    `Which sign goes in the box: ${a} ☐ ${b}? Type <, > or =.`,
    `Put <, > or = in the box to make it true: ${a} ☐ ${b}.`,
    `Is ${a} less than, greater than or equal to ${b}? Type <, > or = for ${a} ☐ ${b}.`,
    `Write <, > or = to compare ${a} and ${b}: ${a} ☐ ${b}.`,
  ];
  if (story !== null) frames.push(`${story} Type <, > or = for ${a} ☐ ${b}.`);
  return rng.pick(frames);
}

/** a and b are decimal strings exactly as shown (trailing zeros kept). */
export function compareDecimalsBody(a: string, b: string, rng: Rng, w: Words = EN): GeneratedBody {
  const A = Rational.parse(a);
  const B = Rational.parse(b);
  const answer = cmpAnswer(A, B, w);
  const sym = answer.canonical;
  const pa = (a.split('.')[1] ?? '').length;
  const pb = (b.split('.')[1] ?? '').length;
  const p = Math.max(pa, pb);
  const pad = (s: string, places: number) => (places === 0 ? s : s.includes('.') ? s.padEnd(s.indexOf('.') + 1 + places, '0') : `${s}.${'0'.repeat(places)}`);
  const A2 = pad(a, p);
  const B2 = pad(b, p);
  const unit = w.es ? (p === 1 ? 'décimos' : p === 2 ? 'centésimos' : 'milésimos') : p === 1 ? 'tenths' : p === 2 ? 'hundredths' : 'thousandths';
  const scaled = (x: string) => x.replace('.', '').replace(/^0+(?=\d)/, '');
  // "longer is larger": compare whole parts, then the digits after the point as whole numbers
  const [wa, fa = '0'] = a.split('.');
  const [wb, fb = '0'] = b.split('.');
  const longer = Number(wa) !== Number(wb) ? null : cmpSymbol(Number(fa), Number(fb));
  const moreDigits = pa === pb ? null : pa > pb ? '>' : '<';
  if (w.es) {
    const places = (n: number) => (n > 1 ? `${n} lugares decimales` : `${n} lugar decimal`);
    return {
      question: { text: compareQuestion(rng, a, b, measureStory(rng, a, b, w), w) },
      answer,
      hints: hints(
        'Alinea los puntos decimales y dale a los dos números la misma cantidad de lugares decimales.',
        pa === pb ? `Los dos ya tienen ${places(p)}.` : `${pa < pb ? a : b} = ${pa < pb ? A2 : B2}.`,
        `Compara ${scaled(A2)} ${unit} con ${scaled(B2)} ${unit}.`,
      ),
      explanation: [
        `Escribe los dos con ${places(p)}: ${A2} y ${B2}.`,
        `${a} = ${scaled(A2)} ${unit}.`,
        `${b} = ${scaled(B2)} ${unit}.`,
        `${scaled(A2)} ${unit} ${sym} ${scaled(B2)} ${unit}.`,
        `Entonces ${a} ${sym} ${b}.`,
        `Comprueba: ${a} es ${cmpWord(sym, w)} ${b}; compara lugar por lugar desde la izquierda.`,
      ],
      misconceptions: misconceptions(answer, [
        [longer, 'longer-is-larger', `Los dígitos después del punto no son un número entero: ${a} y ${b} se comparan lugar por lugar (${A2} contra ${B2}).`],
        [moreDigits, 'more-digits-bigger', 'Tener más dígitos después del punto decimal no hace más grande a un número.'],
        [sym === '=' ? (pa > pb ? '>' : '<') : null, 'trailing-zero-changes', 'Los ceros al final de un decimal no cambian su valor.'],
      ]),
    };
  }
  return {
    question: { text: compareQuestion(rng, a, b, measureStory(rng, a, b)) },
    answer,
    hints: hints(
      'Line up the decimal points and give both numbers the same number of decimal places.',
      pa === pb ? `Both already have ${p} decimal place${p > 1 ? 's' : ''}.` : `${pa < pb ? a : b} = ${pa < pb ? A2 : B2}.`,
      `Compare ${scaled(A2)} ${unit} with ${scaled(B2)} ${unit}.`,
    ),
    explanation: [
      `Write both with ${p} decimal place${p > 1 ? 's' : ''}: ${A2} and ${B2}.`,
      // Each number counted in the same unit: steps the child fills in before comparing.
      `${a} = ${scaled(A2)} ${unit}.`,
      `${b} = ${scaled(B2)} ${unit}.`,
      `${scaled(A2)} ${unit} ${sym} ${scaled(B2)} ${unit}.`,
      `So ${a} ${sym} ${b}.`,
      `Check: ${a} is ${cmpWord(sym)} ${b} — compare place by place from the left.`,
    ],
    misconceptions: misconceptions(answer, [
      [longer, 'longer-is-larger', `The digits after the point are not a whole number: ${a} and ${b} must be compared place by place (${A2} vs ${B2}).`],
      [moreDigits, 'more-digits-bigger', 'More digits after the decimal point does not make a number bigger.'],
      [sym === '=' ? (pa > pb ? '>' : '<') : null, 'trailing-zero-changes', 'Zeros at the end of a decimal do not change its value.'],
    ]),
  };
}
