/**
 * Engagement's social directory, a projection in Redis of auth's and the teacher service's events
 * (docs/adr/0102): each user's public names and groups (`socialGroupsKey`), usernames to ids,
 * each student's classes, each classroom's members, and the member sets of the School, Class and
 * Grade boards. Nothing here is read from another service: the events bring it.
 */
import type { LeaderboardScope } from '@mathquest/contracts';
import type { connectRedis } from '@mathquest/service-kit';
import { currentClass, schoolKey } from '../../../ports/progress.js';
import { erasedDigest } from '../erased-digest.js';

type Redis = ReturnType<typeof connectRedis>;

/** How long an erased account's marker stops late events about it from writing its entry again (docs/adr/0236). */
export const ERASED_MARKER_TTL_S = 30 * 24 * 3600;
/** The marker an account's erasure leaves: a digest of the id, so no key or value holds the id itself. */
const erasedMarkerKey = (userId: string) => `engagement:erased:${erasedDigest(userId)}`;

/** Leaves the account's erased marker (its erasure's first step): the directory then writes nothing about it. */
export async function markErasedInDirectory(redis: Redis, userId: string): Promise<void> {
  await redis.set(erasedMarkerKey(userId), '1', 'EX', ERASED_MARKER_TTL_S);
}

/** A user's public names and leaderboard groups: hash with `username`, `displayName`, `role`, `grade`, `classroomId`, `schoolKey`, ... */
export const socialGroupsKey = (userId: string) => `engagement:social:${userId}`;
/** A student's accepted friends' ids (a set), mirrored from the friendship documents for the Friends board. */
export const friendIdsKey = (userId: string) => `engagement:friends:${userId}`;
/** Engagement's copy of a user's presence (push.presence.users, docs/adr/0195): hash with `seenAt`, `activityType`, `activityDetails`, lapsing unless refreshed. */
const presenceKey = (userId: string) => `engagement:presence:${userId}`;
const usernameKey = (username: string) => `engagement:username:${username.toLowerCase()}`;
const classesKey = (studentId: string) => `engagement:classes:${studentId}`;
const classroomKey = (classroomId: string) => `engagement:classroom:${classroomId}`;
/** The classrooms a teacher has had members listed for: their students' school follows the teacher's. */
const teacherClassroomsKey = (teacherId: string) => `engagement:teacher-classrooms:${teacherId}`;
/** The students of one School, Class or Grade board. */
export const groupMembersKey = (scope: Exclude<LeaderboardScope, 'GLOBAL' | 'FRIENDS'>, group: string) => `engagement:lb:members:${scope}:${group}`;

export interface UserFacts {
  userId: string;
  role: string;
  username: string;
  displayName: string;
  gradeLevel: number | null;
  schoolName: string | null;
  /** A limited account (docs/adr/0239): its name is not shown to other students. */
  limited?: boolean;
  /** When auth recorded the facts: an older event than the stored one changes nothing. */
  at: number;
}

export interface PublicUser {
  userId: string;
  username: string;
  displayName: string;
  role: string;
  schoolName: string | null;
  className: string | null;
  /** A limited account (docs/adr/0239): other students see a hidden name instead of this user's. */
  limited: boolean;
}

/**
 * KEYS: social hash, new username key, grade members prefix. ARGV: at, userId, username, old-username
 * key prefix, role, displayName, grade ('' none), schoolName ('' none), schoolKey ('' none),
 * limited ('1' while the account waits for a parent's approval, else '').
 * Only newer facts apply; the grade set and the username index follow the change.
 */
const RECORD_USER = `
local at = tonumber(redis.call('HGET', KEYS[1], 'factsAt') or '-1')
if at > tonumber(ARGV[1]) then return 0 end
local oldName = redis.call('HGET', KEYS[1], 'username')
if oldName and string.lower(oldName) ~= string.lower(ARGV[3]) then
  local k = ARGV[4] .. string.lower(oldName)
  if redis.call('GET', k) == ARGV[2] then redis.call('DEL', k) end
end
redis.call('SET', KEYS[2], ARGV[2])
local oldGrade = redis.call('HGET', KEYS[1], 'grade')
if oldGrade and oldGrade ~= '' and oldGrade ~= ARGV[7] then redis.call('SREM', KEYS[3] .. oldGrade, ARGV[2]) end
if ARGV[5] == 'STUDENT' and ARGV[7] ~= '' then redis.call('SADD', KEYS[3] .. ARGV[7], ARGV[2]) end
redis.call('HSET', KEYS[1], 'factsAt', ARGV[1], 'username', ARGV[3], 'role', ARGV[5], 'displayName', ARGV[6], 'grade', ARGV[5] == 'STUDENT' and ARGV[7] or '', 'limited', ARGV[10])
if ARGV[5] == 'TEACHER' then redis.call('HSET', KEYS[1], 'schoolName', ARGV[8], 'schoolKey', ARGV[9]) end
return 1
`;

