/**
 * V8's heap growing factor, chosen by each service for itself.
 *
 * After every major collection V8 sets the next one's trigger at what the collection left live
 * times a growing factor, which it keeps at 1.3–2 under heap caps as far below its default as
 * ours (docs/benchmarks.md, "Memory"). Each major collection marks the whole heap and holds a
 * core for 100–180 ms in the game, the longest stall an answer meets. A service that allocates
 * a lot per answer (the gateway, the game, engagement) calls `growHeapBetweenCollections()`
 * first thing: its old generation then grows to three times what the last collection left
 * (at most halfway to its cap) and its major collections come several times less often, within
 * the same cap ("A higher heap growing factor"). A service that promotes little (realtime) keeps
 * V8's own factor: with the higher one its next collection came tens of minutes later and its
 * memory stopped following its load ("The 30-minute soak with the heap growing factor").
 *
 * Set from the process's own code rather than node's command line so that `npm start`, the
 * production image and the compose stacks all get it from one place: V8 reads the flag each
 * time it sets a trigger, and it has the same effect either way (heap-growth.test.ts).
 */
import { setFlagsFromString } from 'node:v8';

/** The factor minus one, in percent: 200 is three times. */
export const HEAP_GROWING_PERCENT = 200;

export const HEAP_GROWING_FLAG = `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;

/** From the next major collection on, V8 grows the old generation by HEAP_GROWING_PERCENT. */
export function growHeapBetweenCollections(): void {
  setFlagsFromString(HEAP_GROWING_FLAG);
}
