import { QueryErrorResetBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';
import { useI18n } from '../i18n/use-i18n';

/**
 * A widget-level error boundary (docs/adr/0190): a panel whose read failed (its queries use
 * `throwOnError`) or whose render threw shows its own message and 'Try again', and the rest of the
 * page goes on working. The failure is logged once with `log`. 'Try again' resets the panel's failed queries, which read again.
 */
export function PanelBoundary({ message, log, children, testId }: { message: string; log: string; children: ReactNode; testId?: string }) {
  const intl = useI18n();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          onError={(error) => console.error(log, error)}
          fallback={(_error, retry) => (
            <div className="panel-error" role="alert" data-testid={testId}>
              <p>{message}</p>
              <button type="button" className="btn btn--secondary btn--small" onClick={retry}>
                {intl.formatMessage({ id: 'ui.tryAgain' })}
              </button>
            </div>
          )}
        >
          {children}
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
