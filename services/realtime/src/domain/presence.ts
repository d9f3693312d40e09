/**
 * Presence (docs/adr/0071): who is online and what they did last, kept in Redis so every realtime
 * instance (and, later, friend features) can read it. Pure rules and the stored shape; the
 * repository reads and writes it (repositories/presence-repository.ts).
 */

/** A user's presence expires this long after its last refresh: a user not refreshed by then is offline. */
export const PRESENCE_TTL_MS = 45_000;
/** How often an instance refreshes the presence of the users whose online sockets it holds (well inside the TTL). */
export const PRESENCE_REFRESH_MS = 20_000;
/** One socket's activities are recorded at most this often; the ones in between are ignored. */
export const ACTIVITY_MIN_INTERVAL_MS = 1_000;

/** A user's presence as stored (times in ms since the epoch). */
export interface Presence {
  /** When the user last said `user:online` (a socket of theirs opened). */
  onlineAt: number;
  /** When an instance last confirmed an online socket of theirs. */
  seenAt: number;
  /** The last `user:activity` recorded, if any. */
  activity: { type: string; details: string | null; at: number } | null;
}

/** Whether a socket's activity at `now` is recorded, given when its previous one was (null: never). */
export function recordsActivity(lastRecordedAt: number | null, now: number): boolean {
  return lastRecordedAt === null || now - lastRecordedAt >= ACTIVITY_MIN_INTERVAL_MS;
}

/** The presence stored in a Redis hash (HGETALL: an empty object when there is none). */
export function parsePresence(hash: Record<string, string>): Presence | null {
  const onlineAt = Number(hash.onlineAt);
  const seenAt = Number(hash.seenAt);
  if (!Number.isFinite(onlineAt) || !Number.isFinite(seenAt) || hash.onlineAt === undefined || hash.seenAt === undefined) return null;
  const activityAt = Number(hash.activityAt);
  const activity =
    hash.activityType !== undefined && Number.isFinite(activityAt)
      ? { type: hash.activityType, details: hash.activityDetails ? hash.activityDetails : null, at: activityAt }
      : null;
  return { onlineAt, seenAt, activity };
}
