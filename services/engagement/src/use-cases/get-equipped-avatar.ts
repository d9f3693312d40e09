/** GET /avatar/equipped: what the student wears, one item (or none) per category. */
import type { EquippedAvatar } from '@mathquest/contracts';
import { keepLook } from './change-player.js';
import type { Student } from './player-write.js';
import { readOrNew, type AvatarCatalogue, type ShopActionsDeps } from './shop-deps.js';
import { equippedView } from './shop-views.js';

export function createGetEquippedAvatar(deps: Pick<ShopActionsDeps, 'store' | 'looks'>, catalogue: AvatarCatalogue) {
  return async function equipped(s: Student): Promise<EquippedAvatar> {
    // The owner's read (the header asks on every page) also keeps the boards' copy of the look:
    // a look changed before the copy existed, or a lost write, is put right here (docs/adr/0136).
    return keepLook(deps, s, equippedView(catalogue, await readOrNew(deps.store, s)));
  };
}
