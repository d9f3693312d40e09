import type { Readable } from 'node:stream';

/**
 * The email of a login/register body, normalised like the contracts do (trim, lower case),
 * or null when the body is not JSON, has no string email, or is implausible. Never throws:
 * a body we cannot read is still forwarded and auth answers it with its own 400.
 */
export function emailFromBody(raw: Buffer): string | null {
  if (raw.length === 0 || raw.length > 16 * 1024) return null;
  try {
    const body: unknown = JSON.parse(raw.toString('utf8'));
    if (typeof body !== 'object' || body === null) return null;
    const email = (body as { email?: unknown }).email;
    if (typeof email !== 'string') return null;
    const clean = email.trim().toLowerCase();
    return clean.length > 0 && clean.length <= 254 ? clean : null;
  } catch {
    return null;
  }
}

export class BodyTooLargeError extends Error {
  readonly statusCode = 413;
  readonly code = 'FST_ERR_CTP_BODY_TOO_LARGE';
}

/** Read a request body stream into memory, up to `limit` bytes. */
export async function readBody(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buf.length;
    if (size > limit) throw new BodyTooLargeError('The request body is too large');
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}
