/**
 * Units (docs/maths/answer-checking.md, units): synonyms, kinds and exact conversion factors.
 * Factors are exact rationals relative to one base unit per kind, so "3 ft" for 36 in converts exactly.
 */
import { Rational } from '../rational.js';
import type { UnitId } from '../types.js';

export type UnitKind = 'length' | 'area' | 'volume' | 'mass' | 'time' | 'angle' | 'money';

interface UnitInfo {
  kind: UnitKind;
  /** Size in the kind's base unit (mm, mm², in³, g, s, degree, cent). */
  factor: Rational;
  /** Name used in messages ("give it in inches"). */
  name: string;
  synonyms: string[];
}

const q = (text: string): Rational => Rational.parse(text);
const MM_PER_IN = q('25.4');

export const UNITS: Readonly<Record<UnitId, UnitInfo>> = {
  mm: { kind: 'length', factor: q('1'), name: 'millimeters', synonyms: ['mm', 'millimeter', 'millimeters', 'millimetre', 'millimetres'] },
  cm: { kind: 'length', factor: q('10'), name: 'centimeters', synonyms: ['cm', 'centimeter', 'centimeters', 'centimetre', 'centimetres'] },
  m: { kind: 'length', factor: q('1000'), name: 'meters', synonyms: ['m', 'meter', 'meters', 'metre', 'metres'] },
  km: { kind: 'length', factor: q('1000000'), name: 'kilometers', synonyms: ['km', 'kilometer', 'kilometers', 'kilometre', 'kilometres'] },
  in: { kind: 'length', factor: MM_PER_IN, name: 'inches', synonyms: ['in', 'inch', 'inches', '"', "''"] },
  ft: { kind: 'length', factor: MM_PER_IN.mul(12), name: 'feet', synonyms: ['ft', 'foot', 'feet', "'"] },
  yd: { kind: 'length', factor: MM_PER_IN.mul(36), name: 'yards', synonyms: ['yd', 'yds', 'yard', 'yards'] },
  mi: { kind: 'length', factor: MM_PER_IN.mul(63360), name: 'miles', synonyms: ['mi', 'mile', 'miles'] },
  cm2: { kind: 'area', factor: q('100'), name: 'square centimeters', synonyms: squareSynonyms('cm', ['centimeter', 'centimeters', 'centimetre', 'centimetres']) },
  m2: { kind: 'area', factor: q('1000000'), name: 'square meters', synonyms: squareSynonyms('m', ['meter', 'meters', 'metre', 'metres']) },
  in2: { kind: 'area', factor: MM_PER_IN.pow(2), name: 'square inches', synonyms: squareSynonyms('in', ['inch', 'inches']) },
  ft2: { kind: 'area', factor: MM_PER_IN.mul(12).pow(2), name: 'square feet', synonyms: squareSynonyms('ft', ['foot', 'feet']) },
  // Volume base: cubic inches, because US liquid measures are defined exactly in them (1 gal = 231 in³).
  cm3: { kind: 'volume', factor: q('16.387064').pow(-1), name: 'cubic centimeters', synonyms: [...cubeSynonyms('cm', ['centimeter', 'centimeters', 'centimetre', 'centimetres']), 'cc'] },
  in3: { kind: 'volume', factor: q('1'), name: 'cubic inches', synonyms: cubeSynonyms('in', ['inch', 'inches']) },
  ft3: { kind: 'volume', factor: q('1728'), name: 'cubic feet', synonyms: cubeSynonyms('ft', ['foot', 'feet']) },
  mL: { kind: 'volume', factor: q('16.387064').pow(-1), name: 'milliliters', synonyms: ['ml', 'milliliter', 'milliliters', 'millilitre', 'millilitres'] },
  L: { kind: 'volume', factor: q('16.387064').pow(-1).mul(1000), name: 'liters', synonyms: ['l', 'liter', 'liters', 'litre', 'litres'] },
  cup: { kind: 'volume', factor: q('14.4375'), name: 'cups', synonyms: ['cup', 'cups'] },
  qt: { kind: 'volume', factor: q('57.75'), name: 'quarts', synonyms: ['qt', 'qts', 'quart', 'quarts'] },
  gal: { kind: 'volume', factor: q('231'), name: 'gallons', synonyms: ['gal', 'gals', 'gallon', 'gallons'] },
  g: { kind: 'mass', factor: q('1'), name: 'grams', synonyms: ['g', 'gram', 'grams', 'gramme', 'grammes'] },
  kg: { kind: 'mass', factor: q('1000'), name: 'kilograms', synonyms: ['kg', 'kilogram', 'kilograms', 'kilo', 'kilos'] },
  oz: { kind: 'mass', factor: q('28.349523125'), name: 'ounces', synonyms: ['oz', 'ounce', 'ounces'] },
  lb: { kind: 'mass', factor: q('453.59237'), name: 'pounds', synonyms: ['lb', 'lbs', 'pound', 'pounds'] },
  s: { kind: 'time', factor: q('1'), name: 'seconds', synonyms: ['s', 'sec', 'secs', 'second', 'seconds'] },
  min: { kind: 'time', factor: q('60'), name: 'minutes', synonyms: ['min', 'mins', 'minute', 'minutes'] },
  h: { kind: 'time', factor: q('3600'), name: 'hours', synonyms: ['h', 'hr', 'hrs', 'hour', 'hours'] },
  deg: { kind: 'angle', factor: q('1'), name: 'degrees', synonyms: ['°', 'deg', 'degs', 'degree', 'degrees'] },
  usd: { kind: 'money', factor: q('100'), name: 'dollars', synonyms: ['$', 'dollar', 'dollars', 'usd'] },
  cent: { kind: 'money', factor: q('1'), name: 'cents', synonyms: ['¢', 'cent', 'cents'] },
};

