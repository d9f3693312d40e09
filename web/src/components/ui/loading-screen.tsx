import { useI18n } from '../../i18n/use-i18n';

/** A screen's loading state; without a message, 'Loading...' in the reader's language. */
export function LoadingScreen({ message }: { message?: string }) {
  const intl = useI18n();
  return (
    <div className="loading-screen" role="status" aria-live="polite" data-testid="loading-screen">
      <div className="spinner" aria-hidden="true" />
      <p>{message ?? intl.formatMessage({ id: 'shell.loading' })}</p>
    </div>
  );
}

export function InlineLoading({ message }: { message?: string }) {
  const intl = useI18n();
  return (
    <div className="inline-loading" role="status" aria-live="polite">
      <span className="spinner spinner--small" aria-hidden="true" />
      <span>{message ?? intl.formatMessage({ id: 'shell.loading' })}</span>
    </div>
  );
}
