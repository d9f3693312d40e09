/**
 * The language a problem is written in (docs/maths/languages.md, docs/adr/0270): English or US
 * Spanish, the account's two languages. A generator words its problem in the language it is given;
 * the numbers, the answer and the template are drawn the same way in both, so one seed gives one
 * problem in two languages.
 */
/** The one draw a wording may make (a name by index); `Rng` has it. Declared here so types.ts can import this module. */
interface Draws {
  int(min: number, max: number): number;
}

export const LANGUAGES = ['en', 'es-US'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language a code stands for: itself when it is one of LANGUAGES, English otherwise (never an error). */
export function languageOf(code: unknown): Language {
  return typeof code === 'string' && (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : 'en';
}

/** Names for word problems, index for index: the same draw gives the English or the Spanish name. */
const NAMES_EN = ['Maya', 'Leo', 'Ava', 'Noah', 'Zara', 'Omar', 'Lily', 'Ben', 'Priya', 'Diego', 'Mia', 'Sam', 'Hana', 'Kofi', 'Ella', 'Finn'] as const;
const NAMES_ES = ['Sofía', 'Mateo', 'Valentina', 'Diego', 'Camila', 'Santiago', 'Lucía', 'Emiliano', 'Isabela', 'Andrés', 'Ximena', 'Marcos', 'Daniela', 'Gael', 'Renata', 'Tomás'] as const;

/** The wording of one problem, bound to its language. Pure: nothing here draws from the rng except `someone`. */
export interface Words {
  readonly lang: Language;
  /** True for Spanish. */
  readonly es: boolean;
  /** The text (or list of texts) for this language; both are written, one is kept. Never put a draw inside either. */
  t<T>(en: T, es: T): T;
  /** A first name: one draw, the same in both languages. */
  someone(rng: Draws): string;
  /** "a, b and c" / "a, b y c" ("e" before a word that sounds "i"). */
  list(items: readonly string[]): string;
  /** "or" / "o" ("u" before a word that sounds "o"). */
  or(items: readonly string[]): string;
  /** The choice options with this language's synonyms added (English ones always accepted). */
  options(en: Record<string, string[]>, es: Record<string, string[]>): Record<string, string[]>;
}

function joinWith(items: readonly string[], en: string, es: string | null): string {
  if (items.length <= 1) return items.join('');
  const last = items[items.length - 1]!;
  return `${items.slice(0, -1).join(', ')} ${es ?? en} ${last}`;
}

/** "y" becomes "e" before an "i"/"hi" sound; "o" becomes "u" before an "o"/"ho" sound. */
const yOrE = (next: string): string => (/^h?[iíIÍ](?![aeouáéóú])/.test(next) ? 'e' : 'y');
const oOrU = (next: string): string => (/^h?[oóOÓ]/.test(next) || /^8/.test(next) ? 'u' : 'o');

function makeWords(lang: Language): Words {
  const es = lang === 'es-US';
  const names = es ? NAMES_ES : NAMES_EN;
  return {
    lang,
    es,
    t: <T>(en: T, spanish: T): T => (es ? spanish : en),
    // rng.pick(names) is rng.int(0, length - 1): the same draw, whichever list.
    someone: (rng: Draws): string => names[rng.int(0, names.length - 1)]!,
    list: (items) => joinWith(items, 'and', es ? yOrE(items[items.length - 1] ?? '') : null),
    or: (items) => joinWith(items, 'or', es ? oOrU(items[items.length - 1] ?? '') : null),
    options: (en, spanish) => (es ? Object.fromEntries(Object.entries(en).map(([k, v]) => [k, [...v, ...(spanish[k] ?? [])]])) : en),
  };
}

/** The Spanish name of the pieces of a denominator: 8 → "octavos" (one piece: "octavo"). */
const PIECES_ES: Readonly<Record<number, string>> = {
  2: 'medio', 3: 'tercio', 4: 'cuarto', 5: 'quinto', 6: 'sexto', 7: 'séptimo', 8: 'octavo', 9: 'noveno', 10: 'décimo',
  11: 'onceavo', 12: 'doceavo', 100: 'centésimo', 1000: 'milésimo',
};

/** "octavos" (or "octavo" for one piece); a denominator without a name: "partes de 1/15". */
export function piecesEs(den: number, plural = true): string {
  const name = PIECES_ES[den];
  if (name === undefined) return plural ? `partes de 1/${den}` : `parte de 1/${den}`;
  return plural ? `${name}s` : name;
}

const WORDS: Record<Language, Words> = { en: makeWords('en'), 'es-US': makeWords('es-US') };

/** The wording bound to `lang` (English when none is given). */
export function words(lang: Language = 'en'): Words {
  return WORDS[lang];
}

export const EN: Words = WORDS.en;
export { NAMES_EN, NAMES_ES };
