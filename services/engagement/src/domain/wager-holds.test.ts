import { describe, expect, it } from 'vitest';
import { emptyPlayer, type PlayerState } from './player.js';
import { holdStake, releaseStake } from './wager-holds.js';

const player = (coins: number, gems: number): PlayerState => ({ ...emptyPlayer('p'), coins, gems });

describe('escrow', () => {
  it('holds a wager once per challenge and refuses a short balance', () => {
    const held = holdStake(player(100, 5), { challengeId: 'c1', coins: 40, gems: 2 });
    if ('refusal' in held) throw new Error('refused');
    expect(held.player).toMatchObject({ coins: 60, gems: 3 });
    const again = holdStake(held.player, { challengeId: 'c1', coins: 40, gems: 2 });
    expect(again).toEqual({ player: held.player, changed: false });
    expect(holdStake(player(39, 5), { challengeId: 'c1', coins: 40, gems: 0 })).toEqual({ refusal: 'NOT_ENOUGH_COINS', cost: 40, balance: 39 });
    expect(holdStake(player(40, 1), { challengeId: 'c1', coins: 40, gems: 2 })).toEqual({ refusal: 'NOT_ENOUGH_GEMS', cost: 2, balance: 1 });
  });

  it('releases once: the payout is credited once and a hold after the release is refused', () => {
    const held = holdStake(player(100, 5), { challengeId: 'c1', coins: 40, gems: 2 });
    if ('refusal' in held) throw new Error('refused');
    const won = releaseStake(held.player, 'c1', { coins: 80, gems: 4 });
    expect(won.player).toMatchObject({ coins: 140, gems: 7 });
    expect(won.player.duels?.held).toEqual([]);
    expect(releaseStake(won.player, 'c1', { coins: 80, gems: 4 })).toMatchObject({ changed: false, player: won.player });
    expect(holdStake(won.player, { challengeId: 'c1', coins: 40, gems: 2 })).toEqual({ refusal: 'CLOSED' });
  });

  it('a refund pays back exactly the hold; a release of nothing held credits nothing but closes the id', () => {
    const held = holdStake(player(100, 5), { challengeId: 'c1', coins: 40, gems: 2 });
    if ('refusal' in held) throw new Error('refused');
    expect(releaseStake(held.player, 'c1', 'OWN').player).toMatchObject({ coins: 100, gems: 5 });
    expect(releaseStake(held.player, 'c1', 'NOTHING').player).toMatchObject({ coins: 60, gems: 3 });
    const none = releaseStake(player(10, 0), 'c9', 'OWN');
    expect(none.player).toMatchObject({ coins: 10, gems: 0 });
    expect(holdStake(none.player, { challengeId: 'c9', coins: 1, gems: 0 })).toEqual({ refusal: 'CLOSED' });
  });

  it('keeps coins: a win moves the loser wager to the winner, a draw gives each their own', () => {
    for (const winner of ['a', 'b', null] as const) {
      let a = player(100, 3);
      let b = player(70, 2);
      const h1 = holdStake(a, { challengeId: 'c1', coins: 40, gems: 2 });
      const h2 = holdStake(b, { challengeId: 'c1', coins: 40, gems: 2 });
      if ('refusal' in h1 || 'refusal' in h2) throw new Error('refused');
      const pot = { coins: 80, gems: 4 };
      const pay = winner === 'a' ? { challenger: pot, opponent: 'NOTHING' as const } : winner === 'b' ? { challenger: 'NOTHING' as const, opponent: pot } : { challenger: 'OWN' as const, opponent: 'OWN' as const };
      a = releaseStake(h1.player, 'c1', pay.challenger).player;
      b = releaseStake(h2.player, 'c1', pay.opponent).player;
      expect(a.coins + b.coins).toBe(170);
      expect(a.gems + b.gems).toBe(5);
    }
  });
});
