import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The clients that signed in to an account before (OWASP "device cookies", docs/adr/0165): one
 * Redis key per (account, device), `auth:device:<sha256(email)>:<sha256(device token)>`, kept
 * `ttlMs` after the device's last successful sign-in. Only hashes are stored: the key tells
 * neither the email nor the token. One device may be known to several accounts (a shared
 * classroom computer), each key apart.
 */
export function createDevicesRepository(redis: Redis, ttlMs: number, prefix = 'auth:device:') {
  const keyOf = (email: string, token: string) => `${prefix}${sha256(email.trim().toLowerCase())}:${sha256(token)}`;
  return {
    /** The device's id for lock scopes (a hash of its token), when the token is a known device of this account; else null. */
    async knownDevice(email: string, token: string | null): Promise<string | null> {
      if (!token) return null;
      return (await redis.exists(keyOf(email, token))) === 1 ? sha256(token).slice(0, 32) : null;
    },

    /** Remember (or keep remembering) the device after a successful sign-in. */
    async remember(email: string, token: string): Promise<void> {
      await redis.set(keyOf(email, token), '1', 'PX', ttlMs);
    },

    /** Forget every device of the account (its erasure). */
    async forgetAll(email: string): Promise<void> {
      const match = `${prefix}${sha256(email.trim().toLowerCase())}:*`;
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', match, 'COUNT', 200);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    },
  };
}

export type DevicesRepository = ReturnType<typeof createDevicesRepository>;
