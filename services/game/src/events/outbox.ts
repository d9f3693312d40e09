/**
 * The game's outbox (the service kit's, docs/adr/0023-answer-integrity-outbox.md, 0027, 0043).
 * Answer events ride in the student document, written by the answer's version-checked update,
 * and are cleared by the student's next answer (which keeps only `outbox.unpublished(...)`), so
 * an answer costs no extra write; the sweeper clears what a student who stopped playing leaves
 * behind, conditional on the version it read and bumping it (`versioned`), so a write computed
 * from an older copy fails its check instead of writing the cleared entries back.
 * game.session.started / game.session.ended ride in the session document and are flushed (published,
 * then removed in the background) right after the insert or the update that ends the session.
 */
import { createOutbox, documentOutboxStore, type EventBus, type Outbox, type OutboxLog } from '@mathquest/service-kit';
import type { Collections } from '../repositories/collections.js';

/** The documents that carry an outbox: a student (answers) or a game session (started / ended). */
export type GameOutboxOwner = 'student' | 'session';
export type GameOutbox = Outbox<GameOutboxOwner>;

export function createGameOutbox(store: Pick<Collections, 'students' | 'sessions'>, bus: Pick<EventBus, 'publish'>, log: OutboxLog): GameOutbox {
  return createOutbox({
    bus,
    log,
    stores: { student: documentOutboxStore(store.students, { versioned: true }), session: documentOutboxStore(store.sessions) },
  });
}
