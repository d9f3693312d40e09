import { describe, expect, it } from 'vitest';
import type { GuildEventReward } from '../ports/wallet.js';
import { grantEventReward } from './guild-event-rewards.js';
import { emptyPlayer } from './player.js';

const endedAt = new Date('2026-03-09T10:00:00.000Z');
const raid = (eventId = 'e1'): GuildEventReward => ({
  cause: `guild-event:${eventId}:reward`,
  eventId,
  endedAt,
  coins: 100,
  gems: 5,
  xp: 300,
  eventName: 'Fraction Raid',
  guildName: 'Number Ninjas',
  title: 'Guild event rewards!',
  message: 'Fraction Raid in Number Ninjas has ended. You earned 100 coins, 5 gems, 300 XP for taking part.',
});

describe('a guild event reward in the player document (docs/adr/0128)', () => {
  it('credits the coins and gems, notifies, and returns the XP to grant', () => {
    const p = { ...emptyPlayer('ann'), coins: 10, gems: 1, walletVersion: 4 };
    const r = grantEventReward(p, raid(), new Date('2026-03-09T10:00:30.000Z'))!;
    expect(r).toMatchObject({ coins: 100, gems: 5, xp: 300 });
    expect(r.player).toMatchObject({ coins: 110, gems: 6, walletVersion: 5 });
    expect(r.player.notifications).toEqual([expect.objectContaining({ kind: 'GUILD', title: 'Guild event rewards!', message: 'Fraction Raid in Number Ninjas has ended. You earned 100 coins, 5 gems, 300 XP for taking part.', read: false, code: 'GUILD_EVENT_REWARD', params: { eventName: 'Fraction Raid', guildName: 'Number Ninjas', coins: 100, gems: 5, xp: 300 } })]);
    expect(r.guard.fresh).toHaveLength(1);
  });

  it('pays once per event: the second grant, and one from another instance later, find the cause in the guard', () => {
    const first = grantEventReward(emptyPlayer('ann'), raid(), new Date('2026-03-09T10:00:30.000Z'))!;
    expect(grantEventReward(first.player, raid(), new Date('2026-03-09T10:01:00.000Z'))).toBeNull();
    expect(grantEventReward(first.player, raid(), new Date('2026-03-12T08:00:00.000Z'))).toBeNull();
    // Another event pays.
    expect(grantEventReward(first.player, raid('e2'), new Date('2026-03-09T10:01:00.000Z'))?.player.coins).toBe(200);
  });

  it('a reward without gems or coins leaves the wallet version alone', () => {
    const r = grantEventReward({ ...emptyPlayer('ann'), walletVersion: 2 }, { ...raid(), coins: 0, gems: 0 }, endedAt)!;
    expect(r.player.walletVersion).toBe(2);
  });
});
