/**
 * Opening one connection to an upstream whose name has several addresses
 * (docs/adr/0150-gateway-spreads-upstream-traffic.md, docs/adr/0212-gateway-races-instance-connects.md):
 * the chosen address first; if it has not answered within a short stagger, or refused, the next one
 * is tried **alongside** it, and the first connection made wins. An attempt is never abandoned
 * while the connect time-out lasts: on a busy machine a live instance's connect can take longer
 * than the stagger, and giving up on it (as Node's own address fallback does after 250 ms) left
 * only a stopping or starting instance that refuses, which failed the request. A refused address
 * fails at once and is skipped; a silent one (a removed container's) is overtaken after the
 * stagger. The chosen address is then passed over for a while when the connection was made
 * elsewhere, so later connections do not start with it.
 */
import { lookup as dnsLookup } from 'node:dns';
import net, { type NetConnectOpts } from 'node:net';
import { buildConnector, errors as undiciErrors } from 'undici';
import type { ResolvedAddress, UpstreamAddresses } from './addresses.js';

/** How long an attempt has before the next address is tried alongside it. */
export const CONNECT_STAGGER_MS = 250;

/** The keep-alive probe delay undici's own connector sets on an upstream connection. */
const KEEP_ALIVE_INITIAL_DELAY_MS = 60_000;

export interface RaceOptions {
  /** Time for the whole connect, all attempts together; past it the connect fails with UND_ERR_CONNECT_TIMEOUT. */
  timeoutMs: number;
  staggerMs?: number;
}

type Done = (err: (Error & { code?: string }) | null, socket?: net.Socket) => void;

/** The error of a connect that reached no address: the first attempt's code, every attempt's message. */
function allFailed(errors: Array<Error & { code?: string }>): Error & { code?: string } {
  const first = errors[0];
  const err: Error & { code?: string; errors?: Error[] } = new Error(errors.map((e) => e.message).join('; ') || 'no address to connect to');
  err.code = first?.code ?? 'ENOTFOUND';
  err.errors = errors;
  return err;
}

/**
 * Connects to `port` on the first of `candidates` that accepts, starting with the first and
 * adding the next one after each `staggerMs` without a connection, or at once after a refusal.
 */
export function raceConnect(candidates: readonly ResolvedAddress[], port: number, { timeoutMs, staggerMs = CONNECT_STAGGER_MS }: RaceOptions, done: Done): void {
  const pending = new Set<net.Socket>();
  const errors: Array<Error & { code?: string }> = [];
  let next = 0;
  let settled = false;
  let stagger: NodeJS.Timeout | undefined;

  const settle = (err: (Error & { code?: string }) | null, winner?: net.Socket) => {
    if (settled) return;
    settled = true;
    clearTimeout(stagger);
    clearTimeout(deadline);
    for (const socket of pending) if (socket !== winner) socket.destroy();
    pending.clear();
    if (winner) done(null, winner);
    else done(err ?? allFailed(errors));
  };

  const startNext = () => {
    clearTimeout(stagger);
    const candidate = candidates[next++];
    if (!candidate) {
      if (pending.size === 0) settle(null);
      return;
    }
    const socket = net.connect({ host: candidate.address, port, family: candidate.family, autoSelectFamily: false });
    pending.add(socket);
    socket.once('connect', () => settle(null, socket));
    socket.once('error', (err: Error & { code?: string }) => {
      pending.delete(socket);
      errors.push(err);
      if (!settled) startNext();
    });
    if (next < candidates.length) stagger = setTimeout(startNext, staggerMs);
  };

  // The time-out's failure waits one turn of the event loop, so a connection made while this
  // process was not running (a busy machine) is seen before the time-out is.
  const deadline = setTimeout(() => {
    setImmediate(() => {
      if (settled) return;
      const message = `Connect Timeout Error (attempted addresses: ${candidates.map((c) => `${c.address}:${port}`).join(', ')}, timeout: ${timeoutMs}ms)`;
      settle(new undiciErrors.ConnectTimeoutError(message));
    });
  }, timeoutMs);
  startNext();
}

/**
 * Connects to `addresses.host`: the addresses in `addresses.ordered(preferred)` (the next in turn
 * when `preferred` is undefined), raced as above. With `mark`, when the connection was made
 * elsewhere or not at all, the address put first is passed over. The list known now is used even
 * when it is due to be resolved again (that happens in the background): a name server slow to
 * answer on a busy machine must not hold connects. Only the first resolution is waited for, within
 * the connect time-out.
 */
function connectSpread(addresses: UpstreamAddresses, preferred: string | undefined, mark: boolean, port: number, options: RaceOptions, done: Done): void {
  const start = () => {
    const first = preferred ?? addresses.next()?.address;
    const candidates = addresses.ordered(first);
    const meant = candidates[0]?.address;
    raceConnect(candidates, port, options, (err, socket) => {
      if (mark && meant && (err || socket?.remoteAddress !== meant)) addresses.refused(meant);
      done(err, socket);
    });
  };
  if (addresses.current().length > 0) {
    start();
    return;
  }
  let waiting = true;
  const timer = setTimeout(() => {
    waiting = false;
    done(new undiciErrors.ConnectTimeoutError(`Connect Timeout Error (no address of ${addresses.host} resolved within ${options.timeoutMs}ms)`));
  }, options.timeoutMs);
  addresses.fresh().then(
    () => {
      if (!waiting) return;
      clearTimeout(timer);
      start();
    },
    (err: Error) => {
      if (!waiting) return;
      clearTimeout(timer);
      done(err);
    },
  );
}

/**
 * ws's `createConnection` for the websocket proxy: each websocket to realtime starts with the
 * next address in turn. Node's HTTP client takes the socket from the callback (nothing is
 * returned); another host name is connected as ws itself would.
 */
export function spreadWebSocketConnection(addresses: UpstreamAddresses, timeoutMs: number): typeof net.createConnection {
  const connect = (options: NetConnectOpts & { host?: string; port?: number | string; socketPath?: string }, callback: Done): net.Socket | undefined => {
    if (options.host !== addresses.host) {
      // As ws's own netConnect: its options carry the request's URL path as `path`, which net would take for a pipe.
      return net.connect({ ...options, path: options.socketPath } as NetConnectOpts);
    }
    connectSpread(addresses, undefined, true, Number(options.port), { timeoutMs }, callback);
    return undefined;
  };
  // Node's HTTP client calls createConnection with its options and a callback; the other forms of net's signature never occur.
  return connect as unknown as typeof net.createConnection;
}

/** undici's connector for a pool meant for `preferred` (docs/adr/0150): that address first, the others raced after it. */
export function spreadConnector(addresses: UpstreamAddresses, preferred: string | undefined, timeoutMs: number): buildConnector.connector {
  const other = buildConnector({ timeout: timeoutMs, lookup: dnsLookup });
  return (options, callback) => {
    if (options.hostname !== addresses.host || options.protocol !== 'http:') {
      other(options, callback);
      return;
    }
    const port = Number(options.port || 80);
    // Only a pool meant for one address marks it: the pool of "any" takes the next in turn.
    connectSpread(addresses, preferred, preferred !== undefined, port, { timeoutMs }, (err, socket) => {
      if (err || !socket) {
        callback(err ?? new Error('no socket'), null);
        return;
      }
      socket.setNoDelay(true);
      socket.setKeepAlive(true, KEEP_ALIVE_INITIAL_DELAY_MS);
      callback(null, socket);
    });
  };
}
