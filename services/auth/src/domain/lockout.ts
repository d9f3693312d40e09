import { plural } from '@mathquest/contracts';

/**
 * The counting rules of failed passwords (docs/adr/0165). Auth alone counts them, per account, in
 * scopes that say where a failure came from:
 *
 * - `ip:<ip>`: an unknown client (no device cookie of this account) at one address: the
 *   (account, IP) pair. Locks after `pairAfterFailures`, for unknown clients at that address only.
 * - `account`: every unknown client, wherever it is: locks after `accountAfterFailures` (higher,
 *   so a guesser at one address is stopped by its pair first; this catches guessing spread over
 *   many addresses), for unknown clients only.
 * - `device:<id>`: a client that signed in to this account before (its device cookie). Its
 *   failures count for it alone and lock it alone after `pairAfterFailures`: the account's own
 *   devices never feel the guessing of others.
 * - `change`: wrong current passwords of a signed-in password change; locks password changes only.
 *
 * From a scope's threshold on, each failure locks it for `baseMs`, doubled with every further
 * failure, at most `maxMs`. Failures are forgotten `memoryMs` after the account's last failure, a
 * success forgets the scopes it was counted in, and a parent or teacher unlock forgets them all.
 * Token refreshes are not password checks and never count.
 */
export interface LockoutRules {
  pairAfterFailures: number;
  accountAfterFailures: number;
  baseMs: number;
  maxMs: number;
  memoryMs: number;
}

export const DEFAULT_LOCKOUT_RULES: LockoutRules = {
  pairAfterFailures: 10,
  accountAfterFailures: 30,
  baseMs: 60_000,
  maxMs: 15 * 60_000,
  memoryMs: 60 * 60_000,
};

export type LockScope = 'account' | 'change' | `ip:${string}` | `device:${string}`;

/** Where a password check comes from: the client's address and, if it has one for this account, its known device. */
export interface ClientOrigin {
  ip: string;
  /** The id of the account's known device this client holds (device cookie), or null. */
  knownDevice: string | null;
}

/** The scopes a sign-in (login or child link) from `client` is checked and counted in. */
export function signInScopes(client: ClientOrigin): LockScope[] {
  return client.knownDevice ? [`device:${client.knownDevice}`] : ['account', `ip:${client.ip}`];
}

/** The failures from which a scope locks. */
export function thresholdOf(scope: LockScope, rules: LockoutRules): number {
  return scope === 'account' ? rules.accountAfterFailures : rules.pairAfterFailures;
}

/** How long a scope is locked after its `failures`-th failure (0: not locked). */
export function lockoutMs(failures: number, afterFailures: number, rules: Pick<LockoutRules, 'baseMs' | 'maxMs'>): number {
  const over = failures - afterFailures;
  if (over < 0) return 0;
  return Math.min(rules.baseMs * 2 ** Math.min(over, 32), rules.maxMs);
}

/** Minutes, rounded up and at least one, in the shared words: "1 minute", "12 minutes". */
function minutes(ms: number): string {
  return plural(Math.max(1, Math.ceil(ms / 60_000)), 'minute');
}

/** The 429 message of a locked sign-in: how long, and who can help (docs/product/accounts.md). */
export function lockedSignInMessage(ms: number): string {
  return `Too many wrong passwords. Try again in ${minutes(ms)}, or ask your teacher or parent to unlock your account.`;
}

/** The 429 message of locked password changes (the user is signed in; waiting is the way). */
export function lockedChangeMessage(ms: number): string {
  return `Too many wrong passwords. Try again in ${minutes(ms)}.`;
}
