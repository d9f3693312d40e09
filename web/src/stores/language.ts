import type { Language } from '@mathquest/contracts';
import { create } from 'zustand';
import { browserLanguage, PSEUDO_LOCALE, uiLocaleOf, type UiLocale } from '../i18n/languages';

/** Where the language chosen before sign-in is remembered on this browser. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The pseudo-locale is offered in development, or in a build made with VITE_PSEUDO_LOCALE=1 (docs/product/i18n.md). */
export const pseudoAllowed = (): boolean => {
  const env = (import.meta as { env?: { DEV?: boolean; VITE_PSEUDO_LOCALE?: string } }).env;
  return Boolean(env?.DEV) || env?.VITE_PSEUDO_LOCALE === '1';
};

function stored(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // blocked storage
  }
}

function remember(locale: UiLocale): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // blocked storage: the choice lasts this page only
  }
}

/**
 * The first locale: `?lang=en-XA` (the pseudo-locale, for this page load, in every build: a check
 * anyone can run on a deployed app; offered in the switcher and remembered only in development),
 * else the one chosen on this browser before, else the browser's own preference.
 */
export function initialLocale(): UiLocale {
  if (typeof window === 'undefined') return 'en';
  const requested = new URLSearchParams(window.location.search).get('lang');
  if (requested === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  const saved = stored();
  if (saved) return uiLocaleOf(saved, pseudoAllowed());
  return browserLanguage(window.navigator.languages ?? [window.navigator.language]);
}

interface LanguageState {
  locale: UiLocale;
  /** Someone chose a language (a switcher): shown at once and remembered on this browser. */
  choose: (locale: UiLocale) => void;
  /** The signed-in account's language: it wins over the browser's (the pseudo-locale, a developer's choice, stays). */
  adoptAccount: (language: Language) => void;
}

export const useLanguage = create<LanguageState>()((set, get) => ({
  locale: initialLocale(),
  choose(locale) {
    remember(locale);
    set({ locale });
  },
  adoptAccount(language) {
    if (get().locale === PSEUDO_LOCALE || get().locale === language) return;
    remember(language);
    set({ locale: language });
  },
}));
