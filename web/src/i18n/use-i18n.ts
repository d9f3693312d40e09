import { use, useContext, useMemo } from 'react';
import { createIntl, createIntlCache, IntlContext, type IntlShape } from 'react-intl';
import type { Messages } from './catalogues';
import { loadedEnglish, loadScope, type MessageScope } from './scopes';
import { useShownLocale } from './shown-locale';

const cache = createIntlCache();
let english: { version: number; intl: IntlShape } | null = null;

/** English, for a component drawn outside the provider (a unit test rendering it alone): every English catalogue loaded so far. */
function englishIntl(): IntlShape {
  const loaded = loadedEnglish();
  if (english?.version !== loaded.version) english = { version: loaded.version, intl: createIntl({ locale: 'en', defaultLocale: 'en', messages: loaded.messages }, cache) };
  return english.intl;
}

/** One formatter per (provider's formatter, scope messages): components of a screen share it. */
const scoped = new WeakMap<IntlShape, WeakMap<Messages, IntlShape>>();

function withScope(root: IntlShape, own: Messages): IntlShape {
  let byMessages = scoped.get(root);
  if (!byMessages) scoped.set(root, (byMessages = new WeakMap()));
  let intl = byMessages.get(own);
  if (!intl) {
    intl = createIntl({ locale: root.locale, defaultLocale: root.defaultLocale, messages: { ...root.messages, ...own } as Messages, onError: root.onError }, cache);
    byMessages.set(own, intl);
  }
  return intl;
}

/**
 * The interface's formatter (react-intl's `IntlShape`): `formatMessage({ id }, values)` for a
 * catalogue message, `formatNumber`, `formatDate`. Inside the app's provider it is the reader's
 * language; outside any provider, English.
 *
 * With a scope (a feature's catalogue, ./scopes.ts), the formatter also knows that scope's
 * messages: the component suspends (the page's loading screen) until the scope is loaded, which
 * routes start beside the page's code (`withScopes`, app/routes), so it is rarely waited for.
 */
export function useI18n(scope?: MessageScope): IntlShape {
  const root = useContext(IntlContext) ?? englishIntl();
  const locale = useShownLocale();
  // Always `use` for a scope (React wants the same calls in every render); a loaded scope's
  // promise is marked fulfilled (./scopes.ts), so it does not suspend.
  const own = scope ? use(loadScope(scope, locale)) : null;
  return useMemo(() => (own ? withScope(root, own) : root), [root, own]);
}
