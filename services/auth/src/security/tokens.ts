import { createPrivateKey } from 'node:crypto';
import { ErrorCode } from '@mathquest/contracts';
import { ACCESS_TOKEN_ALGORITHM, ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, unauthorized } from '@mathquest/service-kit';
import jwt from 'jsonwebtoken';
import { accessTokenClaims, classifyFailedRefresh, generateRefreshToken, hashRefreshToken, refreshTokenExpiry, type ClaimsSource } from '../domain/tokens.js';
import type { SessionsRepository } from '../repositories/sessions-repository.js';
import type { UsersRepository } from '../repositories/users-repository.js';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export interface TokenServiceOptions {
  privateKeyPem: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  sessions: SessionsRepository;
  users: UsersRepository;
  now?: () => Date;
}

/**
 * Access tokens: ES256 JWTs, 15 minutes, verified by every service with auth's public key.
 * Refresh tokens: opaque, rotated on every use, grouped in a family (session) per login;
 * presenting an already-rotated one revokes the family (docs/adr/0010).
 */
export function createTokenService(o: TokenServiceOptions) {
  const now = o.now ?? (() => new Date());
  // Parsed once: turning the PEM into a key on every sign would cost more than the signature.
  const signingKey = createPrivateKey(o.privateKeyPem);

  function signAccess(user: ClaimsSource, sid: string): string {
    return jwt.sign(accessTokenClaims(user, sid), signingKey, {
      algorithm: ACCESS_TOKEN_ALGORITHM,
      expiresIn: o.accessTokenTtlSeconds,
      audience: ACCESS_TOKEN_AUDIENCE,
      issuer: ACCESS_TOKEN_ISSUER,
      subject: user.id,
    });
  }

  async function mintRefresh(sid: string, userId: string, at: Date): Promise<string> {
    const token = generateRefreshToken();
    await o.sessions.insertToken({ hash: hashRefreshToken(token), sid, userId, expiresAt: refreshTokenExpiry(at, o.refreshTokenTtlDays), now: at });
    return token;
  }

  return {
    signAccess,

    /** A new session (refresh family) for a successful login or sign-up. */
    async startSession(user: ClaimsSource): Promise<TokenPair> {
      const at = now();
      const sid = await o.sessions.createSession(user.id, at, refreshTokenExpiry(at, o.refreshTokenTtlDays));
      const refreshToken = await mintRefresh(sid, user.id, at);
      return { accessToken: signAccess(user, sid), refreshToken };
    },

    async rotate(refreshToken: string): Promise<TokenPair> {
      const at = now();
      const hash = hashRefreshToken(refreshToken);
      const consumed = await o.sessions.consumeToken(hash, at);
      if (!consumed) {
        const stored = await o.sessions.findToken(hash);
        if (classifyFailedRefresh(stored) === 'REUSED' && stored) {
          // Someone holds a token that was already exchanged: either the real user or a thief
          // is replaying it. We cannot tell which, so the whole family ends.
          await o.sessions.revoke(stored.sid, 'reuse', at);
          throw unauthorized('This session is no longer valid. Please log in again.', ErrorCode.REFRESH_TOKEN_REUSED);
        }
        throw unauthorized('Invalid or expired refresh token. Please log in again.', ErrorCode.INVALID_TOKEN);
      }
      if (!(await o.sessions.isActive(consumed.sid, at))) {
        throw unauthorized('This session has ended. Please log in again.', ErrorCode.INVALID_TOKEN);
      }
      const user = await o.users.findById(consumed.userId);
      if (!user) throw unauthorized('Invalid or expired refresh token. Please log in again.', ErrorCode.INVALID_TOKEN);
      const next = await mintRefresh(consumed.sid, user.id, at);
      return { accessToken: signAccess(user, consumed.sid), refreshToken: next };
    },

    async endSession(sid: string): Promise<void> {
      await o.sessions.revoke(sid, 'logout', now());
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
