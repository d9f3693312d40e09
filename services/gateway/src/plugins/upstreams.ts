import proxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { ACCOUNT_EXPORT_GRANT_HEADER, CHILDREN_GRANT_HEADER, ErrorCode } from '@mathquest/contracts';
import { AppError, requestTraceHeaders } from '@mathquest/service-kit';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config.js';
import authLimits from './auth-limits.js';
import { childrenGrants, needsChildrenGrant } from './children-grants.js';
import { studentProfiles } from './student-profiles.js';
import { resolveWithDns, UpstreamAddresses, type ResolveHost } from './upstream-spread/addresses.js';
import { spreadWebSocketConnection } from './upstream-spread/connect.js';
import { SpreadingDispatcher } from './upstream-spread/dispatcher.js';
import { spreadFetch } from './upstream-spread/fetch.js';
import { installReplayableBodies, retryOnceWhenGoingAway, type RetryContext } from './upstream-retry.js';

export interface UpstreamsOptions {
  config: GatewayConfig;
  /** The auth attempt limits' clock (Date.now unless a test gives its own). */
  now?: (() => number) | undefined;
  /** All addresses of an upstream's host name (the system resolver unless a test gives its own). */
  resolveHost?: ResolveHost | undefined;
}

/** Time to connect to some instance of an upstream, every address raced together (upstream-spread/connect.ts). */
const UPSTREAM_CONNECT_TIMEOUT_MS = 2_000;

const UNAVAILABLE_MESSAGE = 'This part of MathQuest is temporarily unavailable. Please try again in a moment.';
const TIMEOUT_MESSAGE = 'The service took too long to answer. Please try again.';

const unavailable = (timeout: boolean, cause: unknown) => new AppError(timeout ? 504 : 503, ErrorCode.UPSTREAM_UNAVAILABLE, timeout ? TIMEOUT_MESSAGE : UNAVAILABLE_MESSAGE, { cause });

/** A connection error is 503, a time-out 504, both in the error envelope (the kit's error handler). */
function upstreamError(reply: { send: (payload: Error) => unknown }, error: Error & { code?: string }): void {
  void reply.send(unavailable(error.code === 'FST_REPLY_FROM_GATEWAY_TIMEOUT', error));
}

/**
 * The proxies: /api/<service> to each service without path rewriting, the Socket.IO websocket
 * to realtime (docs/adr/0011), and GET /api/engagement/guilds/{id}/messages to realtime's
 * /api/realtime/guilds/{id}/messages (docs/adr/0221). The auth proxy sits in a scope of its own with the strict auth
 * limits, which therefore apply to it alone. Each upstream's requests and websockets are spread
 * over every address its host name resolves to, i.e. every instance of a scaled service
 * (docs/adr/0150).
 */
