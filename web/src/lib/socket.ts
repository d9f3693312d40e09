import { SOCKET_MAX_ATTEMPTS, SOCKET_RECONNECTION, type ChallengeNoticeReply } from '@mathquest/contracts';
import { env } from '../config/env';
import { useRealtime } from '../stores/realtime';
import { nextPageShown } from './page-shown';
import { bindRealtimeEvents } from './realtime-events';
import type { RealtimeSocket } from './realtime-socket';
import { STORAGE_KEYS } from './token-storage';

export type { RealtimeSocket };
export { SOCKET_MAX_ATTEMPTS };

let socket: RealtimeSocket | null = null;
let failedAttempts = 0;

/** The socket's stored copy of the access token (kept in step with the API's by token-storage). */
function storedSocketToken(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.socketToken);
  } catch {
    return null; // blocked storage
  }
}

/** Without a page drawn meanwhile, the socket opens this long after it was asked for. */
const OPEN_FALLBACK_MS = 3000;

/** Bumped by every connect and disconnect: a socket still loading for an older call is not opened. */
let generation = 0;

/**
 * Opens the realtime socket once the next page has been drawn: its client (socket.io, about
 * 12 KB compressed) is loaded then, so it is not part of the JavaScript a page waits for
 * (docs/adr/0037). Resolves with the socket, or null when a later connect or a disconnect came
 * first or the client could not load. Every handshake, reconnections included, sends the access
 * token stored at that moment (`token` until one is stored): the server closes a socket when its
 * token expires, and the reconnection needs the fresh token the API client has stored since.
 * Problems are only logged: the app works without realtime updates.
 */
export async function connectSocket(token: string): Promise<RealtimeSocket | null> {
  if (typeof window === 'undefined') return null;
  disconnectSocket();
  const mine = ++generation;
  await nextPageShown(OPEN_FALLBACK_MS);
  let io: typeof import('socket.io-client').io;
  try {
    ({ io } = await import('socket.io-client'));
  } catch (err) {
    console.warn('Realtime client could not load:', err);
    return null;
  }
  if (mine !== generation) return null;
  return openSocket(io, token);
}

function openSocket(io: typeof import('socket.io-client').io, token: string): RealtimeSocket {
  failedAttempts = 0;
  const s: RealtimeSocket = io(env.socketUrl || window.location.origin, {
    path: '/socket.io',
    auth: (send) => send({ token: storedSocketToken() ?? token }),
    transports: ['websocket'],
    // The first attempt 125–375 ms after a drop, ten in all, at most 2 s apart (docs/adr/0193).
    reconnection: true,
    ...SOCKET_RECONNECTION,
  });
  s.on('connect', () => {
    failedAttempts = 0;
    s.emit('user:online');
  });
  bindRealtimeEvents(s);
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

/** Closes the socket (logout, session cleared, or another user signing in) and forgets the live state of its user. */
export function disconnectSocket(): void {
  generation += 1;
  if (socket) {
    socket.removeAllListeners();
    socket.disconnect();
    socket = null;
  }
  useRealtime.getState().reset();
}

/**
 * Closes the open socket and opens it again: the same socket, its listeners and the live state
 * kept, with a new handshake that sends the access token stored now. Called once a token has been
 * refreshed because the account's claims changed (its language, docs/adr/0188; a parent's
 * approval, docs/adr/0239): the realtime service reads a socket's claims at its handshake. The
 * reconnection re-reads the live state like any other (docs/adr/0067). Without an open socket
 * there is nothing to do: one still loading sends the stored token when it connects.
 */
export function reopenSocket(): void {
  if (!socket) return;
  failedAttempts = 0;
  socket.disconnect();
  socket.connect();
}

export function getSocket(): RealtimeSocket | null {
  return socket;
}

/** The acknowledgement of a challenge notice: a refusal is only logged (the HTTP call already did the change). */
const noticeAck = (what: string) => (reply: ChallengeNoticeReply) => {
  if (!reply.ok) console.warn(`The ${what} notice was refused (${reply.error.code}): ${reply.error.message}`);
};

/**
 * Challenge notices (docs/product/realtime.md#challenge-notices--built): after the HTTP call
 * succeeded, tell the other player over the socket. The server checks the claim and announces
 * each challenge's transition once, whether its own push or this notice comes first; without a
 * socket, the server's push alone tells them.
 */
export const challengeNotices = {
  sent: (targetUserId: string, challengeId: string) => socket?.emit('challenge:send', { targetUserId, challengeId }, noticeAck('challenge')),
  accepted: (challengeId: string, opponentId: string) => socket?.emit('challenge:accept', { challengeId, opponentId }, noticeAck('accept')),
  declined: (challengeId: string, opponentId: string) => socket?.emit('challenge:decline', { challengeId, opponentId }, noticeAck('decline')),
};
