import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { emailFromBody, readBody, refreshTokenKey } from './auth-body.js';

describe('emailFromBody', () => {
  it('extracts a normalised email and never throws', () => {
    expect(emailFromBody(Buffer.from('{"email":" Kid@Example.COM ","password":"x"}'))).toBe('kid@example.com');
    for (const raw of ['{bad', '[]', 'null', '{"email":5}', '', `{"email":"${'a'.repeat(300)}"}`]) expect(emailFromBody(Buffer.from(raw))).toBeNull();
  });

  it('reads the email of any body auth could accept: large ones, and ones behind a byte order mark', () => {
    const padded = Buffer.from(JSON.stringify({ email: 'Kid@Example.com', password: 'x', pad: 'p'.repeat(15_000) }));
    expect(emailFromBody(padded)).toBe('kid@example.com');
    expect(emailFromBody(Buffer.from('\uFEFF{"email":"kid@example.com","password":"x"}'))).toBe('kid@example.com');
  });
});

describe('refreshTokenKey', () => {
  it('is a hash of the token, never the token, and null without one', () => {
    const key = refreshTokenKey(Buffer.from('{"refreshToken":"abc.def"}'));
    expect(key).toBe(createHash('sha256').update('abc.def').digest('hex').slice(0, 32));
    expect(key).not.toContain('abc');
    for (const raw of ['{}', '{"refreshToken":""}', '{"refreshToken":5}', 'nope']) expect(refreshTokenKey(Buffer.from(raw))).toBeNull();
  });
});

describe('readBody', () => {
  it('reads a body up to the limit and refuses one over it with 413', async () => {
    expect((await readBody(Readable.from([Buffer.from('ab'), Buffer.from('cd')]), 4)).toString()).toBe('abcd');
    await expect(readBody(Readable.from([Buffer.from('abc'), Buffer.from('de')]), 4)).rejects.toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });
});
