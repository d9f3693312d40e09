/**
 * How a realtime client reconnects after its socket dropped (docs/adr/0193-socket-reconnection-policy.md):
 * the first attempt 125–375 ms after the drop (250 ms, randomised by half either way, so the
 * sockets of one stopped instance do not all come back in the same instant), each next wait
 * doubled, at most 2 s, ten attempts in all (about 16 s of trying) before the client gives up.
 * Socket.IO's client options by their own names, for the web app (web/src/lib/socket.ts) and
 * the tests that stand for it. A leaf module with no imports: the web app's first page loads it,
 * and no schema may come with it.
 */
export const SOCKET_RECONNECTION = {
  reconnectionAttempts: 10,
  reconnectionDelay: 250,
  randomizationFactor: 0.5,
  reconnectionDelayMax: 2000,
} as const;

/** Attempts before the client gives up (the web app then stays without realtime updates until a reload). */
export const SOCKET_MAX_ATTEMPTS = SOCKET_RECONNECTION.reconnectionAttempts;
