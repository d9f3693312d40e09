import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { connectRedis } from '../infra/redis.js';

/**
 * Revoked sessions, shared by every service through Redis (docs/adr/0013).
 *
 * Auth revokes a session (logout, password change, refresh-token re-use) by adding its id to a
 * sorted set, scored by the time until which an access token of that session can still be
 * unexpired, and by publishing the same entries on a channel. Every service process keeps the
 * set in memory: fed by the channel, loaded when it starts and re-read every few seconds (so a
 * missed message costs at most that long). Checking a token is then one Map lookup.
 */
export const REVOKED_SESSIONS_KEY = 'mathquest:revoked-sessions';
export const REVOKED_SESSIONS_CHANNEL = 'mathquest:revoked-sessions';

/** A session id and the epoch milliseconds until which a token carrying it may be unexpired. */
export interface RevokedSession {
  sid: string;
  until: number;
}

const MessageSchema = z.array(z.object({ sid: z.string().min(1).max(128), until: z.number().finite() })).max(10_000);

/** What authentication consults, and what a service can watch (e.g. to close the sockets of a session). */
export interface SessionRevocations {
  /** True when the session was revoked and a token of it could still be unexpired. */
  isRevoked(sid: string): boolean;
  /** Called once for every session this process learns is revoked; returns a function that unsubscribes. */
  onRevoked(listener: (sid: string) => void): () => void;
}

export interface RevocationListOptions {
  /** Commands (ZRANGEBYSCORE). Not closed by the list unless `ownsConnections`. */
  redis: Redis;
  /** A connection used only for SUBSCRIBE (Redis puts it in subscriber mode). */
  subscriber: Redis;
  /** How often the whole set is re-read (default 2 s): the longest a missed message goes unnoticed. */
  resyncMs?: number;
  /** Close both connections on `close()` (true when the list opened them). */
  ownsConnections?: boolean;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => number;
}

export const DEFAULT_RESYNC_MS = 2_000;
/** The first load may wait this long for Redis before the service starts without it. */
const FIRST_LOAD_TIMEOUT_MS = 3_000;

/**
 * The in-memory copy of the revoked sessions of one process. Entries are only ever added (a
 * revocation is final) and dropped once their `until` has passed, so a Redis that lost its data
 * or a slow re-read never un-revokes a session this process already knows.
 */
export class RevocationList implements SessionRevocations {
  private readonly revoked = new Map<string, number>();
  private readonly listeners = new Set<(sid: string) => void>();
  private timer: NodeJS.Timeout | undefined;
  private syncing: Promise<void> | null = null;
  private lastSyncFailed = false;
  private readonly now: () => number;

  constructor(private readonly o: RevocationListOptions) {
    this.now = o.now ?? Date.now;
  }

  isRevoked(sid: string): boolean {
    return this.revoked.has(sid);
  }

