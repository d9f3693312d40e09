import { EngagementSubjects } from '@mathquest/contracts';
import type { BatchConsumerSpec } from '@mathquest/service-kit';
import type { ApplyBoostGrants } from '../../use-cases/apply-boost-grants.js';

/** engagement.boost.granted, in batches of what arrived together (docs/adr/0045, 0186): adds the XP-boost charges to the students' documents once per event id. */
export function boostGrantedConsumer(applyGrants: ApplyBoostGrants): BatchConsumerSpec<typeof EngagementSubjects.BOOST_GRANTED> {
  return {
    durable: 'game-boost-granted',
    subjects: [EngagementSubjects.BOOST_GRANTED],
    handleBatch: applyGrants,
  };
}
