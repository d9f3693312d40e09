import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityHeadersOptions {
  /** The gateway's own public origin: its ws(s) form is allowed as a websocket source. */
  publicOrigin: string;
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** Helmet's set with our CSP, X-Frame-Options saying what the CSP's frame-ancestors says (no framing at all). */
export function helmetOptions(publicOrigin: string): HelmetOptions {
  const wsOrigin = publicOrigin.replace(/^http/, 'ws');
  return {
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
  };
}

/** What helmet does to a response: the headers it sets and those it removes, in order. */
export interface HeaderSet {
  set: Array<[name: string, value: string]>;
  removed: string[];
}

/**
 * Run helmet once against a recording response. Its headers depend on its options only (no
 * nonces here), so every response gets the same ones: computing them per request, as
 * @fastify/helmet does (it builds the middleware anew for every request), cost the gateway
 * 4 % of its CPU in the answer benchmark (docs/design/security.md, the gateway; docs/benchmarks.md).
 */
export function helmetHeaders(options: HelmetOptions): HeaderSet {
  const out: HeaderSet = { set: [], removed: [] };
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      out.set.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      out.removed.push(name);
    },
  };
  let failed: unknown = null;
  // helmet reads nothing of the request when no nonce is configured: an empty one stands for any.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failed = err ?? null;
  });
  if (failed) throw failed;
  return out;
}

/**
 * Security headers on every answer (fastify-plugin: for the whole app): helmet's set computed
 * once, and `Cache-Control: no-store` on API answers to requests that carried credentials, so
 * no shared or browser cache keeps a user's data, unless the service chose its own caching.
 */
export default fp(
  async function securityHeaders(app: FastifyInstance, { publicOrigin }: SecurityHeadersOptions) {
    const { set, removed } = helmetHeaders(helmetOptions(publicOrigin));
    // On the raw response, as helmet itself does: headers the reply sets later (an upstream's) win.
    app.addHook('onRequest', (_request, reply, done) => {
      const res = reply.raw;
      for (const name of removed) res.removeHeader(name);
      for (const [name, value] of set) res.setHeader(name, value);
      done();
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
