/**
 * How the tutor names a likely mistake (docs/adr/0115): a wrong answer that matches one of the
 * problem's predicted misconceptions opens the walkthrough with "It looks like you ..." for the
 * misconceptions the catalogue shares most, and a general opening for the others; the
 * misconception's own feedback (written with the problem's numbers) always follows. The name is
 * worded in the problem's language, like the feedback after it (docs/maths/languages.md). Pure.
 */
import type { Language } from '../language/index.js';

/** Each name in English and in US Spanish (tú, past tense: what the child did). */
const NAMES: Readonly<Record<string, readonly [en: string, es: string]>> = {
  'added-denominators': ['added the denominators', 'sumaste los denominadores'],
  'added-tops-and-bottoms': ['added the tops and the bottoms', 'sumaste los de arriba y los de abajo'],
  'added-numerators-only': ['changed only the denominators', 'cambiaste solo los denominadores'],
  'cross-multiplied': ['multiplied across instead of top × top and bottom × bottom', 'multiplicaste en cruz en vez de arriba × arriba y abajo × abajo'],
  added: ['added instead of multiplying', 'sumaste en vez de multiplicar'],
  'added-instead': ['added instead of taking away', 'sumaste en vez de restar'],
  'added-first': ['added before multiplying', 'sumaste antes de multiplicar'],
  'added-before-multiplying': ['added before multiplying', 'sumaste antes de multiplicar'],
  'subtracted-instead': ['took away instead', 'restaste en vez de hacer otra operación'],
  'multiplied-instead': ['multiplied instead of dividing', 'multiplicaste en vez de dividir'],
  multiplied: ['multiplied where another operation was needed', 'multiplicaste donde iba otra operación'],
  'divided-instead': ['divided instead', 'dividiste en vez de hacer otra operación'],
  'divided-wrong-way': ['divided the other way round', 'dividiste al revés'],
  'wrong-operation': ['used a different operation', 'usaste otra operación'],
  'order-reversed': ['wrote the parts in the wrong order', 'escribiste las partes en el orden equivocado'],
  'swapped-coordinates': ['swapped the x and y coordinates', 'cambiaste de lugar las coordenadas x y y'],
  'variables-swapped': ['swapped the variables', 'cambiaste de lugar las variables'],
  'dropped-remainder': ['left out the remainder', 'dejaste fuera el residuo'],
  'remainder-as-decimal': ['wrote the remainder as a decimal', 'escribiste el residuo como decimal'],
  'remainder-not-fraction': ['left the remainder unshared', 'no repartiste el residuo'],
  'decimal-point-misplaced': ['put the decimal point in the wrong place', 'pusiste el punto decimal en el lugar equivocado'],
  'forgot-square-root': ['forgot the square root', 'olvidaste la raíz cuadrada'],
  'sign-lost': ['lost a minus sign', 'perdiste un signo menos'],
  'sign-slip': ['slipped on a sign', 'te equivocaste en un signo'],
  'multiplied-base-by-exponent': ['multiplied the base by the exponent', 'multiplicaste la base por el exponente'],
  'exponent-as-multiplication': ['multiplied by the exponent', 'multiplicaste por el exponente'],
  'one-step-only': ['stopped after the first step', 'te detuviste después del primer paso'],
  'stopped-early': ['stopped a step early', 'te detuviste un paso antes'],
  'face-value': ['gave the digit instead of its value', 'diste el dígito en vez de su valor'],
  'not-simplified': ['did not simplify', 'no simplificaste'],
  'smaller-from-larger': ['took the smaller number from the larger one in each place', 'restaste el número menor del mayor en cada posición'],
  'borrow-no-decrement': ['traded a whole but did not take it away', 'reagrupaste pero no le quitaste uno a la posición de al lado'],
  halved: ['halved where the problem did not ask you to', 'sacaste la mitad donde el problema no lo pedía'],
};

const OPENING = { en: (name: string) => `It looks like you ${name}.`, 'es-US': (name: string) => `Parece que ${name}.` } as const;
const GENERAL = { en: 'It looks like you fell into a common trap.', 'es-US': 'Parece que caíste en una trampa común.' } as const;

/** "It looks like you added the denominators." / "Parece que sumaste los denominadores.", or a general opening for a less common mistake. */
export function nameMistake(misconceptionId: string, language: Language = 'en'): string {
  const name = NAMES[misconceptionId];
  if (!name) return GENERAL[language];
  return OPENING[language](language === 'es-US' ? name[1] : name[0]);
}

/** The misconception ids the tutor names (for the test that each has both languages). */
export function namedMistakes(): string[] {
  return Object.keys(NAMES);
}
