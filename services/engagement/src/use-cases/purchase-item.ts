/**
 * One purchase, whatever is sold (docs/adr/0090): the refusal, or the debit with the item written
 * once, conditional on the version read (docs/adr/0060), with its engagement.wallet.changed (and,
 * for an XP boost, its engagement.boost.granted: docs/adr/0186) in the document's outbox,
 * published before the response.
 */
import { ErrorCode, type Currency, type PurchaseResult } from '@mathquest/contracts';
import { AppError, type StoredOutboxEntry } from '@mathquest/service-kit';
import { walletVersionOf, withStarterPet } from '../domain/player.js';
import { effectLine, purchase, purchaseEffects, type PurchaseRefusal, type Sellable } from '../domain/shop.js';
import { boostGrantedEntry, walletChangedEntry } from '../events/player-outbox.js';
import { updatePlayer, type Student } from './player-write.js';
import { levelOf, type ShopActionsDeps } from './shop-deps.js';
import { fullPetMessage } from './shop-views.js';

function refusalError(r: PurchaseRefusal, name: string): AppError {
  switch (r.refusal) {
    case 'NOT_SOLD_FOR_CURRENCY':
      return new AppError(409, ErrorCode.NOT_SOLD_FOR_CURRENCY, `${name} cannot be bought with ${r.currency}`);
    case 'LEVEL_TOO_LOW':
      return new AppError(409, ErrorCode.LEVEL_TOO_LOW, `Requires Level ${r.requiredLevel}: you are level ${r.level}`);
    case 'ALREADY_OWNED':
      return new AppError(409, ErrorCode.ALREADY_OWNED, `You already own ${name}`);
    case 'NOT_ENOUGH_COINS':
      return new AppError(409, ErrorCode.NOT_ENOUGH_COINS, `Not enough coins: ${name} costs ${r.cost} coins and you have ${r.balance}`);
    case 'NOT_ENOUGH_GEMS':
      return new AppError(409, ErrorCode.NOT_ENOUGH_GEMS, `Not enough gems: ${name} costs ${r.cost} gems and you have ${r.balance}`);
    case 'PET_ALREADY_HAPPY':
      return new AppError(409, ErrorCode.PET_ALREADY_HAPPY, fullPetMessage(r.petId, name));
  }
}

export async function purchaseItem({ store, outbox, progress }: Pick<ShopActionsDeps, 'store' | 'outbox' | 'progress'>, s: Student, sellable: Sellable, currency: Currency): Promise<PurchaseResult> {
  const level = await levelOf(progress, s);
  type Written = { refusal: PurchaseRefusal } | { ok: PurchaseResult; entries: StoredOutboxEntry[] };
  const written = await updatePlayer<Written>(
    store,
    s.id,
    (current) => {
      const now = new Date();
      const start = withStarterPet(current, now);
      const r = purchase(start, sellable, currency, level, now);
      if ('refusal' in r) return { write: false, result: { refusal: r } };
      const after = r.player;
      const entries: StoredOutboxEntry[] = [];
      if (r.balanceChanged) {
        entries.push(
          walletChangedEntry(
            s.id,
            r.value.causeId,
            { coins: after.coins, gems: after.gems, version: walletVersionOf(after) },
            { coinsDelta: after.coins - start.coins, gemsDelta: after.gems - start.gems, reason: 'shop.purchase' },
            now,
          ),
        );
      }
      // The XP boost's charges go to the game, which uses them in the answers' own writes (docs/adr/0186).
      if (r.value.xpBoostCharges > 0) entries.push(boostGrantedEntry(s.id, r.value.causeId, r.value.xpBoostCharges, now));
      const result: PurchaseResult = { itemId: sellable.id, currency, cost: r.value.cost, wallet: { coins: after.coins, gems: after.gems }, granted: r.value.granted, effect: effectLine(sellable), effects: purchaseEffects(sellable) };
      return { write: true, next: after, ...(r.guard ? { guard: r.guard } : {}), outbox: entries, result: { ok: result, entries } };
    },
    { fresh: true },
  );
  if ('refusal' in written) throw refusalError(written.refusal, sellable.name);
  if (written.entries.length) {
    await outbox.publish(written.entries, { kind: 'player', id: s.id });
  }
  return written.ok;
}
