import type { BattlePassReward } from '@mathquest/contracts';
import type { IntlShape } from 'react-intl';
// With its extension: scripts/content-words.test.ts reads this file under Node's module rules too.
import { petName } from './pet-names.js';

/**
 * Names and descriptions of the server's content in the reader's language (docs/product/i18n.md,
 * "Content names"): bosses, worlds, story chapters, avatar items, furniture and shop items are
 * worded from the `content` scope's catalogue by their stable id; the battle pass's rewards from
 * their type and amount; a pet sold or given as a reward by the pet's name (./pet-names.ts). The English catalogue says what the server says (a check in
 * scripts/content-words.test.ts keeps them equal), and an id the catalogue does not know shows the
 * server's words, so new content reads in English until it is translated.
 */
export type ContentKind = 'boss' | 'world' | 'chapter' | 'item' | 'shop';
export type ContentField = 'name' | 'description';

/** The catalogue's words for a piece of content, else `sent` (the server's). `intl` must know the `content` scope. */
export function contentWords(intl: IntlShape, kind: ContentKind, id: string, field: ContentField, sent: string): string {
  const key = `content.${kind}.${id}.${field}`;
  return key in intl.messages ? intl.formatMessage({ id: key }) : sent;
}

/** A shop item's name: its own, or (an avatar item sold in the shop) the avatar item's, or (a pet, `pet-<id>`) the pet's. */
export function shopItemName(intl: IntlShape, id: string, sent: string): string {
  const pet = petIdOf({ id });
  return contentWords(intl, 'shop', id, 'name', contentWords(intl, 'item', id, 'name', pet ? petName(intl, pet, sent) : sent));
}

/** A season's name, `Season <n>: <theme>`, in the reader's language; the server's words for a theme the catalogue lacks. */
export function seasonWords(intl: IntlShape, sent: string): string {
  const m = /^Season (\d+): (.+)$/.exec(sent);
  const themeKey = m ? `content.season.theme.${m[2]!.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : '';
  if (!m || !(themeKey in intl.messages)) return sent;
  return intl.formatMessage({ id: 'content.season.name' }, { number: Number(m[1]), theme: intl.formatMessage({ id: themeKey }) });
}

/** `/items/<id>.png` and `/rewards/chest-<rarity>.png`: the item and the chest rarity a reward's picture names. */
const ITEM_IMAGE = /^\/items\/([a-z0-9-]+)\.png$/;
const CHEST_IMAGE = /^\/rewards\/chest-([a-z]+)\.png$/;

/** A battle pass reward's name and description, from its type, amount and (items, chests) picture; the server's words for what it cannot tell. */
export function rewardWords(intl: IntlShape, r: Pick<BattlePassReward, 'type' | 'name' | 'description' | 'quantity' | 'imageUrl'>): { name: string; description: string } {
  const base = `content.reward.${r.type}`;
  if (!(`${base}.name` in intl.messages)) return { name: r.name, description: r.description };
  const item = ITEM_IMAGE.exec(r.imageUrl)?.[1];
  const rarity = CHEST_IMAGE.exec(r.imageUrl)?.[1]?.toUpperCase();
  if (r.type === 'CHEST' && !rarity) return { name: r.name, description: r.description };
  const pet = r.type === 'PET' ? petIdOf({ imageUrl: r.imageUrl }) : undefined;
  const name = item ? contentWords(intl, 'item', item, 'name', r.name) : pet ? petName(intl, pet, r.name) : r.name;
  const values = { quantity: r.quantity, rarity: rarity ?? '', name };
  return { name: intl.formatMessage({ id: `${base}.name` }, values), description: intl.formatMessage({ id: `${base}.description` }, values) };
}

/** The pet a shop item or a pass reward grants, from its id (`pet-<id>`) or picture (`/pets/<id>.png`); undefined for anything else. */
export function petIdOf(ref: { id?: string; imageUrl?: string }): string | undefined {
  return (ref.id !== undefined ? /^pet-([a-z0-9-]+)$/.exec(ref.id)?.[1] : undefined) ?? (ref.imageUrl !== undefined ? /^\/pets\/([a-z0-9-]+)\.png$/.exec(ref.imageUrl)?.[1] : undefined);
}
