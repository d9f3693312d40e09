import { describe, expect, it } from 'vitest';
import { allAvatarItems, avatarItemById } from './catalogue/avatar-items.js';
import { allFurniture } from './catalogue/furniture.js';
import { allShopItems, COIN_BOOST, isCounted, shopItemById, XP_BOOST, type ShopCatalogueItem } from './catalogue/shop-items.js';
import { boostAnswer } from './boosts.js';
import { grantItems, stockOf } from './inventory.js';
import { happinessNow } from './pets.js';
import { applyAnswers, emptyPlayer, withStarterPet, type AnswerFacts, type PlayerState } from './player.js';
import { effectLine, isOwned, ownedCount, purchase, purchaseEffects, purchaseRefusal, type Sellable } from './shop.js';

const now = new Date('2026-11-20T10:00:00Z');
const rich = (coins = 10_000, gems = 1_000): PlayerState => ({ ...withStarterPet(emptyPlayer('u'), now), coins, gems });
const sellable = (i: ShopCatalogueItem): Sellable => ({ id: i.id, name: i.name, coinsCost: i.coinsCost, gemsCost: i.gemsCost, requiredLevel: i.requiredLevel, counted: isCounted(i), grants: i.grants });
const shop = (id: string) => sellable(shopItemById(id)!);
const avatar = (id: string): Sellable => {
  const a = avatarItemById(id)!;
  return { id: a.id, name: a.name, coinsCost: a.coinsCost, gemsCost: a.gemsCost, requiredLevel: a.requiredLevel, counted: false, grants: [] };
};
const ok = <T>(r: T) => {
  if (r && typeof r === 'object' && 'refusal' in r) throw new Error(`refused: ${JSON.stringify(r)}`);
  return r as Exclude<T, { refusal: unknown }>;
};

describe('catalogues', () => {
  it('sell at least 40 shop items over every type and rarity, with featured, limited-time and level-locked ones', () => {
    const items = allShopItems();
    expect(items.length).toBeGreaterThanOrEqual(40);
    expect(new Set(items.map((i) => i.type))).toEqual(new Set(['AVATAR', 'PET', 'POWER_UP', 'CONSUMABLE', 'BUNDLE']));
    expect(new Set(items.map((i) => i.rarity))).toEqual(new Set(['COMMON', 'UNCOMMON', 'RARE', 'EPIC', 'LEGENDARY', 'MYTHIC']));
    expect(items.some((i) => i.isFeatured)).toBe(true);
    expect(items.some((i) => i.isLimitedTime)).toBe(true);
    expect(items.some((i) => i.requiredLevel > 1)).toBe(true);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    for (const i of items) expect(i.coinsCost !== null || i.gemsCost !== null).toBe(true);
  });

  it('has at least 35 avatar items over the seven categories with free starters', () => {
    const items = allAvatarItems();
    expect(items.length).toBeGreaterThanOrEqual(35);
    expect(new Set(items.map((i) => i.category)).size).toBe(7);
    expect(items.filter((i) => i.coinsCost === 0).length).toBeGreaterThanOrEqual(3);
  });

  it('has at least 30 furniture pieces over six categories with sizes and free starters', () => {
    const items = allFurniture();
    expect(items.length).toBeGreaterThanOrEqual(30);
    expect(new Set(items.map((i) => i.category)).size).toBe(6);
    expect(items.filter((i) => i.coinsCost === 0).length).toBeGreaterThanOrEqual(3);
    for (const i of items) expect(i.size.width * i.size.height).toBeGreaterThan(0);
  });

  it('grants only items that exist', () => {
    const furniture = new Set(allFurniture().map((f) => f.id));
    for (const i of allShopItems()) for (const g of i.grants) if (g.kind === 'item') expect(avatarItemById(g.itemId) ?? furniture.has(g.itemId)).toBeTruthy();
  });
});

