/**
 * How the tutor names a likely mistake (docs/adr/0115): a wrong answer that matches one of the
 * problem's predicted misconceptions opens the walkthrough with "It looks like you ..." for the
 * misconceptions the catalogue shares most, and a general opening for the others; the
 * misconception's own feedback (written with the problem's numbers) always follows. Pure.
 */
const NAMES: Readonly<Record<string, string>> = {
  'added-denominators': 'added the denominators',
  'added-tops-and-bottoms': 'added the tops and the bottoms',
  'added-numerators-only': 'changed only the denominators',
  'cross-multiplied': 'multiplied across instead of top × top and bottom × bottom',
  added: 'added instead of multiplying',
  'added-instead': 'added instead of taking away',
  'added-first': 'added before multiplying',
  'added-before-multiplying': 'added before multiplying',
  'subtracted-instead': 'took away instead',
  'multiplied-instead': 'multiplied instead of dividing',
  multiplied: 'multiplied where another operation was needed',
  'divided-instead': 'divided instead',
  'divided-wrong-way': 'divided the other way round',
  'wrong-operation': 'used a different operation',
  'order-reversed': 'wrote the parts in the wrong order',
  'swapped-coordinates': 'swapped the x and y coordinates',
  'variables-swapped': 'swapped the variables',
  'dropped-remainder': 'left out the remainder',
  'remainder-as-decimal': 'wrote the remainder as a decimal',
  'remainder-not-fraction': 'left the remainder unshared',
  'decimal-point-misplaced': 'put the decimal point in the wrong place',
  'forgot-square-root': 'forgot the square root',
  'sign-lost': 'lost a minus sign',
  'sign-slip': 'slipped on a sign',
  'multiplied-base-by-exponent': 'multiplied the base by the exponent',
  'exponent-as-multiplication': 'multiplied by the exponent',
  'one-step-only': 'stopped after the first step',
  'stopped-early': 'stopped a step early',
  'face-value': 'gave the digit instead of its value',
  'not-simplified': 'did not simplify',
  'smaller-from-larger': 'took the smaller number from the larger one in each place',
  'borrow-no-decrement': 'traded a whole but did not take it away',
  halved: 'halved where the problem did not ask you to',
};

/** "It looks like you added the denominators." or a general opening for a less common mistake. */
export function nameMistake(misconceptionId: string): string {
  const name = NAMES[misconceptionId];
  return name ? `It looks like you ${name}.` : 'It looks like you fell into a common trap.';
}
