import { z } from 'zod';
import { IdSchema, successEnvelope } from '../common.js';
import { BalancesSchema, ChestRaritySchema } from './engagement.js';
import { AvatarCategorySchema, type AvatarCategory } from '../social/avatar-look.js';

/**
 * HTTP contracts of the shop, the avatar and the home base (engagement, under /api/engagement;
 * docs/product/engagement.md#shop--built, docs/adr/0090). Costs are whole coins or gems; a cost
 * of null means the item is not sold in that currency.
 */

export const RaritySchema = z.enum(['COMMON', 'UNCOMMON', 'RARE', 'EPIC', 'LEGENDARY', 'MYTHIC']);
export type Rarity = z.infer<typeof RaritySchema>;
export const CurrencySchema = z.enum(['coins', 'gems']);
export type Currency = z.infer<typeof CurrencySchema>;

export const ShopItemTypeSchema = z.enum(['AVATAR', 'PET', 'POWER_UP', 'CONSUMABLE', 'BUNDLE']);
export type ShopItemType = z.infer<typeof ShopItemTypeSchema>;

const cost = z.number().int().nonnegative().nullable();

export const ShopItemSchema = z.object({
  id: z.string(),
  type: ShopItemTypeSchema,
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  /** A short picture for cards (an emoji). */
  icon: z.string(),
  rarity: RaritySchema,
  coinsCost: cost,
  gemsCost: cost,
  requiredLevel: z.number().int().min(1),
  /** One-of-a-kind items (avatar items, pets, bundles) once bought; counted items never. */
  isOwned: z.boolean(),
  /** How many of a counted item (power-up, consumable) the student holds, or charges left of its effect. */
  ownedCount: z.number().int().nonnegative(),
  isFeatured: z.boolean(),
  isLimitedTime: z.boolean(),
  /** When a limited-time item leaves the shop (the end of the battle-pass season); null for the others. */
  availableUntil: z.string().nullable(),
  /**
   * Why buying it now would change nothing, as the purchase would be refused (409
   * PET_ALREADY_HAPPY: a pet treat while the active pet is at full happiness); null otherwise.
   */
  uselessNow: z.string().nullable(),
});
export type ShopItem = z.infer<typeof ShopItemSchema>;

/** GET /shop and GET /shop/featured */
export const ShopItemsResponseSchema = successEnvelope(z.array(ShopItemSchema));

/** POST /shop/purchase, /avatar/purchase, /homebase/purchase */
export const PurchaseRequestSchema = z.object({ itemId: IdSchema, currency: CurrencySchema }).strict();
export type PurchaseRequest = z.infer<typeof PurchaseRequestSchema>;

/**
 * One thing a purchase did, as facts (docs/product/i18n.md, docs/adr/0191): the screen words it in
 * the reader's language; `effect` says the same in English.
 */
export const PurchaseEffectSchema = z.discriminatedUnion('kind', [
  /** +percent% XP on the next `answers` correct answers. */
  z.object({ kind: z.literal('XP_BOOST'), percent: z.number().int(), answers: z.number().int() }),
  /** Double coins on the next `answers` correct answers. */
  z.object({ kind: z.literal('COIN_BOOST'), answers: z.number().int() }),
  /** +happiness for the active pet. */
  z.object({ kind: z.literal('PET_HAPPINESS'), happiness: z.number().int() }),
  /** A treasure chest of this rarity waits to be opened. */
  z.object({ kind: z.literal('CHEST'), rarity: ChestRaritySchema }),
  /** This pet joined the student's pets. */
  z.object({ kind: z.literal('PET'), petId: z.string() }),
]);
export type PurchaseEffect = z.infer<typeof PurchaseEffectSchema>;

/** What a purchase did: the wallet after it, the one-of-a-kind ids it granted, what it applied. */
export const PurchaseResultSchema = z.object({
  itemId: z.string(),
  currency: CurrencySchema,
  cost: z.number().int().nonnegative(),
  wallet: BalancesSchema,
  /** One-of-a-kind ids now owned (a bundle grants several). */
  granted: z.array(z.string()),
  /** A child-readable line of what the item did ("XP Boost: +50% XP for your next 10 correct answers"). */
  effect: z.string().nullable(),
  /** What `effect` says, as facts, in its order (empty when `effect` is null); absent from a purchase that predates it. */
  effects: z.array(PurchaseEffectSchema).optional(),
});
export type PurchaseResult = z.infer<typeof PurchaseResultSchema>;
export const PurchaseResponseSchema = successEnvelope(PurchaseResultSchema);

