import { useI18n } from '../../i18n/use-i18n';
import { Link } from 'react-router-dom';

/** The brand, never translated: an argument of the link's name, so that name holds the words shown in every language (the pseudo-locale's too). */
const BRAND = { first: 'Math', second: 'Quest' };

export function Logo({ to = '/' }: { to?: string }) {
  const intl = useI18n();
  return (
    <Link to={to} className="logo" aria-label={intl.formatMessage({ id: 'shell.logo.label' }, { brand: BRAND.first + BRAND.second })}>
      <span className="logo__icon" aria-hidden="true">
        🧮
      </span>
      <span className="logo__text">
        {BRAND.first}
        <span>{BRAND.second}</span>
      </span>
    </Link>
  );
}
