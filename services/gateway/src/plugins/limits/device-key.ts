import { createHash } from 'node:crypto';

/** Auth's device cookie (its name; auth sets and checks it, docs/adr/0165). */
const DEVICE_COOKIE = 'mq_device';

/**
 * A key for the device cookie a request carries: the first 128 bits of its value's SHA-256, or
 * null without one. The gateway cannot tell a known device from a made-up cookie (auth can); it
 * only keeps a client that has one apart from the others in the per-(account, IP) attempt count,
 * so that a guesser at the same address does not use up a known device's attempts. A guesser
 * inventing cookies gains a fresh count each time, and still meets the per-IP ceiling and auth's
 * lock of unknown clients.
 */
export function deviceKey(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== DEVICE_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return value ? createHash('sha256').update(value).digest('hex').slice(0, 32) : null;
  }
  return null;
}
