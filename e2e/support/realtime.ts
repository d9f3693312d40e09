/**
 * When a window's realtime socket is live. The web app opens its socket once the first page after
 * the sign-in has been drawn (web/src/lib/socket.ts), and the server's pushes are delivered at most
 * once, to the sockets connected when they are sent (docs/adr/0057): a push sent to a window whose
 * socket has not connected yet is not seen until that window reads again. A test whose other
 * window must hear of something live waits for this before it acts.
 */
import type { Page, WebSocket } from 'playwright-core';

/** Socket.IO's CONNECT to the main namespace, as the server sends it back (Engine.IO message `4`, Socket.IO packet `0`). */
const namespaceConnected = (payload: string | Buffer) => typeof payload === 'string' && payload.startsWith('40');

/**
 * Resolves once a realtime socket of `page` has connected (the server joined it to its user's
 * room before answering). Call it before the navigation or sign-in that opens the socket: the
 * promise watches the sockets opened from then on. Fails after `timeoutMs`.
 */
export function realtimeConnected(page: Page, timeoutMs = 30_000): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      page.off('websocket', watch);
      resolve();
    };
    const watch = (ws: WebSocket) => {
      if (!new URL(ws.url()).pathname.startsWith('/socket.io/')) return;
      ws.on('framereceived', ({ payload }) => {
        if (namespaceConnected(payload)) done();
      });
    };
    const timer = setTimeout(() => {
      page.off('websocket', watch);
      reject(new Error(`no realtime socket of ${page.url()} connected within ${timeoutMs} ms`));
    }, timeoutMs);
    page.on('websocket', watch);
  });
}
