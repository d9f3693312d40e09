/**
 * The shop, the avatar and the home base (docs/product/engagement.md#shop--built, docs/adr/0090):
 * reads of the player document by `_id`, and actions written with ONE update conditional on the
 * version read (docs/adr/0060). A purchase's debit and its item are that one write, with its
 * engagement.wallet.changed (and, for an XP boost, its engagement.boost.granted: docs/adr/0186) in
 * the document's outbox, published before the response. The
 * student's level comes from the progress projection in Redis (no storage operation).
 */
import {
  ErrorCode,
  type AvatarCategory,
  type AvatarItem,
  type Currency,
  type EquippedAvatar,
  type Furniture,
  type PlacedFurniture,
  type Placement,
  type PurchaseResult,
  type ShopItem,
} from '@mathquest/contracts';
import { AvatarCategorySchema } from '@mathquest/contracts';
import { AppError, notFound, type StoredOutboxEntry } from '@mathquest/service-kit';
import { equip as equipRule, equippedOf, lookOfView, ownsAvatarItem, unequip as unequipRule } from '../domain/avatar.js';
import { seasonAt } from '../domain/battle-pass.js';
import { allAvatarItems, avatarItemById, type AvatarCatalogueItem } from '../domain/catalogue/avatar-items.js';
import { allFurniture, furnitureById, type FurnitureItem } from '../domain/catalogue/furniture.js';
import { allShopItems, isCounted, shopItemById, type ShopCatalogueItem } from '../domain/catalogue/shop-items.js';
import { checkLayout, isLayoutError, layoutOf, ownsFurniture, type StoredPlacement } from '../domain/homebase.js';
import { emptyPlayer, walletVersionOf, withStarterPet, type PlayerState } from '../domain/player.js';
import { effectLine, isOwned, ownedCount, purchase, treatWouldBeWasted, type PurchaseRefusal, type Sellable } from '../domain/shop.js';
import { petKind } from '../domain/pets.js';
import { boostGrantedEntry, walletChangedEntry, type PlayerOutbox } from '../events/player-outbox.js';
import type { LookStore } from '../repositories/looks-repository.js';
import type { ProgressStore } from '../repositories/progress-repository.js';
import { readPlayer, type PlayerStore } from '../repositories/wallets-repository.js';
import { updatePlayer, type Student } from './player-actions.js';

export interface ShopActionsDeps {
  store: PlayerStore;
  outbox: PlayerOutbox;
  progress: ProgressStore;
  /** Where the leaderboards read each student's look (docs/adr/0136); without it, nothing is kept. */
  looks?: Pick<LookStore, 'write'>;
  /** The avatar catalogue (the shop's items and reward-only ones); defaults to the shop's. */
  avatarItems?: { all: () => readonly AvatarCatalogueItem[]; byId: (id: string) => AvatarCatalogueItem | undefined };
}

const sellableOfShop = (i: ShopCatalogueItem): Sellable => ({ id: i.id, name: i.name, coinsCost: i.coinsCost, gemsCost: i.gemsCost, requiredLevel: i.requiredLevel, counted: isCounted(i), grants: i.grants });
const sellableOfThing = (i: AvatarCatalogueItem | FurnitureItem): Sellable => ({ id: i.id, name: i.name, coinsCost: i.coinsCost, gemsCost: i.gemsCost, requiredLevel: i.requiredLevel, counted: false, grants: [] });

/** The PET_ALREADY_HAPPY refusal's message, when a purchase of this item now would be refused for it. */
function fullPetMessage(petId: string, name: string): string {
  return `${petKind(petId)?.name ?? 'Your pet'} is already at full happiness: ${name} would change nothing now`;
}

/** Why buying the item now would change nothing (the shop card and dialog say it before the purchase), or null. */
function uselessNow(p: PlayerState, item: Sellable, now: Date): string | null {
  const petId = treatWouldBeWasted(p, item, now);
  return petId ? fullPetMessage(petId, item.name) : null;
}

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

