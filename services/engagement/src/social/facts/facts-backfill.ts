/**
 * The facts backfill (docs/adr/0195): once per FACTS_BACKFILL_VERSION, at start, one engagement
 * instance publishes the current state of every fact other services project (guild memberships
 * and leaders, friend lists, leaderboard groups, the challenges still kept), so a projection
 * deployed after the data existed starts complete. Each fact carries the time it was read: a
 * change published after that read is newer and wins in the projection, whichever arrives first.
 * The events stay in the ENGAGEMENT stream for its age limit (7 days); a projection created later,
 * or one whose storage was lost, asks for a new run by a bump of the version.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { GuildDoc } from '../guilds/domain/guilds.js';
import type { FactsBackfillRepository } from './repositories/facts-backfill-repository.js';
import type { EngagementFacts } from './engagement-facts.js';

/** Bump to publish every fact again (a new projection, or one that lost its storage). */
export const FACTS_BACKFILL_VERSION = 1;

const leaderOf = (doc: GuildDoc): string | null => doc.members.find((m) => m.role === 'LEADER')?.userId ?? null;

/** Publishes every fact once per version; returns how many were published (0 when another run claimed it). */
export async function backfillFacts(
  repo: FactsBackfillRepository,
  facts: EngagementFacts,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  opts: { version?: number; now?: () => Date } = {},
): Promise<number> {
  const version = opts.version ?? FACTS_BACKFILL_VERSION;
  const now = opts.now ?? (() => new Date());
  if (!(await repo.claim(version))) return 0;
  let published = 0;
  try {
    for await (const page of repo.guilds()) {
      for (const g of page) {
        const at = now();
        await facts.guild(g._id, leaderOf(g), false, at);
        for (const m of g.members) await facts.membership(m.userId, g._id, true, at);
        published += 1 + g.members.length;
      }
    }
    for await (const page of repo.friendLists()) {
      for (const f of page) await facts.friends(f.userId, f.friendIds, now());
      published += page.length;
    }
    for await (const page of repo.groups()) {
      for (const g of page) await facts.groups(g.userId, { grade: g.grade, classroomId: g.classroomId, schoolKey: g.schoolKey }, now());
      published += page.length;
    }
    for await (const page of repo.challenges(now())) {
      for (const c of page) await facts.challenge(c, now());
      published += page.length;
    }
  } catch (err) {
    await repo.release(version);
    throw err;
  }
  log.info({ published, version }, 'engagement facts backfilled');
  return published;
}
