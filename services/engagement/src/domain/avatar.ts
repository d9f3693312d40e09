/**
 * The avatar (docs/product/engagement.md#avatar--built): one equipped item per category, kept in
 * the inventory (`inventory.equipped`). A student who never changed their look wears the free
 * starter items. Pure rules, no I/O.
 */
import type { AvatarCategory, AvatarItem, AvatarLayer, AvatarLook } from '@mathquest/contracts';
import { AvatarCategorySchema } from '@mathquest/contracts';
import type { AvatarCatalogueItem } from './catalogue/avatar-items.js';
import { ownsItem } from './inventory.js';
import type { PlayerState } from './player.js';
import { isFree } from './shop.js';

export type Equipped = Partial<Record<AvatarCategory, string>>;

/** The look of a student who never changed it: the free starters of each category that has one. */
export function starterLook(catalogue: readonly AvatarCatalogueItem[]): Equipped {
  const look: Equipped = {};
  for (const c of AvatarCategorySchema.options) {
    const first = catalogue.find((i) => i.category === c && isFree(i));
    if (first) look[c] = first.id;
  }
  return look;
}

export function equippedOf(p: Pick<PlayerState, 'inventory'>, catalogue: readonly AvatarCatalogueItem[]): Equipped {
  return p.inventory?.equipped ?? starterLook(catalogue);
}

export const ownsAvatarItem = (p: Pick<PlayerState, 'inventory'>, item: AvatarCatalogueItem) => isFree(item) || ownsItem(p, item.id);

export type EquipRefusal = { refusal: 'NOT_FOUND' } | { refusal: 'ITEM_NOT_OWNED' };

/** Wear `item` in its category (replacing what was there). Unknown items or another category's: NOT_FOUND. */
export function equip(p: PlayerState, item: AvatarCatalogueItem | undefined, category: AvatarCategory, catalogue: readonly AvatarCatalogueItem[]): PlayerState | EquipRefusal {
  if (!item || item.category !== category) return { refusal: 'NOT_FOUND' };
  if (!ownsAvatarItem(p, item)) return { refusal: 'ITEM_NOT_OWNED' };
  const equipped = { ...equippedOf(p, catalogue), [category]: item.id };
  return { ...p, inventory: { owned: p.inventory?.owned ?? [], ...p.inventory, equipped } };
}

/** Empty a category's slot (nothing there: unchanged). */
export function unequip(p: PlayerState, category: AvatarCategory, catalogue: readonly AvatarCatalogueItem[]): PlayerState {
  const current = equippedOf(p, catalogue);
  if (!(category in current) && p.inventory?.equipped) return p;
  const equipped = { ...current };
  delete equipped[category];
  return { ...p, inventory: { owned: p.inventory?.owned ?? [], ...p.inventory, equipped } };
}

/** What the web app draws of a look: each worn item's picture and colour (unknown ids are left out). */
export function drawnLook(look: Equipped, byId: (id: string) => AvatarCatalogueItem | undefined): Partial<Record<AvatarCategory, AvatarLayer>> {
  const drawn: Partial<Record<AvatarCategory, AvatarLayer>> = {};
  for (const [category, id] of Object.entries(look) as Array<[AvatarCategory, string | undefined]>) {
    const item = id ? byId(id) : undefined;
    if (item) drawn[category] = { id: item.id, name: item.name, emoji: item.emoji, color: item.color };
  }
  return drawn;
}

/** The drawn look of the avatar view GET /avatar/equipped and the equip calls answer with (categories with nothing worn left out). */
export function lookOfView(view: Partial<Record<AvatarCategory, Pick<AvatarItem, 'id' | 'name' | 'emoji' | 'color'> | null>>): AvatarLook {
  const look: AvatarLook = {};
  for (const [category, item] of Object.entries(view) as Array<[AvatarCategory, Pick<AvatarItem, 'id' | 'name' | 'emoji' | 'color'> | null]>) {
    if (item) look[category] = { id: item.id, name: item.name, emoji: item.emoji, color: item.color };
  }
  return look;
}
