import { GameSubjects } from '@mathquest/contracts';
import type { BatchConsumerSpec } from '@mathquest/service-kit';
import type { CountAssignmentAnswers } from '../../use-cases/count-assignment-answers.js';

/** game.answer.submitted: ASSIGNMENT answers move the student's submission (others are skipped). */
export function answerSubmittedConsumer(count: CountAssignmentAnswers): BatchConsumerSpec<typeof GameSubjects.ANSWER_SUBMITTED> {
  return { durable: 'teacher-submissions-answer-submitted', subjects: [GameSubjects.ANSWER_SUBMITTED], handleBatch: count };
}
