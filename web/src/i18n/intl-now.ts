import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { useLanguage } from '../stores/language';
import { englishMessages, loadMessages, type Messages } from './catalogues';
import { formattingLocale, type UiLocale } from './languages';
import { setLocaleOnShow } from './locale-on-show';
import { loadedEnglish, loadedScope, loadScope, type MessageScope } from './scopes';

/**
 * The interface's formatter for code outside React components (docs/product/i18n.md, "Where a
 * string goes"): a store's error or a toast made from a socket event is worded at the moment it is
 * made, in the language on show. The app's provider tells it that language (`showLocale`); before
 * that, and outside any provider (a unit test), it is English with every English catalogue loaded.
 */
let shown: { locale: UiLocale; messages: Messages } | null = null;
const cache = createIntlCache();
const made = new Map<string, { from: unknown; intl: IntlShape }>();

/** Called by the app's provider whenever the language on show changes. */
export function showLocale(locale: UiLocale, messages: Messages): void {
  shown = { locale, messages };
  setLocaleOnShow(locale);
  made.clear();
}

/** A formatter in the language on show, with the core messages and, if loaded, the scope's. */
export function intlNow(scope?: MessageScope): IntlShape {
  if (!shown || shown.locale === 'en') {
    const english = loadedEnglish();
    return cached(`en:${english.version}`, english, () => ({ locale: 'en', messages: english.messages }));
  }
  const { locale, messages } = shown;
  const own = scope ? loadedScope(scope, locale) : undefined;
  // A scope not loaded in this language yet: its English, so a message is never shown as its key.
  const beneath = scope && !own ? loadedScope(scope, 'en') : undefined;
  return cached(`${locale}:${scope ?? ''}`, own ?? beneath ?? messages, () => ({
    locale: formattingLocale(locale),
    messages: { ...(beneath ?? {}), ...messages, ...(own ?? {}) } as Messages,
  }));
}

function cached(key: string, from: unknown, config: () => { locale: string; messages: Messages }): IntlShape {
  const hit = made.get(key);
  if (hit && hit.from === from) return hit.intl;
  const { locale, messages } = config();
  const intl = createIntl({ locale, defaultLocale: 'en', messages: messages ?? englishMessages }, cache);
  made.set(key, { from, intl });
  return intl;
}

/**
 * A formatter in the language chosen, with the core and one scope's catalogues loaded first: for a
 * toast from a push whose scope the screen on show may not have loaded (lib/realtime-events.ts). A
 * catalogue that cannot load is English, as on screen.
 */
export async function intlWhenLoaded(scope: MessageScope): Promise<IntlShape> {
  const locale = useLanguage.getState().locale;
  const [core, own] = await Promise.all([
    loadMessages(locale).catch(() => loadMessages('en')),
    loadScope(scope, locale).catch(() => loadScope(scope, 'en')),
  ]);
  return createIntl({ locale: formattingLocale(locale), defaultLocale: 'en', messages: { ...core, ...own } as Messages }, cache);
}
