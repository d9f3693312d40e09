/**
 * The shop, the avatar and the home base on real storage, NATS and Redis (docs/adr/0090,
 * 0091, 0186): concurrent identical purchases debit once and grant once; refusals are 404/409 with
 * a stable code and leave the balance alone; a power-up works on the answers that follow it.
 */
import { randomUUID } from 'node:crypto';
import { newEvent } from '@mathquest/service-kit';
import { describe, expect, it } from 'vitest';
import { chestDrop } from '../../src/domain/chests.js';
import { answerEvent, published, uid, until, useEngagementService } from '../helpers/engagement.js';

const engagement = useEngagementService('shop', ['GAME']);
const { players, call, data } = engagement;

/** A student with this balance (their player document as the wallet left it). */
async function studentWith(coins: number, gems: number): Promise<string> {
  const u = uid();
  await players().insertOne({ _id: u, coins, gems, version: 1, walletVersion: 1, credited: {}, updatedAt: new Date() });
  return u;
}

/** A student at `level`, as game.progress.updated tells engagement. */
async function atLevel(u: string, level: number): Promise<void> {
  const e = newEvent('game.progress.updated', { userId: u, level, totalXp: level * 100, xpToNextLevel: 100, xpForCurrentLevel: 0, currentStreak: 0, longestStreak: 0, lastActiveDay: null, totalProblems: 0, totalCorrect: 0, totalTimeSpent: 0, accuracy: 0, bestCombo: 0, version: 1 }, u);
  await engagement.bus.publish('game.progress.updated', e);
  await until(async () => (await call(u, 'GET', '/analytics/dashboard')).json().data.level, (l) => l === level);
}

const purchases = async (u: string) => (await published(engagement.bus, 'engagement.wallet.changed', u)).filter((e) => e.data.reason === 'shop.purchase');

describe('purchases happen exactly once', () => {
  it('20 identical purchases of a one-of-a-kind item at once: one item, one debit, one wallet.changed', async () => {
    const u = await studentWith(1_000, 0);
    await atLevel(u, 2);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(u, 'POST', '/shop/purchase', { itemId: 'head-top-hat', currency: 'coins' })));
    const outcomes = answers.map((r) => (r.statusCode === 200 ? 200 : `${r.statusCode} ${r.json().error?.code}`));
    expect(outcomes.filter((o) => o === 200), JSON.stringify(outcomes)).toHaveLength(1);
    for (const o of outcomes.filter((x) => x !== 200)) expect(['409 ALREADY_OWNED', '409 CONFLICT'], JSON.stringify(outcomes)).toContain(o);
    const doc = await players().findOne({ _id: u });
    expect(doc!.coins).toBe(1_000 - 120);
    expect(doc!.inventory!.owned).toEqual(['head-top-hat']);
    const events = await until(() => purchases(u), (e) => e.length >= 1);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ coins: 880, coinsDelta: -120, gemsDelta: 0 });
    const item = ((await data(u, 'GET', '/shop')) as Array<{ id: string; isOwned: boolean }>).find((i) => i.id === 'head-top-hat');
    expect(item!.isOwned).toBe(true);
  });

  it('20 purchases of a counted power-up at once with coins for 5: exactly 5 bought, the balance exactly spent', async () => {
    const u = await studentWith(5 * 60, 0);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(u, 'POST', '/shop/purchase', { itemId: 'power-xp-boost-5', currency: 'coins' })));
    const outcomes = answers.map((r) => (r.statusCode === 200 ? 200 : `${r.statusCode} ${r.json().error?.code}`));
    expect(outcomes.filter((o) => o === 200), JSON.stringify(outcomes)).toHaveLength(5);
    for (const o of outcomes.filter((x) => x !== 200)) expect(['409 NOT_ENOUGH_COINS', '409 CONFLICT'], JSON.stringify(outcomes)).toContain(o);
    const doc = await players().findOne({ _id: u });
    expect(doc!.coins).toBe(0);
    expect(doc!.inventory!.stock).toEqual({ 'xp-boost': 25 });
    const events = await until(() => purchases(u), (e) => e.length >= 5);
    expect(events).toHaveLength(5);
    expect(new Set(events.map((e) => e.data.version)).size).toBe(5);
  });
});

