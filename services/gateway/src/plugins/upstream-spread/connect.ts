/**
 * Opening one connection to an upstream whose name has several addresses
 * (docs/adr/0150-gateway-spreads-upstream-traffic.md): the lookup hands Node's connect every
 * address, the chosen one first, and Node (autoSelectFamily, on by default since Node 20) tries
 * them in order, so a refused or silent address falls through to the next within the connect.
 * The chosen address is then passed over for a while, so later connections do not start with it.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import net, { type LookupFunction, type NetConnectOpts } from 'node:net';
import { buildConnector } from 'undici';
import type { UpstreamAddresses } from './addresses.js';

/**
 * A `lookup` for net.connect to `addresses.host`: the addresses in `addresses.ordered(choose())`,
 * `choose` called once the list is fresh (the next in turn when it returns undefined).
 * `chosen` hears the address put first. Other names go to the system resolver.
 */
export function spreadLookup(addresses: UpstreamAddresses, choose: () => string | undefined, chosen: (address: string) => void = () => {}): LookupFunction {
  return (hostname: string, options: LookupOptions, callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void) => {
    if (hostname !== addresses.host) {
      dnsLookup(hostname, options, callback);
      return;
    }
    addresses.fresh().then(
      () => {
        const preferred = choose() ?? addresses.next()?.address;
        const family = options.family === 4 || options.family === 6 ? options.family : undefined;
        const list = addresses.ordered(preferred).filter((a) => family === undefined || a.family === family);
        const first = list[0];
        if (!first) {
          callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
          return;
        }
        chosen(first.address);
        if (options.all) callback(null, list);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };
}

/** When a connection meant for `preferred` ended up elsewhere (or nowhere), pass over `preferred`. */
function watch(socket: net.Socket, addresses: UpstreamAddresses, preferred: () => string | undefined): void {
  let connected = false;
  socket.once('connect', () => {
    connected = true;
    const meant = preferred();
    if (meant && socket.remoteAddress !== meant) addresses.refused(meant);
  });
  socket.once('error', () => {
    const meant = preferred();
    if (meant && !connected) addresses.refused(meant);
  });
}

/**
 * ws's `createConnection` for the websocket proxy: each websocket to realtime starts with the
 * next address in turn. Options are what ws would pass to net.connect.
 */
export function spreadWebSocketConnection(addresses: UpstreamAddresses): typeof net.createConnection {
  const connect = (options: NetConnectOpts & { socketPath?: string }): net.Socket => {
    let meant: string | undefined;
    // As ws's own netConnect: its options carry the request's URL path as `path`, which net would take for a pipe.
    const tcp = { ...options, path: options.socketPath } as NetConnectOpts;
    const socket = net.connect({ ...tcp, lookup: spreadLookup(addresses, () => undefined, (a) => (meant = a)) });
    watch(socket, addresses, () => meant);
    return socket;
  };
  // ws calls createConnection with its options object only; the other forms of net's signature never occur.
  return connect as typeof net.createConnection;
}

/** undici's connector for a pool meant for `preferred` (docs/adr/0150): that address first, the others as fallback. */
export function spreadConnector(addresses: UpstreamAddresses, preferred: string | undefined, timeoutMs: number): buildConnector.connector {
  let meant: string | undefined;
  const connect = buildConnector({ timeout: timeoutMs, lookup: spreadLookup(addresses, () => preferred, (a) => (meant = a)) });
  return (options, callback) => {
    connect(options, (...args) => {
      const [error, socket] = args;
      // Only a pool meant for one address marks it: the pool of "any" follows the turn.
      if (preferred && meant === preferred && (error || (socket && socket.remoteAddress !== preferred))) addresses.refused(preferred);
      callback(...args);
    });
  };
}
