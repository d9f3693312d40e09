/**
 * engagement.xp.granted → the XP is added to the student's progress exactly once per event id
 * (docs/adr/0072), by the rules an answer's XP follows: the level curve, level-ups published as
 * game.level.up and the new progress as game.progress.updated, both through the student
 * document's outbox. One write per student per batch (docs/adr/0045): the grants the document
 * has not applied yet are added, their ids recorded, the version raised, all in one update
 * conditional on the version read; an answer racing it fails its own check and recomputes, and
 * so does this write when an answer wins. Starts from the process's cached student (the one the
 * answers use), which the write keeps up to date.
 */
import type { EventOf } from '@mathquest/contracts';
import { groupBy } from '@mathquest/service-kit';
import { applyGrantedXp, grantSnapshotDay, planGrants } from '../domain/xp-grants.js';
import { grantEvents } from '../events/game-events.js';
import type { GameDeps } from './deps.js';

type XpGranted = EventOf<'engagement.xp.granted'>;

const CAS_RETRIES = 20;

export type ApplyXpGrants = (events: XpGranted[]) => Promise<void>;

export function createApplyXpGrants({ students, outbox, now, log }: Pick<GameDeps, 'students' | 'outbox' | 'now' | 'log'>): ApplyXpGrants {
  const applyToStudent = async (userId: string, events: XpGranted[]): Promise<void> => {
    const grants = events.map((e) => ({ eventId: e.id, occurredAt: new Date(e.occurredAt), xp: e.data.xp, reason: e.data.reason, sourceId: e.data.sourceId }));
    for (let attempt = 0; attempt < CAS_RETRIES; attempt++) {
      const student = attempt === 0 ? await students.get(userId) : await students.reload(userId);
      // Engagement rewards answers, and a student's document is written before their first
      // answer's event exists: a grant for anyone else (not a student of the game) can never apply.
      if (!student) {
        log.warn({ userId, grants: grants.map((g) => g.eventId) }, 'XP granted to someone without a game progress; not applied');
        return;
      }
      const at = now();
      const plan = planGrants(student.xpGrants ?? {}, grants, at);
      if (attempt === 0) {
        for (const g of plan.tooOld) log.error({ userId, eventId: g.eventId, occurredAt: g.occurredAt, xp: g.xp, reason: g.reason }, 'XP grant too old to apply exactly once; not applied');
      }
      if (plan.fresh.length === 0) return;

      const { progress, levelUps } = applyGrantedXp(student.progress, plan.fresh);
      const version = student.version + 1;
      const events = grantEvents({
        userId,
        grantIds: plan.fresh.map((g) => g.eventId),
        levelUps: levelUps.map((l) => ({ grantId: l.grant.eventId, previousLevel: l.previousLevel, newLevel: l.newLevel, totalXp: l.totalXp })),
        progress,
        version,
        today: grantSnapshotDay(at),
        at,
      });
      const written = await students.writeGrants(student, {
        version,
        progress,
        xpGrants: plan.applied,
        // As an answer's write: the events of earlier writes this process saw published leave the outbox.
        outbox: [...outbox.unpublished(student.outbox), ...events],
        updatedAt: at,
      });
      if (!written) continue; // an answer (or another replica) wrote first: re-read and recompute
      // Never throws; what is not published now, the outbox sweeper publishes.
      await outbox.publish(events, { kind: 'student', id: userId });
      return;
    }
    throw new Error('XP grants raced too often, retry');
  };

  return async (events) => {
    for (const [userId, mine] of groupBy(events, (e) => e.data.userId)) await applyToStudent(userId, mine);
  };
}
