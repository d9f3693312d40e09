import { verifyAccessToken } from '@mathquest/service-kit';
import { identityDigest } from './identity-digest.js';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The account a signed-in request acts for, as a limit key, from its `Authorization` header
 * (docs/adr/0011):
 * - with auth's public key: `user:<digest of sub>` (identity-digest.ts) once the access token verifies (signature, audience,
 *   issuer, expiry: the kit's check). Every token of the account counts under the same key,
 *   however many sessions or refreshes it has. A token that does not verify gives null: auth
 *   refuses it (401) before testing anything, so the per-IP limits are enough for it.
 * - without the key: `bearer:<first 128 bits of the token's SHA-256>`, so one token's attempts are
 *   counted together (a refreshed token starts a new count: weaker, the per-IP limits still hold).
 * Null without a bearer token. Never throws.
 */
export function callerKey(authorization: string | undefined, publicKeyPem: string | undefined): string | null {
  const token = authorization ? BEARER.exec(authorization)?.[1] : undefined;
  if (!token) return null;
  if (!publicKeyPem) return `bearer:${identityDigest(token)}`;
  try {
    return `user:${identityDigest(verifyAccessToken(token, publicKeyPem).id)}`;
  } catch {
    return null;
  }
}
