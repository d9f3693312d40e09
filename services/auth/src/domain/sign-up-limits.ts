import { mayBeUnder13, type AccountLimits, type Role } from '@mathquest/contracts';

/**
 * The limits a self-registered account starts with (docs/adr/0239): a student whose birth year
 * says they may be under 13 waits for a parent's approval. A student who gave no year (a client
 * that does not ask) is not limited; the web form always asks. Parents and teacher-created
 * students (the roster, docs/adr/0200) never come through here.
 */
export function signUpLimits(role: Role, birthYear: number | undefined, now: Date): AccountLimits | null {
  if (role !== 'STUDENT' || birthYear === undefined) return null;
  return mayBeUnder13(birthYear, now) ? 'PENDING_PARENT_APPROVAL' : null;
}
