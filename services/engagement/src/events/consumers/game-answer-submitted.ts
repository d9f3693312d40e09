/**
 * game.answer.submitted → credit the answer's coins to the wallet (once per event id) and
 * publish engagement.wallet.changed. The wallet.changed id is derived from the game event id,
 * so a redelivery after a crash re-publishes the same message and JetStream drops the copy.
 */
import { createHash } from 'node:crypto';
import { AnswerSubmittedEventSchema, EngagementSubjects, GameSubjects, type AnswerSubmittedEvent } from '@mathquest/contracts';
import { newEvent, type ConsumerSpec, type EventBus } from '@mathquest/service-kit';
import type { mongo } from 'mongoose';
import { creditOnce, type WalletDoc } from '../../wallet/wallet.js';

export function derivedId(name: string): string {
  const h = createHash('sha1').update(`mathquest:engagement:${name}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function answerSubmittedConsumer(wallets: mongo.Collection<WalletDoc>, bus: EventBus): ConsumerSpec<typeof AnswerSubmittedEventSchema> {
  return {
    stream: 'GAME',
    durable: 'engagement-wallet-answer-submitted',
    subjects: [GameSubjects.ANSWER_SUBMITTED],
    schema: AnswerSubmittedEventSchema,
    async handle(event: AnswerSubmittedEvent) {
      const { userId, coins } = event.data;
      if (coins <= 0) return;
      const { wallet } = await creditOnce(wallets, userId, event.id, coins, 0);
      await bus.publish(
        EngagementSubjects.WALLET_CHANGED,
        newEvent(
          EngagementSubjects.WALLET_CHANGED,
          { userId, coins: wallet.coins, gems: wallet.gems, coinsDelta: coins, gemsDelta: 0, reason: 'game.answer', version: wallet.version },
          userId,
          derivedId(`${event.id}:wallet`),
        ),
      );
    },
  };
}
