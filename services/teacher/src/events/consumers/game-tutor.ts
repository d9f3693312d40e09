import { GameSubjects } from '@mathquest/contracts';
import type { BatchConsumerSpec } from '@mathquest/service-kit';
import type { RecordTutorUse } from '../../use-cases/record-tutor-use.js';

/** game.tutor.updated: each student's newest tutor figures, for the classroom analytics (docs/adr/0145). */
export function tutorUpdatedConsumer(record: RecordTutorUse): BatchConsumerSpec<typeof GameSubjects.TUTOR_UPDATED> {
  return { durable: 'teacher-tutor-updated', subjects: [GameSubjects.TUTOR_UPDATED], handleBatch: record };
}
