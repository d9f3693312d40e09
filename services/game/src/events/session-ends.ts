/**
 * Sessions ended by another replica: every game process hears game.session.ended (a plain NATS
 * subscription, no durable consumer: a process that misses one only keeps a stale copy of an
 * ended session, docs/adr/0029-answer-path-five-operations.md) and drops its cached copy, so its
 * next /problem/next in that session reads the end from storage.
 */
import { GameSubjects, type SessionEndedEvent } from '@mathquest/contracts';
import type { EventBus } from '@mathquest/service-kit';
import type { SessionRepository } from '../repositories/sessions.js';

/** Returns a function that stops listening. */
export function forgetSessionsEndedElsewhere(bus: Pick<EventBus, 'nc'>, sessions: Pick<SessionRepository, 'forgetEnded'>): () => void {
  const sub = bus.nc.subscribe(GameSubjects.SESSION_ENDED, {
    callback: (err, msg) => {
      if (err) return;
      try {
        sessions.forgetEnded(msg.json<SessionEndedEvent>().data.sessionId);
      } catch {
        // Not an event of the contract: nothing to forget.
      }
    },
  });
  return () => sub.unsubscribe();
}
