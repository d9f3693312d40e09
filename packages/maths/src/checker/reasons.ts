/**
 * Verdicts, stable reason codes and the child-facing messages for them (docs/maths/answer-checking.md, verdicts and reason codes).
 *
 * Reason codes are part of the API: the UI, analytics and logs key on them, so never rename one;
 * add a new code instead. They are the codes of the reference cases the rules were written against,
 * spelled as there, plus finer ones of our own where the table's code
 * is generic (`interpret_identity`, `ambiguous_repeating`, `boundary`, `extra_items`, ...).
 * Messages are defaults the UI may translate.
 */

export type Verdict = 'accept' | 'reject' | 'nudge';

export const ReasonCode = {
  ok: 'ok',
  wrongValue: 'wrong_value',
  // Form nudges that reveal the value is right (at most one per problem).
  notSimplified: 'not_simplified',
  notFactored: 'not_factored_fully',
  wholeNumberAsFraction: 'whole_number_as_fraction',
  writeAsDecimal: 'write_as_decimal',
  writeAsFraction: 'write_as_fraction',
  writeAsMixed: 'write_as_mixed',
  writeAsPercent: 'write_as_percent',
  writeExpressionNotValue: 'write_the_expression_not_the_value',
  showEveryStep: 'show_every_step',
  ratioWholeNumbers: 'ratio_whole_numbers',
  wrongUnitSize: 'right_amount_other_unit',
  leavePi: 'give_answer_in_terms_of_pi',
  notScientific: 'write_in_scientific_notation',
  giveQuotientRemainder: 'give_quotient_and_remainder',
  // Nudges about input that could not be read, or whose form is off regardless of the value (capped at three).
  empty: 'empty',
  unreadable: 'unreadable',
  badCommas: 'comma_misuse',
  dashInMixedNumber: 'dash_in_mixed_number',
  arithmeticNotAllowed: 'arithmetic_not_allowed',
  wordsNotDigits: 'words_not_digits',
  zeroDenominator: 'zero_den',
  unknownUnit: 'unknown_unit',
  wrongUnitKind: 'wrong_unit_kind',
  wrongVariable: 'wrong_variable',
  ambiguousRepeating: 'ambiguous_repeating',
  chooseOption: 'choose_option',
  notAnEquation: 'need_equation',
  notAnInequality: 'not_an_inequality',
  compoundInequality: 'compound_inequality',
  interpretIdentity: 'interpret_identity',
  // Reject codes that carry targeted feedback.
  remainderNotInterpreted: 'remainder_not_interpreted',
  remainderTooBig: 'remainder_too_big',
  remainderInsteadOfFraction: 'remainder_instead_of_fraction',
  forgotPi: 'forgot_pi',
  swappedCoordinates: 'swapped_coordinates',
  missingItems: 'missing_items',
  extraItems: 'extra_items',
  wrongOrder: 'wrong_order',
  wrongDirection: 'wrong_direction',
  boundary: 'boundary',
  specialExpected: 'special_expected',
  outOfRange: 'out_of_range',
} as const;

export type ReasonCode = (typeof ReasonCode)[keyof typeof ReasonCode];

export interface CheckResult {
  verdict: Verdict;
  reason: ReasonCode;
  /** Child-friendly text for nudges (and targeted rejects); absent on a plain accept. */
  message?: string;
}

/**
 * Which nudges tell the child "the value is right". They are limited to one per problem,
 * because a second one would let a child fish for the answer.
 */
const VALUE_REVEALING: ReadonlySet<ReasonCode> = new Set<ReasonCode>([
  ReasonCode.notSimplified,
  ReasonCode.notFactored,
  ReasonCode.wholeNumberAsFraction,
  ReasonCode.writeAsDecimal,
  ReasonCode.writeAsFraction,
  ReasonCode.writeAsMixed,
  ReasonCode.writeAsPercent,
  ReasonCode.writeExpressionNotValue,
  ReasonCode.showEveryStep,
  ReasonCode.ratioWholeNumbers,
  ReasonCode.wrongUnitSize,
  ReasonCode.leavePi,
  ReasonCode.notScientific,
  ReasonCode.giveQuotientRemainder,
]);

