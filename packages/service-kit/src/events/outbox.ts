/**
 * The transactional outbox without transactions (docs/adr/0041, 0023, 0027, 0043): an event is
 * written into the document whose change it describes, by the same single-document write, then
 * published with its id as the JetStream msgID, then removed from the document. A sweeper
 * publishes and removes what a crash, a NATS outage or an owner that was never written again
 * left behind; JetStream's duplicate window (`DUPLICATE_WINDOW_S`, events/bus.ts) and idempotent consumers drop the repeats.
 *
 * Two ways to remove published entries, chosen by the owner:
 *   - right away: `flush(kind, ownerId, entries)` publishes and then clears them (one more write);
 *   - by the owner's next write: `publish(entries)` only, and the next write keeps
 *     `unpublished(outbox)` plus its own entries (no extra write on a hot path, docs/adr/0043);
 *     the sweeper clears what an owner that stopped changing leaves behind.
 */
import { isEventSubject, type EventData, type EventOf, type EventSubject } from '@mathquest/contracts';
import { LRUCache } from 'lru-cache';
import { createLiveCache } from '../cache/live-cache.js';
import { traceCarrier, type TraceCarrier } from '../tracing/propagation.js';
import { newEvent, type EventBus } from './bus.js';

/**
 * An event waiting in its owner document until JetStream acknowledged it. `trace`: with tracing
 * on, the context of the request or message that wrote it, continued by its publish whenever that
 * happens (docs/adr/0262).
 */
export type OutboxEntry<S extends EventSubject = EventSubject> = S extends EventSubject
  ? { id: string; subject: S; event: EventOf<S>; createdAt: Date; trace?: TraceCarrier }
  : never;

/** An entry as read back from a document (written as an `OutboxEntry`; stored documents are not re-typed). */
export interface StoredOutboxEntry {
  id: string;
  subject: string;
  event: object;
  createdAt: Date;
  trace?: TraceCarrier | undefined;
}

/**
 * A new outbox entry for `subject`, its data checked at compile time. Give `id` (a `derivedId`)
 * where a retry could build the event again; `at` is both the event's occurredAt and the entry's
 * age for the sweeper.
 */
export function outboxEntry<S extends EventSubject>(subject: S, data: EventData<S>, opts: { userId?: string; id?: string; at?: Date } = {}): OutboxEntry<S> {
  const at = opts.at ?? new Date();
  const event = newEvent(subject, data, opts.userId, opts.id, at);
  const trace = traceCarrier();
  // OutboxEntry<S> distributes over S; for one subject it is exactly this object.
  return (trace ? { id: event.id, subject, event, createdAt: at, trace } : { id: event.id, subject, event, createdAt: at }) as OutboxEntry<S>;
}

/** An owner document holding entries older than the sweeper's cutoff. */
export interface PendingOutbox {
  ownerId: string;
  entries: readonly StoredOutboxEntry[];
}

/** Where one kind of owner document keeps its outbox (an `outbox` array field, see ./outbox-store.ts). */
export interface OutboxStore<Pending extends PendingOutbox = PendingOutbox> {
  /** Owners holding entries created before `before`, at most `limit`, with their entries. */
  pending(before: Date, limit: number): Promise<Pending[]>;
  /**
   * Of these owners (read by `_id`, an index lookup on every server), those holding entries
   * created before `before`. Lets the sweeper read only the owners this process wrote entries to
   * (`watchOwners`), instead of scanning the whole collection on every pass.
   */
  pendingOf?(ownerIds: readonly string[], before: Date): Promise<Pending[]>;
  /** Removes these events from the owner's outbox (idempotent). */
  clear(ownerId: string, eventIds: readonly string[]): Promise<void>;
  /**
   * How the sweeper removes entries from an owner it read, when that must be conditional on what
   * it read (e.g. on a version, bumping it, so a write computed from an older copy fails its check
   * instead of writing the cleared entries back). Default: `clear(owner.ownerId, eventIds)`.
   */
  clearSwept?(owner: Pending, eventIds: readonly string[]): Promise<void>;
}

