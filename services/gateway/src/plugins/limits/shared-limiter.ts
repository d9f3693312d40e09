/**
 * A fixed-window counter per key, counted in this process and added up in Redis across the
 * gateway instances a few times a second (docs/adr/0054). Used for the write limit: a request
 * is decided at once from this process's own count plus what every instance had counted by the
 * last sync, so a write costs no Redis round trip; one pipeline per sync carries every key's new
 * hits. Windows are aligned to the clock (window n covers [n·w, (n+1)·w)), so every instance
 * adds to the same Redis key.
 *
 * The limit is exact within one instance; across N instances a key can get up to the other
 * instances' hits of one sync interval more than `max` before each sees them. While Redis does
 * not answer, each instance keeps deciding on what it knows (its own hits and the last totals):
 * the limit then holds per instance, as the read limit always does.
 */

/** Where the instances add up their counts (Redis in production: `redisWindowCounts`). */
export interface WindowCounts {
  /** Add each count to its key (kept at least `ttlMs`); resolves with each key's total after the addition. */
  add(increments: ReadonlyArray<readonly [key: string, count: number]>, ttlMs: number): Promise<number[]>;
}

/** What a pipeline of INCRBY + PEXPIRE per key needs of ioredis. */
export interface RedisLike {
  pipeline(): {
    incrby(key: string, n: number): unknown;
    pexpire(key: string, ms: number): unknown;
    exec(): Promise<Array<[Error | null, unknown]> | null>;
  };
}

/** One INCRBY and PEXPIRE per key, in one pipeline (one round trip for the whole sync). */
export function redisWindowCounts(redis: RedisLike): WindowCounts {
  return {
    async add(increments, ttlMs) {
      const p = redis.pipeline();
      for (const [key, n] of increments) {
        p.incrby(key, n);
        p.pexpire(key, ttlMs);
      }
      const replies = await p.exec();
      if (!replies) throw new Error('redis pipeline aborted');
      return increments.map((_, i) => {
        const [err, total] = replies[2 * i]!;
        if (err) throw err;
        return Number(total);
      });
    },
  };
}

interface KeyCount {
  /** Every instance's hits as Redis last reported them (this one's synced hits included). */
  total: number;
  /** This process's hits being added by a sync now. */
  syncing: number;
  /** This process's hits since the last sync began. */
  pending: number;
}

export interface SharedWindowLimiterOptions {
  max: number;
  windowMs: number;
  counts: WindowCounts;
  /** Redis key prefix; the key is `${prefix}${key}:${window}`. */
  prefix: string;
  now?: () => number;
  /** Bound on distinct keys per window, so spoofed-source floods cannot grow memory without limit. */
  maxKeys?: number;
}

export class SharedWindowLimiter {
  private window = -1;
  private keys = new Map<string, KeyCount>();
  private readonly now: () => number;
  private readonly maxKeys: number;
  private syncing: Promise<void> | null = null;

  constructor(private readonly o: SharedWindowLimiterOptions) {
    this.now = o.now ?? Date.now;
    this.maxKeys = o.maxKeys ?? 100_000;
  }

  private roll(t: number): void {
    const w = Math.floor(t / this.o.windowMs);
    if (w !== this.window) {
      this.window = w;
      this.keys = new Map();
    }
  }

  /** Count one hit; returns the seconds until the window resets if the key is over its limit, else 0. */
  hit(key: string): number {
    const t = this.now();
    this.roll(t);
    let c = this.keys.get(key);
    if (!c) {
      if (this.keys.size >= this.maxKeys) return 0;
      c = { total: 0, syncing: 0, pending: 0 };
      this.keys.set(key, c);
    }
    c.pending++;
    if (c.total + c.syncing + c.pending <= this.o.max) return 0;
    return Math.max(1, Math.ceil(((this.window + 1) * this.o.windowMs - t) / 1000));
  }

  /**
   * Add this process's new hits to the shared counts and learn every instance's totals. Never
   * throws: when Redis fails, the hits stay counted here and are sent with the next sync. One
   * sync at a time.
   */
  sync(): Promise<void> {
    this.syncing ??= this.syncOnce().finally(() => (this.syncing = null));
    return this.syncing;
  }

  private async syncOnce(): Promise<void> {
    this.roll(this.now());
    const window = this.window;
    const keys = this.keys;
    const batch = [...keys].filter(([, c]) => c.pending > 0).map(([key, c]) => [key, c, c.pending] as const);
    if (batch.length === 0) return;
    for (const [, c, n] of batch) {
      c.pending -= n;
      c.syncing += n;
    }
    let totals: number[] | null = null;
    try {
      totals = await this.o.counts.add(
        batch.map(([key, , n]) => [`${this.o.prefix}${key}:${window}`, n] as const),
        // Long enough for the window and the clocks of the instances to differ a little.
        2 * this.o.windowMs,
      );
    } catch {
      totals = null;
    }
    batch.forEach(([, c, n], i) => {
      c.syncing -= n;
      // Not added: they are sent again with the next sync (and count here meanwhile).
      if (!totals) c.pending += n;
      // A total below what this process alone counted means Redis lost the key: keep our own.
      else c.total = Math.max(totals[i]!, c.total + n);
    });
  }
}
