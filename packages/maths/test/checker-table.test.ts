/**
 * Checker regression table (docs/maths/answer-checking.md): the reference cases the rules were written against, then our own rows per format and per
 * normalisation rule. Reason codes are ours; where a reference case named a different code the row says which.
 * Add a row for every checker bug found in production.
 */
import { describe, expect, it } from 'vitest';
import { checkAnswer, type ReasonCode, type Verdict } from '../src/checker/index.js';
import type { AnswerSpec, UnitId } from '../src/types.js';

type Row = [input: string, spec: AnswerSpec, verdict: Verdict, reason?: ReasonCode];

// ---- spec builders: keep rows short ----
const int = (value: string, unit: UnitId | null = null, remainderStory = false): AnswerSpec => ({ format: 'integer', value, canonical: value, unit, remainderStory });
const dec = (value: string, mode: 'exact' | 'round' | 'approx', places?: number, alternates?: string[], extra: { allowFraction?: boolean; unit?: UnitId } = {}): AnswerSpec =>
  ({ format: 'decimal', value, canonical: value, mode, places, alternates, ...extra });
const money = (value: string): AnswerSpec => ({ format: 'money', value, canonical: `$${value}`, unit: 'usd' });
const num = (value: string, simplify: 'required' | 'optional' = 'optional'): AnswerSpec => ({ format: 'number', value, canonical: value, simplify });
const frac = (value: string, simplify: 'required' | 'optional' = 'required', opts: { allowDecimal?: boolean; allowMixed?: boolean; allowImproper?: boolean } = {}): AnswerSpec =>
  ({ format: 'fraction', value, canonical: value, simplify, ...opts });
const mixed = (value: string, allowDecimal = false): AnswerSpec => ({ format: 'mixed', value, canonical: value, simplify: 'required', allowDecimal });
const pct = (value: string, places?: number): AnswerSpec => ({ format: 'percent', value, canonical: `${value}%`, places });
const prob = (value: string): AnswerSpec => ({ format: 'probability', value, canonical: value });
const ratio = (parts: string[], simplify: 'required' | 'optional' = 'required'): AnswerSpec => ({ format: 'ratio', parts, canonical: parts.join(':'), simplify });
const coord = (x: string, y: string): AnswerSpec => ({ format: 'coordinate', x, y, canonical: `(${x}, ${y})` });
const pi = (coefficient: string): AnswerSpec => ({ format: 'pi-multiple', coefficient, canonical: `${coefficient}π` });
const sci = (coefficient: string, exponent: number): AnswerSpec => ({ format: 'scientific', coefficient, exponent, canonical: `${coefficient} × 10^${exponent}` });
const rep = (value: string): AnswerSpec => ({ format: 'repeating-decimal', value, canonical: value });
const qr = (quotient: number, remainder: number, divisor: number): AnswerSpec => ({ format: 'quotient-remainder', quotient, remainder, divisor, canonical: `${quotient} R ${remainder}` });
const expr = (expression: string, form: 'any' | 'simplified' | 'factored' = 'any', vars = ['x'], factor?: string): AnswerSpec =>
  ({ format: 'expression', expression, vars, form, factor, canonical: expression });
const same = (expression: string): AnswerSpec => ({ format: 'expression-same-form', expression, canonical: expression });
const eqn = (equation: string, vars: string[]): AnswerSpec => ({ format: 'equation', equation, vars, canonical: equation });
const sol = (value: string | undefined, special?: 'none' | 'infinite', variable = 'x'): AnswerSpec => ({ format: 'solution', variable, value, special, canonical: value ?? String(special) });
const ineq = (op: '<' | '>' | '<=' | '>=', bound: string, variable = 'x'): AnswerSpec => ({ format: 'inequality', variable, op, bound, canonical: `${variable} ${op} ${bound}` });
const choice = (value: string, options: Record<string, string[]>): AnswerSpec => ({ format: 'choice', value, options, canonical: value });
const list = (values: string[], ordered = false, allowPm = false): AnswerSpec => ({ format: 'list', values, ordered, allowPm, canonical: values.join(', ') });

