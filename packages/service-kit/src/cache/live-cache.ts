/**
 * A per-process cache of the documents of the people using the product now (docs/adr/0216): a
 * starting point for a conditional write, never the truth (a stale entry makes the write miss and
 * the caller re-read).
 *
 * Bounded three ways, whichever comes first: a count, optionally an estimated size, and idleness:
 * an entry nobody read or wrote for `idleMs` is dropped. The idle bound makes the cache follow the
 * students playing at the moment rather than every student seen since the process started, so a
 * service's memory follows its live load, not the length of its uptime.
 *
 * Expired entries are dropped when read, and all of them at most once per `idleMs` (at most once a
 * minute) when an entry is written: no timer per entry, nothing to stop at shutdown.
 */
import { LRUCache } from 'lru-cache';

export interface LiveCacheOptions<V> {
  /** At most this many entries (at least 1). */
  max: number;
  /** An entry not read or written for this long is dropped, in ms. */
  idleMs: number;
  /** With `sizeOf`: at most this many bytes of estimated size. */
  maxBytes?: number;
  /** The estimated size of a value, in bytes (required with `maxBytes`). */
  sizeOf?: (value: V) => number;
  /** The clock, in ms (tests); defaults to `performance.now`. */
  now?: () => number;
}

export interface LiveCache<K, V> {
  get(key: K): V | undefined;
  /** Whether the key is held; like `get`, it counts as a read (the entry's idle time restarts). */
  has(key: K): boolean;
  set(key: K, value: V): void;
  delete(key: K): void;
  /** Entries held, expired ones not yet dropped included. */
  readonly size: number;
}

const LONGEST_PURGE_INTERVAL_MS = 60_000;

// lru-cache's key and value types exclude null and undefined.
export function createLiveCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(options: LiveCacheOptions<V>): LiveCache<K, V> {
  if (!(options.idleMs > 0)) throw new Error(`idleMs must be positive (got ${options.idleMs})`);
  if (options.maxBytes !== undefined && !options.sizeOf) throw new Error('maxBytes needs sizeOf');
  const now = options.now ?? (() => performance.now());
  const cache = new LRUCache<K, V>({
    max: Math.max(1, options.max),
    ttl: options.idleMs,
    updateAgeOnGet: true,
    updateAgeOnHas: true,
    perf: { now },
    // The clock is read at each check (a cheap call) rather than cached behind a timer per read.
    ttlResolution: 0,
    ...(options.maxBytes !== undefined && options.sizeOf ? { maxSize: Math.max(1, options.maxBytes), sizeCalculation: options.sizeOf } : {}),
  });
  const purgeEveryMs = Math.min(options.idleMs, LONGEST_PURGE_INTERVAL_MS);
  let lastPurge = now();

  return {
    get: (key) => cache.get(key),
    has: (key) => cache.has(key),
    set(key, value) {
      cache.set(key, value);
      const t = now();
      if (t - lastPurge >= purgeEveryMs) {
        lastPurge = t;
        cache.purgeStale();
      }
    },
    delete(key) {
      cache.delete(key);
    },
    get size() {
      return cache.size;
    },
  };
}
