import { DEFAULT_LANGUAGE, languageOf, type Language } from '@mathquest/contracts';

/**
 * The locales the interface can show (docs/product/i18n.md): the account's languages, and in
 * development the pseudo-locale `en-XA` (English accented and lengthened, so a string that is not
 * in a catalogue stands out).
 */
export type UiLocale = Language | 'en-XA';
export const PSEUDO_LOCALE = 'en-XA';

/** The language the browser prefers, among ours: Spanish of any region is US Spanish; anything else is English. */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'es') return 'es-US';
    if (primary === 'en') return 'en';
  }
  return DEFAULT_LANGUAGE;
}

/** A stored or requested code as one of our locales: unknown codes are English, never an error. */
export function uiLocaleOf(code: unknown, pseudoAllowed: boolean): UiLocale {
  if (pseudoAllowed && code === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  return languageOf(code);
}

/** The locale Intl formats numbers and dates with: the pseudo-locale formats as English. */
export function formattingLocale(locale: UiLocale): string {
  return locale === PSEUDO_LOCALE ? 'en' : locale;
}