const PRIME = { prime: ['is prime'], composite: ['not prime', 'is composite'] };
const COMPARE = { '<': ['less', 'less than', 'smaller'], '>': ['greater', 'greater than', 'more', 'bigger'], '=': ['equal', 'equals', 'the same'] };
const YES_NO = { yes: ['y', 'yes it is'], no: ['n', 'no it is not'] };

/** The reference cases, each with its number in that set in the first comment. */
const SPEC_ROWS: Row[] = [
  ['1,200', int('1200'), 'accept'], // 1
  ['1200.0', int('1200'), 'accept'], // 3
  ['1.200', int('1200'), 'reject', 'wrong_value'], // 5
  ['1,20,0', int('1200'), 'nudge', 'comma_misuse'], // 7
  ['−7', int('-7'), 'accept'], // 9
  ['- 7', int('-7'), 'accept'], // 11
  ['7', int('-7'), 'reject', 'wrong_value'], // 13
  ['36 inches', int('36', 'in'), 'accept'], // 15
  ['3 ft', int('36', 'in'), 'nudge', 'right_amount_other_unit'], // 17
  ['24 sq cm', int('24', 'cm2'), 'accept'], // 19
  ['24 cm', int('24', 'cm2'), 'nudge', 'wrong_unit_kind'], // 21
  ['24 apples', int('24', 'cm2'), 'nudge', 'unreadable'], // 23
  ['0.750', dec('3/4', 'exact'), 'accept'], // 25
  ['3/4', dec('3/4', 'exact'), 'nudge', 'write_as_decimal'], // 27
  ['3.46', dec('173/50', 'round', 1), 'reject', 'wrong_value'], // 29
  ['10', dec('2499/250', 'round', 2), 'accept'], // 31 (9.996 to hundredths)
  ['78.54', dec('7850/100', 'approx', 1, ['7853981633974483/100000000000000']), 'accept'], // 33
  ['78.5 cm²', dec('157/2', 'approx', 1, undefined, { unit: 'cm2' }), 'accept'], // 35
  ['904.3', dec('904.32', 'approx', 1, ['904.7786842338604']), 'accept'], // 37 (288·3.14 and calculator π)
  ['73.44 dollars', money('73.44'), 'accept'], // 39
  ['7344', money('73.44'), 'reject', 'wrong_value'], // 41
  ['4.50$', money('4.5'), 'accept'], // 43
  ['3 / 4', frac('3/4'), 'accept'], // 45
  ['6/8', frac('3/4'), 'nudge', 'not_simplified'], // 47
  ['0.75', frac('3/4'), 'nudge', 'write_as_fraction'], // 49
  ['0.33', frac('1/3'), 'reject', 'wrong_value'], // 51
  ['2', frac('2'), 'accept'], // 53
  ['-(3/4)', frac('-3/4'), 'accept'], // 55
  ['3/0', frac('3/4'), 'nudge', 'zero_den'], // 57
  ['1½', frac('3/2'), 'accept'], // 59
  ['11/2', frac('3/2'), 'reject', 'wrong_value'], // 61
  ['1 2/4', frac('3/2'), 'nudge', 'not_simplified'], // 63
  ['1.5/1', frac('3/2'), 'nudge', 'not_simplified'], // 65
  ['1 2/4', frac('3/2', 'optional'), 'accept'], // 67
  ['2 2/8', mixed('9/4'), 'nudge', 'not_simplified'], // 69
  ['-1 1/2', mixed('-3/2'), 'accept'], // 71
  ['6.25', num('25/4'), 'accept'], // 73
  ['6 R 2', num('25/4'), 'reject', 'remainder_instead_of_fraction'], // 75
  ['25 percent', pct('25'), 'accept'], // 77
  ['2.5%', pct('25'), 'reject', 'wrong_value'], // 79
  ['11.5', pct('100/9', 0), 'reject', 'wrong_value'], // 81
  ['3 to 5', ratio(['3', '5']), 'accept'], // 83
  ['6:10', ratio(['3', '5']), 'nudge', 'not_simplified'], // 85
  ['1.5:2.5', ratio(['3', '5']), 'nudge', 'ratio_whole_numbers'], // 87
  ['[3; −2]', coord('3', '-2'), 'accept'], // 89
  ['(-2, 3)', coord('3', '-2'), 'reject', 'swapped_coordinates'], // 91
  ['12 + 3x', expr('3x + 12'), 'accept'], // 93
  ['3·x + 12', expr('3x + 12'), 'accept'], // 95
  ['3x+4', expr('3x + 12'), 'reject', 'wrong_value'], // 97
  ['8x-12-3x+15', expr('5x + 3', 'simplified'), 'nudge', 'not_simplified'], // 99
  ['(2x+3)12', expr('12(2x + 3)', 'factored'), 'accept'], // 101
  ['24x+36', expr('12(2x + 3)', 'factored'), 'nudge', 'not_factored_fully'], // 103
  ['c - 6t = 0', eqn('c = 6t', ['c', 't']), 'accept'], // 105
  ['6t', eqn('c = 6t', ['c', 't']), 'nudge', 'need_equation'], // 107
  ['5 = x', sol('5'), 'accept'], // 109
  ['y = 5', sol('5'), 'nudge', 'wrong_variable'], // 111
  ['all real numbers', sol(undefined, 'infinite'), 'accept'], // 113
  ['0 = 0', sol(undefined, 'infinite'), 'nudge', 'interpret_identity'], // 115 (the case says unreadable; a more specific code, so the screen can say what to fix)
  ['x >= 5', ineq('>', '5'), 'reject', 'boundary'], // 117 (the case says wrong_value; a more specific code, so the screen can say what to fix)
  ['x=<-6', ineq('<=', '-6'), 'accept'], // 119
  ['914r3', qr(914, 3, 8), 'accept'], // 121
  ['914.375', qr(914, 3, 8), 'nudge', 'give_quotient_and_remainder'], // 123
  ['913 R 11', qr(914, 3, 8), 'reject', 'remainder_too_big'], // 125
  ['4.5e4', sci('4.5', 4), 'accept'], // 127
  ['45000', sci('4.5', 4), 'nudge', 'write_in_scientific_notation'], // 129
  ['3.07 x 10^5', sci('3.07', -5), 'reject', 'wrong_value'], // 131
  ['0.4545...', rep('5/11'), 'accept'], // 133
  ['0.45...', rep('5/11'), 'nudge', 'ambiguous_repeating'], // 135 (the case says unreadable; a more specific code, so the screen can say what to fix)
  ['0.1666...', rep('1/6'), 'accept'], // 137
  ['Not prime', choice('composite', PRIME), 'accept'], // 139
  ['less than', choice('<', COMPARE), 'accept'], // 141
  ['12 6 4 3 2 1', list(['1', '2', '3', '4', '6', '12']), 'accept'], // 143
  ['1,2,3,4,6,12,24', list(['1', '2', '3', '4', '6', '12']), 'reject', 'extra_items'], // 145 (the case says wrong_value; a more specific code, so the screen can say what to fix)
  ['±7', list(['7', '-7'], false, true), 'accept'], // 147
  ['7', list(['7', '-7'], false, true), 'reject', 'missing_items'], // 149
  ['90 pi', pi('90'), 'accept'], // 151
  ['282.6', pi('90'), 'nudge', 'give_answer_in_terms_of_pi'], // 153
  ['13 R 1', int('14', null, true), 'reject', 'remainder_not_interpreted'], // 155
  ['37.5%', prob('3/8'), 'accept'], // 157
  ['3/5', prob('3/8'), 'reject', 'wrong_value'], // 159
  ['3 + (12-5)÷7', same('(12 − 5) ÷ 7 + 3'), 'accept'], // 161
  ['4', same('(12 − 5) ÷ 7 + 3'), 'nudge', 'write_the_expression_not_the_value'], // 163
  ['   ', int('1200'), 'nudge', 'empty'], // 165
];

