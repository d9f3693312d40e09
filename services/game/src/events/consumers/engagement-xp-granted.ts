import { EngagementSubjects } from '@mathquest/contracts';
import type { BatchConsumerSpec } from '@mathquest/service-kit';
import type { ApplyXpGrants } from '../../use-cases/apply-xp-grants.js';

/** engagement.xp.granted, in batches of what arrived together (docs/adr/0045, 0072): adds the XP to the students' progress once per event id. */
export function xpGrantedConsumer(applyGrants: ApplyXpGrants): BatchConsumerSpec<typeof EngagementSubjects.XP_GRANTED> {
  return {
    durable: 'game-progress-xp-granted',
    subjects: [EngagementSubjects.XP_GRANTED],
    handleBatch: applyGrants,
  };
}
