/**
 * The HTTP side of spreading (docs/adr/0150-gateway-spreads-upstream-traffic.md): an undici
 * dispatcher for one upstream that sends each request to the next of the upstream's addresses
 * in turn, through a keep-alive pool of its own per address. Balancing is per request, not per
 * connection, so a long-lived keep-alive connection never pins the traffic to one instance and a
 * newly resolved instance takes its share from the next request on. A pool's connections try its
 * address first and the others after it, so an instance that stopped answers nothing wrong: its
 * requests connect to another one, and the address is passed over until it is resolved again.
 */
import { Dispatcher, Pool } from 'undici';
import type { UpstreamAddresses } from './addresses.js';
import { spreadConnector } from './connect.js';

export type SpreadPoolOptions = Omit<Pool.Options, 'connect' | 'connectTimeout' | 'factory'> & { connectTimeout: number };

/** Key of the pool used before the first resolution: its connections take the next address in turn. */
const ANY = '';

export class SpreadingDispatcher extends Dispatcher {
  private readonly pools = new Map<string, Pool>();

  constructor(
    private readonly origin: string,
    readonly addresses: UpstreamAddresses,
    private readonly poolOptions: SpreadPoolOptions,
  ) {
    super();
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    const known = this.addresses.current();
    if (known.length > 0) this.dropGone();
    return this.poolFor(this.addresses.next()?.address ?? ANY).dispatch(options, handler);
  }

  /** Each address's pool (the pool of any address under ''), for tests and metrics. */
  poolKeys(): string[] {
    return [...this.pools.keys()];
  }

  private poolFor(address: string): Pool {
    let pool = this.pools.get(address);
    if (!pool) {
      const { connectTimeout, ...rest } = this.poolOptions;
      pool = new Pool(this.origin, { ...rest, connect: spreadConnector(this.addresses, address || undefined, connectTimeout) });
      pool.on('drain', (origin) => this.emit('drain', origin));
      this.pools.set(address, pool);
    }
    return pool;
  }

  /** Pools of addresses no longer resolved finish what they carry and close. */
  private dropGone(): void {
    for (const [address, pool] of this.pools) {
      if (address !== ANY && this.addresses.has(address)) continue;
      this.pools.delete(address);
      pool.close().catch(() => {});
    }
  }

  override close(): Promise<void>;
  override close(callback: () => void): void;
  override close(callback?: () => void): Promise<void> | void {
    const done = Promise.all([...this.pools.values()].map((p) => p.close())).then(() => undefined);
    this.pools.clear();
    if (!callback) return done;
    done.then(callback, callback);
  }

  override destroy(err: Error | null, callback: () => void): void;
  override destroy(callback: () => void): void;
  override destroy(err: Error | null): Promise<void>;
  override destroy(): Promise<void>;
  override destroy(errOrCallback?: Error | null | (() => void), callback?: () => void): Promise<void> | void {
    const err = typeof errOrCallback === 'function' ? null : (errOrCallback ?? null);
    const cb = typeof errOrCallback === 'function' ? errOrCallback : callback;
    const done = Promise.all([...this.pools.values()].map((p) => p.destroy(err))).then(() => undefined);
    this.pools.clear();
    if (!cb) return done;
    done.then(cb, cb);
  }
}
