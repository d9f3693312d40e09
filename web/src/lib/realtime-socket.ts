import type { ClientToServerEvents, ServerToClientEvents } from '@mathquest/contracts';
import type { Socket } from 'socket.io-client';

/**
 * The realtime socket, typed by the contracts' socket event maps (what it may emit and listen to).
 * A module of its own, so the socket's connection (socket.ts) and the push handlers it binds
 * (realtime-events.ts) both depend on it and not on each other.
 */
export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