/**
 * KEYS: social hash, class members prefix, school members prefix. ARGV: userId, classroomId,
 * className, schoolName, schoolKey ('' for none). Moves the student between the Class and School
 * member sets.
 */
const SET_GROUPS = `
local old = redis.call('HMGET', KEYS[1], 'classroomId', 'schoolKey')
if old[1] and old[1] ~= '' and old[1] ~= ARGV[2] then redis.call('SREM', KEYS[2] .. old[1], ARGV[1]) end
if old[2] and old[2] ~= '' and old[2] ~= ARGV[5] then redis.call('SREM', KEYS[3] .. old[2], ARGV[1]) end
if ARGV[2] ~= '' then redis.call('SADD', KEYS[2] .. ARGV[2], ARGV[1]) end
if ARGV[5] ~= '' then redis.call('SADD', KEYS[3] .. ARGV[5], ARGV[1]) end
redis.call('HSET', KEYS[1], 'classroomId', ARGV[2], 'className', ARGV[3], 'schoolName', ARGV[4], 'schoolKey', ARGV[5])
return 1
`;

/** KEYS: classroom hash. ARGV: version, name, teacherId, members JSON. Returns the previous members JSON, or false when not newer. */
const RECORD_CLASSROOM = `
local v = tonumber(redis.call('HGET', KEYS[1], 'version') or '-1')
if v >= tonumber(ARGV[1]) then return false end
local before = redis.call('HGET', KEYS[1], 'members') or '[]'
redis.call('HSET', KEYS[1], 'version', ARGV[1], 'name', ARGV[2], 'teacherId', ARGV[3], 'members', ARGV[4])
return before
`;

export interface SocialDirectory {
  recordUser(facts: UserFacts): Promise<void>;
  /** A classroom's whole member list at `version` (newer only); re-derives the class and school of the students who joined or left. */
  recordClassroom(c: { classroomId: string; teacherId: string; name: string; memberIds: string[]; version: number; at: number }): Promise<void>;
  idOfUsername(username: string): Promise<string | null>;
  /** Public names and groups of these users (missing ones are left out). */
  publicUsers(userIds: readonly string[]): Promise<Map<string, PublicUser>>;
  /** The student's groups hash (socialGroupsKey). */
  groups(userId: string): Promise<Record<string, string>>;
}

/** Told a user's leaderboard groups after each write that can change them (engagement.social.groups.changed, docs/adr/0195). */
export type GroupsChanged = (userId: string, groups: { grade: string; classroomId: string; schoolKey: string }) => Promise<void>;

