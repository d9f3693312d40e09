/** GET /avatar/items: the avatar catalogue as this student sees it (owned, equipped). */
import type { AvatarItem } from '@mathquest/contracts';
import type { Student } from './player-write.js';
import { readOrNew, type AvatarCatalogue, type ShopActionsDeps } from './shop-deps.js';
import { avatarView } from './shop-views.js';

export function createListAvatarItems({ store }: Pick<ShopActionsDeps, 'store'>, catalogue: AvatarCatalogue) {
  return async function avatarItems(s: Student): Promise<AvatarItem[]> {
    const p = await readOrNew(store, s);
    return catalogue.all().map((i) => avatarView(catalogue, p, i));
  };
}
