/** Decimal comparison item builder shared by g4.nf.compare-decimals and g5.nbt.compare-decimals. */
import type { GeneratedBody, Rng } from '../../types.js';
import { Rational } from '../../rational.js';
import { cmpAnswer, cmpSymbol, cmpWord } from './answers.js';
import { misconceptions } from './misconceptions.js';
import { hints } from './problem-body.js';
import { someone } from './wording.js';

/** What two children measured, for the wording with a story. */
const MEASURES: readonly [string, string][] = [
  ['long jump', 'm'],
  ['backpack', 'kg'],
  ['water bottle', 'L'],
  ['bike ride', 'km'],
];

/** A story sentence about two measures a and b (the decimal skills' default). */
export function measureStory(rng: Rng, a: string, b: string): string {
  const [thing, unit] = rng.pick(MEASURES);
  const who = someone(rng);
  const other = someone(rng);
  return who === other ? `${who} measured two things: ${a} ${unit} and ${b} ${unit}.` : `${who}'s ${thing} measures ${a} ${unit} and ${other}'s measures ${b} ${unit}.`;
}

/** "Compare a ☐ b" in one of five wordings, drawn after the numbers; `story` is left out when null. */
export function compareQuestion(rng: Rng, a: string, b: string, story: string | null): string {
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
export function compareDecimalsBody(a: string, b: string, rng: Rng): GeneratedBody {
  const A = Rational.parse(a);
  const B = Rational.parse(b);
  const answer = cmpAnswer(A, B);
  const sym = answer.canonical;
  const pa = (a.split('.')[1] ?? '').length;
  const pb = (b.split('.')[1] ?? '').length;
  const p = Math.max(pa, pb);
  const pad = (s: string, places: number) => (places === 0 ? s : s.includes('.') ? s.padEnd(s.indexOf('.') + 1 + places, '0') : `${s}.${'0'.repeat(places)}`);
  const A2 = pad(a, p);
  const B2 = pad(b, p);
  const unit = p === 1 ? 'tenths' : p === 2 ? 'hundredths' : 'thousandths';
  const scaled = (x: string) => x.replace('.', '').replace(/^0+(?=\d)/, '');
  // "longer is larger": compare whole parts, then the digits after the point as whole numbers
  const [wa, fa = '0'] = a.split('.');
  const [wb, fb = '0'] = b.split('.');
  const longer = Number(wa) !== Number(wb) ? null : cmpSymbol(Number(fa), Number(fb));
  const moreDigits = pa === pb ? null : pa > pb ? '>' : '<';
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
