/**
 * What the facts backfill reads (docs/adr/0195): every guild, each student's friend list and
 * leaderboard groups as engagement keeps them, and the challenges a projection still needs, in
 * pages; and the marker that says this version of the backfill ran (one instance runs it).
 */
import type { Connection } from 'mongoose';
import type { ChallengeDoc } from '../../challenges/domain/challenges.js';
import { friendIdsKey, socialGroupsKey } from '../../directory/repositories/social-directory-repository.js';
import type { GuildDoc } from '../../guilds/domain/guilds.js';
import { RECORD_KEPT_AFTER_MS } from '../engagement-facts.js';
import type { connectRedis } from '@mathquest/service-kit';

type Redis = ReturnType<typeof connectRedis>;

const doneKey = (version: number) => `engagement:facts-backfilled:${version}`;
const PAGE = 200;

export interface FactsBackfillRepository {
  /** Claims this version's run; false when it ran (or runs) already. */
  claim(version: number): Promise<boolean>;
  /** Lets a later start try again (the run failed). */
  release(version: number): Promise<void>;
  guilds(): AsyncGenerator<GuildDoc[]>;
  /** Challenges a projection still keeps: not past their deadline by more than RECORD_KEPT_AFTER_MS. */
  challenges(now: Date): AsyncGenerator<ChallengeDoc[]>;
  /** Each student's friend ids, as mirrored for the Friends board. */
  friendLists(): AsyncGenerator<Array<{ userId: string; friendIds: string[] }>>;
  /** Each student's groups, as the social directory derived them. */
  groups(): AsyncGenerator<Array<{ userId: string; grade: string; classroomId: string; schoolKey: string }>>;
}

async function* scan(redis: Redis, match: string): AsyncGenerator<string[]> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', match, 'COUNT', PAGE);
    cursor = next;
    if (keys.length) yield keys;
  } while (cursor !== '0');
}

export function factsBackfillRepository(conn: Connection, redis: Redis): FactsBackfillRepository {
  if (!conn.db) throw new Error('mongo connection has no database');
  const guilds = conn.db.collection<GuildDoc>('guilds');
  const challenges = conn.db.collection<ChallengeDoc>('challenges');
  return {
    async claim(version) {
      return (await redis.set(doneKey(version), new Date().toISOString(), 'NX')) === 'OK';
    },
    async release(version) {
      await redis.del(doneKey(version));
    },
    async *guilds() {
      let page: GuildDoc[] = [];
      for await (const doc of guilds.find({})) {
        page.push(doc);
        if (page.length === PAGE) yield page.splice(0);
      }
      if (page.length) yield page;
      page = [];
    },
    async *challenges(now) {
      let page: ChallengeDoc[] = [];
      for await (const doc of challenges.find({ expiresAt: { $gt: new Date(now.getTime() - RECORD_KEPT_AFTER_MS) } })) {
        page.push(doc);
        if (page.length === PAGE) yield page.splice(0);
      }
      if (page.length) yield page;
      page = [];
    },
    async *friendLists() {
      const prefix = friendIdsKey('');
      for await (const keys of scan(redis, `${prefix}*`)) {
        const batch = redis.pipeline();
        for (const k of keys) batch.smembers(k);
        const rows = (await batch.exec()) ?? [];
        yield keys.map((k, i) => ({ userId: k.slice(prefix.length), friendIds: rows[i]?.[0] ? [] : ((rows[i]?.[1] as string[] | undefined) ?? []) }));
      }
    },
    async *groups() {
      const prefix = socialGroupsKey('');
      for await (const keys of scan(redis, `${prefix}*`)) {
        const batch = redis.pipeline();
        for (const k of keys) batch.hmget(k, 'role', 'grade', 'classroomId', 'schoolKey');
        const rows = (await batch.exec()) ?? [];
        const out: Array<{ userId: string; grade: string; classroomId: string; schoolKey: string }> = [];
        keys.forEach((k, i) => {
          const [err, v] = rows[i] ?? [null, null];
          const [role, grade, classroomId, schoolKey] = (err ? [] : (v as Array<string | null>)) ?? [];
          if (role === 'STUDENT') out.push({ userId: k.slice(prefix.length), grade: grade ?? '', classroomId: classroomId ?? '', schoolKey: schoolKey ?? '' });
        });
        if (out.length) yield out;
      }
    },
  };
}
