/**
 * The Speed Challenge clock on the screen (docs/product/practice.md#speed-challenge): seconds left
 * and the moments worth announcing to a screen reader (not every second).
 */
import { SPEED_RUN_SECONDS } from '@mathquest/contracts';

/** Whole seconds left until `endsAtMs` (rounded up, so the display reads 60 at the start and 0 only at the end). */
export function secondsLeft(endsAtMs: number, nowMs: number): number {
  return Math.max(0, Math.min(SPEED_RUN_SECONDS, Math.ceil((endsAtMs - nowMs) / 1000)));
}

/** The seconds-left values that are announced politely: half time, the last 10 and the last 5. */
export const ANNOUNCED_SECONDS = [30, 10, 5] as const;

/**
 * The seconds left to announce when they went from `previous` to `now`, or null: 0 at the end,
 * else the lowest announced moment passed (the screen words it). Passing over a moment counts (a
 * background tab's timers may skip seconds), and a moment is announced once.
 */
export function announcementBetween(previous: number, now: number): number | null {
  if (now >= previous) return null;
  if (now === 0) return 0;
  const passed = ANNOUNCED_SECONDS.filter((t) => now <= t && t < previous);
  return passed.length ? Math.min(...passed) : null;
}

/** "0:45" */
export function clockText(left: number): string {
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
}
