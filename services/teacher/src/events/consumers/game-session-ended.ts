import { GameSubjects } from '@mathquest/contracts';
import type { SingleConsumerSpec } from '@mathquest/service-kit';
import type { SubmitOnTimeUp } from '../../use-cases/count-assignment-answers.js';

/** game.session.ended: an ASSIGNMENT session ended by its time limit submits the submission. */
export function sessionEndedConsumer(submitOnTimeUp: SubmitOnTimeUp): SingleConsumerSpec<typeof GameSubjects.SESSION_ENDED> {
  return { durable: 'teacher-submissions-session-ended', subjects: [GameSubjects.SESSION_ENDED], handle: submitOnTimeUp };
}
