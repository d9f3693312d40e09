/**
 * game.answer.submitted → credit the answer's coins to the wallet (once per event id) and
 * publish engagement.wallet.changed. The wallet.changed id is derived from the game event id,
 * so a redelivery after a crash re-publishes the same message and JetStream drops the copy.
 * A batch costs one wallet write per user (docs/adr/0045); every credited answer still gets its
 * own wallet.changed, with the balance and version right after it.
 */
import { createHash } from 'node:crypto';
import { AnswerSubmittedEventSchema, EngagementSubjects, GameSubjects, type AnswerSubmittedEvent } from '@mathquest/contracts';
import { groupBy, newEvent, type BatchConsumerSpec, type EventBus } from '@mathquest/service-kit';
import type { mongo } from 'mongoose';
import { creditBatch, newWalletCache, type WalletCache, type WalletDoc } from '../../wallet/wallet.js';

export function derivedId(name: string): string {
  const h = createHash('sha1').update(`mathquest:engagement:${name}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

interface WalletState {
  coins: number;
  gems: number;
  version: number;
}

export function answerSubmittedConsumer(wallets: mongo.Collection<WalletDoc>, bus: Pick<EventBus, 'publish'>, cache: WalletCache = newWalletCache()): BatchConsumerSpec<typeof AnswerSubmittedEventSchema> {
  const publishChanged = (event: AnswerSubmittedEvent, state: WalletState) => {
    const { userId, coins } = event.data;
    return bus.publish(
      EngagementSubjects.WALLET_CHANGED,
      newEvent(
        EngagementSubjects.WALLET_CHANGED,
        { userId, coins: state.coins, gems: state.gems, coinsDelta: coins, gemsDelta: 0, reason: 'game.answer', version: state.version },
        userId,
        derivedId(`${event.id}:wallet`),
      ),
    );
  };

  const creditUser = async (userId: string, events: AnswerSubmittedEvent[]): Promise<void> => {
    const { applied, wallet } = await creditBatch(
      wallets,
      userId,
      events.map((e) => ({ eventId: e.id, coins: e.data.coins, gems: 0 })),
      cache,
    );
    const after = new Map(applied.map((a) => [a.eventId, { ...a.balance, version: a.version }]));
    // An event credited before (a redelivery) re-publishes with the current wallet, as it always did.
    await Promise.all(events.map((e) => publishChanged(e, after.get(e.id) ?? wallet)));
  };

  return {
    stream: 'GAME',
    durable: 'engagement-wallet-answer-submitted',
    subjects: [GameSubjects.ANSWER_SUBMITTED],
    schema: AnswerSubmittedEventSchema,
    async handleBatch(events) {
      const paying = events.filter((e) => e.data.coins > 0);
      for (const [userId, mine] of groupBy(paying, (e) => e.data.userId)) await creditUser(userId, mine);
    },
  };
}
