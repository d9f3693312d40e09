import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { payloadTooLarge } from '@mathquest/service-kit';

/**
 * A JSON object parsed the way auth's parser will parse it, or null. Auth's JSON parser
 * (secure-json-parse) skips a leading byte order mark, so this does too: otherwise a BOM
 * would hide the account from the gateway but not from auth.
 */
function jsonObject(raw: Buffer): Record<string, unknown> | null {
  if (raw.length === 0) return null;
  try {
    const body: unknown = JSON.parse(raw.toString('utf8').replace(/^\uFEFF/, ''));
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The email of a login, register or child-link body, normalised like the contracts do (trim,
 * lower case), or null when the body is not JSON, has no string email, or an implausible one.
 * Never throws: a body we cannot read is still forwarded and auth answers it with its own 400
 * (so it cannot test a password either). No size cap of its own: the body limit of the auth
 * routes bounds what is read, so every body auth could accept is counted under its account.
 */
export function emailFromBody(raw: Buffer): string | null {
  const email = jsonObject(raw)?.email;
  if (typeof email !== 'string') return null;
  const clean = email.trim().toLowerCase();
  return clean.length > 0 && clean.length <= 254 ? clean : null;
}

/**
 * A key for the refresh token of a refresh body: the first 128 bits of its SHA-256, hex, or
 * null without one. Refresh tokens are opaque random strings (docs/adr/0010): whose they are
 * is known to auth only, so the gateway counts per token, and never stores or logs the token.
 */
export function refreshTokenKey(raw: Buffer): string | null {
  const token = jsonObject(raw)?.refreshToken;
  if (typeof token !== 'string' || token.length === 0) return null;
  return createHash('sha256').update(token).digest('hex').slice(0, 32);
}

/**
 * The student a class-code sign-in names (`studentId`, an id of at most 64 characters), or null.
 * Counted per student and IP like a login per email (docs/adr/0200).
 */
export function studentIdFromBody(raw: Buffer): string | null {
  const id = jsonObject(raw)?.studentId;
  return typeof id === 'string' && id.length > 0 && id.length <= 64 ? id : null;
}

/** Read a request body stream into memory, up to `limit` bytes (413 beyond). */
export async function readBody(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buf.length;
    if (size > limit) throw payloadTooLarge();
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}
