import { useEffect } from 'react';
import { useRealtime } from '../stores/realtime';
import { useSession } from '../stores/session';

/**
 * Mounted once for the whole app (app/provider.tsx): each time the realtime socket connects again
 * after a disconnect, a signed-in student's loaded live state is read again over HTTP, because
 * the pushes sent while it was down are lost (docs/adr/0067, lib/live-resync.ts). Parents and
 * teachers have no such state. The re-read's module (and the contracts' schemas it checks
 * answers with) is loaded only then, so the sign-in pages stay without it (docs/adr/0032).
 */
export function useLiveStateResync(): void {
  useEffect(
    () =>
      useRealtime.subscribe((state, previous) => {
        if (state.reconnects <= previous.reconnects) return;
        if (useSession.getState().user?.role !== 'STUDENT') return;
        import('./live-resync')
          .then(({ resyncLiveState }) => resyncLiveState())
          .catch((err: unknown) => console.warn('The re-read after the reconnection could not start', err));
      }),
    [],
  );
}
