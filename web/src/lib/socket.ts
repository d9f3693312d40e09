import type { ClientToServerEvents, ServerToClientEvents } from '@mathquest/contracts';
import { io, type Socket } from 'socket.io-client';
import { env } from '../config/env';

/** The realtime socket, typed by the contracts' socket event maps (what it may emit and listen to). */
export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Reconnection: 5 attempts, the delay growing from 1 s to at most 5 s; then it gives up. */
export const SOCKET_MAX_ATTEMPTS = 5;
const SOCKET_RECONNECTION_DELAY_MS = 1000;
const SOCKET_RECONNECTION_DELAY_MAX_MS = 5000;

let socket: RealtimeSocket | null = null;
let failedAttempts = 0;

/**
 * Opens the realtime socket with the stored access token. Problems are only logged: the app
 * works without realtime updates.
 */
export function connectSocket(token: string): RealtimeSocket | null {
  if (typeof window === 'undefined') return null;
  disconnectSocket();
  failedAttempts = 0;
  const s: RealtimeSocket = io(env.socketUrl || window.location.origin, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: true,
    reconnectionAttempts: SOCKET_MAX_ATTEMPTS,
    reconnectionDelay: SOCKET_RECONNECTION_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECTION_DELAY_MAX_MS,
  });
  s.on('connect', () => {
    failedAttempts = 0;
    s.emit('user:online');
  });
  s.io.on('reconnect', () => {
    failedAttempts = 0;
  });
  s.on('connect_error', (err) => {
    failedAttempts += 1;
    console.warn(`Realtime connection error (${failedAttempts}/${SOCKET_MAX_ATTEMPTS}):`, err.message);
    if (failedAttempts >= SOCKET_MAX_ATTEMPTS) {
      console.warn('Realtime connection: maximum attempts reached, giving up');
      s.disconnect();
    }
  });
  // The server closed this socket on purpose (too many open for the account, or signed out);
  // a server-side disconnect is not retried.
  s.on('connection:closed', ({ reason, message }) => {
    console.warn(`Realtime connection closed by the server (${reason}): ${message}`);
  });
  socket = s;
  return s;
}

export function disconnectSocket(): void {
  if (socket) {
    socket.removeAllListeners();
    socket.disconnect();
    socket = null;
  }
}

export function getSocket(): RealtimeSocket | null {
  return socket;
}