export function shopActions({ store, outbox, progress, looks, avatarItems = { all: allAvatarItems, byId: avatarItemById } }: ShopActionsDeps) {
  const levelOf = async (s: Student) => (await progress.get(s.id))?.level ?? 1;
  const read = async (s: Student): Promise<PlayerState> => (await readPlayer(store.players, s.id)) ?? withStarterPet(emptyPlayer(s.id), new Date());

  const shopView = (p: PlayerState, i: ShopCatalogueItem, now: Date): ShopItem => {
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
  };

  const avatarView = (p: PlayerState, i: AvatarCatalogueItem): AvatarItem => ({
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
    isEquipped: equippedOf(p, avatarItems.all())[i.category] === i.id,
  });

  const equippedView = (p: PlayerState): EquippedAvatar => {
    const look = equippedOf(p, avatarItems.all());
    const out = {} as Record<AvatarCategory, AvatarItem | null>;
    for (const c of AvatarCategorySchema.options) {
      const item = look[c] ? avatarItems.byId(look[c]) : undefined;
      out[c] = item ? avatarView(p, item) : null;
    }
    return out;
  };

  const furnitureView = (p: PlayerState, i: FurnitureItem): Furniture => ({
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
  });

  const placedView = (p: PlayerState, layout: readonly StoredPlacement[]): PlacedFurniture[] =>
    layout.flatMap((x) => {
      const item = furnitureById(x.itemId);
      return item ? [{ id: x.id, itemId: x.itemId, item: furnitureView(p, item), x: x.x, y: x.y, rotation: x.rotation }] : [];
    });

  /** One purchase: refusal or the debit with the item, written once, its wallet.changed published. */
  async function buy(s: Student, sellable: Sellable, currency: Currency): Promise<PurchaseResult> {
    const level = await levelOf(s);
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
        const result: PurchaseResult = { itemId: sellable.id, currency, cost: r.value.cost, wallet: { coins: after.coins, gems: after.gems }, granted: r.value.granted, effect: effectLine(sellable) };
        return { write: true, next: after, ...(r.guard ? { guard: r.guard } : {}), outbox: entries, result: { ok: result, entries } };
      },
      { fresh: true },
    );
    if ('refusal' in written) throw refusalError(written.refusal, sellable.name);
    if (written.entries.length) {
      outbox.wrote();
      await outbox.publish(written.entries);
    }
    return written.ok;
  }

  /**
   * The look just written (or read) into the boards' copy in Redis, after the player document's
   * write. A failed copy does not fail the change the child made: the next read of the look by its
   * owner writes it again.
   */
  async function keepLook(s: Student, view: EquippedAvatar): Promise<EquippedAvatar> {
    await looks?.write(s.id, lookOfView(view)).catch(() => undefined);
    return view;
  }

  /** A change of the document that spends nothing (equip, unequip, save a layout). */
  async function change<T>(s: Student, rule: (p: PlayerState) => { next: PlayerState; value: T } | AppError): Promise<T> {
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

  return {
    async shop(s: Student, featuredOnly = false): Promise<ShopItem[]> {
      const p = await read(s);
      const now = new Date();
      return allShopItems()
        .filter((i) => !featuredOnly || i.isFeatured)
        .map((i) => shopView(p, i, now));
    },

    async buyShopItem(s: Student, itemId: string, currency: Currency): Promise<PurchaseResult> {
      const item = shopItemById(itemId);
      if (!item) throw notFound('Shop item not found');
      return buy(s, sellableOfShop(item), currency);
    },

    async avatarItems(s: Student): Promise<AvatarItem[]> {
      const p = await read(s);
      return avatarItems.all().map((i) => avatarView(p, i));
    },

    async equipped(s: Student): Promise<EquippedAvatar> {
      // The owner's read (the header asks on every page) also keeps the boards' copy of the look:
      // a look changed before the copy existed, or a lost write, is put right here (docs/adr/0136).
      return keepLook(s, equippedView(await read(s)));
    },

    async buyAvatarItem(s: Student, itemId: string, currency: Currency): Promise<PurchaseResult> {
      const item = avatarItems.byId(itemId);
      if (!item) throw notFound('Avatar item not found');
      return buy(s, sellableOfThing(item), currency);
    },

    async equip(s: Student, itemId: string, category: AvatarCategory): Promise<EquippedAvatar> {
      return change(s, (p) => {
        const item = avatarItems.byId(itemId);
        const r = equipRule(p, item, category, avatarItems.all());
        if ('refusal' in r) {
          return r.refusal === 'NOT_FOUND'
            ? notFound(`No ${category.toLowerCase()} item '${itemId}'`)
            : new AppError(409, ErrorCode.ITEM_NOT_OWNED, `You do not own ${item?.name ?? 'this item'} yet`);
        }
        return { next: r, value: equippedView(r) };
      }).then((view) => keepLook(s, view));
    },

    async unequip(s: Student, category: AvatarCategory): Promise<EquippedAvatar> {
      return change(s, (p) => {
        const next = unequipRule(p, category, avatarItems.all());
        return { next, value: equippedView(next) };
      }).then((view) => keepLook(s, view));
    },

    async furniture(s: Student): Promise<Furniture[]> {
      const p = await read(s);
      return allFurniture().map((i) => furnitureView(p, i));
    },

    async placed(s: Student): Promise<PlacedFurniture[]> {
      const p = await read(s);
      return placedView(p, layoutOf(p));
    },

    async buyFurniture(s: Student, itemId: string, currency: Currency): Promise<PurchaseResult> {
      const item = furnitureById(itemId);
      if (!item) throw notFound('Furniture not found');
      return buy(s, sellableOfThing(item), currency);
    },

    async saveLayout(s: Student, pieces: readonly Placement[]): Promise<PlacedFurniture[]> {
      return change(s, (p) => {
        const r = checkLayout(p, pieces, furnitureById);
        if (isLayoutError(r)) return new AppError(400, ErrorCode.INVALID_LAYOUT, r.message, { field: `furniture.${r.index}` });
        const next: PlayerState = { ...p, inventory: { ...p.inventory, owned: p.inventory?.owned ?? [], layout: r } };
        return { next, value: placedView(next, r) };
      });
    },
  };
}

export type ShopActions = ReturnType<typeof shopActions>;