function squareSynonyms(abbr: string, words: string[]): string[] {
  return [`${abbr}2`, `${abbr}^2`, `sq ${abbr}`, `sq. ${abbr}`, `sq${abbr}`, `square ${abbr}`, ...words.map((w) => `square ${w}`), ...words.map((w) => `sq ${w}`), ...words.map((w) => `${w} squared`)];
}
function cubeSynonyms(abbr: string, words: string[]): string[] {
  return [`${abbr}3`, `${abbr}^3`, `cu ${abbr}`, `cu. ${abbr}`, `cubic ${abbr}`, ...words.map((w) => `cubic ${w}`), ...words.map((w) => `${w} cubed`)];
}

const KIND_MESSAGES: Readonly<Record<UnitKind, string>> = {
  length: 'Length is measured in units like cm, m, in or ft.',
  area: 'Area is measured in square units.',
  volume: 'Volume is measured in cubic units or units like mL, L, cups or gallons.',
  mass: 'Weight is measured in units like g, kg, oz or lb.',
  time: 'Time is measured in seconds, minutes or hours.',
  angle: 'Angles are measured in degrees.',
  money: 'Give your answer as an amount of money.',
};

export function unitKindMessage(expected: UnitId): string {
  return KIND_MESSAGES[UNITS[expected].kind];
}
/** The unit-kind messages, for the Spanish table (checker/messages-es.ts). */
export const UNIT_KIND_MESSAGES = KIND_MESSAGES;
export function unitName(unit: UnitId): string {
  return UNITS[unit].name;
}