describe('purchase rules', () => {
  it('debits the cost and grants the item in one change, recording the purchase in the guard', () => {
    const p = rich(500);
    const r = ok(purchase(p, avatar('head-top-hat'), 'coins', 2, now));
    expect(r.player.coins).toBe(380);
    expect(r.player.gems).toBe(1000);
    expect(r.player.walletVersion).toBe(1);
    expect(r.player.inventory!.owned).toEqual(['head-top-hat']);
    expect(r.value).toMatchObject({ itemId: 'head-top-hat', cost: 120, granted: ['head-top-hat'] });
    expect(r.guard!.fresh.map((x) => x.eventId)).toEqual([r.value.causeId]);
  });

  it('refuses a currency the item is not sold in', () => {
    expect(purchaseRefusal(rich(), avatar('head-top-hat'), 'gems', 10, now)).toEqual({ refusal: 'NOT_SOLD_FOR_CURRENCY', currency: 'gems' });
    expect(purchaseRefusal(rich(), avatar('body-galaxy'), 'coins', 20, now)).toEqual({ refusal: 'NOT_SOLD_FOR_CURRENCY', currency: 'coins' });
  });

  it('refuses below the required level, and sells at it', () => {
    expect(purchaseRefusal(rich(), avatar('head-crown'), 'coins', 9, now)).toEqual({ refusal: 'LEVEL_TOO_LOW', requiredLevel: 10, level: 9 });
    expect(purchaseRefusal(rich(), avatar('head-crown'), 'coins', 10, now)).toBeNull();
  });

  it('refuses a one-of-a-kind item owned already, free starters included, but sells counted items again', () => {
    const once = ok(purchase(rich(), avatar('head-top-hat'), 'coins', 5, now)).player;
    expect(purchaseRefusal(once, avatar('head-top-hat'), 'coins', 5, now)).toEqual({ refusal: 'ALREADY_OWNED' });
    expect(purchaseRefusal(rich(), avatar('head-cap'), 'coins', 5, now)).toEqual({ refusal: 'ALREADY_OWNED' });
    const boost = shop('power-xp-boost-10');
    const twice = ok(purchase(ok(purchase(rich(), boost, 'coins', 1, now)).player, boost, 'coins', 1, now)).player;
    expect(stockOf(twice, XP_BOOST)).toBe(20);
    expect(twice.coins).toBe(10_000 - 300);
    expect(isOwned(twice, boost)).toBe(false);
    expect(ownedCount(twice, boost)).toBe(20);
  });

  it('refuses a short balance in either currency, with the cost and the balance, and takes exactly the balance', () => {
    expect(purchaseRefusal(rich(119), avatar('head-top-hat'), 'coins', 5, now)).toEqual({ refusal: 'NOT_ENOUGH_COINS', cost: 120, balance: 119 });
    expect(purchaseRefusal(rich(0, 299), avatar('body-galaxy'), 'gems', 20, now)).toEqual({ refusal: 'NOT_ENOUGH_GEMS', cost: 300, balance: 299 });
    expect(ok(purchase(rich(120), avatar('head-top-hat'), 'coins', 5, now)).player.coins).toBe(0);
  });

  it('tells the refusals in the order: currency, level, owned, balance', () => {
    const poorOwner = grantItems(rich(0, 0), ['head-crown']);
    expect(purchaseRefusal(poorOwner, avatar('head-crown'), 'coins', 1, now)?.refusal).toBe('LEVEL_TOO_LOW');
    expect(purchaseRefusal(poorOwner, avatar('head-crown'), 'coins', 10, now)?.refusal).toBe('ALREADY_OWNED');
    expect(purchaseRefusal(rich(0, 0), avatar('head-top-hat'), 'gems', 1, now)?.refusal).toBe('NOT_SOLD_FOR_CURRENCY');
  });

  it('gives two purchases computed from the same document the same cause id (so the version-checked write lands one)', () => {
    const p = rich();
    const a = ok(purchase(p, shop('power-xp-boost-10'), 'coins', 1, now));
    const b = ok(purchase(p, shop('power-xp-boost-10'), 'coins', 1, now));
    expect(a.value.causeId).toBe(b.value.causeId);
    const next = ok(purchase(a.player, shop('power-xp-boost-10'), 'coins', 1, now));
    expect(next.value.causeId).not.toBe(a.value.causeId);
  });

  it('adds a bought pet, once', () => {
    const r = ok(purchase(rich(), shop('pet-whiskers'), 'coins', 1, now));
    expect(r.player.pets!.owned.map((x) => x.id)).toEqual(['sparky', 'whiskers']);
    expect(isOwned(r.player, shop('pet-whiskers'))).toBe(true);
    expect(purchaseRefusal(r.player, shop('pet-whiskers'), 'coins', 1, now)).toEqual({ refusal: 'ALREADY_OWNED' });
  });

  it('applies a pet treat to the active pet at once, capped at 100', () => {
    const p = rich();
    const before = happinessNow(p.pets!.owned[0]!, now);
    const r = ok(purchase(p, shop('treat-snack'), 'coins', 1, now));
    expect(happinessNow(r.player.pets!.owned[0]!, now)).toBe(Math.min(100, before + 20));
    expect(happinessNow(r.player.pets!.owned[0]!, now)).toBe(100);
  });

  it('refuses a treat the full active pet cannot use (no coins for nothing), and sells it again once happiness drops', () => {
    const p = rich();
    const full = ok(purchase(p, shop('treat-snack'), 'coins', 1, now)).player;
    expect(purchaseRefusal(full, shop('treat-feast'), 'coins', 2, now)).toEqual({ refusal: 'PET_ALREADY_HAPPY', petId: 'sparky' });
    expect(purchase(full, shop('treat-snack'), 'coins', 1, now)).toEqual({ refusal: 'PET_ALREADY_HAPPY', petId: 'sparky' });
    // Other items are still sold to a player whose pet is full.
    expect(purchaseRefusal(full, shop('power-xp-boost-10'), 'coins', 1, now)).toBeNull();
    const later = new Date(now.getTime() + 3 * 3_600_000);
    expect(purchaseRefusal(full, shop('treat-snack'), 'coins', 1, later)).toBeNull();
  });

  it("says a bought chest's effect with the right article", () => {
    expect(effectLine(shop('chest-epic'))).toContain('an epic treasure chest is waiting');
    expect(effectLine(shop('chest-rare'))).toContain('a rare treasure chest is waiting');
  });

  it('gives what a purchase did as facts, one per part of the English line, for the web to word (docs/adr/0191)', () => {
    expect(purchaseEffects(shop('power-xp-boost-10'))).toEqual([{ kind: 'XP_BOOST', percent: 50, answers: 10 }]);
    expect(purchaseEffects(shop('chest-epic'))).toEqual([{ kind: 'CHEST', rarity: 'EPIC' }]);
    expect(purchaseEffects(shop('treat-snack'))).toEqual([{ kind: 'PET_HAPPINESS', happiness: 20 }]);
    expect(purchaseEffects(shop('pet-whiskers'))).toEqual([{ kind: 'PET', petId: 'whiskers' }]);
    expect(purchaseEffects(shop('bundle-pet-lover')).map((e) => e.kind)).toEqual(['PET', 'PET_HAPPINESS']);
    expect(effectLine(shop('bundle-pet-lover'))).toBe('Pet Lover Pack: Whiskers joined your pets, +50 happiness for your active pet');
    expect(effectLine(shop('power-xp-boost-10'))).toBe('XP Boost: +50% XP on your next 10 correct answers');
  });

  it('puts a bought chest among the unopened ones, one per purchase', () => {
    const a = ok(purchase(rich(), shop('chest-rare'), 'coins', 2, now));
    const b = ok(purchase(a.player, shop('chest-rare'), 'coins', 2, now));
    expect(b.player.chests!.map((c) => [c.rarity, c.openedAt])).toEqual([
      ['RARE', null],
      ['RARE', null],
    ]);
    expect(new Set(b.player.chests!.map((c) => c.id)).size).toBe(2);
  });

  it('grants everything in a bundle, skipping what was owned, and owns the bundle', () => {
    const p = grantItems(rich(), ['head-top-hat']);
    const r = ok(purchase(p, shop('bundle-starter'), 'coins', 1, now));
    expect(r.value.granted).toEqual(['bundle-starter', 'face-cool']);
    expect(r.player.inventory!.owned).toEqual(['head-top-hat', 'bundle-starter', 'face-cool']);
    expect(stockOf(r.player, XP_BOOST)).toBe(10);
    expect(purchaseRefusal(r.player, shop('bundle-starter'), 'coins', 1, now)).toEqual({ refusal: 'ALREADY_OWNED' });
  });
});