/** Our own rows: every format and every input-reading, number, unit and rounding rule. */
const OWN_ROWS: Row[] = [
  // reading the input
  ['  42  ', int('42'), 'accept'],
  ['4\u00A02', int('42'), 'nudge', 'unreadable'],
  ['\u00A042\u2009', int('42'), 'accept'],
  ['–5', int('-5'), 'accept'],
  ['—5', int('-5'), 'accept'],
  ['－５', int('-5'), 'accept'],
  ['１２', int('12'), 'accept'],
  ['½', frac('1/2'), 'accept'],
  ['-½', frac('-1/2'), 'accept'],
  ['2¾', mixed('11/4'), 'accept'],
  ['3⁄4', frac('3/4'), 'accept'],
  ['3∕4', frac('3/4'), 'accept'],
  ['3÷4', frac('3/4'), 'accept'],
  ['12 cm.', int('12', 'cm'), 'accept'],
  ['5.', int('5'), 'accept'],
  ['x = 5', int('5'), 'accept'],
  ['n=24', int('24'), 'accept'],
  ['3 × 10⁴', sci('3', 4), 'accept'],
  ['24 cm²', int('24', 'cm2'), 'accept'],
  ['24 CM^2', int('24', 'cm2'), 'accept'],
  ['', int('1'), 'nudge', 'empty'],
  // numbers
  ['+1200', int('1200'), 'accept'],
  ['1 200', int('1200'), 'accept'],
  ['12,345,678', int('12345678'), 'accept'],
  ['007', int('7'), 'accept'],
  ['(-7)', int('-7'), 'accept'],
  ['1,234.5', dec('2469/2', 'exact'), 'accept'],
  ['.75', dec('3/4', 'exact'), 'accept'],
  ['0,75', dec('3/4', 'exact'), 'nudge', 'comma_misuse'],
  ['12,00', int('1200'), 'nudge', 'comma_misuse'],
  ['1-1/2', frac('3/2'), 'nudge', 'dash_in_mixed_number'],
  ['1000+200', int('1200'), 'nudge', 'arithmetic_not_allowed'],
  ['2+1/2', frac('5/2'), 'nudge', 'arithmetic_not_allowed'],
  ['3*4', int('12'), 'nudge', 'arithmetic_not_allowed'],
  ['seven', int('7'), 'nudge', 'words_not_digits'],
  ['one half', frac('1/2'), 'nudge', 'words_not_digits'],
  ['banana', int('7'), 'nudge', 'unreadable'],
  ['(-3)/4', frac('-3/4'), 'accept'],
  ['3/-4', frac('-3/4'), 'nudge', 'not_simplified'],
  ['1 and 1/2', frac('3/2'), 'accept'],
  // integer
  ['24/2', int('12'), 'nudge', 'whole_number_as_fraction'],
  ['12.00', int('12'), 'accept'],
  ['13', int('12'), 'reject', 'wrong_value'],
  ['14', int('14', null, true), 'accept'],
  ['90°', int('90', 'deg'), 'accept'],
  ['90 degrees', int('90', 'deg'), 'accept'],
  ['90 cm', int('90', 'deg'), 'nudge', 'wrong_unit_kind'],
  ['2 ft', int('36', 'in'), 'reject', 'wrong_value'],
  ['3 feet', int('3', 'ft'), 'accept'],
  ['3\'', int('3', 'ft'), 'accept'],
  ['120 min', int('2', 'h'), 'nudge', 'right_amount_other_unit'],
  ['5 kg', int('5000', 'g'), 'nudge', 'right_amount_other_unit'],
  // decimal
  ['3/4', dec('3/4', 'exact', undefined, undefined, { allowFraction: true }), 'accept'],
  ['3.5', dec('173/50', 'round', 1), 'accept'],
  ['3.50', dec('173/50', 'round', 1), 'accept'],
  ['3.4', dec('173/50', 'round', 1), 'reject', 'wrong_value'],
  ['9.99', dec('2499/250', 'round', 2), 'reject', 'wrong_value'],
  ['10.00', dec('2499/250', 'round', 2), 'accept'],
  ['78.6', dec('157/2', 'approx', 1), 'reject', 'wrong_value'],
  ['79', dec('157/2', 'approx', 1), 'reject', 'wrong_value'],
  ['904.8', dec('904.32', 'approx', 1, ['904.7786842338604']), 'accept'],
  ['904.78', dec('904.32', 'approx', 1, ['904.7786842338604']), 'accept'],
  ['905', dec('904.32', 'approx', 1, ['904.7786842338604']), 'reject', 'wrong_value'],
  ['-2.5', dec('-5/2', 'exact'), 'accept'],
  // money
  ['$4.50', money('4.5'), 'accept'],
  ['4.5', money('4.5'), 'accept'],
  ['73.440', money('73.44'), 'accept'],
  ['45 cents', money('0.45'), 'nudge', 'right_amount_other_unit'],
  ['45¢', money('0.45'), 'nudge', 'right_amount_other_unit'],
  ['$4.505', money('4.5'), 'reject', 'wrong_value'],
  ['9/2', money('4.5'), 'nudge', 'write_as_decimal'],
  // number
  ['6 1/4', num('25/4'), 'accept'],
  ['25/4', num('25/4'), 'accept'],
  ['50/8', num('25/4'), 'accept'],
  ['50/8', num('25/4', 'required'), 'nudge', 'not_simplified'],
  ['0.33', num('1/3'), 'reject', 'wrong_value'],
  // fraction
  ['3/4', frac('3/4'), 'accept'],
  ['0.75', frac('3/4', 'required', { allowDecimal: true }), 'accept'],
  ['¾', frac('3/4'), 'accept'],
  ['4/3', frac('3/4'), 'reject', 'wrong_value'],
  ['8/4', frac('2'), 'nudge', 'whole_number_as_fraction'],
  ['2/1', frac('2'), 'nudge', 'whole_number_as_fraction'],
  ['1 1/2', frac('3/2'), 'accept'],
  ['3/2', frac('3/2'), 'accept'],
  ['1 1/2', frac('3/2', 'required', { allowMixed: false }), 'nudge', 'write_as_fraction'],
  ['3/2', frac('3/2', 'required', { allowImproper: false }), 'nudge', 'write_as_mixed'],
  ['-1/2', frac('-3/2'), 'reject', 'wrong_value'],
  ['6/8', frac('3/4', 'optional'), 'accept'],
  ['2 2/8', frac('9/4'), 'nudge', 'not_simplified'],
  // mixed
  ['2 1/4', mixed('9/4'), 'accept'],
  ['9/4', mixed('9/4'), 'nudge', 'write_as_mixed'],
  ['2.25', mixed('9/4'), 'nudge', 'write_as_mixed'],
  ['2.25', mixed('9/4', true), 'accept'],
  ['-1 1/2', mixed('-1/2'), 'reject', 'wrong_value'],
  // percent
  ['25%', pct('25'), 'accept'],
  ['25 %', pct('25'), 'accept'],
  ['25', pct('25'), 'accept'],
  ['0.25', pct('25'), 'nudge', 'write_as_percent'],
  ['1/4', pct('25'), 'nudge', 'write_as_percent'],
  ['11.1%', pct('100/9', 0), 'accept'],
  ['33 1/3%', pct('100/3'), 'accept'],
  // probability
  ['0.375', prob('3/8'), 'accept'],
  ['6/16', prob('3/8'), 'nudge', 'not_simplified'],
  ['8/3', prob('3/8'), 'reject', 'out_of_range'],
  ['1', prob('1'), 'accept'],
  // ratio
  ['3:5', ratio(['3', '5']), 'accept'],
  ['3 : 5', ratio(['3', '5']), 'accept'],
  ['3/5', ratio(['3', '5']), 'accept'],
  ['5:3', ratio(['3', '5']), 'reject', 'wrong_order'],
  ['6:10', ratio(['3', '5'], 'optional'), 'accept'],
  ['2:3:4', ratio(['2', '3', '4']), 'accept'],
  ['4:6:8', ratio(['2', '3', '4']), 'nudge', 'not_simplified'],
  ['0:5', ratio(['3', '5']), 'reject', 'wrong_value'],
  ['3', ratio(['3', '5']), 'nudge', 'unreadable'],
  // coordinate
  ['(3, -2)', coord('3', '-2'), 'accept'],
  ['3,-2', coord('3', '-2'), 'accept'],
  ['x = 3, y = -2', coord('3', '-2'), 'accept'],
  ['y = -2, x = 3', coord('3', '-2'), 'accept'],
  ['(3 -2)', coord('3', '-2'), 'nudge', 'unreadable'],
  ['(3, -2', coord('3', '-2'), 'nudge', 'unreadable'],
  ['(1, 2, 3)', coord('3', '-2'), 'nudge', 'unreadable'],
  ['a = 3, b = -2', coord('3', '-2'), 'nudge', 'wrong_variable'],
  ['(1/2, 3)', coord('1/2', '3'), 'accept'],
  ['(3, 2)', coord('3', '-2'), 'reject', 'wrong_value'],
  // pi-multiple
  ['90π', pi('90'), 'accept'],
  ['90*π', pi('90'), 'accept'],
  ['3π/2', pi('3/2'), 'accept'],
  ['3/2π', pi('3/2'), 'accept'],
  ['1.5π', pi('3/2'), 'accept'],
  ['π', pi('1'), 'accept'],
  ['PI', pi('1'), 'accept'],
  ['6π/4', pi('3/2'), 'nudge', 'not_simplified'],
  ['90', pi('90'), 'reject', 'forgot_pi'],
  ['283', pi('90'), 'nudge', 'give_answer_in_terms_of_pi'],
  ['80π', pi('90'), 'reject', 'wrong_value'],
  // scientific
  ['4.5 × 10^4', sci('4.5', 4), 'accept'],
  ['4.5 x 10^4', sci('4.5', 4), 'accept'],
  ['4.5*10**4', sci('4.5', 4), 'accept'],
  ['4.5·10^(4)', sci('4.5', 4), 'accept'],
  ['3.07 × 10⁻⁵', sci('3.07', -5), 'accept'],
  ['45 × 10^3', sci('4.5', 4), 'nudge', 'write_in_scientific_notation'],
  ['4.5 × 10^3', sci('4.5', 4), 'reject', 'wrong_value'],
  ['10^-3', sci('1', -3), 'accept'],
  // repeating decimal
  ['0.(45)', rep('5/11'), 'accept'],
  ['.1(6)', rep('1/6'), 'accept'],
  ['0.4̅5̅', rep('5/11'), 'accept'],
  ['0.4545…', rep('5/11'), 'accept'],
  ['5/11', rep('5/11'), 'nudge', 'write_as_decimal'],
  ['0.45', rep('5/11'), 'reject', 'wrong_value'],
  ['0.455', rep('5/11'), 'reject', 'wrong_value'],
  ['0.(16)', rep('1/6'), 'reject', 'wrong_value'],
  ['0.16...', rep('1/6'), 'nudge', 'ambiguous_repeating'],
  // quotient-remainder
  ['914 R 3', qr(914, 3, 8), 'accept'],
  ['914 rem 3', qr(914, 3, 8), 'accept'],
  ['914 remainder 3', qr(914, 3, 8), 'accept'],
  ['914 r 3', qr(914, 3, 8), 'accept'],
  ['914 3/8', qr(914, 3, 8), 'nudge', 'give_quotient_and_remainder'],
  ['914', qr(914, 3, 8), 'reject', 'wrong_value'],
  ['914.3', qr(914, 3, 8), 'reject', 'wrong_value'],
  ['1,234 R 2', qr(1234, 2, 5), 'accept'],
  ['12', qr(12, 0, 5), 'accept'],
  // expression
  ['3(x+4)', expr('3x + 12'), 'accept'],
  ['3X+12', expr('3x + 12'), 'accept'],
  ['3y + 12', expr('3x + 12'), 'nudge', 'wrong_variable'],
  ['3x + 12 =', expr('3x + 12'), 'nudge', 'unreadable'],
  ['3 + 5x', expr('5x + 3', 'simplified'), 'accept'],
  ['x(x+1)', expr('x^2 + x'), 'accept'],
  ['x²+x', expr('x(x+1)'), 'accept'],
  ['6(4x+6)', expr('12(2x + 3)', 'factored'), 'nudge', 'not_factored_fully'],
  ['12(2x+3)', expr('12(2x + 3)', 'factored'), 'accept'],
  // A fractional factor may be typed as a fraction or a decimal, bracketed or not.
  ['1/2(x-3)', expr('1/2(x - 3)', 'factored', ['x'], '1/2'), 'accept'],
  ['(1/2)(x-3)', expr('1/2(x - 3)', 'factored', ['x'], '1/2'), 'accept'],
  ['0.5(x-3)', expr('1/2(x - 3)', 'factored', ['x'], '1/2'), 'accept'],
  ['1/2x-3/2', expr('1/2(x - 3)', 'factored', ['x'], '1/2'), 'nudge', 'not_factored_fully'],
  ['(x-3)(1/2)', expr('1/2(x - 3)', 'factored', ['x'], '1/2'), 'accept'],
  ['x(x-3)', expr('x(x - 3)', 'any'), 'accept'],
  ['2(6x+9)', expr('12x + 18', 'factored', ['x'], '2'), 'accept'],
  ['3(4x+6)', expr('12x + 18', 'factored', ['x'], '2'), 'nudge', 'not_factored_fully'],
  ['(3x+', expr('3x + 12'), 'nudge', 'unreadable'],
  ['a/2 + b/3', expr('(3a + 2b)/6', 'any', ['a', 'b']), 'accept'],
  // expression-same-form
  ['(12 − 5) ÷ 7 + 3', same('(12 − 5) ÷ 7 + 3'), 'accept'],
  ['7 ÷ 7 + 3', same('(12 − 5) ÷ 7 + 3'), 'nudge', 'show_every_step'],
  ['12 − 5 ÷ 7 + 3', same('(12 − 5) ÷ 7 + 3'), 'reject', 'wrong_value'],
  ['2 x (3 + 4)', same('2 × (3 + 4)'), 'accept'],
  ['(4 + 3) × 2', same('2 × (3 + 4)'), 'accept'],
  // equation
  ['c = 6t', eqn('c = 6t', ['c', 't']), 'accept'],
  ['6t = c', eqn('c = 6t', ['c', 't']), 'accept'],
  ['c = t·6', eqn('c = 6t', ['c', 't']), 'accept'],
  ['y = 0.75x', eqn('y = 3/4 x', ['x', 'y']), 'accept'],
  ['t = 6c', eqn('c = 6t', ['c', 't']), 'reject', 'wrong_value'],
  ['c = 6t = 2', eqn('c = 6t', ['c', 't']), 'nudge', 'need_equation'],
  ['c = 6h', eqn('c = 6t', ['c', 't']), 'nudge', 'wrong_variable'],
  // solution
  ['5', sol('5'), 'accept'],
  ['x=5', sol('5'), 'accept'],
  ['X = 5', sol('5'), 'accept'],
  ['x = 10/2', sol('5'), 'nudge', 'not_simplified'],
  ['x = 6', sol('5'), 'reject', 'wrong_value'],
  ['no solution', sol(undefined, 'none'), 'accept'],
  ['∅', sol(undefined, 'none'), 'accept'],
  ['infinitely many', sol(undefined, 'none'), 'reject', 'wrong_value'],
  ['x = 0', sol(undefined, 'none'), 'reject', 'special_expected'],
  ['1 = 4', sol(undefined, 'none'), 'nudge', 'interpret_identity'],
  ['x = -3/4', sol('-3/4'), 'accept'],
  // inequality
  ['x > 5', ineq('>', '5'), 'accept'],
  ['x>5', ineq('>', '5'), 'accept'],
  ['5 < x', ineq('>', '5'), 'accept'],
  ['x > 5.0', ineq('>', '5'), 'accept'],
  ['x > 10/2', ineq('>', '5'), 'accept'],
  ['5 > x', ineq('>', '5'), 'reject', 'wrong_direction'],
  ['x ≥ −6', ineq('<=', '-6'), 'reject', 'wrong_direction'],
  ['x ≤ −6', ineq('<=', '-6'), 'accept'],
  ['x => 2', ineq('>=', '2'), 'accept'],
  ['y > 5', ineq('>', '5'), 'nudge', 'wrong_variable'],
  ['5', ineq('>', '5'), 'nudge', 'not_an_inequality'],
  ['1 < x < 5', ineq('>', '1'), 'nudge', 'compound_inequality'],
  ['x > 6', ineq('>', '5'), 'reject', 'wrong_value'],
  // choice
  ['composite', choice('composite', PRIME), 'accept'],
  ['Composite.', choice('composite', PRIME), 'accept'],
  ['prime', choice('composite', PRIME), 'reject', 'wrong_value'],
  ['maybe', choice('composite', PRIME), 'nudge', 'choose_option'],
  ['<', choice('<', COMPARE), 'accept'],
  ['>', choice('<', COMPARE), 'reject', 'wrong_value'],
  ['Yes!', choice('yes', YES_NO), 'accept'],
  ['y', choice('yes', YES_NO), 'accept'],
  // list
  ['1, 2, 3, 4, 6, 12', list(['1', '2', '3', '4', '6', '12']), 'accept'],
  ['1;2;3;4;6;12;12', list(['1', '2', '3', '4', '6', '12']), 'accept'],
  ['1 2 3 4 6', list(['1', '2', '3', '4', '6', '12']), 'reject', 'missing_items'],
  ['1 2 3 5', list(['1', '2', '3', '4']), 'reject', 'wrong_value'],
  ['x = 7 or x = -7', list(['7', '-7'], false, true), 'accept'],
  ['7 and -7', list(['7', '-7']), 'accept'],
  ['+-7', list(['7', '-7'], false, true), 'accept'],
  ['+/-7', list(['7', '-7'], false, true), 'accept'],
  ['2, 4, 6', list(['2', '4', '6'], true), 'accept'],
  ['6, 4, 2', list(['2', '4', '6'], true), 'reject', 'wrong_order'],
  ['1, two, 3', list(['1', '2', '3']), 'nudge', 'words_not_digits'],
  ['1/2, 3/4', list(['1/2', '3/4']), 'accept'],
];

describe('checker table: reference cases', () => {
  it.each(SPEC_ROWS.map((r) => [r[0], r[1].format, r] as const))('%j as %s', (_input, _format, [input, spec, verdict, reason]) => {
    const result = checkAnswer(input, spec);
    expect({ verdict: result.verdict, reason: result.reason }).toEqual({ verdict, reason: reason ?? 'ok' });
  });
});

describe('checker table: own cases', () => {
  it.each(OWN_ROWS.map((r) => [r[0], r[1].format, r] as const))('%j as %s', (_input, _format, [input, spec, verdict, reason]) => {
    const result = checkAnswer(input, spec);
    expect({ verdict: result.verdict, reason: result.reason }).toEqual({ verdict, reason: reason ?? 'ok' });
  });
});

describe('checker messages', () => {
  it('gives a child-friendly message with every nudge', () => {
    for (const [input, spec, verdict] of [...SPEC_ROWS, ...OWN_ROWS]) {
      if (verdict !== 'nudge') continue;
      const message = checkAnswer(input, spec).message;
      expect(message, input).toMatch(/\S/);
    }
  });
});
