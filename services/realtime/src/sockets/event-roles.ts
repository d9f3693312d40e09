/**
 * Which roles may send each client event (docs/product/accounts.md#roles-and-permissions,
 * docs/adr/0175-route-roles-declared-and-checked-before-validation.md). The socket counterpart of
 * the HTTP routes' guards: guilds, challenges, friends and leaderboards are a student's, as their
 * engagement routes are; live rooms are for students and teachers (a teacher may host); presence
 * is every signed-in user's (the web app says `user:online` on every connect).
 *
 * Checked once per incoming packet, before any handler: an event from a role it does not admit
 * reaches no handler and changes nothing. A call with an acknowledgement is answered
 * `{ ok: false, error: { code: 'FORBIDDEN' } }`; a guild event is refused with
 * `guild:message_refused` (FORBIDDEN), as guild refusals are; the others are dropped, like a
 * malformed payload. An event no entry names is dropped too, so a new event is unusable until its
 * roles are declared here (the table's type also asks for every event of the contracts).
 */
import { ErrorCode, type ClientSocketEventName, type Role, type RoomRequestEventName } from '@mathquest/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeServer, RealtimeSocket } from './types.js';

const STUDENTS: readonly Role[] = ['STUDENT'];
const PLAYERS: readonly Role[] = ['STUDENT', 'TEACHER'];
const EVERYONE: readonly Role[] = ['STUDENT', 'PARENT', 'TEACHER'];

export const SOCKET_EVENT_ROLES: Readonly<Record<ClientSocketEventName | RoomRequestEventName, readonly Role[]>> = {
  'leaderboard:join': STUDENTS,
  'leaderboard:leave': STUDENTS,
  'join:guild': STUDENTS,
  'guild:message': STUDENTS,
  'guild:typing': STUDENTS,
  'guild:report': STUDENTS,
  'guild:reports': STUDENTS,
  'guild:review': STUDENTS,
  'challenge:send': STUDENTS,
  'challenge:accept': STUDENTS,
  'challenge:decline': STUDENTS,
  'join:friends': STUDENTS,
  'user:online': EVERYONE,
  'user:activity': STUDENTS,
  'room:create': PLAYERS,
  'room:join': PLAYERS,
  'room:start': PLAYERS,
  'room:answer': PLAYERS,
  'room:leave': PLAYERS,
};

export const SOCKET_FORBIDDEN_MESSAGE = 'This is not available to your account';

/** The roles that may send `event`, or null when no entry names it. */
export function rolesOfEvent(event: string): readonly Role[] | null {
  return Object.hasOwn(SOCKET_EVENT_ROLES, event) ? SOCKET_EVENT_ROLES[event as keyof typeof SOCKET_EVENT_ROLES] : null;
}

export function mayEmit(role: Role, event: string): boolean {
  return rolesOfEvent(event)?.includes(role) ?? false;
}

/** Installs the check on every socket (a Socket.IO packet middleware, run before the event's listeners). */
export function checkEventRoles(io: RealtimeServer, log: FastifyBaseLogger): void {
  io.on('connection', (socket: RealtimeSocket) => {
    socket.use((packet, next) => {
      const [event, ...args] = packet as [unknown, ...unknown[]];
      if (typeof event === 'string' && mayEmit(socket.data.user.role, event)) return next();
      const name = typeof event === 'string' ? event.slice(0, 64) : '';
      const ack = args.at(-1);
      if (typeof ack === 'function') {
        (ack as (reply: unknown) => void)({ ok: false, error: { code: 'FORBIDDEN', message: SOCKET_FORBIDDEN_MESSAGE } });
      } else if (name === 'join:guild' || name === 'guild:message') {
        const guildId = (args[0] as { guildId?: unknown } | null)?.guildId;
        if (typeof guildId === 'string' && guildId.length > 0) socket.emit('guild:message_refused', { guildId: guildId.slice(0, 64), code: ErrorCode.FORBIDDEN, message: SOCKET_FORBIDDEN_MESSAGE });
      }
      if (rolesOfEvent(name) === null) log.debug({ userId: socket.data.user.id, event: name }, 'socket event without declared roles dropped');
      // Not passed to next(): Socket.IO would emit the error on the server-side socket, where nothing listens.
    });
  });
}
