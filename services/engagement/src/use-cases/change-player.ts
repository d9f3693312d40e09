/**
 * A change of the player document that spends nothing (equip, unequip, save a layout): one write
 * conditional on the version read, none when the rule changes nothing; and the look's copy for the
 * leaderboards (docs/adr/0136) after a change of what the student wears.
 */
import type { EquippedAvatar } from '@mathquest/contracts';
import { AppError } from '@mathquest/service-kit';
import { lookOfView } from '../domain/avatar.js';
import { withStarterPet, type PlayerState } from '../domain/player.js';
import { updatePlayer, type Student } from './player-write.js';
import type { ShopActionsDeps } from './shop-deps.js';

export async function changePlayer<T>({ store }: Pick<ShopActionsDeps, 'store'>, s: Student, rule: (p: PlayerState) => { next: PlayerState; value: T } | AppError): Promise<T> {
  const written = await updatePlayer<{ error: AppError } | { value: T }>(
    store,
    s.id,
    (current) => {
      const start = withStarterPet(current, new Date());
      const r = rule(start);
      if (r instanceof AppError) return { write: false, result: { error: r } };
      return r.next === start ? { write: false, result: { value: r.value } } : { write: true, next: r.next, result: { value: r.value } };
    },
    { fresh: true },
  );
  if ('error' in written) throw written.error;
  return written.value;
}

/**
 * The look just written (or read) into the boards' copy in Redis, after the player document's
 * write. A failed copy does not fail the change the child made: the next read of the look by its
 * owner writes it again.
 */
export async function keepLook({ looks }: Pick<ShopActionsDeps, 'looks'>, s: Student, view: EquippedAvatar): Promise<EquippedAvatar> {
  await looks?.write(s.id, lookOfView(view)).catch(() => undefined);
  return view;
}
