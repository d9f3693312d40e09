/**
 * Realtime's projection of whose guild chat is off (docs/adr/0171), from auth's and the teacher
 * service's events: a hash per student, one field per adult who set it (`parent:<id>`,
 * `classroom:<id>`), valued `<changedAt ms>:<1 off | 0 on>`. A change older than the one stored is
 * ignored, so events arriving out of order or twice leave the newest. The chat is off while any
 * field says off.
 */
import type { ChatOffBy } from '@mathquest/contracts';
import type { Redis } from 'ioredis';

const settingsKey = (studentId: string) => `realtime:chat-off:${studentId}`;

/** KEYS settings hash; ARGV field, changedAt (ms), 1 off or 0 on. Returns 1 when applied, 0 when older than what is stored. */
const APPLY = `
local stored = redis.call('HGET', KEYS[1], ARGV[1])
if stored then
  local at = tonumber(string.match(stored, '^(%d+):'))
  if at and at > tonumber(ARGV[2]) then return 0 end
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2] .. ':' .. ARGV[3])
return 1
`;

export type ChatSetter = { parentId: string } | { classroomId: string };

export function createChatSettingsRepository(redis: Redis) {
  return {
    async apply(studentId: string, by: ChatSetter, enabled: boolean, changedAt: Date): Promise<boolean> {
      const field = 'parentId' in by ? `parent:${by.parentId}` : `classroom:${by.classroomId}`;
      return Number(await redis.eval(APPLY, 1, settingsKey(studentId), field, changedAt.getTime(), enabled ? 0 : 1)) === 1;
    },
    /** Who turned the student's chat off (empty: on). */
    async offBy(studentId: string): Promise<ChatOffBy> {
      const fields = await redis.hgetall(settingsKey(studentId));
      const by = new Set<ChatOffBy[number]>();
      for (const [field, value] of Object.entries(fields)) {
        if (!value.endsWith(':1')) continue;
        by.add(field.startsWith('parent:') ? 'PARENT' : 'TEACHER');
      }
      return (['PARENT', 'TEACHER'] as const).filter((b) => by.has(b));
    },
  };
}

export type ChatSettingsRepository = ReturnType<typeof createChatSettingsRepository>;
