/**
 * What a student owns besides coins, gems and pets: the one-of-a-kind items (avatar items,
 * furniture, titles, emotes) and the counted ones (power-ups and consumables). It lives in the
 * player document (docs/adr/0060), so a purchase's debit and its item are one write, and a reward
 * granted twice (a retried claim, a redelivered victory) is owned once. Pure rules, no I/O.
 */
import type { PlayerState } from './player-state.js';

export type { Inventory } from './player-state.js';

export function ownsItem(p: Pick<PlayerState, 'inventory'>, itemId: string): boolean {
  return p.inventory?.owned.includes(itemId) ?? false;
}

/** The player owning `itemIds` as well; ids already owned are not added twice. */
export function grantItems<P extends Pick<PlayerState, 'inventory'>>(p: P, itemIds: readonly string[]): P {
  const owned = p.inventory?.owned ?? [];
  const fresh = [...new Set(itemIds)].filter((id) => !owned.includes(id));
  if (fresh.length === 0) return p;
  return { ...p, inventory: { ...p.inventory, owned: [...owned, ...fresh] } };
}

export function stockOf(p: Pick<PlayerState, 'inventory'>, itemId: string): number {
  return p.inventory?.stock?.[itemId] ?? 0;
}

/** The player with `delta` more (or, negative, fewer) of a counted item; never below zero. */
export function changeStock<P extends Pick<PlayerState, 'inventory'>>(p: P, itemId: string, delta: number): P {
  const next = Math.max(0, stockOf(p, itemId) + delta);
  const stock = { ...p.inventory?.stock, [itemId]: next };
  if (next === 0) delete stock[itemId];
  return { ...p, inventory: { ...p.inventory, owned: p.inventory?.owned ?? [], stock } };
}
