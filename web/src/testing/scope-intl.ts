import { createIntl, type IntlShape } from 'react-intl';
import coreEn from '../i18n/messages/en.json';
import coreEs from '../i18n/messages/es-US.json';

const SCOPES = import.meta.glob<Record<string, string>>('../i18n/messages/*/*.json', { eager: true, import: 'default' });

/** A formatter with the core catalogue and one scope's, in English or US Spanish: for unit tests of functions that word text with a formatter they are handed. */
export function scopeIntl(scope: string, locale: 'en' | 'es-US' = 'en'): IntlShape {
  const own = SCOPES[`../i18n/messages/${scope}/${locale}.json`] ?? {};
  return createIntl({ locale, defaultLocale: 'en', messages: { ...(locale === 'en' ? coreEn : coreEs), ...own } });
}
