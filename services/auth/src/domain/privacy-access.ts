import type { Role } from '@mathquest/contracts';

/** What decides who may export or erase an account (docs/product/privacy.md#who-may-ask). */
export interface PrivacyAccessFacts {
  caller: { id: string; role: Role; childIds: readonly string[] };
  account: { id: string; role: Role };
  /** The teacher of the roster the account was created on (docs/adr/0200); null for an account not created on a roster. */
  rosterTeacherId: string | null;
}

/**
 * The account itself; a parent linked to it; the teacher who created it on a class roster. Anyone
 * else is refused, and the caller answers them 404 like a missing account, so an id tells no
 * more than "not yours".
 */
export function mayActOnAccount({ caller, account, rosterTeacherId }: PrivacyAccessFacts): boolean {
  if (caller.id === account.id) return true;
  if (account.role !== 'STUDENT') return false;
  if (caller.role === 'PARENT') return caller.childIds.includes(account.id);
  if (caller.role === 'TEACHER') return rosterTeacherId !== null && rosterTeacherId === caller.id;
  return false;
}
