/**
 * The shop, the avatar and the home base (docs/product/engagement.md#shop--built, docs/adr/0090):
 * one use case per file beside this one, composed for the routes over the same dependencies.
 * Reads read the player document by `_id`; purchases write through purchase-item.ts, changes that
 * spend nothing through change-player.ts.
 */
import { createBuyAvatarItem } from './buy-avatar-item.js';
import { createBuyFurniture } from './buy-furniture.js';
import { createBuyShopItem } from './buy-shop-item.js';
import { createEquipAvatarItem } from './equip-avatar-item.js';
import { createGetEquippedAvatar } from './get-equipped-avatar.js';
import { createListAvatarItems } from './list-avatar-items.js';
import { createListFurniture } from './list-furniture.js';
import { createListPlacedFurniture } from './list-placed-furniture.js';
import { createListShopItems } from './list-shop-items.js';
import { createSaveLayout } from './save-layout.js';
import { defaultAvatarCatalogue, type ShopActionsDeps } from './shop-deps.js';
import { createUnequipAvatarItem } from './unequip-avatar-item.js';

export type { ShopActionsDeps } from './shop-deps.js';

export function shopActions(deps: ShopActionsDeps) {
  const catalogue = deps.avatarItems ?? defaultAvatarCatalogue;
  return {
    shop: createListShopItems(deps),
    buyShopItem: createBuyShopItem(deps),
    avatarItems: createListAvatarItems(deps, catalogue),
    equipped: createGetEquippedAvatar(deps, catalogue),
    buyAvatarItem: createBuyAvatarItem(deps, catalogue),
    equip: createEquipAvatarItem(deps, catalogue),
    unequip: createUnequipAvatarItem(deps, catalogue),
    furniture: createListFurniture(deps),
    placed: createListPlacedFurniture(deps),
    buyFurniture: createBuyFurniture(deps),
    saveLayout: createSaveLayout(deps),
  };
}

export type ShopActions = ReturnType<typeof shopActions>;
