/**
 * Which realtime instance holds which room player's socket, and when an instance counts as dead
 * (docs/adr/0133). Pure: the shapes and rules; the Redis records are in
 * repositories/instance-repository.ts, the sweep in use-cases/seat-holders.ts.
 */

/** How often an instance renews its liveness (and looks for dead ones). */
export const DEFAULT_HEARTBEAT_MS = 2_000;
/** An instance not heard from for this long is dead: its room players are marked away. */
export const DEFAULT_DEAD_AFTER_MS = 6_000;
/** Held seats of a dead instance handled per sweep, so one sweep stays short however many it held. */
export const SWEEP_BATCH = 100;
/** Dead instances looked at per sweep. */
export const SWEEP_INSTANCES = 10;

export interface LivenessTimings {
  heartbeatMs: number;
  deadAfterMs: number;
}

/**
 * The timings make sense when a live instance cannot be taken for dead by one late beat: at least
 * two heartbeats fit in the dead-after time. The error text names what is wrong, else null.
 */
export function livenessProblem(t: LivenessTimings): string | null {
  if (!(t.heartbeatMs > 0)) return 'the heartbeat interval must be positive';
  if (t.deadAfterMs < 2 * t.heartbeatMs) return `the dead-after time (${t.deadAfterMs} ms) must be at least two heartbeats (${2 * t.heartbeatMs} ms)`;
  return null;
}

/** The instances whose last beat is at or before this time are dead. */
export const deadCutoff = (now: number, t: LivenessTimings) => now - t.deadAfterMs;

/**
 * Whether an instance that just beat had been taken for dead meanwhile: its previous beat (null:
 * its record was gone) fell past the dead-after time. The first beat of a new instance is not.
 */
export function wasTakenForDead(previousBeat: number | null, now: number, t: LivenessTimings, firstBeat: boolean): boolean {
  if (firstBeat) return false;
  return previousBeat === null || previousBeat <= deadCutoff(now, t);
}

/** One room player held by an instance: `<room code>:<user id>` (a room code has no colon). */
export interface HeldSeat {
  code: string;
  userId: string;
}

export const heldSeatEntry = (s: HeldSeat) => `${s.code}:${s.userId}`;

/** The seat of an entry, or null for one that is not `<code>:<user id>`. */
export function parseHeldSeat(entry: string): HeldSeat | null {
  const at = entry.indexOf(':');
  if (at <= 0 || at === entry.length - 1) return null;
  return { code: entry.slice(0, at), userId: entry.slice(at + 1) };
}
