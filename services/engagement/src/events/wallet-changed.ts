import { EngagementSubjects, type EventOf } from '@mathquest/contracts';
import { derivedId, newEvent, type EventBus } from '@mathquest/service-kit';

export interface WalletState {
  coins: number;
  gems: number;
  version: number;
}

export interface WalletChange {
  coinsDelta: number;
  gemsDelta: number;
  reason: string;
}

/**
 * engagement.wallet.changed for a change caused by `cause`: its id is derived from the cause's
 * id, so a redelivered cause publishes the same message again and JetStream drops the copy.
 */
export function walletChangedEvent(cause: { id: string }, userId: string, state: WalletState, change: WalletChange): EventOf<typeof EngagementSubjects.WALLET_CHANGED> {
  return newEvent(EngagementSubjects.WALLET_CHANGED, { userId, coins: state.coins, gems: state.gems, ...change, version: state.version }, userId, derivedId('engagement', `${cause.id}:wallet`));
}

export type PublishWalletChanged = (cause: { id: string }, userId: string, state: WalletState, change: WalletChange) => Promise<void>;

/**
 * Publishes engagement.wallet.changed, resolving once JetStream stored it. Not through an outbox:
 * the event that caused the change stays unacknowledged until this resolved, so a failure is
 * retried by its redelivery (which credits nothing twice and publishes the same id again).
 */
export function walletChangedPublisher(bus: Pick<EventBus, 'publish'>): PublishWalletChanged {
  return async (cause, userId, state, change) => {
    await bus.publish(EngagementSubjects.WALLET_CHANGED, walletChangedEvent(cause, userId, state, change));
  };
}
