/**
 * Node's timers hold at most 2^31 - 1 ms (about 24.8 days); a longer delay fires at once. A
 * timer set further out than this is armed for this long and set again when it fires.
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * How long to wait before checking again whether a token that expires at `expiresAtMs` has
 * expired: 0 when it has, else the time left, at most MAX_TIMER_MS.
 */
export function msUntilExpiry(expiresAtMs: number, now: number): number {
  return Math.min(Math.max(0, expiresAtMs - now), MAX_TIMER_MS);
}
