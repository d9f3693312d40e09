import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorBoundary } from '../components/error-boundary';
import { ErasurePendingScreen } from '../components/privacy/erasure-pending-screen';
import { I18nProvider } from '../i18n/i18n-provider';
import { Toaster } from '../components/ui/toaster';
import { paths } from '../config/paths';
import { api } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { setNavigator } from '../lib/navigation';
import { useLiveStateResync } from '../lib/use-live-state-resync';
import { useSession } from '../stores/session';

/**
 * App-wide wiring: the server-state cache (lib/query-client.ts, docs/adr/0190), the top error boundary, toasts, the first current-user load, what happens
 * when the API client gives up on the session (user cleared, router to /login), and the re-read
 * of a student's live state when the realtime socket reconnects (docs/adr/0067), and the one screen
 * of an account whose erasure is pending; around it all, the interface's language (docs/product/i18n.md).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  useLiveStateResync();

  useEffect(() => {
    setNavigator((to, options) => navigate(to, options));
    api.setAuthFailureHandler(() => {
      useSession.getState().clearSession();
      navigate(paths.login.getHref(), { replace: true });
    });
    api.setErasurePendingHandler(() => useSession.getState().markErasurePending());
    void useSession.getState().init();
    return () => setNavigator(null);
  }, [navigate]);

  const erasurePending = useSession((s) => s.erasurePending);
  const leaveErasureScreen = () => {
    useSession.getState().leaveErasureScreen();
    queryClient.clear();
    navigate(paths.login.getHref(), { replace: true });
  };

  return (
    <I18nProvider>
      <QueryClientProvider client={queryClient}>
        <ErrorBoundary>
          {/* An account being erased gets one clear screen instead of the app (docs/product/privacy.md). */}
          {erasurePending ? <ErasurePendingScreen onLeave={leaveErasureScreen} /> : children}
          <Toaster />
        </ErrorBoundary>
      </QueryClientProvider>
    </I18nProvider>
  );
}
