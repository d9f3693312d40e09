/**
 * engagement.boost.granted → the XP-boost charges a student bought are added to their student
 * document exactly once per event id (docs/adr/0186): the event's id is derived from the
 * purchase, and the ids of applied grants are kept with the XP grants' (docs/adr/0072), so a
 * redelivered or re-published grant adds nothing. One version-checked update per student per
 * batch; an answer racing it fails its own check and recomputes, and so does this write when an
 * answer wins. Each correct answer then uses one charge in its own write.
 */
import type { EventOf } from '@mathquest/contracts';
import { groupBy } from '@mathquest/service-kit';
import { addCharges } from '../domain/boosts.js';
import { planGrants } from '../domain/xp-grants.js';
import type { GameDeps } from './deps.js';

type BoostGranted = EventOf<'engagement.boost.granted'>;

const CAS_RETRIES = 20;

export type ApplyBoostGrants = (events: BoostGranted[]) => Promise<void>;

export function createApplyBoostGrants({ students, outbox, now, log }: Pick<GameDeps, 'students' | 'outbox' | 'now' | 'log'>): ApplyBoostGrants {
  const applyToStudent = async (userId: string, events: BoostGranted[]): Promise<void> => {
    // planGrants counts XP; a boost grant adds none to the progress, its charges are added below.
    const grants = events.map((e) => ({ eventId: e.id, occurredAt: new Date(e.occurredAt), xp: 0, answers: e.data.answers }));
    for (let attempt = 0; attempt < CAS_RETRIES; attempt++) {
      const student = attempt === 0 ? await students.get(userId) : await students.reload(userId);
      // A student's document is written when their first session starts, and the shop sells
      // boosts to students who have played: a grant for anyone else can never apply.
      if (!student) {
        log.warn({ userId, grants: grants.map((g) => g.eventId) }, 'XP boost granted to someone without a game progress; not applied');
        return;
      }
      const at = now();
      const plan = planGrants(student.xpGrants ?? {}, grants, at);
      if (attempt === 0) {
        for (const g of plan.tooOld) log.error({ userId, eventId: g.eventId, occurredAt: g.occurredAt, answers: g.answers }, 'XP boost grant too old to apply exactly once; not applied');
      }
      if (plan.fresh.length === 0) return;
      const boosts = plan.fresh.reduce((charges, g) => addCharges(charges, g.answers), student.boosts);
      const written = await students.writeGrants(student, {
        version: student.version + 1,
        boosts,
        xpGrants: plan.applied,
        // As an answer's write: the events of earlier writes this process saw published leave the outbox.
        outbox: outbox.unpublished(student.outbox),
        updatedAt: at,
      });
      if (written) return;
      // an answer (or another replica) wrote first: re-read and recompute
    }
    throw new Error('XP boost grants raced too often, retry');
  };

  return async (events) => {
    for (const [userId, mine] of groupBy(events, (e) => e.data.userId)) await applyToStudent(userId, mine);
  };
}
