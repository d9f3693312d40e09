import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type ServerOptions } from 'socket.io';
import { listenForCloseRequests } from './close-sockets.js';
import { handleConnections } from './connection.js';
import { authenticateHandshake } from './handshake.js';
import type { RealtimeServer } from './types.js';

export interface SocketServerOptions {
  publicKeyPem: string;
  maxSocketsPerUser: number;
  adapter: ServerOptions['adapter'];
  log: FastifyBaseLogger;
}

/**
 * The Socket.IO server at /socket.io, typed by the contracts' socket event maps: authenticated
 * handshakes only, every socket in `user:<id>`, at most `maxSocketsPerUser` per user.
 */
export function createSocketServer(http: HttpServer, opts: SocketServerOptions): RealtimeServer {
  const io: RealtimeServer = new Server(http, { path: '/socket.io', transports: ['websocket', 'polling'], adapter: opts.adapter });
  io.use(authenticateHandshake(opts.publicKeyPem));
  handleConnections(io, { maxSocketsPerUser: opts.maxSocketsPerUser, log: opts.log });
  listenForCloseRequests(io);
  return io;
}
