/**
 * game.tutor.updated into the students' tutor-use documents (docs/adr/0145): per student the
 * newest snapshot of the batch, all read in one go by `_id`, each written only when newer than the
 * stored one and conditional on the revision read (a lost race re-reads that student and decides again).
 */
import type { EventOf } from '@mathquest/contracts';
import { newestSnapshots, replacement } from '../domain/tutor-use.js';
import type { TutorUseRepository } from '../repositories/tutor-use.js';
import { CAS_ATTEMPTS } from './deps.js';

export type RecordTutorUse = (events: Array<EventOf<'game.tutor.updated'>>) => Promise<void>;

export function recordTutorUse(deps: { tutorUse: TutorUseRepository; now: () => Date }): RecordTutorUse {
  return async (events) => {
    const snapshots = newestSnapshots(events);
    const stored = new Map((await deps.tutorUse.getMany(snapshots.map((s) => s.userId))).map((d) => [d._id, d]));
    for (const snapshot of snapshots) {
      let current = stored.get(snapshot.userId) ?? null;
      for (let attempt = 0; ; attempt++) {
        const next = replacement(current, snapshot, deps.now());
        if (!next || (await deps.tutorUse.writeIfRev(next, current ? current.rev : null))) break;
        if (attempt + 1 >= CAS_ATTEMPTS) throw new Error(`tutor use of ${snapshot.userId} kept changing; the event will be retried`);
        current = (await deps.tutorUse.getMany([snapshot.userId]))[0] ?? null;
      }
    }
  };
}
