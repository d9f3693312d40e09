/**
 * The gateway's /readyz: each upstream's own /readyz and the rate-limit Redis, all probed at once
 * with a short time-out so that the probe itself never hangs a load balancer's health check.
 *
 * The gateway is ready when every upstream is *reachable* and Redis answers. An upstream that
 * answers but says it is not ready itself (auth without its database) is reported in `degraded`
 * without failing the gateway: a load balancer would otherwise take every gateway out together,
 * turning one service's outage (say, the game) into an outage of all of them (sign-in, the web app).
 */

/** Per-probe budget; an upstream slower than this to say "ready" is reported as not ready. */
export const READY_PROBE_TIMEOUT_MS = 1000;

/** What a probe found: ready; answering but not ready itself; or no answer in time. */
export type ProbeState = 'ready' | 'not_ready' | 'unreachable';

export interface Readiness {
  ready: boolean;
  /** One entry per upstream plus `redis` (which is ready or unreachable). */
  checks: Record<string, ProbeState>;
  /** Unreachable upstreams, or redis: these make the gateway not ready. */
  notReady: string[];
  /** Upstreams that answered but are not ready themselves: reported, the gateway stays ready. */
  degraded: string[];
}

/** `<base>/readyz`: 200 is ready, any other answer not ready, an error or time-out unreachable. */
export async function upstreamReady(base: string, timeoutMs = READY_PROBE_TIMEOUT_MS): Promise<ProbeState> {
  try {
    const res = await fetch(new URL('/readyz', base), { signal: AbortSignal.timeout(timeoutMs) });
    // Drain the body so undici can reuse (or cleanly close) the connection.
    await res.arrayBuffer();
    return res.status === 200 ? 'ready' : 'not_ready';
  } catch {
    return 'unreachable';
  }
}

/** Resolves to `onTimeout` when `work` has not settled within `ms` (the timer never outlives the race). */
export async function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(onTimeout), ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** A minimal view of the Redis client, so this stays testable without a server. */
export interface Pingable {
  ping(): Promise<string>;
}

export async function redisReady(redis: Pingable, timeoutMs = READY_PROBE_TIMEOUT_MS): Promise<boolean> {
  const pong = redis.ping().then(
    (reply) => reply === 'PONG',
    () => false,
  );
  return withTimeout(pong, timeoutMs, false);
}

/** Probe all upstreams and Redis in parallel. */
export async function checkReadiness(
  upstreams: Record<string, string>,
  redis: Pingable,
  probeUpstream: (base: string) => Promise<ProbeState> = upstreamReady,
): Promise<Readiness> {
  const probes = [
    ...Object.entries(upstreams).map(async ([name, base]) => [name, await probeUpstream(base)] as const),
    redisReady(redis).then((ok) => ['redis', ok ? 'ready' : 'unreachable'] as const),
  ];
  const entries = await Promise.all(probes);
  const named = (state: ProbeState) => entries.filter(([, s]) => s === state).map(([name]) => name);
  const notReady = named('unreachable');
  return { ready: notReady.length === 0, checks: Object.fromEntries(entries), notReady, degraded: named('not_ready') };
}
