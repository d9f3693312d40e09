import type { SocketCloseReason } from '@mathquest/contracts';
import { sessionRoom, type CloseTarget, type RealtimeServer } from './types.js';

const MESSAGES: Record<SocketCloseReason, string> = {
  TOO_MANY_CONNECTIONS: 'Too many open connections for this account: the oldest one was closed',
  SESSION_REVOKED: 'This session was signed out',
};

/** Close the matching sockets this instance holds: `connection:closed` with the reason, then the disconnect. */
function closeLocal(io: RealtimeServer, target: CloseTarget, reason: SocketCloseReason): void {
  const ids = 'socketId' in target ? [target.socketId] : [...(io.sockets.adapter.rooms.get(target.room) ?? [])];
  for (const id of ids) {
    const socket = io.sockets.sockets.get(id);
    if (!socket) continue;
    socket.emit('connection:closed', { reason, message: MESSAGES[reason] });
    // Sent after the event: the connection is closed once its write buffer is flushed.
    socket.disconnect(true);
  }
}

/**
 * Close sockets wherever they are held: here, and on every other instance through the Redis
 * adapter (each closes its own, so the reason always reaches the client before the disconnect).
 */
export function closeSockets(io: RealtimeServer, target: CloseTarget, reason: SocketCloseReason): void {
  closeLocal(io, target, reason);
  io.serverSideEmit('sockets:close', target, reason);
}

/** Serve the other instances' `closeSockets` requests. */
export function listenForCloseRequests(io: RealtimeServer): void {
  io.on('sockets:close', (target, reason) => closeLocal(io, target, reason));
}

/**
 * The seam for session revocation: close every socket opened with a token of `sessionId`.
 * Sockets join `session:<sid>` on connection; the consumer of the revocation event (still to
 * come, with the revocation work) calls this.
 */
export function closeSessionSockets(io: RealtimeServer, sessionId: string): void {
  closeSockets(io, { room: sessionRoom(sessionId) }, 'SESSION_REVOKED');
}
