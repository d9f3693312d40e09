import { LANGUAGES, type Language } from '@mathquest/contracts';
import { PSEUDO_LOCALE } from '../i18n/languages';
import { useI18n } from '../i18n/use-i18n';
import { pseudoAllowed, useLanguage } from '../stores/language';

/** BCP 47 tag of each language's own name, so a screen reader reads "Español" in Spanish. */
const NAME_LANG: Record<Language, string> = { en: 'en', 'es-US': 'es' };

/**
 * The language of the interface (docs/product/i18n.md), on /login and /profile: shown at once and
 * remembered on this browser; `onChosen` saves it on the account where someone is signed in. Each
 * language is named in itself. Where the pseudo-locale is allowed (development) it is offered too.
 */
export function LanguageSwitcher({ id, onChosen }: { id: string; onChosen?: (language: Language) => void }) {
  const intl = useI18n();
  const locale = useLanguage((s) => s.locale);
  const choose = useLanguage((s) => s.choose);

  function onChange(value: string) {
    if (value === PSEUDO_LOCALE) return choose(PSEUDO_LOCALE);
    const language = LANGUAGES.find((l) => l === value);
    if (!language) return;
    choose(language);
    onChosen?.(language);
  }

  return (
    <div className="field language-switcher">
      <label htmlFor={id}>{intl.formatMessage({ id: 'language.label' })}</label>
      <select id={id} value={locale} onChange={(e) => onChange(e.target.value)} data-testid="language-switcher">
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={NAME_LANG[l]}>
            {intl.formatMessage({ id: `language.name.${l}` })}
          </option>
        ))}
        {pseudoAllowed() ? <option value={PSEUDO_LOCALE}>Pseudo (en-XA)</option> : null}
      </select>
    </div>
  );
}
