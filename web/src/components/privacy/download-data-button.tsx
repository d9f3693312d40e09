import { errorFactsOf, wordError } from '../../i18n/server-error';
import { useI18n } from '../../i18n/use-i18n';
import { useExportAccount } from './use-export-account';
import './privacy.css';

/**
 * "Download data": the account's data as one JSON file (docs/product/privacy.md). While the file
 * is put together the button says so; a failure is announced next to it.
 */
export function DownloadDataButton({ userId, label, accessibleName }: { userId: string; label: string; accessibleName?: string }) {
  const intl = useI18n();
  const exporting = useExportAccount();
  return (
    <div className="privacy-action">
      {/* The visible text stays within the accessible name while busy too (WCAG 2.5.3). */}
      <button
        type="button"
        className="btn btn--ghost btn--small"
        onClick={() => exporting.mutate(userId)}
        disabled={exporting.isPending}
        aria-busy={exporting.isPending}
        aria-label={accessibleName}
        data-testid={`download-data-${userId}`}
      >
        {label}
      </button>
      <p className="muted" role="status">
        {exporting.isPending
          ? intl.formatMessage({ id: 'privacy.download.preparing' })
          : exporting.isError
            ? wordError(intl, errorFactsOf(exporting.error), 'privacy.download.failed')
            : exporting.isSuccess
              ? intl.formatMessage({ id: 'privacy.download.done' })
              : null}
      </p>
    </div>
  );
}
