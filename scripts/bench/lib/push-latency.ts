/**
 * Answer → socket push latency, for the open-loop answer benchmark: each simulated student holds
 * a Socket.IO connection through the gateway (/socket.io, handshake `auth: { token }` with the
 * student's own access token, websocket transport) while it answers, and the time from each
 * answer to the first live item the realtime service delivers for it is measured.
 *
 * What counts as the answer's push: engagement applies a student's answers in batches and
 * publishes one socket push (`push.socket.user`, core NATS: docs/adr/0057) per student and batch, its items in a
 * fixed order: `quest:progress` first when the answer moved a quest, then `pet:updated` and
 * `wallet:updated` (every correct answer earns coins and pet XP). The first of those three to
 * arrive after the answer was sent is its push.
 *
 * Clock: from the moment the submit is **sent** (the push may arrive before the submit's answer:
 * the game publishes from its outbox as soon as the student document is written), so the figure
 * includes the submit's own round trip. The time after the submit's response is kept too
 * (negative when the push came first).
 *
 * Matching: a push resolves every answer of its student sent before it arrived and not yet
 * resolved (a batch of two answers of one student is one push). At the benchmark's pace a student
 * answers every ~4 s, so a push is not mistaken for the next answer's unless it is seconds late.
 * An answer with no push within LOST_AFTER_MS is lost.
 */
import { io, type Socket } from 'socket.io-client';
import { parseExposition, sumOf } from '../../../packages/service-kit/src/metrics/exposition.js';
import { stackPorts } from './processes.js';
import { fixed, p50p99, sleep } from './stats.js';

export const LOST_AFTER_MS = 10_000;
/** The items an answer's push starts with (docs/adr/0070; engagement's domain/player.ts orders them). */
export const ANSWER_PUSH_ITEMS = ['quest:progress', 'pet:updated', 'wallet:updated'] as const;

interface Pending {
  sentAt: number;
  respondedAt: number | null;
  measured: boolean;
  /** When its push arrived, if before the submit's response (the time from the response is then taken at the response). */
  pushedAt: number | null;
}

export interface PushLatencyResult {
  /** Measured answers sent (accepted by the game). */
  answers: number;
  /** From the submit sent to the push, for answers whose push arrived within LOST_AFTER_MS (ms). */
  fromSend: number[];
  /** From the submit's response to the push (negative when the push came first). */
  fromResponse: number[];
  /** Answers with no push within LOST_AFTER_MS. */
  lost: number;
  /** Which item came first for the answers that got a push. */
  firstItem: Record<string, number>;
  /** Sockets that failed to connect or were closed during the run. */
  connectFailures: number;
  disconnects: number;
}

interface Student {
  id: string;
  token: string;
}

export class PushLatencyTracker {
  private readonly sockets = new Map<string, Socket>();
  private readonly pending = new Map<string, Pending[]>();
  private readonly fromSend: number[] = [];
  private readonly fromResponse: number[] = [];
  private readonly firstItem: Record<string, number> = {};
  private lost = 0;
  private answers = 0;
  private connectFailures = 0;
  private disconnects = 0;
  private closing = false;
  /** Answers sent before this moment (performance.now()) are the warm-up's: not measured. */
  measureFrom = Infinity;

  /** `now` is injectable for the unit tests (performance.now() otherwise). */
  constructor(
    private readonly base: string,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Opens one socket per student, `concurrency` handshakes at a time; resolves when all are connected (or failed). */
  async connect(students: readonly Student[], concurrency = 20): Promise<void> {
    let i = 0;
    await Promise.all(
      Array.from({ length: Math.min(concurrency, students.length) }, async () => {
        while (i < students.length) {
          const s = students[i++]!;
          await this.open(s).catch(() => {
            this.connectFailures++;
          });
        }
      }),
    );
  }

  private open(s: Student): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = io(this.base, { path: '/socket.io', transports: ['websocket'], auth: { token: s.token }, reconnection: false, timeout: 20_000 });
      socket.once('connect', () => {
        this.sockets.set(s.id, socket);
        resolve();
      });
      socket.once('connect_error', (err) => {
        socket.close();
        reject(err);
      });
      socket.on('disconnect', () => {
        if (!this.closing) this.disconnects++;
      });
      for (const name of ANSWER_PUSH_ITEMS) socket.on(name, () => this.received(s.id, name));
    });
  }

  /** Call just before the submit is sent; returns the function to call when its 200 arrives. */
  sent(studentId: string): () => void {
    const p: Pending = { sentAt: this.now(), respondedAt: null, measured: false, pushedAt: null };
    p.measured = p.sentAt >= this.measureFrom;
    let list = this.pending.get(studentId);
    if (!list) this.pending.set(studentId, (list = []));
    list.push(p);
    return () => {
      p.respondedAt = this.now();
      if (!p.measured) return;
      this.answers++;
      if (p.pushedAt !== null) this.fromResponse.push(p.pushedAt - p.respondedAt);
    };
  }

  /** A submit that failed: its answer never happened. */
  failed(studentId: string): void {
    const list = this.pending.get(studentId);
    list?.pop();
  }

  /** One of ANSWER_PUSH_ITEMS arrived on the student's socket. */
  received(studentId: string, item: string): void {
    const at = this.now();
    const list = this.pending.get(studentId);
    if (!list?.length) return;
    const resolved = list.filter((p) => p.sentAt <= at);
    this.pending.set(studentId, list.filter((p) => p.sentAt > at));
    for (const p of resolved) {
      if (!p.measured) continue;
      const latency = at - p.sentAt;
      if (latency > LOST_AFTER_MS) {
        this.lost++;
        continue;
      }
      this.fromSend.push(latency);
      if (p.respondedAt !== null) this.fromResponse.push(at - p.respondedAt);
      else p.pushedAt = at;
      this.firstItem[item] = (this.firstItem[item] ?? 0) + 1;
    }
  }

  /** Waits until every answer has its push or is LOST_AFTER_MS old, then closes the sockets. */
  async finish(): Promise<PushLatencyResult> {
    const outstanding = () => [...this.pending.values()].flat().filter((p) => p.measured && p.respondedAt !== null);
    for (;;) {
      const left = outstanding();
      if (left.length === 0 || left.every((p) => this.now() - p.sentAt > LOST_AFTER_MS)) break;
      await sleep(100);
    }
    this.lost += outstanding().length;
    this.closing = true;
    for (const s of this.sockets.values()) s.close();
    this.sockets.clear();
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    return {
      answers: this.answers,
      fromSend: sorted(this.fromSend),
      fromResponse: sorted(this.fromResponse),
      lost: this.lost,
      firstItem: { ...this.firstItem },
      connectFailures: this.connectFailures,
      disconnects: this.disconnects,
    };
  }
}

