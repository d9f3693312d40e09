import { describe, expect, it } from 'vitest';
import { batchReader, forEachConcurrently, groupBy } from './batch.js';

/** An async iterable fed by hand, like a consumer's message stream. */
function feed<T>() {
  const queue: T[] = [];
  let wake: (() => void) | null = null;
  let closed = false;
  const iterable: AsyncIterable<T> = {
    async *[Symbol.asyncIterator]() {
      for (;;) {
        while (queue.length > 0) yield queue.shift()!;
        if (closed) return;
        await new Promise<void>((r) => (wake = r));
      }
    },
  };
  return {
    iterable,
    push(...items: T[]) {
      queue.push(...items);
      wake?.();
      wake = null;
    },
    close() {
      closed = true;
      wake?.();
    },
  };
}

describe('batchReader', () => {
  it('takes everything already queued, up to the limit, without waiting for more', async () => {
    const f = feed<number>();
    const reader = batchReader(f.iterable, 3);
    f.push(1, 2, 3, 4);
    expect(await reader.next()).toEqual([1, 2, 3]);
    expect(await reader.next()).toEqual([4]);
    const later = reader.next();
    setTimeout(() => f.push(5), 20);
    expect(await later).toEqual([5]);
    f.close();
    expect(await reader.next()).toBeNull();
  });

  it('keeps an item that arrives after a batch was cut for the next batch', async () => {
    const f = feed<number>();
    const reader = batchReader(f.iterable, 10);
    f.push(1);
    expect(await reader.next()).toEqual([1]);
    f.push(2, 3);
    expect(await reader.next()).toEqual([2, 3]);
  });
});

describe('groupBy', () => {
  it('groups in first-seen order', () => {
    expect([...groupBy(['a1', 'b1', 'a2'], (s) => s[0]!)]).toEqual([
      ['a', ['a1', 'a2']],
      ['b', ['b1']],
    ]);
  });
});

describe('forEachConcurrently', () => {
  it('runs every item, never more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await forEachConcurrently([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setImmediate(r));
      done.push(n);
      running -= 1;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('rejects with the first failure once the started work has settled, and starts no new item after it', async () => {
    const started: number[] = [];
    const finished: number[] = [];
    const run = forEachConcurrently([1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n);
      await new Promise((r) => setImmediate(r));
      if (n === 1) throw new Error('boom 1');
      finished.push(n);
    });
    await expect(run).rejects.toThrow('boom 1');
    expect(finished).toContain(2);
    expect(started.length).toBeLessThan(5);
  });

  it('does nothing for no items', async () => {
    await expect(forEachConcurrently([], 4, async () => Promise.reject(new Error('never')))).resolves.toBeUndefined();
  });
});
