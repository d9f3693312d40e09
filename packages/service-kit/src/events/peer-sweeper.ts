/**
 * The outbox sweeper of a service that may run as several processes (docs/adr/0278). Its passes
 * read only the owners this process wrote entries to (`sweepWatched`, docs/adr/0214); a full pass,
 * which reads whole collections, runs on the first pass (what a crash of this process left), when
 * another process of the service sharing its database was lost (`watchPeers`: it may have left
 * entries no targeted pass of this process will read), and every `fullEveryMs` if given. On stop,
 * the owners this process watches are settled before it tells its peers it is leaving, so a clean
 * stop (a rolling update, a scale-in) costs nobody a full pass.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { NatsConnection } from 'nats';
import type { Outbox } from './outbox.js';
import { watchPeers, type PeerSubject } from './peer-watch.js';

/** How often a process announces itself to its peers, in ms. */
const PEER_BEAT_MS = 5_000;
/** A peer not heard from for this long is taken as lost (four beats: core NATS may drop one or two), in ms. */
const PEER_LOST_AFTER_MS = 20_000;

/** How often a process announces itself, and after how long a silent peer is lost (ms). */
export interface PeerTimings {
  beatMs: number;
  lostAfterMs: number;
}

export interface PeerSweeperOptions<Kind extends string, S extends PeerSubject> {
  outbox: Pick<Outbox<Kind>, 'startSweeper' | 'sweepWatched' | 'idle'>;
  nc: NatsConnection;
  /** The subject this service's processes announce themselves on (`push.instances.<service>`). */
  subject: S;
  /** What the processes share: the database their owner documents are in. */
  group: string;
  /** A pass every this many ms. */
  intervalMs: number;
  /** Entries older than this (ms) are published and removed by a pass. */
  staleMs: number;
  /** Also a full pass this often, in ms; none by default. */
  fullEveryMs?: number;
  /** The beat and the silence that makes a peer lost (tests); default `PEER_BEAT_MS`, `PEER_LOST_AFTER_MS`. */
  peerTimings?: PeerTimings;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** Starts the sweeper and the peer watch; returns the stop (settles this process's owners, then says it is leaving). */
export function startPeerSweeper<Kind extends string, S extends PeerSubject>(opts: PeerSweeperOptions<Kind, S>): () => Promise<void> {
  const { outbox, subject, log } = opts;
  const peers = watchPeers({
    nc: opts.nc,
    subject,
    instance: `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`,
    group: opts.group,
    beatMs: opts.peerTimings?.beatMs ?? PEER_BEAT_MS,
    lostAfterMs: opts.peerTimings?.lostAfterMs ?? PEER_LOST_AFTER_MS,
    log,
  });
  const stopSweeper = outbox.startSweeper({
    intervalMs: opts.intervalMs,
    staleMs: opts.staleMs,
    ...(opts.fullEveryMs !== undefined ? { fullEveryMs: opts.fullEveryMs } : {}),
    fullWhen: () => {
      const lost = peers.takeLost();
      if (lost.length) log.warn({ subject, lost }, 'processes of this service lost: a full outbox pass for what they left');
      return lost.length > 0;
    },
  });
  return async () => {
    await stopSweeper();
    // Settle what this process watches (its peers will not look for it: it says it is leaving).
    await outbox.sweepWatched(0).catch((err: unknown) => log.warn({ err }, 'outbox not settled before stopping: left for a full pass'));
    await outbox.idle();
    await peers.leave();
  };
}
