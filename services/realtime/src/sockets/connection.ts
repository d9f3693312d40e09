import type { SessionRevocations } from '@mathquest/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { socketsOverLimit } from '../domain/socket-limit.js';
import { closeLocalSessionSockets, closeSockets } from './close-sockets.js';
import { closeAtTokenExpiry } from './token-expiry.js';
import { sessionRoom, userRoom, type RealtimeServer, type RealtimeSocket } from './types.js';

export interface ConnectionOptions {
  maxSocketsPerUser: number;
  revocations: SessionRevocations | null;
  log: FastifyBaseLogger;
}

/**
 * A new socket is closed when its token expires, joins its user's room (and its session's), then
 * the user's sockets beyond `maxSocketsPerUser`, counted across instances, are closed, oldest
 * first.
 */
export function handleConnections(io: RealtimeServer, opts: ConnectionOptions): void {
  io.on('connection', (socket: RealtimeSocket) => {
    closeAtTokenExpiry(socket);
    void (async () => {
      const { user } = socket.data;
      const sessionId = user.sessionId;
      await socket.join(sessionId ? [userRoom(user.id), sessionRoom(sessionId)] : [userRoom(user.id)]);
      // A session that ended between the handshake and the join would otherwise keep this socket.
      if (sessionId && opts.revocations?.isRevoked(sessionId)) {
        closeLocalSessionSockets(io, sessionId);
        return;
      }
      const open = await io.in(userRoom(user.id)).fetchSockets();
      const over = socketsOverLimit(
        open.map((s) => ({ id: s.id, connectedAt: s.data.connectedAt })),
        opts.maxSocketsPerUser,
      );
      for (const s of over) closeSockets(io, { socketId: s.id }, 'TOO_MANY_CONNECTIONS');
    })().catch((err: unknown) => opts.log.warn({ err, userId: socket.data.user.id }, 'socket limit not enforced for this connection'));
  });
}