// ---------------------------------------------------------------- avatar

export { AvatarCategorySchema, type AvatarCategory } from '../social/avatar-look.js';

export const AvatarItemSchema = z.object({
  id: z.string(),
  category: AvatarCategorySchema,
  name: z.string(),
  imageUrl: z.string(),
  /** How the layer is drawn: an emoji (HEAD, FACE, ACCESSORY, EMOTE), a colour (BODY, BACKGROUND) or the text (TITLE). */
  emoji: z.string(),
  color: z.string(),
  rarity: RaritySchema,
  coinsCost: cost,
  gemsCost: cost,
  requiredLevel: z.number().int().min(1),
  isOwned: z.boolean(),
  isEquipped: z.boolean(),
});
export type AvatarItem = z.infer<typeof AvatarItemSchema>;

export const AvatarItemsResponseSchema = successEnvelope(z.array(AvatarItemSchema));
/** Equipped items keyed by category (null: nothing in that slot). */
export const EquippedAvatarSchema = z.object(Object.fromEntries(AvatarCategorySchema.options.map((c) => [c, AvatarItemSchema.nullable()])) as Record<AvatarCategory, z.ZodNullable<typeof AvatarItemSchema>>);
export type EquippedAvatar = z.infer<typeof EquippedAvatarSchema>;
export const EquippedAvatarResponseSchema = successEnvelope(EquippedAvatarSchema);

export const EquipRequestSchema = z.object({ itemId: IdSchema, category: AvatarCategorySchema }).strict();
export const UnequipRequestSchema = z.object({ category: AvatarCategorySchema }).strict();

// ---------------------------------------------------------------- home base

export const HOMEBASE_COLUMNS = 10;
export const HOMEBASE_ROWS = 8;
export const FurnitureCategorySchema = z.enum(['FLOOR', 'WALL', 'FURNITURE', 'DECORATION', 'LIGHTING', 'SPECIAL']);
export type FurnitureCategory = z.infer<typeof FurnitureCategorySchema>;
export const RotationSchema = z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]);
export type Rotation = z.infer<typeof RotationSchema>;

export const FurnitureSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  emoji: z.string(),
  color: z.string(),
  category: FurnitureCategorySchema,
  /** Cells it covers at rotation 0 (90 and 270 swap them). */
  size: z.object({ width: z.number().int().min(1), height: z.number().int().min(1) }),
  rarity: RaritySchema,
  coinsCost: cost,
  gemsCost: cost,
  requiredLevel: z.number().int().min(1),
  isOwned: z.boolean(),
});
export type Furniture = z.infer<typeof FurnitureSchema>;
export const FurnitureResponseSchema = successEnvelope(z.array(FurnitureSchema));

export const PlacedFurnitureSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  item: FurnitureSchema,
  x: z.number().int(),
  y: z.number().int(),
  rotation: RotationSchema,
});
export type PlacedFurniture = z.infer<typeof PlacedFurnitureSchema>;
export const PlacedFurnitureResponseSchema = successEnvelope(z.array(PlacedFurnitureSchema));

/** One piece of a saved layout: its cell (top-left of the rotated footprint) and rotation. */
export const PlacementSchema = z
  .object({
    id: IdSchema.optional(),
    itemId: IdSchema,
    x: z.number().int().min(0).max(HOMEBASE_COLUMNS - 1),
    y: z.number().int().min(0).max(HOMEBASE_ROWS - 1),
    rotation: RotationSchema,
  })
  .strict();
export type Placement = z.infer<typeof PlacementSchema>;
/** POST /homebase/save: the whole layout (at most one piece per cell). */
export const SaveLayoutRequestSchema = z.object({ furniture: z.array(PlacementSchema).max(HOMEBASE_COLUMNS * HOMEBASE_ROWS) }).strict();
export type SaveLayoutRequest = z.infer<typeof SaveLayoutRequestSchema>;
