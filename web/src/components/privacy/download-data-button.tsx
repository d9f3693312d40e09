import { messageOf } from '../../lib/api-client';
import { useExportAccount } from './use-export-account';
import './privacy.css';

/**
 * "Download data": the account's data as one JSON file (docs/product/privacy.md). While the file
 * is put together the button says so; a failure is announced next to it.
 */
export function DownloadDataButton({ userId, label, accessibleName }: { userId: string; label: string; accessibleName?: string }) {
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
        {exporting.isPending ? 'Preparing the file…' : exporting.isError ? messageOf(exporting.error, 'The data could not be downloaded. Please try again.') : exporting.isSuccess ? 'Downloaded.' : null}
      </p>
    </div>
  );
}
