import { GameSubjects } from '@mathquest/contracts';
import type { BatchConsumerSpec } from '@mathquest/service-kit';
import type { ApplyAnswers } from '../../use-cases/apply-game-events.js';

/**
 * game.answer.submitted, in batches of what arrived together (docs/adr/0045): every effect of the
 * answers on the player document (coins, quests, pet, battle pass, today's counts, combo, chests,
 * notifications), one write per student per batch (docs/adr/0060). The durable keeps the wallet's
 * name so the consumer continues where the wallet's left off.
 */
export function answerSubmittedConsumer(applyAnswers: ApplyAnswers): BatchConsumerSpec<typeof GameSubjects.ANSWER_SUBMITTED> {
  return {
    durable: 'engagement-wallet-answer-submitted',
    subjects: [GameSubjects.ANSWER_SUBMITTED],
    handleBatch: applyAnswers,
  };
}
