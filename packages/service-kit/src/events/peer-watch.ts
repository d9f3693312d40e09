/**
 * Which other processes of a service are running (docs/adr/0278): each process announces itself
 * on a core subject every `beatMs`, keeps when it last heard from each other one, and takes one
 * not heard from for `lostAfterMs` as lost: it stopped without a word (a crash, a killed container,
 * a node gone). A process that stops cleanly says so (`leave`), and is forgotten without being lost.
 *
 * Core NATS is at most once (docs/adr/0057): a few lost beats in a row, or a NATS outage longer
 * than `lostAfterMs`, make a running peer look lost. What the caller does about a lost peer must
 * therefore be safe to do for nothing (the outbox's full pass is: it finds nothing to republish).
 */
import type { CoreEventData, CoreSubject } from '@mathquest/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { NatsConnection } from 'nats';
import { newCoreEvent, publishCore, runCoreSubscription } from './core.js';

/** The core subjects whose messages are a process's announcement. */
export type PeerSubject = { [S in CoreSubject]: CoreEventData<S> extends { instance: string; group: string; leaving: boolean } ? S : never }[CoreSubject];

export interface PeerWatchOptions<S extends PeerSubject> {
  nc: NatsConnection;
  subject: S;
  /** This process's name among its peers (unique per process). */
  instance: string;
  /** What the peers share (e.g. the database they write): announcements of other groups are ignored. */
  group: string;
  beatMs: number;
  lostAfterMs: number;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Clock in ms (tests). */
  now?: () => number;
}

export interface PeerWatch {
  /** The peers heard from now, by name. */
  peers(): string[];
  /** The peers silent for `lostAfterMs`, each reported once (forgotten by this call; heard again, it is a peer again). */
  takeLost(): string[];
  /** Says this process is leaving, then stops announcing and listening. */
  leave(): Promise<void>;
}

export function watchPeers<S extends PeerSubject>(opts: PeerWatchOptions<S>): PeerWatch {
  const { nc, subject, instance, group, log } = opts;
  const now = opts.now ?? Date.now;
  const lastHeard = new Map<string, number>();
  const announce = (leaving: boolean) => {
    // S's data is `{ instance, group, leaving }` by PeerSubject's definition.
    publishCore(nc, subject, newCoreEvent(subject, { instance, group, leaving } as CoreEventData<S>) as Parameters<typeof publishCore<S>>[2]);
  };
  const subscription = runCoreSubscription(
    nc,
    {
      subject,
      handle: (event) => {
        const data = event.data as { instance: string; group: string; leaving: boolean };
        if (data.instance === instance || data.group !== group) return;
        if (data.leaving) lastHeard.delete(data.instance);
        else lastHeard.set(data.instance, now());
      },
    },
    log,
  );
  const beat = () => {
    try {
      announce(false);
    } catch (err) {
      log.warn({ err, subject }, 'could not announce this process to its peers');
    }
  };
  beat();
  const timer = setInterval(beat, opts.beatMs);
  timer.unref();

  return {
    peers: () => [...lastHeard.keys()],
    takeLost() {
      const cutoff = now() - opts.lostAfterMs;
      const lost = [...lastHeard].filter(([, at]) => at < cutoff).map(([name]) => name);
      for (const name of lost) lastHeard.delete(name);
      return lost;
    },
    async leave() {
      clearInterval(timer);
      try {
        announce(true);
        await nc.flush();
      } catch (err) {
        log.warn({ err, subject }, 'could not tell the peers this process is leaving: they will take it as lost');
      }
      await subscription.stop();
    },
  };
}