export default async function upstreams(app: FastifyInstance, { config, now, resolveHost = resolveWithDns }: UpstreamsOptions) {
  // Each upstream origin's address book and dispatcher (docs/adr/0150), shared by its proxy and the gateway's own reads.
  const spreads = new Map<string, { addresses: UpstreamAddresses; dispatcher: SpreadingDispatcher }>();
  const spreadTo = (upstream: string) => {
    const { origin, hostname } = new URL(upstream);
    let spread = spreads.get(origin);
    if (!spread) {
      const addresses = new UpstreamAddresses(hostname, { resolve: resolveHost, refreshMs: config.upstreamPool.resolveMs });
      // Requests go to the upstream's addresses in turn, each address with a keep-alive pool of
      // its own; retried once only when an instance went away (upstream-retry.ts).
      const dispatcher = new SpreadingDispatcher(origin, addresses, {
        connections: config.upstreamPool.connections,
        pipelining: config.upstreamPool.pipelining,
        keepAliveTimeout: 60_000,
        keepAliveMaxTimeout: 600_000,
        connectTimeout: UPSTREAM_CONNECT_TIMEOUT_MS,
        headersTimeout: config.upstreamPool.timeoutMs,
        bodyTimeout: config.upstreamPool.timeoutMs,
      });
      spread = { addresses, dispatcher };
      spreads.set(origin, spread);
    }
    return spread;
  };
  for (const upstream of Object.values(config.upstreams)) spreadTo(upstream);
  app.addHook('onClose', async () => {
    await Promise.allSettled([...spreads.values()].map(({ dispatcher }) => dispatcher.destroy()));
  });
  const fetchUpstream = spreadFetch((origin) => spreads.get(origin)?.dispatcher);

  // A parent's reads about one child carry a grant the gateway asks auth for (docs/adr/0073).
  const grantOf = new WeakMap<object, string>();
  const grantFor = childrenGrants({ auth: config.upstreams.auth, timeoutMs: config.upstreamPool.timeoutMs, unavailable, fetch: fetchUpstream });
  app.addHook('preHandler', async (request) => {
    if (!needsChildrenGrant(request)) return;
    const grant = await grantFor(request);
    if (grant) grantOf.set(request, grant);
  });

  const proxyTo = (prefix: string, upstream: string, onResponse?: NonNullable<FastifyHttpProxyOptions['replyOptions']>['onResponse']): FastifyHttpProxyOptions => {
    const { addresses, dispatcher } = spreadTo(upstream);
    return {
      upstream,
      prefix,
      rewritePrefix: prefix,
      disableRequestLogging: true,
      undici: dispatcher,
      // Each websocket to the upstream starts at the next of its addresses (realtime's instances share rooms through Redis).
      wsClientOptions: { createConnection: spreadWebSocketConnection(addresses, UPSTREAM_CONNECT_TIMEOUT_MS) },
      replyOptions: {
        // One retry, to the next instance, of a request safe to repeat whose instance went away
        // (docs/adr/0259); never reply-from's default (GETs answered 503 retried up to ten times, a
        // retry storm in an outage). Read per reply, so it belongs here. reply-from's types name the
        // Fastify request and reply, but it passes the upstream request's options and response.
        retryDelay: (details) => {
          const context = details as unknown as RetryContext;
          const delay = retryOnceWhenGoingAway(context);
          if (delay !== null) {
            const { err, req, res } = context;
            app.log.warn({ reqId: req.headers['x-request-id'], method: req.method, code: err?.code, status: res?.statusCode, upstream }, 'upstream instance went away; sending the request to another');
          }
          return delay;
        },
        rewriteRequestHeaders: (request, headers) => {
          // Only a grant the gateway got from auth for this request goes upstream (children-grants.ts);
          // an export grant never does: auth presents it on the internal network (docs/product/privacy.md).
          const { [CHILDREN_GRANT_HEADER]: _sent, [ACCOUNT_EXPORT_GRANT_HEADER]: _export, ...rest } = headers;
          const granted = grantOf.get(request);
          return {
            ...rest,
            ...(granted ? { [CHILDREN_GRANT_HEADER]: granted } : {}),
            'x-request-id': request.id,
            // The gateway's server span continues upstream (W3C traceparent; nothing when tracing is off).
            ...requestTraceHeaders(request),
            'x-forwarded-for': request.ip,
            'x-forwarded-proto': request.protocol,
          };
        },
        onError: (reply, { error }) => upstreamError(reply, error),
        ...(onResponse ? { onResponse } : {}),
      },
    };
  };

  await app.register(async function authUpstream(auth) {
    await auth.register(authLimits, {
      bodyLimit: config.authBodyLimit,
      attempts: config.authAttempts,
      publicKeyPem: config.publicKeyPem,
      ...(now ? { now } : {}),
    });
    // A student's progress and wallet are filled in from the game and engagement (docs/adr/0029).
    const composeProfiles = studentProfiles({
      game: config.upstreams.game,
      engagement: config.upstreams.engagement,
      timeoutMs: config.upstreamPool.timeoutMs,
      unavailable,
      fetch: fetchUpstream,
    });
    await auth.register(proxy, proxyTo('/api/auth', config.upstreams.auth, (request, reply, res) => void composeProfiles(request, reply, res)));
  });
  // The game's answers carry idempotency keys: their bodies are held so a retry can send them again.
  await app.register(async function gameUpstream(game) {
    installReplayableBodies(game);
    await game.register(proxy, { ...proxyTo('/api/game', config.upstreams.game), proxyPayloads: false });
  });
  await app.register(proxy, proxyTo('/api/engagement', config.upstreams.engagement));
  await app.register(proxy, proxyTo('/api/teacher', config.upstreams.teacher));
  // The guild chat's history is realtime's, which alone keeps the chat (docs/adr/0221): its own
  // path, and the documented path under /api/engagement routed there (GET only).
  await app.register(proxy, proxyTo('/api/realtime', config.upstreams.realtime));
  await app.register(proxy, { ...proxyTo('/api/engagement/guilds/:id/messages', config.upstreams.realtime), rewritePrefix: '/api/realtime/guilds/:id/messages', httpMethods: ['GET', 'HEAD'] });
  await app.register(proxy, { ...proxyTo('/socket.io', config.upstreams.realtime), websocket: true });
}
