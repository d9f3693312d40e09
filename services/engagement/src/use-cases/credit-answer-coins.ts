/**
 * game.answer.submitted → credit the answer's coins to the wallet (once per event id) and
 * publish engagement.wallet.changed. A batch costs one wallet write per user (docs/adr/0045);
 * every credited answer still gets its own wallet.changed, with the balance and version right
 * after it. The wallet.changed is published after the write, before the answer event is
 * acknowledged: if publishing fails, the answer is redelivered, credits nothing the second time
 * and publishes again (same derived id).
 */
import type { EventOf } from '@mathquest/contracts';
import { groupBy } from '@mathquest/service-kit';
import type { mongo } from 'mongoose';
import type { Logger } from 'pino';
import type { PublishWalletChanged, WalletState } from '../events/wallet-changed.js';
import { creditBatch, type WalletCache, type WalletDoc } from '../repositories/wallets-repository.js';

type AnswerSubmitted = EventOf<'game.answer.submitted'>;

export interface CreditAnswerCoinsDeps {
  wallets: mongo.Collection<WalletDoc>;
  publishWalletChanged: PublishWalletChanged;
  cache: WalletCache;
  log: Pick<Logger, 'error'>;
}

export type CreditAnswerCoins = (events: AnswerSubmitted[]) => Promise<void>;

export function creditAnswerCoins({ wallets, publishWalletChanged, cache, log }: CreditAnswerCoinsDeps): CreditAnswerCoins {
  const publishChanged = (event: AnswerSubmitted, state: WalletState) =>
    publishWalletChanged(event, event.data.userId, state, { coinsDelta: event.data.coins, gemsDelta: 0, reason: 'game.answer' });

  const creditUser = async (userId: string, events: AnswerSubmitted[]): Promise<void> => {
    const { applied, tooOld, wallet } = await creditBatch(
      wallets,
      userId,
      events.map((e) => ({ eventId: e.id, coins: e.data.coins, gems: 0, occurredAt: new Date(e.occurredAt) })),
      cache,
    );
    for (const c of tooOld) log.error({ userId, eventId: c.eventId, occurredAt: c.occurredAt, coins: c.coins }, 'answer too old to credit exactly once; not credited');
    const after = new Map(applied.map((a) => [a.eventId, { ...a.balance, version: a.version }]));
    // An event credited before (a redelivery) re-publishes with the current wallet, as it always did.
    await Promise.all(events.map((e) => publishChanged(e, after.get(e.id) ?? wallet)));
  };

  return async (events) => {
    const paying = events.filter((e) => e.data.coins > 0);
    for (const [userId, mine] of groupBy(paying, (e) => e.data.userId)) await creditUser(userId, mine);
  };
}
