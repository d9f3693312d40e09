/**
 * What both modules of engagement use from the service as a whole (docs/adr/0220): the caller as a
 * student, the socket push publisher, and the game service's client. Types only: the composition
 * builds one of each and hands it to both modules.
 */
export type { PublishSocketPush } from '../events/socket-push.js';
export type { GameClient } from '../repositories/game-client.js';

/** The caller of a student route. */
export interface Student {
  id: string;
  username: string;
  timeZone: string;
}
