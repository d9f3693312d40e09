/**
 * An ended guild event's rewards for one participant (docs/adr/0128): the event type's coins and
 * gems into the wallet, a notification, and the XP to grant (through engagement.xp.granted), once
 * per event: the grant's cause (`guild-event:<eventId>:reward`) goes into the player document's
 * credited-event guard (docs/adr/0049) in the same write, filed under the event's end so every
 * instance files it under the same day. Pure; the use case writes the result.
 */
import type { Notification } from '@mathquest/contracts';
import { applyPlan, planCredits, type CreditPlan } from './credit-guard.js';
import { EVENT_REWARDS, eventRewardCause, type StoredGuildEvent } from './guilds.js';
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

const amounts = (r: { coins: number; gems: number; xp: number }) =>
  [r.coins > 0 ? `${r.coins} coins` : '', r.gems > 0 ? `${r.gems} gems` : '', r.xp > 0 ? `${r.xp} XP` : ''].filter(Boolean).join(', ');

/** The player after receiving `event`'s rewards; null when they already did (or the event is past the guard's window). */
export function grantEventReward(p: PlayerState, event: Pick<StoredGuildEvent, 'id' | 'type' | 'name' | 'endsAt'>, guildName: string, at: Date): EventReward | null {
  const cause = eventRewardCause(event.id);
  const guard = planCredits(p, [{ eventId: cause, occurredAt: new Date(event.endsAt) }], at);
  if (guard.fresh.length === 0) return null;
  const r = EVENT_REWARDS[event.type];
  const note = notification('GUILD', cause, 'Guild event rewards!', `${event.name} in ${guildName} has ended. You earned ${amounts(r)} for taking part.`, at);
  const moved = r.coins > 0 || r.gems > 0;
  const player: PlayerState = {
    ...p,
    ...applyPlan(p, guard),
    coins: p.coins + r.coins,
    gems: p.gems + r.gems,
    walletVersion: walletVersionOf(p) + (moved ? 1 : 0),
    notifications: addNotifications(p.notifications, [note]),
  };
  return { player, guard, coins: r.coins, gems: r.gems, xp: r.xp, note };
}