describe('refusals', () => {
  it('answers an unknown item 404, a malformed body 400, and refusals 409 with a stable code, leaving the balance alone', async () => {
    const u = await studentWith(100, 5);
    const refuse = async (url: string, body: object) => {
      const r = await call(u, 'POST', url, body);
      return { status: r.statusCode, code: r.json().error?.code as string, message: r.json().error?.message as string };
    };
    expect(await refuse('/shop/purchase', { itemId: 'no-such-item', currency: 'coins' })).toMatchObject({ status: 404 });
    expect(await refuse('/avatar/purchase', { itemId: 'power-xp-boost-5', currency: 'coins' })).toMatchObject({ status: 404 });
    expect(await refuse('/homebase/purchase', { itemId: 'head-crown', currency: 'coins' })).toMatchObject({ status: 404 });
    expect(await refuse('/shop/purchase', { itemId: 'head-top-hat', currency: 'dollars' })).toMatchObject({ status: 400 });
    expect(await refuse('/shop/purchase', { itemId: 'head-top-hat', currency: 'coins', extra: 1 })).toMatchObject({ status: 400 });
    expect(await refuse('/shop/purchase', { itemId: 'head-crown', currency: 'coins' })).toEqual({ status: 409, code: 'LEVEL_TOO_LOW', message: 'Requires Level 10: you are level 1' });
    expect(await refuse('/shop/purchase', { itemId: 'head-party', currency: 'gems' })).toMatchObject({ status: 409, code: 'NOT_SOLD_FOR_CURRENCY' });
    expect(await refuse('/shop/purchase', { itemId: 'head-party', currency: 'coins' })).toEqual({ status: 409, code: 'NOT_ENOUGH_COINS', message: 'Not enough coins: Party Hat costs 150 coins and you have 100' });
    expect(await refuse('/shop/purchase', { itemId: 'power-xp-boost-10', currency: 'gems' })).toMatchObject({ status: 409, code: 'NOT_ENOUGH_GEMS' });
    expect(await refuse('/avatar/purchase', { itemId: 'head-cap', currency: 'coins' })).toMatchObject({ status: 409, code: 'ALREADY_OWNED' });
    const doc = await players().findOne({ _id: u });
    expect([doc!.coins, doc!.gems]).toEqual([100, 5]);
  });
});

describe('no coins for nothing', () => {
  it('a pet at full happiness is neither fed nor sold a treat: 409 PET_ALREADY_HAPPY, the balance untouched', async () => {
    const u = await studentWith(100, 0);
    expect(((await data(u, 'GET', '/pets')) as Array<{ id: string }>)[0]!.id).toBe('sparky'); // the starter pet
    await players().updateOne({ _id: u }, { $set: { 'pets.owned.0.happiness': 100, 'pets.owned.0.happinessAt': new Date().toISOString() }, $inc: { version: 1 } });
    const feed = await call(u, 'POST', '/pets/sparky/feed');
    expect([feed.statusCode, feed.json().error.code, feed.json().error.message]).toEqual([409, 'PET_ALREADY_HAPPY', 'Sparky is already at full happiness: feeding now would cost 10 coins and change nothing']);
    const snack = await call(u, 'POST', '/shop/purchase', { itemId: 'treat-snack', currency: 'coins' });
    expect([snack.statusCode, snack.json().error.code, snack.json().error.message]).toEqual([409, 'PET_ALREADY_HAPPY', 'Sparky is already at full happiness: Pet Snack would change nothing now']);
    const doc = await players().findOne({ _id: u });
    expect([doc!.coins, doc!.gems]).toEqual([100, 0]);
    expect(await purchases(u)).toEqual([]);
    // Anything else is still sold.
    expect((await call(u, 'POST', '/shop/purchase', { itemId: 'power-xp-boost-5', currency: 'coins' })).statusCode).toBe(200);
  });
});

describe('avatar', () => {
  it('buys, equips, reads and unequips; refuses to equip what is not owned', async () => {
    const u = await studentWith(200, 0);
    const before = await data(u, 'GET', '/avatar/equipped');
    expect(before.HEAD.id).toBe('head-cap');
    expect(before.ACCESSORY).toBeNull();
    const notOwned = await call(u, 'POST', '/avatar/equip', { itemId: 'head-top-hat', category: 'HEAD' });
    expect([notOwned.statusCode, notOwned.json().error.code]).toEqual([409, 'ITEM_NOT_OWNED']);
    expect((await call(u, 'POST', '/avatar/equip', { itemId: 'head-cap', category: 'BODY' })).statusCode).toBe(404);
    expect((await call(u, 'POST', '/avatar/equip', { itemId: 'nothing', category: 'HEAD' })).statusCode).toBe(404);
    await atLevel(u, 2);
    expect((await data(u, 'POST', '/avatar/purchase', { itemId: 'head-top-hat', currency: 'coins' })).wallet).toEqual({ coins: 80, gems: 0 });
    const worn = await data(u, 'POST', '/avatar/equip', { itemId: 'head-top-hat', category: 'HEAD' });
    expect(worn.HEAD).toMatchObject({ id: 'head-top-hat', isOwned: true, isEquipped: true });
    const items = (await data(u, 'GET', '/avatar/items')) as Array<{ id: string; isEquipped: boolean }>;
    expect(items.filter((i) => i.isEquipped).map((i) => i.id).sort()).toEqual(['bg-sky', 'body-tee-blue', 'emote-wave', 'face-smile', 'head-top-hat', 'title-rookie']);
    const after = await data(u, 'POST', '/avatar/unequip', { category: 'HEAD' });
    expect(after.HEAD).toBeNull();
    expect((await data(u, 'GET', '/avatar/equipped')).HEAD).toBeNull();
  });
});

