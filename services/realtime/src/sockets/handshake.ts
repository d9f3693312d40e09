import { SocketHandshakeAuthSchema } from '@mathquest/contracts';
import { verifyAccessToken, type SessionRevocations } from '@mathquest/service-kit';
import jwt from 'jsonwebtoken';
import type { RealtimeServer } from './types.js';

type Middleware = Parameters<RealtimeServer['use']>[0];

/** The only error a refused handshake gives: the client learns nothing about why. */
const refused = () => new Error('UNAUTHORIZED');

/**
 * Accept a socket only with a valid access token in `auth.token` (signed by auth with ES256,
 * audience and issuer checked, docs/adr/0042) that expires (a token without `exp` is refused by
 * the kit) and whose session has not ended (`revocations`, docs/adr/0013). The token's expiry is
 * kept: the socket is closed then (sockets/token-expiry.ts).
 */
export function authenticateHandshake(publicKeyPem: string, revocations: SessionRevocations | null): Middleware {
  return (socket, next) => {
    const auth = SocketHandshakeAuthSchema.safeParse(socket.handshake.auth);
    if (!auth.success) return next(refused());
    try {
      socket.data.user = verifyAccessToken(auth.data.token, publicKeyPem, revocations);
    } catch {
      return next(refused());
    }
    // Verified above, so its claims can be read as they are; verifyAccessToken does not return `exp`.
    const exp = jwt.decode(auth.data.token, { json: true })?.exp;
    if (typeof exp !== 'number') return next(refused());
    socket.data.expiresAt = exp * 1000;
    socket.data.connectedAt = Date.now();
    next();
  };
}
