import { describe, expect, it } from 'vitest';
import { grantEventReward } from './guild-event-rewards.js';
import { EVENT_REWARDS } from './guilds.js';
import { emptyPlayer } from './player.js';

const endsAt = '2026-03-09T10:00:00.000Z';
const raid = { id: 'e1', type: 'RAID' as const, name: 'Fraction Raid', endsAt };

describe('a guild event reward in the player document (docs/adr/0128)', () => {
  it('credits the type’s coins and gems, notifies, and returns the XP to grant', () => {
    const p = { ...emptyPlayer('ann'), coins: 10, gems: 1, walletVersion: 4 };
    const r = grantEventReward(p, raid, 'Number Ninjas', new Date('2026-03-09T10:00:30.000Z'))!;
    expect(r).toMatchObject({ coins: 100, gems: 5, xp: 300 });
    expect(r.player).toMatchObject({ coins: 110, gems: 6, walletVersion: 5 });
    expect(r.player.notifications).toEqual([expect.objectContaining({ kind: 'GUILD', title: 'Guild event rewards!', message: 'Fraction Raid in Number Ninjas has ended. You earned 100 coins, 5 gems, 300 XP for taking part.', read: false })]);
    expect(r.guard.fresh).toHaveLength(1);
  });

  it('pays once per event: the second grant, and one from another instance later, find the cause in the guard', () => {
    const first = grantEventReward(emptyPlayer('ann'), raid, 'Ninjas', new Date('2026-03-09T10:00:30.000Z'))!;
    expect(grantEventReward(first.player, raid, 'Ninjas', new Date('2026-03-09T10:01:00.000Z'))).toBeNull();
    expect(grantEventReward(first.player, raid, 'Ninjas', new Date('2026-03-12T08:00:00.000Z'))).toBeNull();
    // Another event pays.
    expect(grantEventReward(first.player, { ...raid, id: 'e2' }, 'Ninjas', new Date('2026-03-09T10:01:00.000Z'))?.player.coins).toBe(200);
  });

  it('a SOCIAL event gives its coins and XP and no gems (one wallet change)', () => {
    expect(EVENT_REWARDS.SOCIAL.gems).toBe(0);
    const r = grantEventReward({ ...emptyPlayer('ann'), walletVersion: 2 }, { ...raid, type: 'SOCIAL' }, 'Ninjas', new Date(endsAt))!;
    expect(r).toMatchObject({ coins: 25, gems: 0, xp: 50 });
    expect(r.player.walletVersion).toBe(3);
  });
});