describe('home base', () => {
  it('saves a layout with rotated pieces and reads it back; refuses an overlapping or unowned one with 400 naming the piece', async () => {
    const u = await studentWith(100, 0);
    const starter = (await data(u, 'GET', '/homebase/placed')) as Array<{ itemId: string }>;
    expect(starter.map((p) => p.itemId)).toEqual(['furn-bed', 'floor-rug']);
    await data(u, 'POST', '/homebase/purchase', { itemId: 'deco-plant', currency: 'coins' });
    const layout = [
      { itemId: 'furn-bed', x: 0, y: 0, rotation: 90 }, // 3×2
      { itemId: 'furn-desk', x: 9, y: 2, rotation: 270 }, // 1×2
      { itemId: 'deco-plant', x: 3, y: 0, rotation: 0 },
    ];
    const saved = await data(u, 'POST', '/homebase/save', { furniture: layout });
    expect(saved.map((p: { itemId: string; x: number; y: number; rotation: number }) => [p.itemId, p.x, p.y, p.rotation])).toEqual([
      ['furn-bed', 0, 0, 90],
      ['furn-desk', 9, 2, 270],
      ['deco-plant', 3, 0, 0],
    ]);
    expect(await data(u, 'GET', '/homebase/placed')).toEqual(saved);

    const overlap = await call(u, 'POST', '/homebase/save', { furniture: [...layout, { itemId: 'wall-poster', x: 2, y: 1, rotation: 0 }] });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().error).toMatchObject({ code: 'INVALID_LAYOUT', field: 'furniture.3', message: 'Piece 4: the Maths Poster overlaps the Comfy Bed' });
    const outside = await call(u, 'POST', '/homebase/save', { furniture: [{ itemId: 'furn-bed', x: 8, y: 6, rotation: 0 }] });
    expect([outside.statusCode, outside.json().error.code]).toEqual([400, 'INVALID_LAYOUT']);
    const unowned = await call(u, 'POST', '/homebase/save', { furniture: [{ itemId: 'special-portal', x: 0, y: 0, rotation: 0 }] });
    expect([unowned.statusCode, unowned.json().error.message]).toEqual([400, 'Piece 1: you do not own the Number Portal yet']);
    expect((await call(u, 'POST', '/homebase/save', { furniture: [{ itemId: 'furn-bed', x: 0, y: 0, rotation: 45 }] })).statusCode).toBe(400);
    expect(await data(u, 'GET', '/homebase/placed')).toEqual(saved);
    const furniture = (await data(u, 'GET', '/homebase/furniture')) as Array<{ id: string; isOwned: boolean }>;
    expect(furniture.filter((f) => f.isOwned).map((f) => f.id).sort()).toEqual(['deco-plant', 'floor-rug', 'furn-bed', 'furn-desk', 'wall-poster']);
  });
});

describe('power-ups work on the answers that follow', () => {
  it('a double boost doubles the coins of correct answers; its XP charges go to the game as one engagement.boost.granted, and the stock shown follows the charges the answers used', async () => {
    const u = await studentWith(0, 30);
    await atLevel(u, 5);
    await data(u, 'POST', '/shop/purchase', { itemId: 'power-double-boost-10', currency: 'gems' });
    const granted = await until(() => published(engagement.bus, 'engagement.boost.granted', u), (g) => g.length >= 1);
    expect(granted.map((g) => g.data)).toEqual([{ userId: u, boost: 'xp-boost', answers: 10 }]);
    const noChest = () => {
      for (;;) {
        const id = randomUUID();
        if (!chestDrop(id, true)) return id;
      }
    };
    // The game used an XP-boost charge on the two correct answers (their XP includes it), none on the wrong one.
    const events = [answerEvent(u, { coins: 3, xp: 30, xpBoostUsed: true }, noChest()), answerEvent(u, { coins: 3, xp: 30, xpBoostUsed: true }, noChest()), answerEvent(u, { isCorrect: false, coins: 0, xp: 0 }, noChest())];
    for (const e of events) await engagement.bus.publish('game.answer.submitted', e);
    const doc = await until(() => players().findOne({ _id: u }), (d) => (d?.today?.answered ?? 0) === 3);
    expect(doc!.coins).toBe(2 * 3 * 2);
    expect(doc!.inventory!.stock).toEqual({ 'xp-boost': 8, 'coin-boost': 8 });
    // Engagement grants no XP for a boost any more: the game added it to the answers.
    expect(await published(engagement.bus, 'engagement.xp.granted', u)).toEqual([]);
    const shop = (await data(u, 'GET', '/shop')) as Array<{ id: string; ownedCount: number }>;
    expect(shop.find((i) => i.id === 'power-xp-boost-10')!.ownedCount).toBe(8);
  });
});
