/**
 * The addresses of one upstream host name, for spreading its traffic over every instance
 * (docs/adr/0150-gateway-spreads-upstream-traffic.md).
 *
 * With `docker compose up --scale game=2`, the name `game` resolves to one address per instance.
 * Node's default lookup hands a connection the first address only, and glibc's sorting can make
 * that the same one every time, so one instance would carry everything. This keeps the whole
 * list, sorted so the turn order is stable, re-resolves it once it is `refreshMs` old (a new
 * instance is picked up, a removed one dropped), and hands addresses out in turn, passing over
 * one that refused a connection lately.
 */
import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address of a host name. The default is `dns.lookup(host, { all: true })`; tests give their own. */
export type ResolveHost = (host: string) => Promise<ResolvedAddress[]>;

export const resolveWithDns: ResolveHost = (host) => dns.lookup(host, { all: true });

export interface UpstreamAddressesOptions {
  resolve: ResolveHost;
  /** Age after which the list is resolved again; also how long an address that refused is passed over. */
  refreshMs: number;
  now?: () => number;
}

const byAddress = (a: ResolvedAddress, b: ResolvedAddress) => (a.address < b.address ? -1 : a.address > b.address ? 1 : 0);

export class UpstreamAddresses {
  private list: ResolvedAddress[] = [];
  private resolvedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<ResolvedAddress[]> | null = null;
  /** Address → until when it is passed over (it refused a connection). */
  private readonly refusedUntil = new Map<string, number>();
  private turn = 0;
  private readonly now: () => number;
  /** An IP literal is its own (only) address: nothing to resolve. */
  private readonly literal: boolean;

  constructor(
    readonly host: string,
    private readonly options: UpstreamAddressesOptions,
  ) {
    this.now = options.now ?? Date.now;
    const family = isIP(host.replace(/^\[|\]$/g, ''));
    this.literal = family !== 0;
    if (this.literal) this.list = [{ address: host.replace(/^\[|\]$/g, ''), family }];
  }

  private stale(): boolean {
    return !this.literal && this.now() - this.resolvedAt >= this.options.refreshMs;
  }

  /** The list known now, starting a re-resolution in the background when it is stale (empty before the first). */
  current(): readonly ResolvedAddress[] {
    if (this.stale()) this.refresh().catch(() => {});
    return this.list;
  }

  /** The list, resolved first when stale. A failed resolution keeps the last list; with none, it rejects. */
  async fresh(): Promise<readonly ResolvedAddress[]> {
    return this.stale() ? this.refresh() : this.list;
  }

  private refresh(): Promise<ResolvedAddress[]> {
    this.pending ??= this.options
      .resolve(this.host)
      .then(
        (found) => {
          const unique = [...new Map(found.map((a) => [a.address, a])).values()].sort(byAddress);
          if (unique.length === 0) throw new Error(`no address for ${this.host}`);
          this.list = unique;
          this.resolvedAt = this.now();
          return unique;
        },
        (error: unknown) => {
          // With no list yet, the next connection asks again; with one, it serves until the next turn.
          if (this.list.length === 0) throw error;
          this.resolvedAt = this.now();
          return this.list;
        },
      )
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }

  private usable(): ResolvedAddress[] {
    const t = this.now();
    const open = this.list.filter((a) => (this.refusedUntil.get(a.address) ?? 0) <= t);
    // When every address refused lately, try them all again rather than none.
    return open.length > 0 ? open : [...this.list];
  }

  /** The next address in turn among those that did not refuse lately; undefined before the first resolution. */
  next(): ResolvedAddress | undefined {
    const usable = this.usable();
    if (usable.length === 0) return undefined;
    const pick = usable[this.turn % usable.length];
    this.turn = (this.turn + 1) % 1_000_000_007;
    return pick;
  }

  /**
   * Every address to try for one connection: `preferred` first, then the others that did not
   * refuse lately (in turn order from it), then those that did. Node's connect tries them in this
   * order, so a refused address falls through to the next.
   */
  ordered(preferred: string | undefined): ResolvedAddress[] {
    const t = this.now();
    const open = this.list.filter((a) => (this.refusedUntil.get(a.address) ?? 0) <= t);
    const refused = this.list.filter((a) => (this.refusedUntil.get(a.address) ?? 0) > t);
    const at = Math.max(0, open.findIndex((a) => a.address === preferred));
    const rotated = [...open.slice(at), ...open.slice(0, at)];
    const first = this.list.find((a) => a.address === preferred);
    const rest = [...rotated, ...refused].filter((a) => a.address !== preferred);
    return first ? [first, ...rest] : rest;
  }

  /** `address` refused a connection (or was skipped for another): pass over it for `refreshMs`. */
  refused(address: string): void {
    this.refusedUntil.set(address, this.now() + this.options.refreshMs);
  }

  /** Whether `address` is in the list known now. */
  has(address: string): boolean {
    return this.list.some((a) => a.address === address);
  }
}
