import { io, type Socket } from 'socket.io-client';
import { env } from '../config/env';

/** Spec 01 §9: 5 attempts, delay 1 s growing to 5 s. */
export const SOCKET_MAX_ATTEMPTS = 5;

let socket: Socket | null = null;
let failedAttempts = 0;

/**
 * Opens the realtime socket with the stored access token. Problems are only logged
 * (spec 01 §8): the app works without realtime updates.
 */
export function connectSocket(token: string): Socket | null {
  if (typeof window === 'undefined') return null;
  disconnectSocket();
  failedAttempts = 0;
  const s = io(env.socketUrl || window.location.origin, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: true,
    reconnectionAttempts: SOCKET_MAX_ATTEMPTS,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
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

export function getSocket(): Socket | null {
  return socket;
}
