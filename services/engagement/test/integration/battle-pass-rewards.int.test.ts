/**
 * Battle pass rewards on real storage and NATS (docs/adr/0095): 100 concurrent claims of one
 * reward pay once; refusals are 409 with stable codes, unknown rewards 404; the premium track
 * costs its gems once.
 */
import { derivedId } from '@mathquest/service-kit';
import { describe, expect, it } from 'vitest';
import { seasonAt, xpForPassLevel } from '../../src/domain/battle-pass.js';
import { published, uid, until, useEngagementService } from '../helpers/engagement.js';

const engagement = useEngagementService('battle-pass');
const { players, get, post } = engagement;
const xpFor = (level: number) => Array.from({ length: level - 1 }, (_, i) => xpForPassLevel(i + 1)).reduce((a, b) => a + b, 0);

/** A student whose pass (this season) is at `level`, with `gems`. */
async function studentAt(level: number, gems = 0, premium = false): Promise<string> {
  const u = uid();
  expect((await get(u, '/pets')).statusCode).toBe(200); // creates the player document
  const season = seasonAt(new Date()).number;
  await players().updateOne({ _id: u }, { $set: { gems, pass: { season, xp: xpFor(level), premium, claimed: [] } }, $inc: { version: 1 } });
  return u;
}

describe('battle pass rewards', () => {
  it('lists all 100 levels of both tracks with isClaimed and isLocked', async () => {
    const u = await studentAt(3);
    const r = await get(u, '/battlepass/rewards');
    expect(r.statusCode, r.body).toBe(200);
    const rewards = r.json().data as Array<{ id: string; level: number; tier: string; isLocked: boolean; isClaimed: boolean }>;
    expect(rewards).toHaveLength(200);
    expect(rewards.filter((x) => !x.isLocked).map((x) => x.id)).toEqual(['bp-free-1', 'bp-premium-1', 'bp-free-2', 'bp-premium-2', 'bp-free-3', 'bp-premium-3']);
    expect(rewards.every((x) => !x.isClaimed)).toBe(true);
  });

  it('100 concurrent claims of one reward credit it once; the others are 409 REWARD_ALREADY_CLAIMED', async () => {
    const u = await studentAt(5);
    const before = (await get(u, '/wallet')).json().data;
    const claims = await Promise.all(Array.from({ length: 100 }, () => post(u, '/battlepass/rewards/bp-free-5/claim')));
    expect(claims.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = claims.filter((r) => r.statusCode !== 200);
    expect(refused.every((r) => r.statusCode === 409 && ['REWARD_ALREADY_CLAIMED', 'CONFLICT'].includes(r.json().error.code))).toBe(true);
    const wallet = (await get(u, '/wallet')).json().data;
    expect(wallet).toEqual({ coins: before.coins, gems: before.gems + 2, version: before.version + 1 });
    const rewards = (await get(u, '/battlepass/rewards')).json().data as Array<{ id: string; isClaimed: boolean }>;
    expect(rewards.filter((x) => x.isClaimed).map((x) => x.id)).toEqual(['bp-free-5']);
    const changed = await until(() => published(engagement.bus, 'engagement.wallet.changed', u), (w) => w.length > 0);
    expect(changed.map((c) => c.data)).toEqual([expect.objectContaining({ gemsDelta: 2, reason: 'battle_pass.claim' })]);
  });

  it('refuses locked, premium-only, unknown and claimed rewards with their codes', async () => {
    const u = await studentAt(2);
    const code = async (url: string) => {
      const r = await post(u, url);
      return [r.statusCode, r.json().error?.code];
    };
    expect(await code('/battlepass/rewards/bp-free-3/claim')).toEqual([409, 'REWARD_LOCKED']);
    expect(await code('/battlepass/rewards/bp-premium-1/claim')).toEqual([409, 'REWARD_PREMIUM_ONLY']);
    expect(await code('/battlepass/rewards/bp-free-999/claim')).toEqual([404, 'NOT_FOUND']);
    expect((await post(u, '/battlepass/rewards/bp-free-1/claim')).statusCode).toBe(200);
    expect(await code('/battlepass/rewards/bp-free-1/claim')).toEqual([409, 'REWARD_ALREADY_CLAIMED']);
  });

  it('sells premium for 500 gems once, then premium rewards can be claimed; XP rewards are granted through engagement.xp.granted once', async () => {
    const poor = await studentAt(4, 499);
    const r0 = await post(poor, '/battlepass/purchase-premium');
    expect([r0.statusCode, r0.json().error.code]).toEqual([409, 'NOT_ENOUGH_GEMS']);

    const u = await studentAt(4, 600);
    const buys = await Promise.all(Array.from({ length: 10 }, () => post(u, '/battlepass/purchase-premium')));
    expect(buys.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(buys.filter((r) => r.statusCode === 409).length).toBe(9);
    const ok = buys.find((r) => r.statusCode === 200)!.json().data;
    expect(ok).toMatchObject({ battlePass: { isPremium: true, premiumCost: 500 }, wallet: { gems: 100 } });
    expect((await get(u, '/battlepass')).json().data.isPremium).toBe(true);

    const claim = await post(u, '/battlepass/rewards/bp-premium-4/claim');
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json().data).toMatchObject({ reward: { type: 'XP_BOOST', isClaimed: true }, xpGranted: 140 });
    const season = seasonAt(new Date()).number;
    const grants = await until(() => published(engagement.bus, 'engagement.xp.granted', u), (g) => g.length > 0);
    expect(grants).toEqual([{ id: derivedId('engagement', `bp:s${season}:bp-premium-4:claim`), data: { userId: u, xp: 140, reason: 'battle_pass', sourceId: 'bp-premium-4' } }]);
  });
});
