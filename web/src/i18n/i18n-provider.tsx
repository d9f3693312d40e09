import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useLanguage } from '../stores/language';
import { useSession } from '../stores/session';
import { englishMessages, loadMessages, type Messages } from './catalogues';
import { formattingLocale, type UiLocale } from './languages';
import { showLocale } from './intl-now';
import { ShownLocaleContext } from './shown-locale';

/**
 * The interface's language (docs/product/i18n.md): react-intl's provider with the chosen locale's
 * catalogue, English until another is loaded; the page's `lang` attribute in step with what is
 * shown; a signed-in account's language adopted whenever the session's user changes.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const locale = useLanguage((s) => s.locale);
  const accountLanguage = useSession((s) => s.user?.language);
  const [shown, setShown] = useState<{ locale: UiLocale; messages: Messages } | null>(() => (locale === 'en' ? { locale, messages: englishMessages } : null));

  useEffect(() => {
    if (accountLanguage) useLanguage.getState().adoptAccount(accountLanguage);
  }, [accountLanguage]);

  useEffect(() => {
    let current = true;
    loadMessages(locale).then(
      (messages) => {
        if (current) setShown({ locale, messages });
      },
      (err: unknown) => {
        // A catalogue that cannot load (offline): the interface stays in English.
        console.warn(`The ${locale} messages could not be loaded; showing English`, err);
        if (current) setShown({ locale: 'en', messages: englishMessages });
      },
    );
    return () => {
      current = false;
    };
  }, [locale]);

  useEffect(() => {
    if (!shown) return;
    document.documentElement.lang = shown.locale;
    showLocale(shown.locale, shown.messages);
  }, [shown]);

  // A first visit in Spanish waits the moment its catalogue takes, rather than flashing English.
  if (!shown) return null;
  return (
    <ShownLocaleContext value={shown.locale}>
      <IntlProvider locale={formattingLocale(shown.locale)} defaultLocale="en" messages={shown.messages}>
        {children}
      </IntlProvider>
    </ShownLocaleContext>
  );
}
