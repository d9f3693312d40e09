import { msUntilExpiry } from '../domain/token-expiry.js';
import type { RealtimeSocket } from './types.js';

/**
 * Close the socket when its access token expires: a socket lives as long as its connection, and
 * must not outlive the credentials it was opened with. Only the connection is closed (no
 * `connection:closed`, no Socket.IO disconnect packet): the client sees a dropped connection and
 * reconnects by itself, and that handshake needs the fresh token its app holds by then. The
 * timer goes with the socket.
 */
export function closeAtTokenExpiry(socket: RealtimeSocket, now: () => number = Date.now): void {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    timer = setTimeout(() => {
      if (now() >= socket.data.expiresAt) socket.conn.close();
      else arm(); // expiry beyond a single timer's reach
    }, msUntilExpiry(socket.data.expiresAt, now()));
    timer.unref();
  };
  arm();
  socket.once('disconnect', () => clearTimeout(timer));
}
