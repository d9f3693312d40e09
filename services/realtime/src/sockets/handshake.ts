import { SocketHandshakeAuthSchema } from '@mathquest/contracts';
import { verifyAccessToken } from '@mathquest/service-kit';
import jwt from 'jsonwebtoken';
import type { RealtimeServer } from './types.js';

type Middleware = Parameters<RealtimeServer['use']>[0];

/** The only error a refused handshake gives: the client learns nothing about why. */
const refused = () => new Error('UNAUTHORIZED');

/**
 * Accept a socket only with a valid access token in `auth.token` (signed by auth with ES256,
 * audience and issuer checked, docs/adr/0042) that expires: a socket lives as long as its
 * connection, so a token without `exp` would authenticate it for ever.
 */
export function authenticateHandshake(publicKeyPem: string): Middleware {
  return (socket, next) => {
    const auth = SocketHandshakeAuthSchema.safeParse(socket.handshake.auth);
    if (!auth.success) return next(refused());
    // Read before the signature check only to refuse early; nothing is trusted before verifyAccessToken.
    const claims = jwt.decode(auth.data.token, { json: true });
    if (!claims || typeof claims.exp !== 'number') return next(refused());
    try {
      socket.data.user = verifyAccessToken(auth.data.token, publicKeyPem);
    } catch {
      return next(refused());
    }
    socket.data.sessionId = typeof claims.sid === 'string' ? claims.sid : undefined;
    socket.data.connectedAt = Date.now();
    next();
  };
}