export interface OutboxLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OutboxOptions<Kind extends string> {
  bus: Pick<EventBus, 'publish'>;
  /** One store per kind of owner document, e.g. `{ user: ... }` or `{ student: ..., session: ... }`. */
  stores: Record<Kind, OutboxStore>;
  log: OutboxLog;
  /** At most this many ids of events this process saw acknowledged, remembered for the owners' next writes (default 50,000). */
  publishedMemory?: number;
  /**
   * An acknowledged id nobody asked about for this long is forgotten, in ms (default
   * `PUBLISHED_ID_IDLE_MS`). It must outlast the sweeper's stale age plus a pass or two: see
   * `PUBLISHED_ID_IDLE_MS`.
   */
  publishedIdleMs?: number;
  /** The clock of that memory, in ms (tests); defaults to `performance.now`. */
  now?: () => number;
  /** Owners remembered for the targeted sweeps (`watchOwners`, default 100,000); one forgotten is found by the next full pass. */
  watchedMemory?: number;
}

/** Who wrote entries into which owner document: the outbox then sweeps that owner by `_id`. */
export interface OutboxOwner<Kind extends string> {
  kind: Kind;
  id: string;
}

export interface Outbox<Kind extends string> {
  /**
   * Publish in parallel (the messages leave in call order, the acks are awaited together) and
   * remember the acknowledged ids. Never throws: returns the acknowledged ids and the first failure.
   */
  publish(entries: readonly StoredOutboxEntry[], owner?: OutboxOwner<Kind>): Promise<{ published: string[]; error: unknown }>;
  /**
   * Publish, then remove the acknowledged entries from the owner's outbox. Never throws: what is
   * not published is logged and left to the sweeper. With `background`, the removal is not awaited
   * (`idle()` waits for it). Returns how many were published.
   */
  flush(kind: Kind, ownerId: string, entries: readonly StoredOutboxEntry[], opts?: { background?: boolean }): Promise<number>;
  /** True when this process saw the event acknowledged by JetStream. */
  isPublished(eventId: string): boolean;
  /** The entries an owner's next write must keep: those this process did not see acknowledged. */
  unpublished<E extends { id: string }>(entries: readonly E[]): E[];
  /** One sweeper pass over every kind: publish and remove entries older than `staleMs`. */
  sweep(staleMs: number, limit?: number): Promise<void>;
  /**
   * A targeted pass: only the owners this process wrote entries to (given to `publish` or
   * `flush`) that were not written again for `staleMs`, read by `_id`, for the kinds whose store
   * has `pendingOf` (the others get a full pass). Its cost follows the recent writes, not the
   * size of the collections.
   */
  sweepWatched(staleMs: number): Promise<void>;
  /**
   * A sweep every `intervalMs` (never two at once). Returns a stop function that waits for a running pass.
   * With neither `fullEveryMs` nor `fullWhen`, every pass scans the collections. With either, the
   * first pass scans them (what a crash of this process left behind), then a pass scans them when
   * `fullEveryMs` has passed since the last such pass or when `fullWhen()` says so (another
   * process was lost, docs/adr/0278); the passes between are targeted (`sweepWatched`).
   */
  startSweeper(opts: { intervalMs: number; staleMs: number; limit?: number; fullEveryMs?: number; fullWhen?: () => boolean }): () => Promise<void>;
  /** Owners waiting for a targeted pass (a bounded memory). */
  watchedCount(): number;
  /** Wait for background removals and sweeps (tests, shutdown). */
  idle(): Promise<void>;
}

/**
 * How long an acknowledged id is remembered after it was last asked about. An id is asked about
 * until its entry leaves the owner document: the owner's next write keeps only
 * `unpublished(...)` entries, and otherwise the sweeper removes the entry once it is `staleMs`
 * old (one pass later at most), conditional on the owner's version for the owners services cache,
 * so a cached copy that still carries the entry fails its write and is read again. Five minutes
 * is ten times the longest stale age plus pass any service is configured with (30 s + 30 s) and
 * keeps the memory to the ids of the last minutes' writes (docs/adr/0217): at 30 answers/s about
 * 11,000 ids, where a bound by count alone filled its 50,000 over half an hour and then kept them.
 * An id forgotten too soon costs a duplicate publish, which JetStream's duplicate window and the
 * idempotent consumers drop.
 */
