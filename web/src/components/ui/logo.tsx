import { useI18n } from '../../i18n/use-i18n';
import { Link } from 'react-router-dom';

export function Logo({ to = '/' }: { to?: string }) {
  const intl = useI18n();
  return (
    <Link to={to} className="logo" aria-label={intl.formatMessage({ id: 'shell.logo.label' })}>
      <span className="logo__icon" aria-hidden="true">
        🧮
      </span>
      <span className="logo__text">
        Math<span>Quest</span>
      </span>
    </Link>
  );
}
