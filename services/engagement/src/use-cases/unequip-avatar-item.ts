/** POST /avatar/unequip: the category back to the starter look; the boards' copy of the look follows. */
import type { AvatarCategory, EquippedAvatar } from '@mathquest/contracts';
import { unequip as unequipRule } from '../domain/avatar.js';
import { changePlayer, keepLook } from './change-player.js';
import type { Student } from './player-write.js';
import type { AvatarCatalogue, ShopActionsDeps } from './shop-deps.js';
import { equippedView } from './shop-views.js';

export function createUnequipAvatarItem(deps: Pick<ShopActionsDeps, 'store' | 'looks'>, catalogue: AvatarCatalogue) {
  return async function unequip(s: Student, category: AvatarCategory): Promise<EquippedAvatar> {
    const view = await changePlayer(deps, s, (p) => {
      const next = unequipRule(p, category, catalogue.all());
      return { next, value: equippedView(catalogue, next) };
    });
    return keepLook(deps, s, view);
  };
}
