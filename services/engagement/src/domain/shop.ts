/**
 * Selling things (docs/product/engagement.md#shop--built, docs/adr/0090): one rule for the shop,
 * the avatar customizer and the home base. A purchase is refused when the item is not sold in
 * the currency, the student's level is below the item's, a one-of-a-kind item is owned already,
 * or the balance is short; otherwise the debit and what the item grants are ONE change of the
 * player document, with the purchase recorded in the credited-event guard (docs/adr/0049) under
 * a cause id of the wallet's version, so the repository's version-checked write applies it once
 * however many identical requests race. Pure, no I/O.
 */
import type { ChestRarity, Currency, PurchaseEffect } from '@mathquest/contracts';
import { withArticle } from '@mathquest/contracts';
import { derivedId } from '@mathquest/service-kit';
import { applyPlan, planCredits } from './credit-guard.js';
import { changeStock, grantItems, ownsItem, stockOf } from './inventory.js';
import { HAPPINESS_MAX, happinessNow, newPet, petKind, settleHappiness } from './pets.js';
import { activePet, walletVersionOf, type PlayerState } from './player.js';
import type { ActionResult } from './player-actions.js';
import { XP_BOOST, XP_BOOST_PERCENT, type ShopGrant } from './catalogue/shop-items.js';

/** What any purchase needs to know about the item. */
export interface Sellable {
  id: string;
  name: string;
  coinsCost: number | null;
  gemsCost: number | null;
  requiredLevel: number;
  /** Counted items (power-ups, consumables) can be bought again. */
  counted: boolean;
  grants: readonly ShopGrant[];
}

export type PurchaseRefusal =
  | { refusal: 'NOT_SOLD_FOR_CURRENCY'; currency: Currency }
  | { refusal: 'LEVEL_TOO_LOW'; requiredLevel: number; level: number }
  | { refusal: 'ALREADY_OWNED' }
  | { refusal: 'NOT_ENOUGH_COINS' | 'NOT_ENOUGH_GEMS'; cost: number; balance: number }
  | { refusal: 'PET_ALREADY_HAPPY'; petId: string };

export interface Purchased {
  itemId: string;
  currency: Currency;
  cost: number;
  /** One-of-a-kind ids granted (those owned before are not granted again). */
  granted: string[];
  /** The id of the purchase (its guard entry and the cause of its wallet.changed). */
  causeId: string;
  /** XP-boost charges bought, whose use is the game's: announced by engagement.boost.granted (docs/adr/0186). */
  xpBoostCharges: number;
}

/** Free items (a cost of 0) are everyone's: the starter avatar items and furniture. */
export const isFree = (i: Pick<Sellable, 'coinsCost' | 'gemsCost'>) => i.coinsCost === 0 || i.gemsCost === 0;

const ownsPet = (p: PlayerState, petId: string) => p.pets?.owned.some((x) => x.id === petId) ?? false;

/** Whether a one-of-a-kind item is the student's (bought, granted or free). Counted items never are. */
export function isOwned(p: PlayerState, item: Sellable): boolean {
  if (item.counted) return false;
  if (isFree(item) || ownsItem(p, item.id)) return true;
  const [only] = item.grants;
  return item.grants.length === 1 && only?.kind === 'pet' ? ownsPet(p, only.petId) : false;
}

/** How many of a counted item the student holds: the charges of its boost (power-ups), 0 for what is used at once. */
export function ownedCount(p: PlayerState, item: Sellable): number {
  const boost = item.grants.find((g) => g.kind === 'boost');
  return boost ? stockOf(p, boost.boost) : 0;
}

export function costIn(item: Pick<Sellable, 'coinsCost' | 'gemsCost'>, currency: Currency): number | null {
  return currency === 'coins' ? item.coinsCost : item.gemsCost;
}

/** The active pet's id when this item only makes that pet happier and it is already at full happiness (the treat would buy nothing). */
export function treatWouldBeWasted(p: PlayerState, item: Pick<Sellable, 'grants'>, now: Date): string | null {
  if (item.grants.length === 0 || !item.grants.every((g) => g.kind === 'pet-treat')) return null;
  const pet = activePet(p);
  return pet && happinessNow(settleHappiness(pet, now), now) >= HAPPINESS_MAX ? pet.id : null;
}

/** Why this purchase cannot happen, or null. The order is the one the child is told: not sold, level, owned, no use now, balance. */
export function purchaseRefusal(p: PlayerState, item: Sellable, currency: Currency, level: number, now: Date): PurchaseRefusal | null {
  const cost = costIn(item, currency);
  if (cost === null) return { refusal: 'NOT_SOLD_FOR_CURRENCY', currency };
  if (level < item.requiredLevel) return { refusal: 'LEVEL_TOO_LOW', requiredLevel: item.requiredLevel, level };
  if (isOwned(p, item)) return { refusal: 'ALREADY_OWNED' };
  const fullPet = treatWouldBeWasted(p, item, now);
  if (fullPet) return { refusal: 'PET_ALREADY_HAPPY', petId: fullPet };
  const balance = currency === 'coins' ? p.coins : p.gems;
  if (balance < cost) return { refusal: currency === 'coins' ? 'NOT_ENOUGH_COINS' : 'NOT_ENOUGH_GEMS', cost, balance };
  return null;
}

