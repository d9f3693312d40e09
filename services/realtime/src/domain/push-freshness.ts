/**
 * A socket push is a live notification: the page re-reads what it shows when it opens, so a push
 * that waited too long (the realtime service was down, or a consumer replays the stream) would
 * only show the child something stale, out of order with what the page already shows. Pushes
 * older than this are dropped.
 */
export const PUSH_MAX_AGE_MS = 2 * 60_000;

/** True when a push that occurred at `occurredAt` (ISO text) is still worth emitting at `now` (ms). */
export function isFreshPush(occurredAt: string, now: number, maxAgeMs: number = PUSH_MAX_AGE_MS): boolean {
  const at = Date.parse(occurredAt);
  // An unreadable time cannot be judged: emit it (the contract only says it is a string).
  if (Number.isNaN(at)) return true;
  return now - at <= maxAgeMs;
}
