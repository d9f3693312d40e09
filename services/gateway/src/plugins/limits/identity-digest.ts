import { createHash } from 'node:crypto';

/**
 * How a limit key names an account, a student or an email: the first 128 bits of the value's
 * SHA-256, hex. The counts live in Redis for a window (up to an hour, AUTH_RATE_LIMIT_WINDOW_MS);
 * a key that held the id or the address would outlive an account's erasure there, and the erasure
 * must leave the id nowhere (docs/adr/0264). Equal values still count together.
 */
export const identityDigest = (value: string): string => createHash('sha256').update(value).digest('hex').slice(0, 32);
