import { useContext } from 'react';
import { createIntl, createIntlCache, IntlContext, type IntlShape } from 'react-intl';
import { englishMessages } from './catalogues';

let english: IntlShape | null = null;

/** English, for a component drawn outside the provider (a unit test rendering it alone). */
function englishIntl(): IntlShape {
  english ??= createIntl({ locale: 'en', defaultLocale: 'en', messages: englishMessages }, createIntlCache());
  return english;
}

/**
 * The interface's formatter (react-intl's `IntlShape`): `formatMessage({ id }, values)` for a
 * catalogue message, `formatNumber`, `formatDate`. Inside the app's provider it is the reader's
 * language; outside any provider, English.
 */
export function useI18n(): IntlShape {
  return useContext(IntlContext) ?? englishIntl();
}
