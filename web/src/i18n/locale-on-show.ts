import type { UiLocale } from './languages';

/**
 * The locale the app's provider shows, for code outside React components (the pseudo-locale
 * included, which formats as English). A module of its own, with nothing but this state: the
 * catalogues' loader and the topic names read it without importing the formatter (./intl-now.ts)
 * that imports them.
 */
let onShow: UiLocale = 'en';

/** Set by `showLocale` (./intl-now.ts) whenever the language on show changes. */
export function setLocaleOnShow(locale: UiLocale): void {
  onShow = locale;
}

/** The locale on show; English before the provider has shown one (a unit test). */
export function shownLocaleNow(): UiLocale {
  return onShow;
}
