/**
 * The one shutdown order of every service (docs/adr/0259-shutdown-order-and-gateway-retries.md):
 *
 * 1. draining starts: `/readyz` answers 503 at once and every response carries `Connection: close`,
 *    so load balancers and keep-alive clients (the gateway) stop sending here;
 * 2. the server stops accepting connections (a new connect is refused, and the gateway's connect
 *    falls through to another instance), closes its idle keep-alive connections and finishes the
 *    requests in flight; a request already on an open connection is still served (no 503);
 * 3. the app's close hooks: each service's event consumers stop pulling, finish and ack the events
 *    in hand and hand back the ones fetched but not started (events/consumer.ts), then storage,
 *    NATS and Redis close;
 * 4. the process exits 0. Past the grace period it exits 1 whatever is left: the grace period is
 *    shorter than compose's `stop_grace_period` and Kubernetes' `terminationGracePeriodSeconds`,
 *    so the service, not a SIGKILL, decides what was finished.
 */
import type { FastifyInstance } from 'fastify';

/** SHUTDOWN_GRACE_MS when the caller gives none. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 20_000;

const draining = new WeakSet<object>();

/** Whether `app` began to shut down (its readiness is 503 and its answers close their connections). */
export function isDraining(app: object): boolean {
  return draining.has(app);
}

/** Starts draining `app` (step 1); the rest of the order is `app.close()`. */
export function beginDraining(app: object): void {
  draining.add(app);
}

/**
 * Every answer of a draining app tells its client to close the connection, so a keep-alive pool
 * opens its next connection elsewhere instead of racing this instance's close.
 */
export function installDrainingConnectionClose(app: FastifyInstance): void {
  // At send time, so a request already in flight when the drain began closes its connection too.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining.has(app)) reply.header('connection', 'close');
    done(null, payload);
  });
}

export interface ShutdownOptions {
  /** How long requests in flight and event handlers may take before the process exits anyway. */
  graceMs: number;
  /** process.exit unless a test gives its own. */
  exit?: (code: number) => void;
}

/**
 * The shutdown of one app, run on SIGTERM or SIGINT (runService): drain, close within the grace
 * period, exit. Resolves once `exit` was called; a second call does nothing more.
 */
export function gracefulShutdown(app: FastifyInstance, { graceMs, exit = (code) => process.exit(code) }: ShutdownOptions): (signal: string) => Promise<void> {
  let running: Promise<void> | null = null;
  return (signal) => {
    running ??= (async () => {
      app.log.info({ signal, graceMs }, 'shutting down: draining');
      beginDraining(app);
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        app.log.error({ graceMs }, 'shutdown grace period over; exiting with work unfinished');
        exit(1);
      }, graceMs);
      timer.unref();
      try {
        await app.close();
        clearTimeout(timer);
        if (timedOut) return;
        app.log.info('shut down');
        exit(0);
      } catch (err) {
        clearTimeout(timer);
        app.log.error({ err }, 'error during shutdown');
        if (!timedOut) exit(1);
      }
    })();
    return running;
  };
}
