/**
 * Sessions and served problems are read by `_id` alone (docs/adr/0026-hot-path-by-id.md) and their
 * owner is checked here: another student's session or problem is a 404, like a missing one.
 */
import { ErrorCode } from '@mathquest/contracts';
import { notFound, type AuthUser } from '@mathquest/service-kit';
import type { SessionDoc } from '../repositories/sessions.js';
import type { SessionRepository } from '../repositories/sessions.js';

export function ownedBy<T extends { userId: string }>(doc: T | null, user: AuthUser): doc is T {
  return doc !== null && doc.userId === user.id;
}

export const sessionNotFound = () => notFound('Game session not found', ErrorCode.SESSION_NOT_FOUND);
export const problemNotFound = () => notFound('Problem not found', ErrorCode.PROBLEM_NOT_FOUND);

/** The caller's session as stored (fresh: its state is shown or about to change), or 404. */
export async function ownSession(sessions: SessionRepository, user: AuthUser, sessionId: string): Promise<SessionDoc> {
  const session = await sessions.reload(sessionId);
  if (!ownedBy(session, user)) throw sessionNotFound();
  return session;
}