  onRevoked(listener: (sid: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** How many sessions this process currently knows to be revoked. */
  get size(): number {
    return this.revoked.size;
  }

  /** Record revoked sessions (from a message or a re-read) and tell the listeners about new ones. */
  add(entries: readonly RevokedSession[]): void {
    const now = this.now();
    for (const { sid, until } of entries) {
      if (until <= now) continue;
      const known = this.revoked.get(sid);
      this.revoked.set(sid, Math.max(until, known ?? 0));
      if (known !== undefined) continue;
      for (const listener of this.listeners) {
        try {
          listener(sid);
        } catch (err) {
          this.o.log?.warn({ err, sid }, 'session revocation listener failed');
        }
      }
    }
  }

  /** Re-read the whole set (entries whose tokens can still be alive) and forget expired ones. */
  sync(): Promise<void> {
    this.syncing ??= this.readAll().finally(() => (this.syncing = null));
    return this.syncing;
  }

  private async readAll(): Promise<void> {
    const now = this.now();
    try {
      const flat = await this.o.redis.zrangebyscore(REVOKED_SESSIONS_KEY, now, '+inf', 'WITHSCORES');
      const entries: RevokedSession[] = [];
      for (let i = 0; i + 1 < flat.length; i += 2) entries.push({ sid: flat[i]!, until: Number(flat[i + 1]) });
      this.add(entries);
      if (this.lastSyncFailed) this.o.log?.warn('session revocations: read from Redis again');
      this.lastSyncFailed = false;
    } catch (err) {
      // Logged once per outage: the list keeps what it knows and tries again on the next tick.
      if (!this.lastSyncFailed) this.o.log?.warn({ err }, 'session revocations: Redis unreachable, keeping the revocations already known');
      this.lastSyncFailed = true;
    }
    for (const [sid, until] of this.revoked) if (until <= now) this.revoked.delete(sid);
  }

  private onReconnect = (): void => void this.sync();

  private onMessage = (channel: string, message: string): void => {
    if (channel !== REVOKED_SESSIONS_CHANNEL) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      parsed = undefined;
    }
    const entries = MessageSchema.safeParse(parsed);
    if (entries.success) this.add(entries.data);
    else this.o.log?.warn('session revocations: ignored a malformed message');
  };

  /**
   * Subscribe, load the set (waiting at most a few seconds for Redis: a service starts without
   * it rather than not at all) and re-read it every `resyncMs`.
   */
  async start(): Promise<void> {
    this.o.subscriber.on('message', this.onMessage);
    // After a reconnect ioredis subscribes again by itself; what was published meanwhile is re-read.
    this.o.subscriber.on('ready', this.onReconnect);
    const subscribed = this.o.subscriber.subscribe(REVOKED_SESSIONS_CHANNEL).catch((err: unknown) => {
      this.o.log?.warn({ err }, 'session revocations: could not subscribe yet; re-reading the set meanwhile');
    });
    const firstLoad = Promise.all([subscribed, this.sync()]);
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([firstLoad, new Promise((resolve) => (timeout = setTimeout(resolve, FIRST_LOAD_TIMEOUT_MS)))]);
    clearTimeout(timeout);
    this.timer = setInterval(() => void this.sync(), this.o.resyncMs ?? DEFAULT_RESYNC_MS);
    this.timer.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.o.subscriber.off('message', this.onMessage);
    this.o.subscriber.off('ready', this.onReconnect);
    await this.syncing;
    if (this.o.ownsConnections) {
      this.o.subscriber.disconnect();
      this.o.redis.disconnect();
    }
  }
}

/** A list with its own two Redis connections (closed by `close()`). */
export function createRevocationList(redisUrl: string, name: string, options: Pick<RevocationListOptions, 'resyncMs' | 'log'> = {}): RevocationList {
  const onError = (err: Error) => options.log?.warn({ err }, 'session revocations: redis error');
  const redis = connectRedis(redisUrl, `${name}-revocations`, onError);
  // A subscriber connection may only subscribe: its ready check (INFO) would be refused.
  const subscriber = redis.duplicate({ connectionName: `${name}-revocations-sub`, enableReadyCheck: false });
  subscriber.on('error', onError);
  return new RevocationList({ ...options, redis, subscriber, ownsConnections: true });
}

/**
 * Auth's side: record revoked sessions and tell every process. One MULTI round trip: add the
 * entries (GT: a later `until` wins, an earlier one never shortens an entry), drop the ones whose
 * tokens have all expired, publish.
 */
export async function publishRevocations(redis: Redis, entries: readonly RevokedSession[], now = Date.now()): Promise<void> {
  if (entries.length === 0) return;
  const members = entries.flatMap((e) => [e.until, e.sid]);
  await redis
    .multi()
    .zadd(REVOKED_SESSIONS_KEY, 'GT', ...members)
    .zremrangebyscore(REVOKED_SESSIONS_KEY, '-inf', now)
    .publish(REVOKED_SESSIONS_CHANNEL, JSON.stringify(entries))
    .exec()
    .then((results) => {
      const failed = results?.find(([err]) => err);
      if (failed) throw failed[0];
    });
}

/**
 * Publishes revocations, keeping the ones Redis did not take (an outage) and trying them again
 * every `retryMs` until they are taken or every token they cover has expired. The session is
 * already revoked in auth's storage by then, so its refresh token is dead either way; this only
 * decides how soon the access tokens die.
 */
export class RevocationPublisher {
  private readonly pending = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private retrying: Promise<void> | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
    private readonly retryMs = 1_000,
  ) {}

  /** Resolves once published, or once queued for a retry (never rejects: the caller's change is done). */
  async publish(entries: readonly RevokedSession[]): Promise<void> {
    try {
      await publishRevocations(this.redis, entries);
    } catch (err) {
      this.log.error({ err, sessions: entries.length }, 'session revocations not published yet; retrying');
      for (const e of entries) this.pending.set(e.sid, Math.max(e.until, this.pending.get(e.sid) ?? 0));
      this.timer ??= setInterval(() => void this.retry(), this.retryMs);
      this.timer.unref();
    }
  }

  /** Sessions waiting for Redis. */
  get pendingCount(): number {
    return this.pending.size;
  }

  private retry(): Promise<void> {
    this.retrying ??= (async () => {
      const now = Date.now();
      const entries = [...this.pending].filter(([, until]) => until > now).map(([sid, until]) => ({ sid, until }));
      try {
        await publishRevocations(this.redis, entries, now);
        for (const e of entries) this.pending.delete(e.sid);
        for (const [sid, until] of this.pending) if (until <= now) this.pending.delete(sid);
        if (this.pending.size === 0) this.stop();
      } catch (err) {
        this.log.warn({ err, sessions: entries.length }, 'session revocations still not published');
      }
    })().finally(() => (this.retrying = null));
    return this.retrying;
  }

  private stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  async close(): Promise<void> {
    this.stop();
    await this.retrying;
  }
}
