import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** The gateway's own public origin: its ws(s) form is allowed as a websocket source. */
  publicOrigin: string;
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Security headers on every answer (fastify-plugin: for the whole app): helmet's set with our
 * CSP, X-Frame-Options saying what the CSP's frame-ancestors says (no framing at all), and
 * `Cache-Control: no-store` on API answers to requests that carried credentials, so no shared
 * or browser cache keeps a user's data, unless the service chose its own caching.
 */
export default fp(
  async function securityHeaders(app: FastifyInstance, { publicOrigin }: SecurityHeadersOptions) {
    const wsOrigin = publicOrigin.replace(/^http/, 'ws');
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // KaTeX sets inline styles on the maths it renders.
          styleSrc: ["'self'", "'unsafe-inline'"],
          fontSrc: ["'self'", 'data:'],
          imgSrc: ["'self'", 'data:', 'blob:'],
          // 'self' covers same-origin ws(s) in CSP3 browsers; the explicit origins help older ones.
          connectSrc: ["'self'", wsOrigin, wsOrigin.replace(/^ws:/, 'wss:')],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      // Browsers without CSP frame-ancestors fall back to X-Frame-Options: DENY, the same rule
      // (helmet's default, SAMEORIGIN, would allow what the CSP forbids).
      xFrameOptions: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.headers.authorization !== undefined && isApi(request.url) && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