describe('boosts on answers', () => {
  const answer = (i: number, over: Partial<AnswerFacts> = {}): AnswerFacts => ({
    eventId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    occurredAt: now,
    sessionId: 's1',
    isCorrect: true,
    coins: 10,
    xp: 20,
    combo: 1,
    multiplier: 1,
    timeSpent: 40,
    hintsUsed: 0,
    topic: 'fractions',
    difficulty: 2,
    answeredAt: now,
    localDay: '2026-11-20',
    timeZone: 'UTC',
    ...over,
  });

  it('uses one coin-boost charge per correct answer and none on a wrong one; an XP-boost charge when the answer says the game used one', () => {
    let p = ok(purchase(rich(), shop('power-double-boost-10'), 'gems', 5, now)).player;
    const wrong = boostAnswer(p, { isCorrect: false, coins: 0 });
    expect(wrong).toEqual({ player: p, extraCoins: 0 });
    const right = boostAnswer(p, { isCorrect: true, coins: 10, xpBoostUsed: true });
    expect(right.extraCoins).toBe(10);
    p = right.player;
    expect([stockOf(p, XP_BOOST), stockOf(p, COIN_BOOST)]).toEqual([9, 9]);
    // An answer whose event says no XP-boost charge was used leaves the XP-boost stock as it is.
    expect(stockOf(boostAnswer(p, { isCorrect: true, coins: 10 }).player, XP_BOOST)).toBe(9);
  });

  it('a purchase of an XP boost names the charges the game is told of (docs/adr/0186)', () => {
    expect(ok(purchase(rich(), shop('power-double-boost-10'), 'gems', 5, now)).value.xpBoostCharges).toBe(10);
    expect(ok(purchase(rich(), shop('power-coin-boost-10'), 'gems', 5, now)).value.xpBoostCharges).toBe(0);
  });

  it('doubles coins of the next correct answers in the batch write and lowers the XP-boost stock by the charges the answers used, until the charges run out', () => {
    const start = ok(purchase({ ...rich(0, 100) }, shop('power-double-boost-10'), 'gems', 5, now)).player;
    const answers = Array.from({ length: 12 }, (_, i) => answer(i + 1, i === 3 ? { isCorrect: false, coins: 0, xp: 0 } : { xpBoostUsed: i < 11 }));
    // The starter pet (an XP pet) adds nothing to coins.
    const out = applyAnswers(start, answers, now);
    // 11 correct answers at 10 coins; the first 10 of them doubled.
    expect(out.player.coins).toBe(110 + 100);
    expect(stockOf(out.player, XP_BOOST)).toBe(0);
    expect(stockOf(out.player, COIN_BOOST)).toBe(0);
    // A redelivered batch is in the guard: nothing used again.
    expect(applyAnswers(out.player, answers, now).player).toBe(out.player);
  });
});