export const PUBLISHED_ID_IDLE_MS = 5 * 60_000;

/** A full pass that takes this long (ms) is logged as a warning, with the time each kind took. */
export const SLOW_FULL_PASS_MS = 1000;

/**
 * The cutoff of a pass: what was written at least `staleMs` ago, this millisecond's writes
 * included when `staleMs` is 0 (a stop settling everything it watches). Cutoffs are exclusive
 * (`at < cutoff`), hence the millisecond added: without it an owner published in the very
 * millisecond of the stop would be left behind.
 */
const staleCutoff = (staleMs: number): Date => new Date(Date.now() - staleMs + 1);

export function createOutbox<Kind extends string>(opts: OutboxOptions<Kind>): Outbox<Kind> {
  const { bus, stores, log } = opts;
  const publishedIdleMs = opts.publishedIdleMs ?? PUBLISHED_ID_IDLE_MS;
  const published = createLiveCache<string, true>({ max: opts.publishedMemory ?? 50_000, idleMs: publishedIdleMs, ...(opts.now ? { now: opts.now } : {}) });
  /** Owners written with entries, by `kind\u0000id`, and when they were last written (0: due at the next pass). */
  const watched = new LRUCache<string, { kind: Kind; id: string; at: number }>({ max: opts.watchedMemory ?? 100_000 });
  const watch = (owner: OutboxOwner<Kind>, at = Date.now()) => {
    if (stores[owner.kind]?.pendingOf) watched.set(`${owner.kind}\u0000${owner.id}`, { kind: owner.kind, id: owner.id, at });
  };
  const pending = new Set<Promise<unknown>>();
  const track = <T>(p: Promise<T>): Promise<T> => {
    pending.add(p);
    void p.finally(() => pending.delete(p)).catch(() => undefined);
    return p;
  };

  const publishOne = async (entry: StoredOutboxEntry) => {
    const subject = entry.subject;
    if (!isEventSubject(subject)) throw new Error(`outbox entry ${entry.id} has an unknown subject ${subject}`);
    // Written by `outboxEntry` for this subject; documents read back are not re-parsed.
    return entry.trace ? bus.publish(subject, entry.event as EventOf<typeof subject>, { trace: entry.trace }) : bus.publish(subject, entry.event as EventOf<typeof subject>);
  };

  async function publishEntries(entries: readonly StoredOutboxEntry[]) {
    const settled = await Promise.allSettled(entries.map(publishOne));
    const ids: string[] = [];
    let error: unknown = null;
    settled.forEach((r, i) => {
      const id = entries[i]!.id;
      if (r.status === 'fulfilled') {
        ids.push(id);
        published.set(id, true);
      } else error ??= r.reason;
    });
    return { published: ids, error };
  }

  async function publish(entries: readonly StoredOutboxEntry[], owner?: OutboxOwner<Kind>) {
    const result = await publishEntries(entries);
    // The owner's next write removes what was published; until then the sweeper may have to.
    if (owner) watch(owner);
    return result;
  }

  /** Publish and remove the stale entries of owners read by a pass. */
  async function settle(kind: Kind, owners: readonly PendingOutbox[], cutoff: Date): Promise<void> {
    const store = stores[kind];
    for (const owner of owners) {
      const stale = owner.entries.filter((e) => e.createdAt < cutoff);
      // Seen acknowledged here already (usually an owner that was not written again): just remove.
      const known = stale.filter((e) => published.has(e.id)).map((e) => e.id);
      const result = await publishEntries(stale.filter((e) => !published.has(e.id)));
      const done = [...known, ...result.published];
      if (done.length) await (store.clearSwept ? store.clearSwept(owner, done) : store.clear(owner.ownerId, done));
      if (result.error) {
        watch({ kind, id: owner.ownerId }, 0);
        throw result.error; // NATS is likely down: the next pass tries again
      }
      if (result.published.length) log.info({ kind, ownerId: owner.ownerId, count: result.published.length }, 'republished stale outbox events');
    }
  }

  async function sweep(staleMs: number, limit = 100): Promise<void> {
    const cutoff = staleCutoff(staleMs);
    const msByKind: Partial<Record<Kind, number>> = {};
    const started = performance.now();
    for (const kind of Object.keys(stores) as Kind[]) {
      const kindStarted = performance.now();
      await settle(kind, await stores[kind].pending(cutoff, limit), cutoff);
      msByKind[kind] = Math.round(performance.now() - kindStarted);
    }
    const ms = Math.round(performance.now() - started);
    // Where no index serves a kind's range, a full pass reads the whole collection (docs/adr/0214);
    // a slow one is logged with its time per kind so that a slow spell in the answers can be matched to it.
    if (ms >= SLOW_FULL_PASS_MS) log.warn({ ms, msByKind }, 'the outbox full pass took long');
  }

  /** Read in slices of this many ids (one `$in` each). */
  const WATCHED_SLICE = 200;

  async function sweepWatched(staleMs: number): Promise<void> {
    const cutoff = staleCutoff(staleMs);
    for (const kind of Object.keys(stores) as Kind[]) {
      const store = stores[kind];
      if (!store.pendingOf) {
        await settle(kind, await store.pending(cutoff, 100), cutoff);
        continue;
      }
      // Owners not written since the cutoff (every entry they hold is stale by now); `at` 0 after a failed pass.
      const dueKeys = [...watched.entries()].filter(([, w]) => w.kind === kind && w.at < cutoff.getTime()).map(([key]) => key);
      const due = dueKeys.map((key) => watched.get(key)!.id);
      for (const key of dueKeys) watched.delete(key);
      for (let i = 0; i < due.length; i += WATCHED_SLICE) {
        const slice = due.slice(i, i + WATCHED_SLICE);
        try {
          await settle(kind, await store.pendingOf(slice, cutoff), cutoff);
        } catch (err) {
          // Not settled: watched again, so the next pass retries them.
          for (const id of slice) if (!watched.has(`${kind}\u0000${id}`)) watch({ kind, id }, 0);
          throw err;
        }
      }
    }
  }

  return {
    publish,
    async flush(kind, ownerId, entries, flushOpts = {}) {
      const { published: ids, error } = await publishEntries(entries);
      // What a failed publish or removal leaves in the owner is for the sweeper's targeted passes.
      if (error) {
        watch({ kind, id: ownerId });
        log.warn({ err: error, kind, ownerId }, 'event not published yet; the outbox sweeper will retry');
      }
      if (ids.length) {
        const clearing = track(stores[kind].clear(ownerId, ids)).catch((err: unknown) => {
          watch({ kind, id: ownerId });
          log.warn({ err, kind, ownerId }, 'outbox clear failed; the entries will be republished and de-duplicated');
        });
        if (!flushOpts.background) await clearing;
      }
      return ids.length;
    },
    isPublished: (eventId) => published.has(eventId),
    unpublished: (entries) => entries.filter((e) => !published.has(e.id)),
    sweep,
    sweepWatched,
    watchedCount: () => watched.size,
    startSweeper({ intervalMs, staleMs, limit, fullEveryMs, fullWhen }) {
      if (staleMs + 2 * intervalMs > publishedIdleMs) {
        log.warn({ staleMs, intervalMs, publishedIdleMs }, 'the outbox forgets published ids before its sweeper removes them: expect duplicate publishes');
      }
      let running: Promise<void> | null = null;
      let lastFull = -Infinity;
      const pass = () => {
        const now = Date.now();
        const everyPass = fullEveryMs === undefined && fullWhen === undefined;
        const due = lastFull === -Infinity || (fullEveryMs !== undefined && now - lastFull >= fullEveryMs);
        // fullWhen is asked on every pass: it may take what it reports (the peers it found lost).
        const asked = fullWhen?.() ?? false;
        if (everyPass || due || asked) {
          lastFull = now;
          return sweep(staleMs, limit);
        }
        return sweepWatched(staleMs);
      };
      const timer = setInterval(() => {
        running ??= track(pass())
          .catch((err: unknown) => log.warn({ err }, 'outbox sweep failed'))
          .finally(() => (running = null));
      }, intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running;
      };
    },
    async idle() {
      await Promise.allSettled([...pending]);
    },
  };
}
