/** The shop, the avatar and the home base (docs/product/engagement.md#shop--built, docs/adr/0090). */
import {
  EquippedAvatarResponseSchema,
  EquipRequestSchema,
  AvatarItemsResponseSchema,
  FurnitureResponseSchema,
  PlacedFurnitureResponseSchema,
  PurchaseRequestSchema,
  PurchaseResponseSchema,
  SaveLayoutRequestSchema,
  ShopItemsResponseSchema,
  UnequipRequestSchema,
} from '@mathquest/contracts';
import type { ServiceApp } from '@mathquest/service-kit';
import type { ShopActions } from '../use-cases/shop-actions.js';
import { conflictResponse, notFoundResponse, studentOf, studentsOnly } from './shared.js';

const PURCHASE_REFUSALS =
  'Refused with 409 and a stable code when the item is not sold in that currency (NOT_SOLD_FOR_CURRENCY), the student is below its level (LEVEL_TOO_LOW), a one-of-a-kind item is owned already (ALREADY_OWNED), a pet treat would change nothing because the active pet is at full happiness (PET_ALREADY_HAPPY) or the balance is short (NOT_ENOUGH_COINS, NOT_ENOUGH_GEMS); an unknown item is 404. The debit and the item are one write.';

export default async function shopRoutes(app: ServiceApp, { shop }: { shop: ShopActions }): Promise<void> {
  const students = studentsOnly(app);
  const purchase = { tags: ['shop'], body: PurchaseRequestSchema, response: { 200: PurchaseResponseSchema, ...notFoundResponse, ...conflictResponse } };

  app.get('/shop', { preHandler: students, schema: { tags: ['shop'], summary: 'The shop catalogue with isOwned for the student', response: { 200: ShopItemsResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await shop.shop(studentOf(request)),
  }));
  app.get('/shop/featured', { preHandler: students, schema: { tags: ['shop'], summary: 'The featured items', response: { 200: ShopItemsResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await shop.shop(studentOf(request), true),
  }));
  app.post('/shop/purchase', { preHandler: students, schema: { ...purchase, summary: 'Buy a shop item with coins or gems', description: PURCHASE_REFUSALS } }, async (request) => ({
    success: true as const,
    data: await shop.buyShopItem(studentOf(request), request.body.itemId, request.body.currency),
  }));

  app.get('/avatar/items', { preHandler: students, schema: { tags: ['avatar'], summary: 'Every avatar item with isOwned and isEquipped', response: { 200: AvatarItemsResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await shop.avatarItems(studentOf(request)),
  }));
  app.get('/avatar/equipped', { preHandler: students, schema: { tags: ['avatar'], summary: 'The equipped item of each category (null: none)', response: { 200: EquippedAvatarResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await shop.equipped(studentOf(request)),
  }));
  app.post(
    '/avatar/equip',
    {
      preHandler: students,
      schema: {
        tags: ['avatar'],
        summary: 'Wear an owned item in its category',
        description: 'An unknown item, or one of another category, is 404; an item the student does not own is 409 ITEM_NOT_OWNED.',
        body: EquipRequestSchema,
        response: { 200: EquippedAvatarResponseSchema, ...notFoundResponse, ...conflictResponse },
      },
    },
    async (request) => ({ success: true as const, data: await shop.equip(studentOf(request), request.body.itemId, request.body.category) }),
  );
  app.post('/avatar/unequip', { preHandler: students, schema: { tags: ['avatar'], summary: "Empty a category's slot", body: UnequipRequestSchema, response: { 200: EquippedAvatarResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await shop.unequip(studentOf(request), request.body.category),
  }));
  app.post('/avatar/purchase', { preHandler: students, schema: { ...purchase, tags: ['avatar'], summary: 'Buy an avatar item', description: PURCHASE_REFUSALS } }, async (request) => ({
    success: true as const,
    data: await shop.buyAvatarItem(studentOf(request), request.body.itemId, request.body.currency),
  }));

  app.get('/homebase/furniture', { preHandler: students, schema: { tags: ['homebase'], summary: 'The furniture catalogue with isOwned', response: { 200: FurnitureResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await shop.furniture(studentOf(request)),
  }));
  app.get('/homebase/placed', { preHandler: students, schema: { tags: ['homebase'], summary: 'The saved layout', response: { 200: PlacedFurnitureResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await shop.placed(studentOf(request)),
  }));
  app.post(
    '/homebase/save',
    {
      preHandler: students,
      schema: {
        tags: ['homebase'],
        summary: 'Replace the layout',
        description:
          'Saved only if every piece is known and owned, placed once, lies inside the 10×8 grid with its rotated footprint (90 and 270 swap width and height) and overlaps no other piece; else 400 INVALID_LAYOUT naming the piece (field furniture.<index>).',
        body: SaveLayoutRequestSchema,
        response: { 200: PlacedFurnitureResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await shop.saveLayout(studentOf(request), request.body.furniture) }),
  );
  app.post('/homebase/purchase', { preHandler: students, schema: { ...purchase, tags: ['homebase'], summary: 'Buy a furniture piece', description: PURCHASE_REFUSALS } }, async (request) => ({
    success: true as const,
    data: await shop.buyFurniture(studentOf(request), request.body.itemId, request.body.currency),
  }));
}