export function formatPushLatency(r: PushLatencyResult): string[] {
  const share = r.answers ? (100 * r.lost) / r.answers : 0;
  const first = Object.entries(r.firstItem)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  return [
    `  push    p50 / p99    ${p50p99(r.fromSend)}   (answer → first quest:progress / pet:updated / wallet:updated on the socket, from the submit sent)`,
    `          p50 / p99    ${p50p99(r.fromResponse)}   (same, from the submit's response)`,
    `          lost ${r.lost} of ${r.answers} answers (${fixed(share)} %, no push within ${LOST_AFTER_MS / 1000} s); first item: ${first || 'none'}` +
      (r.connectFailures || r.disconnects ? `; sockets: ${r.connectFailures} failed to connect, ${r.disconnects} closed during the run` : ''),
  ];
}

/**
 * Waits (up to `timeoutMs`) until the event consumers of engagement and realtime have caught up:
 * every `mathquest_event_consumer_pending_messages` of their /metrics at 0. A phase before this
 * one (the closed loop, a higher rate) can leave engagement's answer consumer seconds behind, and
 * its backlog would be measured as this phase's push latency. Returns the seconds waited, or null
 * when the consumers were still behind at the deadline.
 */
export async function waitForConsumers(offset: number, timeoutMs = 180_000): Promise<number | null> {
  const ports = stackPorts(offset).filter((p) => p.name === 'engagement' || p.name === 'realtime');
  const t0 = performance.now();
  for (;;) {
    let pending = 0;
    for (const p of ports) {
      try {
        const res = await fetch(`http://127.0.0.1:${p.port}/metrics`, { signal: AbortSignal.timeout(5000) });
        const families = parseExposition(await res.text());
        pending += sumOf(families, 'mathquest_event_consumer_pending_messages');
      } catch {
        pending += 1; // not answering: not settled
      }
    }
    const waited = (performance.now() - t0) / 1000;
    if (pending === 0) return waited;
    if (waited * 1000 > timeoutMs) return null;
    await sleep(500);
  }
}

/**
 * Sum and count of `mathquest_event_consumer_lag_seconds` per JetStream consumer of engagement and
 * realtime (the age of each event at its delivery), and of `mathquest_core_message_age_seconds`
 * per core subscription (the age of each socket push when realtime took it, keyed
 * `<subject> (<queue>)`; docs/adr/0057).
 */
export async function consumerLags(offset: number): Promise<Map<string, { sum: number; count: number }>> {
  const out = new Map<string, { sum: number; count: number }>();
  for (const p of stackPorts(offset).filter((x) => x.name === 'engagement' || x.name === 'realtime')) {
    try {
      const res = await fetch(`http://127.0.0.1:${p.port}/metrics`, { signal: AbortSignal.timeout(5000) });
      const families = parseExposition(await res.text());
      for (const s of families.get('mathquest_event_consumer_lag_seconds')?.samples ?? []) {
        const consumer = s.labels.consumer;
        if (!consumer) continue;
        out.set(consumer, { sum: s.sum ?? 0, count: s.count ?? 0 });
      }
      for (const s of families.get('mathquest_core_message_age_seconds')?.samples ?? []) {
        const { subject, queue } = s.labels;
        if (!subject) continue;
        const key = `${subject} (${queue ?? ''})`;
        const had = out.get(key) ?? { sum: 0, count: 0 };
        // Several realtime processes each report their own share of the queue group: summed.
        out.set(key, { sum: had.sum + (s.sum ?? 0), count: had.count + (s.count ?? 0) });
      }
    } catch {
      /* not answering: left out */
    }
  }
  return out;
}

/** Mean delivery lag per consumer between two readings, for the consumers that received events in between. */
export function formatConsumerLags(before: Map<string, { sum: number; count: number }>, after: Map<string, { sum: number; count: number }>): string {
  const parts: string[] = [];
  for (const [consumer, a] of after) {
    const b = before.get(consumer) ?? { sum: 0, count: 0 };
    const n = a.count - b.count;
    if (n > 0) parts.push(`${consumer} ${fixed((1000 * (a.sum - b.sum)) / n, 0)} ms (${n})`);
  }
  return `  mean delivery lag per consumer   ${parts.join(', ') || 'none'}`;
}
