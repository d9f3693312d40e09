import type { ClientToServerEvents, ServerToClientEvents, SocketCloseReason } from '@mathquest/contracts';
import type { AuthUser } from '@mathquest/service-kit';
import type { Server, Socket } from 'socket.io';

/** What the handshake stores on an accepted socket. */
export interface SocketData {
  /** The token's user; `user.sessionId` is the session (refresh-token family) it belongs to, when the token names it. */
  user: AuthUser;
  /** When the handshake was accepted (ms since the epoch): the oldest sockets go first. */
  connectedAt: number;
  /** When the handshake's access token expires (ms since the epoch): the socket is closed then. */
  expiresAt: number;
  /** The live room this socket is in (sockets/rooms.ts), if any. */
  roomCode?: string;
}

/** Which sockets to close: one by id, or every socket in a room. */
export type CloseTarget = { socketId: string } | { room: string };

/** Between realtime instances (through the Redis adapter). */
export interface InterServerEvents {
  /** Close these sockets where they are held, telling their clients why. */
  'sockets:close': (target: CloseTarget, reason: SocketCloseReason) => void;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** Every socket of a user joins this room. */
export const userRoom = (userId: string) => `user:${userId}`;
/** Every socket opened with a token of this session joins this room. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
