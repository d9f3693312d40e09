import { z } from 'zod';

/**
 * A student's look as the web app draws it (docs/adr/0092, 0136): a leaf module, so the shop,
 * the leaderboards, guilds and challenges can all use it without importing one another.
 */
export const AvatarCategorySchema = z.enum(['HEAD', 'BODY', 'FACE', 'ACCESSORY', 'BACKGROUND', 'EMOTE', 'TITLE']);
export type AvatarCategory = z.infer<typeof AvatarCategorySchema>;

/** One worn avatar item, as much of it as drawing needs. */
export const AvatarLayerSchema = z.object({ id: z.string(), name: z.string(), emoji: z.string(), color: z.string() });
export type AvatarLayer = z.infer<typeof AvatarLayerSchema>;
/** A student's look: the item worn in each category (a category left out: nothing worn there). */
export const AvatarLookSchema = z.partialRecord(AvatarCategorySchema, AvatarLayerSchema);
export type AvatarLook = z.infer<typeof AvatarLookSchema>;