function applyGrant(p: PlayerState, g: ShopGrant, purchaseId: string, now: Date): { player: PlayerState; granted: string[] } {
  switch (g.kind) {
    case 'item':
      return ownsItem(p, g.itemId) ? { player: p, granted: [] } : { player: grantItems(p, [g.itemId]), granted: [g.itemId] };
    case 'pet': {
      if (ownsPet(p, g.petId) || !petKind(g.petId)) return { player: p, granted: [] };
      const pets = p.pets ?? { activeId: g.petId, owned: [] };
      return { player: { ...p, pets: { ...pets, owned: [...pets.owned, newPet(g.petId, now)] } }, granted: [] };
    }
    case 'boost':
      return { player: changeStock(p, g.boost, g.answers), granted: [] };
    case 'pet-treat': {
      const pet = activePet(p);
      if (!pet) return { player: p, granted: [] };
      const settled = settleHappiness(pet, now);
      const fed = { ...settled, happiness: Math.min(HAPPINESS_MAX, happinessNow(settled, now) + g.happiness) };
      return { player: { ...p, pets: { ...p.pets!, owned: p.pets!.owned.map((x) => (x.id === pet.id ? fed : x)) } }, granted: [] };
    }
    case 'chest':
      return { player: withChest(p, derivedId('engagement', `${purchaseId}:chest`), g.rarity, now), granted: [] };
  }
}

function withChest(p: PlayerState, id: string, rarity: ChestRarity, now: Date): PlayerState {
  if ((p.chests ?? []).some((c) => c.id === id)) return p;
  return { ...p, chests: [...(p.chests ?? []), { id, rarity, foundAt: now.toISOString(), openedAt: null, rewards: [] }] };
}

/**
 * Buy `item` with `currency` at the student's `level`: the refusal, or the player with the balance
 * debited, the item granted and the purchase recorded in the guard. The cause id is the wallet's
 * version before the purchase: two requests computed from the same document carry the same id,
 * and the version-checked write lets only one of them land.
 */
export function purchase(p: PlayerState, item: Sellable, currency: Currency, level: number, now: Date): ActionResult<Purchased> | PurchaseRefusal {
  const refusal = purchaseRefusal(p, item, currency, level, now);
  if (refusal) return refusal;
  const cost = costIn(item, currency)!;
  const causeId = `purchase:${item.id}:${walletVersionOf(p)}`;
  const guard = planCredits(p, [{ eventId: causeId, occurredAt: now }], now);
  if (guard.fresh.length === 0) return { refusal: 'ALREADY_OWNED' };
  let next: PlayerState = {
    ...p,
    ...applyPlan(p, guard),
    coins: p.coins - (currency === 'coins' ? cost : 0),
    gems: p.gems - (currency === 'gems' ? cost : 0),
    walletVersion: walletVersionOf(p) + (cost > 0 ? 1 : 0),
  };
  const granted: string[] = [];
  let xpBoostCharges = 0;
  if (!item.counted) {
    next = grantItems(next, [item.id]);
    granted.push(item.id);
  }
  for (const g of item.grants) {
    const r = applyGrant(next, g, causeId, now);
    next = r.player;
    for (const id of r.granted) if (!granted.includes(id)) granted.push(id);
    if (g.kind === 'boost' && g.boost === XP_BOOST) xpBoostCharges += g.answers;
  }
  return { player: next, value: { itemId: item.id, currency, cost, granted, causeId, xpBoostCharges }, guard, balanceChanged: cost > 0 };
}

/** What the item does, as facts the web words in the reader's language (docs/adr/0191); an avatar item or furniture does nothing more. */
export function purchaseEffects(item: Sellable): PurchaseEffect[] {
  return item.grants.flatMap((g): PurchaseEffect[] => {
    switch (g.kind) {
      case 'boost':
        return [g.boost === XP_BOOST ? { kind: 'XP_BOOST', percent: XP_BOOST_PERCENT, answers: g.answers } : { kind: 'COIN_BOOST', answers: g.answers }];
      case 'pet-treat':
        return [{ kind: 'PET_HAPPINESS', happiness: g.happiness }];
      case 'chest':
        return [{ kind: 'CHEST', rarity: g.rarity }];
      case 'pet':
        return [{ kind: 'PET', petId: g.petId }];
      case 'item':
        return [];
    }
  });
}

/** A line the child reads after buying, in English: what the item does (its facts: `purchaseEffects`). */
export function effectLine(item: Sellable): string | null {
  const lines = purchaseEffects(item).map((e): string => {
    switch (e.kind) {
      case 'XP_BOOST':
        return `+${e.percent}% XP on your next ${e.answers} correct answers`;
      case 'COIN_BOOST':
        return `double coins on your next ${e.answers} correct answers`;
      case 'PET_HAPPINESS':
        return `+${e.happiness} happiness for your active pet`;
      case 'CHEST':
        return `${withArticle(e.rarity.toLowerCase())} treasure chest is waiting to be opened`;
      case 'PET':
        return `${petKind(e.petId)?.name ?? e.petId} joined your pets`;
    }
  });
  return lines.length ? `${item.name}: ${lines.join(', ')}` : null;
}
