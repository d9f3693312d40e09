/**
 * The checker's messages in US Spanish (docs/maths/languages.md): what a child reads after a nudge
 * or a targeted reject on a problem in Spanish. Keyed by the English message, so every place that
 * words a message in English keeps doing so and one step (`localiseResult`) words it in Spanish.
 * A message with no Spanish here stays in English (the test in language.test.ts lists none).
 */
import type { Language } from '../language/index.js';
import type { UnitId } from '../types.js';
import { messageFor, ReasonCode, type CheckResult } from './reasons.js';
import { UNIT_KIND_MESSAGES, UNITS, unitName, unitNameEs } from './units.js';

const BY_REASON: Partial<Record<ReasonCode, string>> = {
  wrong_value: 'Todavía no.',
  not_simplified: 'Simplifica tu respuesta.',
  not_factored_fully: 'Factoriza por completo: saca el máximo común divisor.',
  whole_number_as_fraction: 'Escríbelo como número entero.',
  write_as_decimal: 'Escríbelo como decimal.',
  write_as_fraction: 'Escríbelo como fracción.',
  write_as_mixed: 'Escríbelo como número mixto.',
  write_as_percent: 'Escríbelo como porcentaje.',
  write_the_expression_not_the_value: 'Escribe la expresión, no su valor.',
  show_every_step: 'Escribe en tu expresión cada paso que dicen las palabras.',
  ratio_whole_numbers: 'Usa números enteros en tu razón.',
  right_amount_other_unit: '¡Cantidad correcta! Escríbela en la unidad que pide la pregunta.',
  give_answer_in_terms_of_pi: 'Deja π en tu respuesta.',
  write_in_scientific_notation: 'Escríbelo en notación científica: un número del 1 al 10 por una potencia de 10.',
  give_quotient_and_remainder: 'Escribe el cociente y el residuo, como 12 R 3.',
  empty: 'Primero escribe tu respuesta.',
  unreadable: 'No pude leer eso. Revisa tu respuesta y vuelve a intentarlo.',
  comma_misuse: 'Usa un punto decimal y revisa tus comas.',
  dash_in_mixed_number: 'Deja un espacio entre el número entero y la fracción.',
  arithmetic_not_allowed: 'Escribe solo tu respuesta final.',
  words_not_digits: 'Escribe tu respuesta con dígitos.',
  zero_den: 'Una fracción no puede tener 0 abajo.',
  unknown_unit: 'No pude leer las palabras después de tu número.',
  wrong_unit_kind: 'Revisa tu unidad.',
  wrong_variable: 'Revisa la letra: usa la variable de la pregunta.',
  ambiguous_repeating: 'Muestra los dígitos que se repiten al menos dos veces, o ponlos entre paréntesis, como 0.(45).',
  choose_option: 'Elige una de las opciones.',
  need_equation: 'Escribe una ecuación con un solo signo =.',
  not_an_inequality: 'Escribe una desigualdad, como x > 5.',
  compound_inequality: 'Escribe solo una desigualdad, como x > 5.',
  interpret_identity: '¿Qué te dice esto sobre el número de soluciones?',
  remainder_not_interpreted: 'Piensa en lo que significa el residuo en el problema.',
  remainder_too_big: 'El residuo tiene que ser menor que el número entre el que divides.',
  remainder_instead_of_fraction: 'La parte que sobra se escribe como fracción del divisor.',
  forgot_pi: 'No olvides el π.',
  swapped_coordinates: 'Revisa el orden: la coordenada x va primero.',
  missing_items: 'Faltan algunas respuestas.',
  extra_items: 'Algunas de esas no van.',
  wrong_order: 'Revisa el orden.',
  wrong_direction: 'Revisa hacia dónde apunta el signo de desigualdad.',
  boundary: 'Revisa si el número del límite está incluido.',
  special_expected: 'Vuelve a ver cuántas soluciones hay.',
  out_of_range: 'Una probabilidad está entre 0 y 1.',
};

/** Messages the checker and the tutor word in place (not the reason's default). */
const IN_PLACE: Readonly<Record<string, string>> = {
  'Write an expression, without an = sign.': 'Escribe una expresión, sin signo =.',
  'Write the inequality with the variable, like x > 5.': 'Escribe la desigualdad con la variable, como x > 5.',
  "I couldn't read the words after your number.": 'No pude leer las palabras después de tu número.',
  'Write a ratio, like 3:5.': 'Escribe una razón, como 3:5.',
  'Check the order: which quantity comes first?': 'Revisa el orden: ¿qué cantidad va primero?',
  'Check your brackets.': 'Revisa tus paréntesis.',
  'Label the coordinates x and y.': 'Nombra las coordenadas x y y.',
  'Write the point like (3, -2).': 'Escribe el punto así: (3, -2).',
  'That is where this step starts. What does it come to?': 'Así empieza este paso. ¿Cuánto da?',
  'Length is measured in units like cm, m, in or ft.': 'La longitud se mide en unidades como cm, m, pulgadas o pies.',
  'Area is measured in square units.': 'El área se mide en unidades cuadradas.',
  'Volume is measured in cubic units or units like mL, L, cups or gallons.': 'El volumen se mide en unidades cúbicas o en unidades como mL, L, tazas o galones.',
  'Weight is measured in units like g, kg, oz or lb.': 'El peso se mide en unidades como g, kg, onzas o libras.',
  'Time is measured in seconds, minutes or hours.': 'El tiempo se mide en segundos, minutos u horas.',
  'Angles are measured in degrees.': 'Los ángulos se miden en grados.',
  'Give your answer as an amount of money.': 'Escribe tu respuesta como una cantidad de dinero.',
};

/** English message → Spanish, built once from the tables above. */
const SPANISH: ReadonlyMap<string, string> = new Map([
  ...Object.entries(BY_REASON).flatMap(([reason, es]) => {
    const en = messageFor(reason as ReasonCode);
    return en === undefined || es === undefined ? [] : [[en, es] as const];
  }),
  ...Object.entries(IN_PLACE),
  ...(Object.keys(UNITS) as UnitId[]).map((u) => [`Right amount! Give it in ${unitName(u)}.`, `¡Cantidad correcta! Escríbela en ${unitNameEs(u)}.`] as const),
]);

/** `message` in `language`: itself in English, or when it has no Spanish yet. */
export function localiseMessage(message: string, language: Language): string {
  return language === 'es-US' ? (SPANISH.get(message) ?? message) : message;
}

/** The result with its message in `language`. */
export function localiseResult(result: CheckResult, language: Language): CheckResult {
  if (language === 'en' || result.message === undefined) return result;
  return { ...result, message: localiseMessage(result.message, language) };
}

/** Every English message the checker and the tutor can give (for the test that each has its Spanish). */
export function knownEnglishMessages(): string[] {
  const byReason = Object.values(ReasonCode).flatMap((r) => messageFor(r) ?? []);
  return [...new Set([...byReason, ...Object.keys(IN_PLACE), ...Object.values(UNIT_KIND_MESSAGES)])];
}
