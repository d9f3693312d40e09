import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { useLanguage } from '../stores/language';
import { loadMessages } from './catalogues';
import { formattingLocale } from './languages';
import { loadScope, type MessageScope } from './scopes';

const cache = createIntlCache();

/**
 * The formatter in the reader's language for code outside React (a toast made from a server push,
 * lib/realtime-events.ts): the core catalogue and one scope's, loaded if they are not yet. A
 * catalogue that cannot load is English, as on screen.
 */
export async function intlNow(scope: MessageScope): Promise<IntlShape> {
  const locale = useLanguage.getState().locale;
  const [core, own] = await Promise.all([
    loadMessages(locale).catch(() => loadMessages('en')),
    loadScope(scope, locale).catch(() => loadScope(scope, 'en')),
  ]);
  return createIntl({ locale: formattingLocale(locale), defaultLocale: 'en', messages: { ...core, ...own } as Record<string, string> }, cache);
}
