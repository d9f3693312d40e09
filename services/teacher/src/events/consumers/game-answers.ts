import { GameSubjects } from '@mathquest/contracts';
import type { BatchConsumerSpec } from '@mathquest/service-kit';
import type { CountAssignmentAnswers } from '../../use-cases/count-assignment-answers.js';

/**
 * game.assignment.answered: each ASSIGNMENT answer moves the student's submission. The game
 * publishes it for assignment answers only, so practice answers never reach this service
 * (docs/adr/0055).
 */
export function assignmentAnsweredConsumer(count: CountAssignmentAnswers): BatchConsumerSpec<typeof GameSubjects.ASSIGNMENT_ANSWERED> {
  return { durable: 'teacher-submissions-assignment-answered', subjects: [GameSubjects.ASSIGNMENT_ANSWERED], handleBatch: count };
}
