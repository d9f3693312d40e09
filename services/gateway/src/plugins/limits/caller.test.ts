import { generateKeyPairSync, sign as signBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callerKey } from './caller.js';
import { identityDigest } from './identity-digest.js';

const pair = () => generateKeyPairSync('ec', { namedCurve: 'P-256', privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
const auth = pair();
const other = pair();
const claims = { role: 'STUDENT', username: 'kid', plan: 'FREE', tz: 'UTC', grade: 5 };
const json64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
let issued = 0;
/** An ES256 access token as auth signs them (the gateway has no JWT library of its own). */
function sign(key: string, sub: string, lifetimeS = 900): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = { ...claims, sid: `s-${issued++}`, sub, aud: 'mathquest', iss: 'mathquest-auth', iat: now, exp: now + lifetimeS };
  const input = `${json64({ alg: 'ES256', typ: 'JWT' })}.${json64(payload)}`;
  return `${input}.${signBytes('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
}
const bearer = (token: string) => `Bearer ${token}`;

describe('callerKey', () => {
  it('with the public key: the verified subject, the same for every token of the account', () => {
    expect(callerKey(bearer(sign(auth.privateKey, 'u1')), auth.publicKey)).toBe(`user:${identityDigest('u1')}`);
    expect(callerKey(bearer(sign(auth.privateKey, 'u1')), auth.publicKey)).toBe(`user:${identityDigest('u1')}`);
    expect(callerKey(`bearer ${sign(auth.privateKey, 'u2')}`, auth.publicKey)).toBe(`user:${identityDigest('u2')}`);
  });

  it('with the public key: null for a token that does not verify (wrong key, expired, not a token)', () => {
    expect(callerKey(bearer(sign(other.privateKey, 'u1')), auth.publicKey)).toBeNull();
    expect(callerKey(bearer(sign(auth.privateKey, 'u1', -60)), auth.publicKey)).toBeNull();
    expect(callerKey(bearer('not-a-token'), auth.publicKey)).toBeNull();
  });

  it('without the key: a hash of the token, never the token itself', () => {
    const token = sign(auth.privateKey, 'u1');
    const key = callerKey(bearer(token), undefined);
    expect(key).toMatch(/^bearer:[0-9a-f]{32}$/);
    expect(key).not.toContain(token);
    expect(callerKey(bearer(token), undefined)).toBe(key);
    expect(callerKey(bearer(sign(auth.privateKey, 'u1')), undefined)).not.toBe(key);
  });

  it('null without a bearer token', () => {
    for (const header of [undefined, '', 'Basic abc', 'Bearer ', 'Bearer a b']) expect(callerKey(header, auth.publicKey)).toBeNull();
  });
});
