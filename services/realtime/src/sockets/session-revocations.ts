import type { SessionRevocations } from '@mathquest/service-kit';
import { closeLocalSessionSockets } from './close-sockets.js';
import type { RealtimeServer } from './types.js';

/**
 * Ended sessions lose their sockets (docs/adr/0013). The service kit feeds every process's
 * revocation list from Redis, so each realtime instance hears of every ended session and closes
 * the sockets it holds for it: `connection:closed` (SESSION_REVOKED), then the disconnect.
 * Handshakes of such a session are refused from then on (sockets/handshake.ts). Returns the
 * function that stops listening.
 */
export function closeSocketsOfEndedSessions(io: RealtimeServer, revocations: SessionRevocations): () => void {
  return revocations.onRevoked((sessionId) => closeLocalSessionSockets(io, sessionId));
}