/** What a child typing in Spanish writes after the number (docs/maths/languages.md), with and without accents, and the unit's Spanish name. */
const SPANISH: Readonly<Record<UnitId, { name: string; synonyms: string[] }>> = {
  mm: { name: 'milímetros', synonyms: accentFree(['milímetro', 'milímetros']) },
  cm: { name: 'centímetros', synonyms: accentFree(['centímetro', 'centímetros']) },
  m: { name: 'metros', synonyms: ['metro', 'metros'] },
  km: { name: 'kilómetros', synonyms: accentFree(['kilómetro', 'kilómetros']) },
  in: { name: 'pulgadas', synonyms: ['pulg', 'pulg.', 'pulgada', 'pulgadas'] },
  ft: { name: 'pies', synonyms: ['pie', 'pies'] },
  yd: { name: 'yardas', synonyms: ['yarda', 'yardas'] },
  mi: { name: 'millas', synonyms: ['milla', 'millas'] },
  cm2: { name: 'centímetros cuadrados', synonyms: accentFree(['cm cuadrados', 'centímetros cuadrados']) },
  m2: { name: 'metros cuadrados', synonyms: ['m cuadrados', 'metros cuadrados'] },
  in2: { name: 'pulgadas cuadradas', synonyms: ['pulg cuadradas', 'pulgadas cuadradas'] },
  ft2: { name: 'pies cuadrados', synonyms: ['pies cuadrados'] },
  cm3: { name: 'centímetros cúbicos', synonyms: accentFree(['cm cúbicos', 'centímetros cúbicos']) },
  in3: { name: 'pulgadas cúbicas', synonyms: accentFree(['pulg cúbicas', 'pulgadas cúbicas']) },
  ft3: { name: 'pies cúbicos', synonyms: accentFree(['pies cúbicos']) },
  mL: { name: 'mililitros', synonyms: ['mililitro', 'mililitros'] },
  L: { name: 'litros', synonyms: ['litro', 'litros'] },
  cup: { name: 'tazas', synonyms: ['taza', 'tazas'] },
  qt: { name: 'cuartos de galón', synonyms: accentFree(['cuarto de galón', 'cuartos de galón']) },
  gal: { name: 'galones', synonyms: accentFree(['galón', 'galones']) },
  g: { name: 'gramos', synonyms: ['gramo', 'gramos'] },
  kg: { name: 'kilogramos', synonyms: ['kilogramo', 'kilogramos'] },
  oz: { name: 'onzas', synonyms: ['onza', 'onzas'] },
  lb: { name: 'libras', synonyms: ['libra', 'libras'] },
  s: { name: 'segundos', synonyms: ['seg', 'segundo', 'segundos'] },
  min: { name: 'minutos', synonyms: ['minuto', 'minutos'] },
  h: { name: 'horas', synonyms: ['hora', 'horas'] },
  deg: { name: 'grados', synonyms: ['grado', 'grados'] },
  usd: { name: 'dólares', synonyms: accentFree(['dólar', 'dólares']) },
  cent: { name: 'centavos', synonyms: ['centavo', 'centavos'] },
};

/** Each word as written and without its accents ("galón", "galon"). */
function accentFree(forms: string[]): string[] {
  return [...new Set(forms.flatMap((f) => [f, f.normalize('NFD').replace(/[\u0300-\u036f]/g, '')]))];
}

/** The unit's name in Spanish, for messages ("escríbela en pulgadas"). */
export function unitNameEs(unit: UnitId): string {
  return SPANISH[unit].name;
}

/** Every synonym (English and Spanish), longest first, so "min" wins over "in" and "cm" over "m". */
const SYNONYMS: ReadonlyArray<readonly [string, UnitId]> = Object.entries(UNITS)
  .flatMap(([id, info]) => [...info.synonyms, ...SPANISH[id as UnitId].synonyms].map((syn) => [syn, id as UnitId] as const))
  .sort((a, b) => b[0].length - a[0].length);

export interface UnitSplit {
  /** The number part, without the unit. */
  numberText: string;
  unit: UnitId | null;
  /** Words after the number that are no unit we know ("24 apples"). */
  unknownUnit: boolean;
}

const ENDS_LIKE_NUMBER_RE = /[\d.)]$/;
const TRAILING_WORDS_RE = /^(.*[\d.)]) ?([A-Za-z][A-Za-z .'"]*)$/;

/** Split "12 cm", "$4.50", "4.50$", "3 ft" into number text and unit. Text must be normalised. */
export function splitUnit(text: string): UnitSplit {
  if (text.startsWith('$')) return { numberText: text.slice(1).trim(), unit: 'usd', unknownUnit: false };
  if (text.startsWith('-$')) return { numberText: `-${text.slice(2).trim()}`, unit: 'usd', unknownUnit: false };
  const lower = text.toLowerCase();
  for (const [syn, id] of SYNONYMS) {
    if (!lower.endsWith(syn)) continue;
    const rest = text.slice(0, text.length - syn.length).trimEnd();
    if (rest !== '' && ENDS_LIKE_NUMBER_RE.test(rest)) return { numberText: rest, unit: id, unknownUnit: false };
  }
  const words = TRAILING_WORDS_RE.exec(text);
  if (words && !/^(and|r|rem|remainder|y|res|residuo)\b/i.test(words[2]!)) return { numberText: words[1]!, unit: null, unknownUnit: true };
  return { numberText: text, unit: null, unknownUnit: false };
}

/** Convert an amount typed in `from` into `to` units; null when the kinds differ. */
export function convertUnit(amount: Rational, from: UnitId, to: UnitId): Rational | null {
  const a = UNITS[from];
  const b = UNITS[to];
  if (a.kind !== b.kind) return null;
  return amount.mul(a.factor).div(b.factor);
}
