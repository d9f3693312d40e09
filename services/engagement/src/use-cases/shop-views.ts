/** The shop's, the avatar's and the home base's items as the API shows them to one student. Pure. */
import { AvatarCategorySchema, type AvatarCategory, type AvatarItem, type EquippedAvatar, type Furniture, type PlacedFurniture, type ShopItem } from '@mathquest/contracts';
import { equippedOf, ownsAvatarItem } from '../domain/avatar.js';
import { seasonAt } from '../domain/battle-pass.js';
import type { AvatarCatalogueItem } from '../domain/catalogue/avatar-items.js';
import { furnitureById, type FurnitureItem } from '../domain/catalogue/furniture.js';
import { isCounted, type ShopCatalogueItem } from '../domain/catalogue/shop-items.js';
import { ownsFurniture, type StoredPlacement } from '../domain/homebase.js';
import { petKind } from '../domain/pets.js';
import type { PlayerState } from '../domain/player.js';
import { isOwned, ownedCount, treatWouldBeWasted, type Sellable } from '../domain/shop.js';
import type { AvatarCatalogue } from './shop-deps.js';

export const sellableOfShop = (i: ShopCatalogueItem): Sellable => ({ id: i.id, name: i.name, coinsCost: i.coinsCost, gemsCost: i.gemsCost, requiredLevel: i.requiredLevel, counted: isCounted(i), grants: i.grants });
export const sellableOfThing = (i: AvatarCatalogueItem | FurnitureItem): Sellable => ({ id: i.id, name: i.name, coinsCost: i.coinsCost, gemsCost: i.gemsCost, requiredLevel: i.requiredLevel, counted: false, grants: [] });

/** The PET_ALREADY_HAPPY refusal's message, when a purchase of this item now would be refused for it. */
export function fullPetMessage(petId: string, name: string): string {
  return `${petKind(petId)?.name ?? 'Your pet'} is already at full happiness: ${name} would change nothing now`;
}

/** Why buying the item now would change nothing (the shop card and dialog say it before the purchase), or null. */
function uselessNow(p: PlayerState, item: Sellable, now: Date): string | null {
  const petId = treatWouldBeWasted(p, item, now);
  return petId ? fullPetMessage(petId, item.name) : null;
}

export function shopView(p: PlayerState, i: ShopCatalogueItem, now: Date): ShopItem {
  const sellable = sellableOfShop(i);
  return {
    id: i.id,
    type: i.type,
    name: i.name,
    description: i.description,
    imageUrl: i.imageUrl,
    icon: i.icon,
    rarity: i.rarity,
    coinsCost: i.coinsCost,
    gemsCost: i.gemsCost,
    requiredLevel: i.requiredLevel,
    isOwned: isOwned(p, sellable),
    ownedCount: ownedCount(p, sellable),
    isFeatured: i.isFeatured,
    isLimitedTime: i.isLimitedTime,
    availableUntil: i.isLimitedTime ? seasonAt(now).endsAt.toISOString() : null,
    uselessNow: uselessNow(p, sellable, now),
  };
}

export function avatarView(catalogue: AvatarCatalogue, p: PlayerState, i: AvatarCatalogueItem): AvatarItem {
  return {
    id: i.id,
    category: i.category,
    name: i.name,
    imageUrl: i.imageUrl,
    emoji: i.emoji,
    color: i.color,
    rarity: i.rarity,
    coinsCost: i.coinsCost,
    gemsCost: i.gemsCost,
    requiredLevel: i.requiredLevel,
    isOwned: ownsAvatarItem(p, i),
    isEquipped: equippedOf(p, catalogue.all())[i.category] === i.id,
  };
}

export function equippedView(catalogue: AvatarCatalogue, p: PlayerState): EquippedAvatar {
  const look = equippedOf(p, catalogue.all());
  const out = {} as Record<AvatarCategory, AvatarItem | null>;
  for (const c of AvatarCategorySchema.options) {
    const item = look[c] ? catalogue.byId(look[c]) : undefined;
    out[c] = item ? avatarView(catalogue, p, item) : null;
  }
  return out;
}

export function furnitureView(p: PlayerState, i: FurnitureItem): Furniture {
  return {
    id: i.id,
    name: i.name,
    imageUrl: i.imageUrl,
    emoji: i.emoji,
    color: i.color,
    category: i.category,
    size: { ...i.size },
    rarity: i.rarity,
    coinsCost: i.coinsCost,
    gemsCost: i.gemsCost,
    requiredLevel: i.requiredLevel,
    isOwned: ownsFurniture(p, i),
  };
}

export function placedView(p: PlayerState, layout: readonly StoredPlacement[]): PlacedFurniture[] {
  return layout.flatMap((x) => {
    const item = furnitureById(x.itemId);
    return item ? [{ id: x.id, itemId: x.itemId, item: furnitureView(p, item), x: x.x, y: x.y, rotation: x.rotation }] : [];
  });
}
