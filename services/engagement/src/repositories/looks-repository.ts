/**
 * Students' looks for the leaderboards, in Redis (docs/adr/0136): one hash, userId → the compact
 * JSON of the worn items as the web draws them ({category: {id, name, emoji, color}}). Written
 * when a student's look is changed or read by its owner; read for a whole board with one HMGET. No
 * storage operation: a board build and a live board update read nothing from the player documents.
 */
import { AvatarLookSchema, type AvatarLook } from '@mathquest/contracts';
import type { connectRedis } from '@mathquest/service-kit';

type Redis = ReturnType<typeof connectRedis>;

export const LOOKS_KEY = 'engagement:looks';

export interface LookStore {
  /** The student's look as it now is. */
  write(userId: string, look: AvatarLook): Promise<void>;
  /** The stored looks of these students (one HMGET); a student without one (or with an unreadable one) is absent. */
  readMany(userIds: readonly string[]): Promise<Map<string, AvatarLook>>;
}

/** A stored value read back: the look, or null when it is not one (written by another version, damaged). */
export function parseLook(raw: string | null): AvatarLook | null {
  if (!raw) return null;
  try {
    const parsed = AvatarLookSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function redisLookStore(redis: Redis): LookStore {
  return {
    async write(userId, look) {
      await redis.hset(LOOKS_KEY, userId, JSON.stringify(look));
    },
    async readMany(userIds) {
      const ids = [...new Set(userIds)];
      if (ids.length === 0) return new Map();
      const raw = await redis.hmget(LOOKS_KEY, ...ids);
      const out = new Map<string, AvatarLook>();
      ids.forEach((id, i) => {
        const look = parseLook(raw[i] ?? null);
        if (look) out.set(id, look);
      });
      return out;
    },
  };
}

