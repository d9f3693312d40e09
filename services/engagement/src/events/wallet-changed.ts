import { EngagementSubjects, type EventOf } from '@mathquest/contracts';
import { derivedId, newEvent } from '@mathquest/service-kit';

export interface WalletState {
  coins: number;
  gems: number;
  version: number;
}

/**
 * engagement.wallet.changed for a credit caused by `cause`: its id is derived from the cause's
 * id, so a redelivered cause publishes the same message again and JetStream drops the copy.
 */
export function walletChangedEvent(
  cause: { id: string },
  userId: string,
  state: WalletState,
  change: { coinsDelta: number; gemsDelta: number; reason: string },
): EventOf<typeof EngagementSubjects.WALLET_CHANGED> {
  return newEvent(
    EngagementSubjects.WALLET_CHANGED,
    { userId, coins: state.coins, gems: state.gems, ...change, version: state.version },
    userId,
    derivedId('engagement', `${cause.id}:wallet`),
  );
}
