import { Suspense, useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from '../../components/error-boundary';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { pageShown } from '../../lib/page-shown';

/** Rendered beside a page inside its Suspense boundary, so its effect runs once the page itself has rendered. */
function PageShown() {
  useEffect(() => pageShown(), []);
  return null;
}

/** A lazy route's frame: its error boundary, a loading screen while its code loads, and the page-shown signal (lib/page-shown.ts). */
export function Page({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<LoadingScreen />}>
        {children}
        <PageShown />
      </Suspense>
    </ErrorBoundary>
  );
}
