/**
 * A guild event's reward for one participant (docs/adr/0128): the reward's coins and gems into the
 * wallet, a notification, and the XP to grant (through engagement.xp.granted), once per event: the
 * grant's cause (`guild-event:<eventId>:reward`) goes into the player document's credited-event
 * guard (docs/adr/0049) in the same write, filed under the event's end so every instance files it
 * under the same day. The social module decides the reward (ports/wallet.ts, docs/adr/0220). Pure;
 * the use case writes the result.
 */
import type { Notification } from '@mathquest/contracts';
import type { GuildEventReward } from '../ports/wallet.js';
import { applyPlan, planCredits, type CreditPlan } from './credit-guard.js';
import { addNotifications, notification } from './notifications.js';
import { walletVersionOf, type PlayerState } from './player.js';

export interface EventReward {
  player: PlayerState;
  guard: CreditPlan<{ eventId: string; occurredAt: Date }>;
  coins: number;
  gems: number;
  xp: number;
  note: Notification;
}

/** The player after receiving `reward`; null when they already did (or the event is past the guard's window). */
export function grantEventReward(p: PlayerState, reward: GuildEventReward, at: Date): EventReward | null {
  const guard = planCredits(p, [{ eventId: reward.cause, occurredAt: reward.endedAt }], at);
  if (guard.fresh.length === 0) return null;
  const note = notification('GUILD', reward.cause, reward.title, reward.message, at, {
    code: 'GUILD_EVENT_REWARD',
    params: { eventName: reward.eventName, guildName: reward.guildName, coins: reward.coins, gems: reward.gems, xp: reward.xp },
  });
  const moved = reward.coins > 0 || reward.gems > 0;
  const player: PlayerState = {
    ...p,
    ...applyPlan(p, guard),
    coins: p.coins + reward.coins,
    gems: p.gems + reward.gems,
    walletVersion: walletVersionOf(p) + (moved ? 1 : 0),
    notifications: addNotifications(p.notifications, [note]),
  };
  return { player, guard, coins: reward.coins, gems: reward.gems, xp: reward.xp, note };
}
