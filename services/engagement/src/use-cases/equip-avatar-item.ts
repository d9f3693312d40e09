/** POST /avatar/equip: an owned item worn in its category; the boards' copy of the look follows. */
import { ErrorCode, type AvatarCategory, type EquippedAvatar } from '@mathquest/contracts';
import { AppError, notFound } from '@mathquest/service-kit';
import { equip as equipRule } from '../domain/avatar.js';
import { changePlayer, keepLook } from './change-player.js';
import type { Student } from './player-write.js';
import type { AvatarCatalogue, ShopActionsDeps } from './shop-deps.js';
import { equippedView } from './shop-views.js';

export function createEquipAvatarItem(deps: Pick<ShopActionsDeps, 'store' | 'looks'>, catalogue: AvatarCatalogue) {
  return async function equip(s: Student, itemId: string, category: AvatarCategory): Promise<EquippedAvatar> {
    const view = await changePlayer(deps, s, (p) => {
      const item = catalogue.byId(itemId);
      const r = equipRule(p, item, category, catalogue.all());
      if ('refusal' in r) {
        return r.refusal === 'NOT_FOUND'
          ? notFound(`No ${category.toLowerCase()} item '${itemId}'`)
          : new AppError(409, ErrorCode.ITEM_NOT_OWNED, `You do not own ${item?.name ?? 'this item'} yet`);
      }
      return { next: r, value: equippedView(catalogue, r) };
    });
    return keepLook(deps, s, view);
  };
}
