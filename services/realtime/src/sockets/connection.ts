import type { FastifyBaseLogger } from 'fastify';
import { socketsOverLimit } from '../domain/socket-limit.js';
import { closeSockets } from './close-sockets.js';
import { sessionRoom, userRoom, type RealtimeServer, type RealtimeSocket } from './types.js';

/**
 * A new socket joins its user's room (and its session's), then the user's sockets beyond
 * `maxSocketsPerUser`, counted across instances, are closed, oldest first.
 */
export function handleConnections(io: RealtimeServer, opts: { maxSocketsPerUser: number; log: FastifyBaseLogger }): void {
  io.on('connection', (socket: RealtimeSocket) => {
    void (async () => {
      const { user, sessionId } = socket.data;
      await socket.join(sessionId ? [userRoom(user.id), sessionRoom(sessionId)] : [userRoom(user.id)]);
      const open = await io.in(userRoom(user.id)).fetchSockets();
      const over = socketsOverLimit(
        open.map((s) => ({ id: s.id, connectedAt: s.data.connectedAt })),
        opts.maxSocketsPerUser,
      );
      for (const s of over) closeSockets(io, { socketId: s.id }, 'TOO_MANY_CONNECTIONS');
    })().catch((err: unknown) => opts.log.warn({ err, userId: socket.data.user.id }, 'socket limit not enforced for this connection'));
  });
}
