import { createPrivateKey } from 'node:crypto';
import { ACCESS_TOKEN_ALGORITHM, ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '@mathquest/service-kit';
import jwt from 'jsonwebtoken';
import { accessTokenClaims, type ClaimsSource } from '../domain/tokens.js';

export interface AccessTokenSigner {
  /** An ES256 access token of `sid` for `user`, valid `ttlSeconds`. */
  sign(user: ClaimsSource, sid: string): string;
  readonly ttlSeconds: number;
}

/**
 * Access tokens: ES256 JWTs verified by every service with auth's public key (docs/adr/0010,
 * docs/adr/0042). Only auth holds the private key.
 */
export function createAccessTokenSigner(privateKeyPem: string, ttlSeconds: number): AccessTokenSigner {
  // Parsed once: turning the PEM into a key on every sign would cost more than the signature.
  const signingKey = createPrivateKey(privateKeyPem);
  return {
    ttlSeconds,
    sign: (user, sid) =>
      jwt.sign(accessTokenClaims(user, sid), signingKey, {
        algorithm: ACCESS_TOKEN_ALGORITHM,
        expiresIn: ttlSeconds,
        audience: ACCESS_TOKEN_AUDIENCE,
        issuer: ACCESS_TOKEN_ISSUER,
        subject: user.id,
      }),
  };
}