export function redisSocialDirectory(redis: Redis, groupsChanged?: GroupsChanged): SocialDirectory {
  const told = async (userId: string) => {
    if (!groupsChanged) return;
    const [grade, classroomId, schoolKey] = await redis.hmget(socialGroupsKey(userId), 'grade', 'classroomId', 'schoolKey');
    await groupsChanged(userId, { grade: grade ?? '', classroomId: classroomId ?? '', schoolKey: schoolKey ?? '' });
  };
  const rederive = async (studentId: string) => {
    // An erased student taken out of a class afterwards (docs/adr/0236): nothing to derive.
    if ((await redis.exists(erasedMarkerKey(studentId))) === 1) return;
    const classes = Object.fromEntries(Object.entries(await redis.hgetall(classesKey(studentId))).map(([k, v]) => [k, Number(v)]));
    const classroomId = currentClass(classes);
    let className = '';
    let schoolName = '';
    if (classroomId) {
      const [name, teacherId] = await redis.hmget(classroomKey(classroomId), 'name', 'teacherId');
      className = name ?? '';
      if (teacherId) schoolName = (await redis.hget(socialGroupsKey(teacherId), 'schoolName')) ?? '';
    }
    await redis.eval(SET_GROUPS, 3, socialGroupsKey(studentId), groupMembersKey('CLASS', ''), groupMembersKey('SCHOOL', ''), studentId, classroomId ?? '', className, schoolName, schoolKey(schoolName) ?? '');
    await told(studentId);
  };
  return {
    async recordUser(f) {
      if ((await redis.exists(erasedMarkerKey(f.userId))) === 1) return;
      const school = f.role === 'TEACHER' ? (f.schoolName ?? '') : '';
      await redis.eval(
        RECORD_USER,
        3,
        socialGroupsKey(f.userId),
        usernameKey(f.username),
        groupMembersKey('GRADE', ''),
        f.at,
        f.userId,
        f.username,
        usernameKey(''),
        f.role,
        f.displayName,
        f.gradeLevel === null ? '' : String(f.gradeLevel),
        school,
        schoolKey(school) ?? '',
        f.limited ? '1' : '',
      );
      if (f.role === 'STUDENT') await told(f.userId);
      // The teacher's school is their students' (docs/adr/0102). Auth's and the teacher service's
      // events come through different consumers, so a class may be recorded before its teacher
      // is: every teacher record re-derives the school of the students of their classes.
      if (f.role === 'TEACHER') {
        for (const classroomId of await redis.smembers(teacherClassroomsKey(f.userId))) {
          const members = JSON.parse((await redis.hget(classroomKey(classroomId), 'members')) ?? '[]') as string[];
          for (const id of members) await rederive(id);
        }
      }
    },
    async recordClassroom(c) {
      const before = (await redis.eval(RECORD_CLASSROOM, 1, classroomKey(c.classroomId), c.version, c.name, c.teacherId, JSON.stringify(c.memberIds))) as string | null;
      if (before === null) return;
      await redis.sadd(teacherClassroomsKey(c.teacherId), c.classroomId);
      const old = new Set(JSON.parse(before) as string[]);
      const now = new Set(c.memberIds);
      const joined = c.memberIds.filter((id) => !old.has(id));
      const left = [...old].filter((id) => !now.has(id));
      for (const id of joined) await redis.hset(classesKey(id), c.classroomId, c.at);
      for (const id of left) await redis.hdel(classesKey(id), c.classroomId);
      // A rename reaches the students who stayed as well.
      for (const id of new Set([...joined, ...left, ...c.memberIds])) await rederive(id);
    },
    async idOfUsername(username) {
      return redis.get(usernameKey(username.trim()));
    },
    async publicUsers(userIds) {
      const out = new Map<string, PublicUser>();
      if (userIds.length === 0) return out;
      const batch = redis.pipeline();
      for (const id of userIds) batch.hmget(socialGroupsKey(id), 'username', 'displayName', 'role', 'schoolName', 'className', 'limited');
      const rows = (await batch.exec()) ?? [];
      userIds.forEach((id, i) => {
        const [err, v] = rows[i] ?? [null, null];
        const [username, displayName, role, schoolName, className, limited] = (err ? [] : (v as Array<string | null>)) ?? [];
        if (!username) return;
        out.set(id, { userId: id, username, displayName: displayName ?? username, role: role ?? 'STUDENT', schoolName: schoolName ? schoolName : null, className: className ? className : null, limited: limited === '1' });
      });
      return out;
    },
    async groups(userId) {
      return redis.hgetall(socialGroupsKey(userId));
    },
  };
}

/** The friend ids mirror in Redis (friendIdsKey), read by the Friends board. */
export interface FriendMirror {
  set(userId: string, friendIds: readonly string[]): Promise<void>;
  get(userId: string): Promise<string[]>;
}

export function redisFriendMirror(redis: Redis): FriendMirror {
  return {
    async set(userId, friendIds) {
      const key = friendIdsKey(userId);
      const batch = redis.multi().del(key);
      if (friendIds.length) batch.sadd(key, ...friendIds);
      await batch.exec();
    },
    async get(userId) {
      return redis.smembers(friendIdsKey(userId));
    },
  };
}

/** Who of these users is online, and their last activity, from engagement's copy of the realtime service's presence (docs/adr/0071, 0195). */
export interface PresenceReader {
  of(userIds: readonly string[]): Promise<Map<string, { type: string; details: string | null } | null>>;
}

export function redisPresenceReader(redis: Redis): PresenceReader {
  return {
    async of(userIds) {
      const out = new Map<string, { type: string; details: string | null } | null>();
      if (userIds.length === 0) return out;
      const batch = redis.pipeline();
      for (const id of userIds) batch.hmget(presenceKey(id), 'seenAt', 'activityType', 'activityDetails');
      const rows = (await batch.exec()) ?? [];
      userIds.forEach((id, i) => {
        const [err, v] = rows[i] ?? [null, null];
        const [seenAt, type, details] = (err ? [] : (v as Array<string | null>)) ?? [];
        if (!seenAt) return;
        out.set(id, type ? { type, details: details ? details : null } : null);
      });
      return out;
    },
  };
}

/** Keeps engagement's copy of presence as the realtime service announces it (push.presence.users). */
export interface PresenceStore {
  apply(change: { userIds: readonly string[]; online: boolean; activity?: { type: string; details: string | null } | undefined; ttlMs: number }, now: number): Promise<void>;
}

export function redisPresenceStore(redis: Redis): PresenceStore {
  return {
    async apply(change, now) {
      const batch = redis.multi();
      for (const id of change.userIds) {
        const key = presenceKey(id);
        if (!change.online) {
          batch.del(key);
          continue;
        }
        batch.hset(key, 'seenAt', now);
        if (change.activity) batch.hset(key, { activityType: change.activity.type, activityDetails: change.activity.details ?? '' });
        batch.pexpire(key, change.ttlMs);
      }
      await batch.exec();
    },
  };
}
