import { tooManyRequests } from '@mathquest/service-kit';
import { lockedChangeMessage, lockedSignInMessage, signInScopes, type LockScope } from '../domain/lockout.js';
import type { UserRecord } from '../domain/users.js';
import { accountWithPassword } from './check-password.js';
import type { AuthContext } from './context.js';

/** Where a sign-in comes from, as the route sees it. */
export interface SignInClient {
  /** The client's address (the gateway's X-Forwarded-For). */
  ip: string;
  /** The device cookie's token, if the client sent one. */
  deviceToken: string | null;
}

/**
 * Lock checks and counts must not take sign-in down with them: when Redis fails, the password is
 * still checked (argon2 bounds the rate) and the gateway's attempt limits, which have a memory
 * fallback of their own, still hold. The failure is logged.
 */
async function orWarn<T>(ctx: AuthContext, call: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await call();
  } catch (err) {
    ctx.warn(err, 'lockout store unavailable; password checked without it');
    return fallback;
  }
}

/** Refuse with 429 and Retry-After while any of the scopes is locked. */
export async function refuseWhileLocked(ctx: AuthContext, email: string, scopes: readonly LockScope[], message: (ms: number) => string): Promise<void> {
  const lockedMs = await orWarn(ctx, () => ctx.lockouts.lockedFor(email, scopes, ctx.now().getTime()), 0);
  if (lockedMs > 0) throw tooManyRequests(message(lockedMs), Math.ceil(lockedMs / 1000));
}

/** Count the outcome: a failure in every scope, a success forgets them. */
export async function record(ctx: AuthContext, email: string, scopes: readonly LockScope[], ok: boolean): Promise<void> {
  await orWarn(ctx, () => (ok ? ctx.lockouts.clear(email, scopes) : ctx.lockouts.fail(email, scopes, ctx.now().getTime())), undefined);
}

/**
 * The account of these credentials under the lockout rules (docs/adr/0165), or null for wrong
 * ones; 429 while the client's scopes are locked, before the password is tested. Used by login
 * and by a parent's child link (both test the account's password). `knownDevice` tells whether
 * the client holds a device cookie of this account.
 */
export async function checkSignIn(ctx: AuthContext, email: string, password: string, client: SignInClient): Promise<UserRecord | null> {
  return guardedCheck(ctx, email, client, lockedSignInMessage, () => accountWithPassword(ctx, email, password));
}

/**
 * A credential check under the sign-in lockout of the account keyed `key` (its normalised email):
 * 429 while the client's scopes are locked, before `test` runs; then its outcome is counted.
 * Shared by password sign-ins and the class-code sign-in with a secret (docs/adr/0200).
 */
export async function guardedCheck<T>(ctx: AuthContext, key: string, client: SignInClient, message: (ms: number) => string, test: () => Promise<T | null>): Promise<T | null> {
  const knownDevice = await orWarn(ctx, () => ctx.devices.knownDevice(key, client.deviceToken), null);
  const scopes = signInScopes({ ip: client.ip, knownDevice });
  await refuseWhileLocked(ctx, key, scopes, message);
  const found = await test();
  await record(ctx, key, scopes, found !== null);
  return found;
}

/** Whether `password` is the signed-in user's current one, under the password-change lock. */
export async function checkCurrentPassword(ctx: AuthContext, email: string, passwordHash: string, password: string): Promise<boolean> {
  await refuseWhileLocked(ctx, email, ['change'], lockedChangeMessage);
  const ok = await ctx.hasher.verify(passwordHash, password);
  await record(ctx, email, ['change'], ok);
  return ok;
}
