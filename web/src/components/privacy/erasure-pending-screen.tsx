import { useEffect, useRef } from 'react';
import { useI18n } from '../../i18n/use-i18n';

/**
 * The one screen of an account whose erasure is pending (docs/product/privacy.md): shown instead
 * of the app when sign-in or the session's refresh says ACCOUNT_ERASURE_PENDING.
 */
export function ErasurePendingScreen({ onLeave }: { onLeave: () => void }) {
  const intl = useI18n();
  const t = (id: string) => intl.formatMessage({ id });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="error-screen" data-testid="erasure-pending-screen">
      <div className="error-screen__card">
        <h1 ref={heading} tabIndex={-1}>
          {t('privacy.pending.title')}
        </h1>
        <p>{t('privacy.pending.text')}</p>
        <p>{t('privacy.pending.ask')}</p>
        <button type="button" className="btn btn--primary" onClick={onLeave}>
          {t('privacy.pending.back')}
        </button>
      </div>
    </main>
  );
}