export type NudgeKind = 'value' | 'unreadable';

/** 'value' for nudges that reveal a right value, 'unreadable' for every other nudge. */
export function nudgeKindOf(reason: ReasonCode): NudgeKind {
  return VALUE_REVEALING.has(reason) ? 'value' : 'unreadable';
}

const MESSAGES: Partial<Record<ReasonCode, string>> = {
  wrong_value: 'Not quite.',
  not_simplified: 'Simplify your answer.',
  not_factored_fully: 'Factor it fully: take out the greatest common factor.',
  whole_number_as_fraction: 'Write it as a whole number.',
  write_as_decimal: 'Write it as a decimal.',
  write_as_fraction: 'Write it as a fraction.',
  write_as_mixed: 'Write it as a mixed number.',
  write_as_percent: 'Give it as a percent.',
  write_the_expression_not_the_value: 'Write the expression, not its value.',
  show_every_step: 'Show every step from the words in your expression.',
  ratio_whole_numbers: 'Use whole numbers in your ratio.',
  right_amount_other_unit: 'Right amount! Give it in the unit the question asks for.',
  give_answer_in_terms_of_pi: 'Leave π in your answer.',
  write_in_scientific_notation: 'Write it in scientific notation: a number from 1 to 10 times a power of 10.',
  give_quotient_and_remainder: 'Give the quotient and the remainder, like 12 R 3.',
  empty: 'Type your answer first.',
  unreadable: "I couldn't read that. Check your answer and try again.",
  comma_misuse: 'Use a decimal point, and check your commas.',
  dash_in_mixed_number: 'Put a space between the whole number and the fraction.',
  arithmetic_not_allowed: 'Type just your final answer.',
  words_not_digits: 'Type your answer with digits.',
  zero_den: "A fraction can't have 0 on the bottom.",
  unknown_unit: "I couldn't read the words after your number.",
  wrong_unit_kind: 'Check your unit.',
  wrong_variable: 'Check the letter: use the variable from the question.',
  ambiguous_repeating: 'Show the repeating digits at least twice, or put them in brackets like 0.(45).',
  choose_option: 'Choose one of the options.',
  need_equation: 'Write an equation with one = sign.',
  not_an_inequality: 'Write an inequality, like x > 5.',
  compound_inequality: 'Write just one inequality, like x > 5.',
  interpret_identity: 'What does this tell you about the number of solutions?',
  remainder_not_interpreted: 'Think about what the remainder means in the story.',
  remainder_too_big: 'The remainder must be smaller than the number you divide by.',
  remainder_instead_of_fraction: 'The leftover part should be written as a fraction of the divisor.',
  forgot_pi: "Don't forget the π.",
  swapped_coordinates: 'Check the order: the x-coordinate comes first.',
  missing_items: 'Some answers are missing.',
  extra_items: 'Some of those do not belong.',
  wrong_order: 'Check the order.',
  wrong_direction: 'Check which way the inequality sign points.',
  boundary: 'Check whether the boundary number is included.',
  special_expected: 'Look again at how many solutions there are.',
  out_of_range: 'A probability is between 0 and 1.',
};

export function messageFor(reason: ReasonCode): string | undefined {
  return MESSAGES[reason];
}

export function accept(): CheckResult {
  return { verdict: 'accept', reason: ReasonCode.ok };
}

export function reject(reason: ReasonCode = ReasonCode.wrongValue, message?: string): CheckResult {
  const text = message ?? (reason === ReasonCode.wrongValue ? undefined : MESSAGES[reason]);
  return text === undefined ? { verdict: 'reject', reason } : { verdict: 'reject', reason, message: text };
}

export function nudge(reason: ReasonCode, message?: string): CheckResult {
  return { verdict: 'nudge', reason, message: message ?? MESSAGES[reason] ?? MESSAGES.unreadable! };
}
