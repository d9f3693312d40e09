/**
 * Batching for JetStream consumers (docs/adr/0045). A batch is what has already arrived: the
 * first message is awaited, then more are taken only while they are ready without waiting, so a
 * quiet consumer handles one message at once (no added latency) and a busy one picks up
 * everything that queued up while it was writing the previous batch.
 */

const NOT_READY = Symbol('not-ready');

/** Resolves after pending I/O callbacks ran, i.e. once everything already received was queued. */
function afterIo(): Promise<typeof NOT_READY> {
  return new Promise((resolve) => setImmediate(() => resolve(NOT_READY)));
}

/**
 * Reads batches from an async iterator. A `next()` that lost the race against "nothing ready" is
 * kept for the following batch (an iterator's `next()` cannot be taken back).
 */
export function batchReader<T>(source: AsyncIterable<T>, maxBatch: number): { next(): Promise<T[] | null> } {
  const it = source[Symbol.asyncIterator]();
  let pending: Promise<IteratorResult<T>> | null = null;
  let ended = false;
  const pull = () => (pending ??= it.next());
  return {
    async next() {
      if (ended) return null;
      const first = await pull();
      pending = null;
      if (first.done) {
        ended = true;
        return null;
      }
      const batch = [first.value];
      while (batch.length < maxBatch) {
        const r = await Promise.race([pull(), afterIo()]);
        if (r === NOT_READY) break;
        pending = null;
        if (r.done) {
          ended = true;
          break;
        }
        batch.push(r.value);
      }
      return batch;
    },
  };
}

/** Groups items by key, keeping first-seen key order and the items' order within a key. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const g = groups.get(k);
    if (g) g.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * Runs `work` for every item, at most `limit` at a time, and resolves once all have finished; it
 * rejects with the first failure after the work already started has settled. Consumers use it to
 * handle the students of one batch side by side: their writes are independent, and one after the
 * other a batch of many students waits out every round trip in turn.
 */
export async function forEachConcurrently<T>(items: Iterable<T>, limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined && !failure; item = queue.shift()) {
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, queue.length)) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
}
