import type { EventEnvelope } from '@mathquest/contracts';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { EventBus } from './bus.js';
import { createOutbox, outboxEntry, SLOW_FULL_PASS_MS, type OutboxEntry, type OutboxLog, type OutboxStore, type PendingOutbox, type StoredOutboxEntry } from './outbox.js';

const quiet: OutboxLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Owner documents in memory: ownerId → outbox. */
function memoryStore(docs: Map<string, StoredOutboxEntry[]>): OutboxStore & { sweptClears: number } {
  const store = {
    sweptClears: 0,
    async pending(before: Date, limit: number): Promise<PendingOutbox[]> {
      return [...docs.entries()]
        .filter(([, outbox]) => outbox.some((e) => e.createdAt < before))
        .slice(0, limit)
        .map(([ownerId, entries]) => ({ ownerId, entries: [...entries] }));
    },
    async clear(ownerId: string, ids: readonly string[]) {
      docs.set(ownerId, (docs.get(ownerId) ?? []).filter((e) => !ids.includes(e.id)));
    },
    async clearSwept(owner: PendingOutbox, ids: readonly string[]) {
      store.sweptClears++;
      await store.clear(owner.ownerId, ids);
    },
  };
  return store;
}

/** A bus that records what it publishes and fails while `down` is set. */
function recordingBus() {
  const sent: Array<{ subject: string; id: string }> = [];
  const bus = {
    down: false,
    sent,
    publish: (async (subject: string, event: EventEnvelope) => {
      if (bus.down) throw new Error('nats down');
      sent.push({ subject, id: event.id });
      return { duplicate: false };
    }) as EventBus['publish'],
  };
  return bus;
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const levelUp = (userId: string, at = new Date()) => outboxEntry('game.level.up', { userId, previousLevel: 1, newLevel: 2, totalXp: 250 }, { userId, at });

describe('outboxEntry', () => {
  it('builds a typed entry whose event carries its id, subject and time', () => {
    const at = new Date('2026-11-20T10:00:00Z');
    const e = outboxEntry('auth.user.updated', { userId: 'u1', role: 'PARENT', username: 'p', displayName: 'P', plan: 'FREE', gradeLevel: null, timeZone: 'UTC', schoolName: null, childIds: [] }, { userId: 'u1', id: '6196703a-c9fa-5af7-9ea2-8c6c2648051a', at });
    expect(e).toEqual({
      id: '6196703a-c9fa-5af7-9ea2-8c6c2648051a',
      subject: 'auth.user.updated',
      createdAt: at,
      event: { id: '6196703a-c9fa-5af7-9ea2-8c6c2648051a', type: 'auth.user.updated', occurredAt: '2026-11-20T10:00:00.000Z', userId: 'u1', data: expect.objectContaining({ childIds: [] }) },
    });
    expectTypeOf(e).toEqualTypeOf<OutboxEntry<'auth.user.updated'>>();
    // @ts-expect-error a payload that does not match its subject does not compile
    outboxEntry('game.level.up', { userId: 'u1', previousLevel: 'one', newLevel: 2, totalXp: 0 });
  });
});

describe('createOutbox', () => {
  it('flush publishes and removes the acknowledged entries; a failed publish stays for the sweeper', async () => {
    const docs = new Map([['u1', [] as StoredOutboxEntry[]]]);
    const bus = recordingBus();
    const outbox = createOutbox({ bus, stores: { user: memoryStore(docs) }, log: quiet });
    const e1 = levelUp('u1');
    docs.set('u1', [e1]);
    expect(await outbox.flush('user', 'u1', [e1])).toBe(1);
    expect(docs.get('u1')).toEqual([]);
    expect(outbox.isPublished(e1.id)).toBe(true);

    const e2 = levelUp('u1');
    docs.set('u1', [e2]);
    bus.down = true;
    expect(await outbox.flush('user', 'u1', [e2])).toBe(0);
    expect(docs.get('u1')).toEqual([e2]);
    expect(outbox.unpublished([e1, e2])).toEqual([e2]);
  });

  it('a sweep publishes stale entries only, and removes ones seen acknowledged without publishing them again', async () => {
    const docs = new Map<string, StoredOutboxEntry[]>();
    const bus = recordingBus();
    const store = memoryStore(docs);
    const outbox = createOutbox({ bus, stores: { student: store }, log: quiet });
    const known = levelUp('a', minutesAgo(5));
    await outbox.publish([known]); // acknowledged, but its owner was never written again
    const lost = levelUp('a', minutesAgo(5)); // written, then the process crashed before publishing
    const fresh = levelUp('b'); // being published right now by its request
    docs.set('a', [known, lost]);
    docs.set('b', [fresh]);
    bus.sent.length = 0;

    await outbox.sweep(60_000);
    expect(bus.sent.map((s) => s.id)).toEqual([lost.id]);
    expect(docs.get('a')).toEqual([]);
    expect(docs.get('b')).toEqual([fresh]);
    expect(store.sweptClears).toBe(1);
  });

  it('a sweep while NATS is down keeps everything and fails (the next pass retries)', async () => {
    const old = levelUp('a', minutesAgo(5));
    const docs = new Map([['a', [old] as StoredOutboxEntry[]]]);
    const bus = recordingBus();
    bus.down = true;
    const outbox = createOutbox({ bus, stores: { student: memoryStore(docs) }, log: quiet });
    await expect(outbox.sweep(60_000)).rejects.toThrow('nats down');
    expect(docs.get('a')).toEqual([old]);
    bus.down = false;
    await outbox.sweep(60_000);
    expect(docs.get('a')).toEqual([]);
  });

  describe('targeted passes (docs/adr/0214)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** The memory store, reading given owners by id, and counting its scans and reads. */
    function watchableStore(docs: Map<string, StoredOutboxEntry[]>) {
      const base = memoryStore(docs);
      const counts = { scans: 0, reads: [] as string[][] };
      const store: OutboxStore = {
        ...base,
        async pending(before, limit) {
          counts.scans++;
          return base.pending(before, limit);
        },
        async pendingOf(ids, before) {
          counts.reads.push([...ids].sort());
          return ids.flatMap((ownerId) => {
            const entries = (docs.get(ownerId) ?? []).filter((e) => e.createdAt < before);
            return entries.length ? [{ ownerId, entries }] : [];
          });
        },
      };
      return { store, counts };
    }

    it('read only the owners written through the outbox and idle for the stale age, by id, never scanning', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
      const docs = new Map<string, StoredOutboxEntry[]>();
      const bus = recordingBus();
      const { store, counts } = watchableStore(docs);
      const outbox = createOutbox({ bus, stores: { student: store }, log: quiet });
      const a = levelUp('a');
      const b = levelUp('b');
      docs.set('a', [a]);
      docs.set('b', [b]);
      await outbox.publish([a], { kind: 'student', id: 'a' });
      await outbox.publish([b], { kind: 'student', id: 'b' });
      expect(outbox.watchedCount()).toBe(2);

      // Written just now: not due, nothing read.
      await outbox.sweepWatched(60_000);
      expect(counts).toEqual({ scans: 0, reads: [] });

      // Two minutes on, 'a' written again meanwhile; an entry left by a crash in 'c', an owner this process never wrote.
      vi.setSystemTime(new Date('2026-11-28T10:02:00Z'));
      const a2 = levelUp('a');
      docs.set('a', [a2]);
      await outbox.publish([a2], { kind: 'student', id: 'a' });
      const lost = levelUp('c', minutesAgo(5));
      docs.set('c', [lost]);
      bus.sent.length = 0;
      await outbox.sweepWatched(60_000);
      expect(counts).toEqual({ scans: 0, reads: [['b']] });
      expect(docs.get('b')).toEqual([]);
      expect(bus.sent).toEqual([]); // seen acknowledged: removed, not published again
      expect(docs.get('c')).toEqual([lost]);
      expect(outbox.watchedCount()).toBe(1);

      // A full pass finds what no write of this process announced.
      await outbox.sweep(60_000);
      expect(counts.scans).toBe(1);
      expect(docs.get('c')).toEqual([]);
      expect(bus.sent.map((s) => s.id)).toEqual([lost.id]);
    });

    it('keep an owner whose entries could not be published until a pass publishes them', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
      const docs = new Map<string, StoredOutboxEntry[]>();
      const bus = recordingBus();
      const { store, counts } = watchableStore(docs);
      const outbox = createOutbox({ bus, stores: { student: store }, log: quiet });
      const e = levelUp('d');
      docs.set('d', [e]);
      bus.down = true;
      expect((await outbox.publish([e], { kind: 'student', id: 'd' })).published).toEqual([]);

      vi.setSystemTime(new Date('2026-11-28T10:02:00Z'));
      await expect(outbox.sweepWatched(60_000)).rejects.toThrow('nats down');
      expect(docs.get('d')).toEqual([e]);
      expect(outbox.watchedCount()).toBe(1);

      bus.down = false;
      await outbox.sweepWatched(60_000);
      expect(docs.get('d')).toEqual([]);
      expect(bus.sent.map((s) => s.id)).toEqual([e.id]);
      expect(counts.scans).toBe(0);
      expect(outbox.watchedCount()).toBe(0);
    });

    it('with no stale age, settle an owner published in the very millisecond of the pass (a stop settling what it watches)', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
      const docs = new Map<string, StoredOutboxEntry[]>();
      const { store } = watchableStore(docs);
      const outbox = createOutbox({ bus: recordingBus(), stores: { student: store }, log: quiet });
      const e = levelUp('s');
      docs.set('s', [e]);
      await outbox.publish([e], { kind: 'student', id: 's' });

      await outbox.sweepWatched(0); // the clock has not moved
      expect(docs.get('s')).toEqual([]);
      expect(outbox.watchedCount()).toBe(0);
    });

    it('remember a bounded number of owners', async () => {
      const docs = new Map<string, StoredOutboxEntry[]>();
      const { store } = watchableStore(docs);
      const outbox = createOutbox({ bus: recordingBus(), stores: { student: store }, log: quiet, watchedMemory: 10 });
      for (let i = 0; i < 50; i++) await outbox.publish([levelUp(`u${i}`)], { kind: 'student', id: `u${i}` });
      expect(outbox.watchedCount()).toBe(10);
    });
  });

  it('forgets a published id nobody asked about for its idle time, and keeps one still asked about', async () => {
    let t = 1_000;
    const outbox = createOutbox({ bus: recordingBus(), stores: { user: memoryStore(new Map()) }, log: quiet, publishedIdleMs: 5 * 60_000, now: () => t });
    const asked = levelUp('u1');
    const left = levelUp('u2');
    await outbox.publish([asked, left]);
    for (let minute = 0; minute < 6; minute++) {
      t += 60_000;
      expect(outbox.isPublished(asked.id)).toBe(true);
    }
    // Forgotten: an owner still carrying it would publish it again (a duplicate the consumers drop).
    expect(outbox.unpublished([asked, left])).toEqual([left]);
  });

  it('warns when its sweeper would remove entries only after their ids are forgotten', () => {
    const warnings: string[] = [];
    const outbox = createOutbox({ bus: recordingBus(), stores: { user: memoryStore(new Map()) }, log: { ...quiet, warn: (_o, msg) => void warnings.push(msg) }, publishedIdleMs: 60_000 });
    const stopQuick = outbox.startSweeper({ intervalMs: 5_000, staleMs: 15_000 });
    expect(warnings).toEqual([]);
    const stopSlow = outbox.startSweeper({ intervalMs: 30_000, staleMs: 30_000 });
    expect(warnings).toEqual(['the outbox forgets published ids before its sweeper removes them: expect duplicate publishes']);
    void stopQuick();
    void stopSlow();
  });

  it('with fullWhen, scans the collections on the first pass and when it says so, and only then', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    let scans = 0;
    const store: OutboxStore = {
      pending: async () => {
        scans++;
        return [];
      },
      pendingOf: async () => [],
      clear: async () => undefined,
    };
    let peerLost = false;
    const outbox = createOutbox({ bus: recordingBus(), stores: { user: store }, log: quiet });
    const stop = outbox.startSweeper({ intervalMs: 1_000, staleMs: 0, fullWhen: () => peerLost });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(scans).toBe(1); // the first pass: what a crash of this process left
    await vi.advanceTimersByTimeAsync(5_000);
    expect(scans).toBe(1); // targeted passes
    peerLost = true;
    await vi.advanceTimersByTimeAsync(1_000);
    peerLost = false;
    expect(scans).toBe(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(scans).toBe(2);
    await stop();
    vi.useRealTimers();
  });

  it('says when a full pass took long, with the time each kind of owner took', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const warnings: Array<{ obj: object; msg: string }> = [];
      const slow = memoryStore(new Map());
      const pending = slow.pending.bind(slow);
      slow.pending = async (before, limit) => {
        vi.advanceTimersByTime(SLOW_FULL_PASS_MS + 200); // a scan of a big collection
        return pending(before, limit);
      };
      const outbox = createOutbox({ bus: recordingBus(), stores: { quick: memoryStore(new Map()), slow }, log: { ...quiet, warn: (obj, msg) => void warnings.push({ obj, msg }) } });
      await outbox.sweep(60_000);
      expect(warnings).toEqual([{ obj: { ms: SLOW_FULL_PASS_MS + 200, msByKind: { quick: 0, slow: SLOW_FULL_PASS_MS + 200 } }, msg: 'the outbox full pass took long' }]);

      // A quick pass says nothing.
      warnings.length = 0;
      const quick = createOutbox({ bus: recordingBus(), stores: { quick: memoryStore(new Map()) }, log: { ...quiet, warn: (obj, msg) => void warnings.push({ obj, msg }) } });
      await quick.sweep(60_000);
      expect(warnings).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses an entry whose subject is not in the event map', async () => {
    const bus = recordingBus();
    const outbox = createOutbox({ bus, stores: { user: memoryStore(new Map()) }, log: quiet });
    const odd: StoredOutboxEntry = { id: 'x', subject: 'game.unknown', event: {}, createdAt: new Date() };
    const r = await outbox.publish([odd, levelUp('u')]);
    expect(r.published).toHaveLength(1);
    expect(String(r.error)).toMatch(/unknown subject game.unknown/);
  });
});
