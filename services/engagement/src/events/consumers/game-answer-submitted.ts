import { GameSubjects } from '@mathquest/contracts';
import type { BatchConsumerSpec } from '@mathquest/service-kit';
import type { CreditAnswerCoins } from '../../use-cases/credit-answer-coins.js';

/** game.answer.submitted, in batches of what arrived together (docs/adr/0045): credits the answers' coins. */
export function answerSubmittedConsumer(creditAnswers: CreditAnswerCoins): BatchConsumerSpec<typeof GameSubjects.ANSWER_SUBMITTED> {
  return {
    durable: 'engagement-wallet-answer-submitted',
    subjects: [GameSubjects.ANSWER_SUBMITTED],
    handleBatch: creditAnswers,
  };
}
