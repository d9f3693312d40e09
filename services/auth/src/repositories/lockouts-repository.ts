import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { lockoutMs, thresholdOf, type LockoutRules, type LockScope } from '../domain/lockout.js';

/**
 * Failed-password counts in Redis, shared by every auth instance (docs/adr/0165): one hash per
 * account, `auth:lockout:<sha256(email)>` (the email is never stored), with `<scope>:n` (failures)
 * and `<scope>:until` (ms since the epoch) per scope, expiring `memoryMs` after its last failure.
 * Keyed by the normalised email, so an unknown email is counted exactly like an account (the
 * answers tell nothing about which emails exist). Unlocking deletes the hash: every scope at once.
 */

/** Only a lock later than the one stored replaces it: failures counted at once never shorten a lockout. */
const EXTEND_LOCK = `
local current = tonumber(redis.call('HGET', KEYS[1], ARGV[1]) or '0')
if tonumber(ARGV[2]) > current then redis.call('HSET', KEYS[1], ARGV[1], ARGV[2]) end
return 1`;

export function createLockoutsRepository(redis: Redis, rules: LockoutRules, prefix = 'auth:lockout:') {
  const keyOf = (email: string) => `${prefix}${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

  return {
    /** Milliseconds until the last of these scopes' locks ends (0: none locked). */
    async lockedFor(email: string, scopes: readonly LockScope[], now: number): Promise<number> {
      if (scopes.length === 0) return 0;
      const until = await redis.hmget(keyOf(email), ...scopes.map((s) => `${s}:until`));
      return Math.max(0, ...until.map((u) => Number(u ?? 0) - now));
    },

    /** Count one failure in each scope, locking those that reach their threshold. */
    async fail(email: string, scopes: readonly LockScope[], now: number): Promise<void> {
      const key = keyOf(email);
      const tx = redis.multi();
      for (const scope of scopes) tx.hincrby(key, `${scope}:n`, 1);
      tx.pexpire(key, rules.memoryMs);
      const replies = (await tx.exec()) ?? [];
      await Promise.all(
        scopes.map(async (scope, i) => {
          const [err, failures] = replies[i] ?? [new Error('redis: no reply to HINCRBY')];
          if (err) throw err;
          const lock = lockoutMs(Number(failures), thresholdOf(scope, rules), rules);
          if (lock > 0) await redis.eval(EXTEND_LOCK, 1, key, `${scope}:until`, String(now + lock));
        }),
      );
    },

    /** Forget these scopes' failures and locks (a success in them). */
    async clear(email: string, scopes: readonly LockScope[]): Promise<void> {
      if (scopes.length === 0) return;
      await redis.hdel(keyOf(email), ...scopes.flatMap((s) => [`${s}:n`, `${s}:until`]));
    },

    /** Forget every scope of the account (a parent's or teacher's unlock). */
    async unlock(email: string): Promise<void> {
      await redis.del(keyOf(email));
    },
  };
}

export type LockoutsRepository = ReturnType<typeof createLockoutsRepository>;
