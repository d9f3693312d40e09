/**
 * The web app's content catalogue against the server's content tables (docs/product/i18n.md,
 * "Content names"): the English catalogue of the `content` scope says exactly what the server
 * sends for every boss, world, chapter, avatar item, furniture piece, shop item and battle pass
 * reward, so English readers see no change; and the Spanish one words every piece of it. Pets'
 * names are in the `pets` scope (`pets.name.<id>`, docs/adr/0191), checked here the same way.
 */
import { readFileSync } from 'node:fs';
import { BOSSES, WORLDS } from '@mathquest/contracts';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { PASS_REWARDS } from '../services/engagement/src/domain/battle-pass-rewards.js';
import { seasonAt } from '../services/engagement/src/domain/battle-pass.js';
import { allAvatarItems } from '../services/engagement/src/domain/catalogue/avatar-items.js';
import { allFurniture } from '../services/engagement/src/domain/catalogue/furniture.js';
import { allShopItems } from '../services/engagement/src/domain/catalogue/shop-items.js';
import { PET_CATALOGUE } from '../services/engagement/src/domain/pets.js';
import { contentWords, rewardWords, seasonWords, shopItemName } from '../web/src/i18n/content-words.js';
import { petName } from '../web/src/i18n/pet-names.js';

const catalogue = (language: string) => JSON.parse(readFileSync(new URL(`../web/src/i18n/messages/content/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const english = catalogue('en');
const spanish = catalogue('es-US');
const core = (language: string) => JSON.parse(readFileSync(new URL(`../web/src/i18n/messages/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const pets = (language: string) => JSON.parse(readFileSync(new URL(`../web/src/i18n/messages/pets/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>;
// The screens that show content read the core catalogue and pets' names too.
const en = createIntl({ locale: 'en', messages: { ...core('en'), ...pets('en'), ...english } });
const es = createIntl({ locale: 'es-US', messages: { ...core('es-US'), ...pets('es-US'), ...spanish } });

/** Every piece of content with what the server sends for it. */
const sent: Array<{ kind: 'boss' | 'world' | 'chapter' | 'item' | 'shop'; id: string; name: string; description?: string }> = [
  ...BOSSES.map((b) => ({ kind: 'boss' as const, id: b.id, name: b.name, description: b.description })),
  ...WORLDS.map((w) => ({ kind: 'world' as const, id: w.id, name: w.name, description: w.description })),
  ...WORLDS.flatMap((w) => w.chapters.map((c) => ({ kind: 'chapter' as const, id: c.id, name: c.name, description: c.description }))),
  ...allAvatarItems().map((i) => ({ kind: 'item' as const, id: i.id, name: i.name })),
  ...allFurniture().map((f) => ({ kind: 'item' as const, id: f.id, name: f.name })),
];

describe('content names in the reader’s language', () => {
  it('the English catalogue says what the server sends, for every piece of content', () => {
    expect(sent.length).toBeGreaterThan(100);
    for (const c of sent) {
      expect(contentWords(en, c.kind, c.id, 'name', '(none)')).toBe(c.name);
      if (c.description !== undefined) expect(contentWords(en, c.kind, c.id, 'description', '(none)')).toBe(c.description);
    }
    for (const s of allShopItems()) {
      expect(shopItemName(en, s.id, '(none)')).toBe(s.name);
      expect(contentWords(en, 'shop', s.id, 'description', '(none)')).toBe(s.description);
    }
  });

  it('the Spanish catalogue words every piece of it (ids the server does not have are not kept)', () => {
    for (const c of sent) {
      expect(contentWords(es, c.kind, c.id, 'name', '(none)')).not.toBe('(none)');
      if (c.description !== undefined) expect(contentWords(es, c.kind, c.id, 'description', c.description)).not.toBe(c.description);
    }
    for (const s of allShopItems()) expect(contentWords(es, 'shop', s.id, 'description', s.description)).not.toBe(s.description);
    const ids = new Set([...sent.map((c) => `${c.kind}.${c.id}.`), ...allShopItems().map((s) => `shop.${s.id}.`)]);
    const stale = Object.keys(english).filter((k) => !k.startsWith('content.reward.') && !k.startsWith('content.season.') && ![...ids].some((id) => k.startsWith(`content.${id}`)));
    expect(stale).toEqual([]);
  });

  it('every pet is named in English as the server names it, and in Spanish by its id (in the shop too)', () => {
    expect(PET_CATALOGUE.length).toBeGreaterThan(10);
    for (const p of PET_CATALOGUE) {
      expect(petName(en, p.id, '(none)')).toBe(p.name);
      expect(petName(es, p.id, '(none)')).not.toBe('(none)');
      expect(petName(es, p.id, '(none)')).toBe(pets('es-US')[`pets.name.${p.id}`]);
    }
    expect(petName(es, 'whiskers', 'Whiskers')).toBe('Bigotes');
    const sold = allShopItems().filter((s) => s.type === 'PET');
    expect(sold.length).toBeGreaterThan(5);
    for (const s of sold) expect(shopItemName(es, s.id, '(none)')).toBe(petName(es, s.id.replace(/^pet-/, ''), '(none)'));
    const passPets = PASS_REWARDS.filter((r) => r.type === 'PET');
    expect(passPets.length).toBeGreaterThan(0);
    for (const r of passPets) expect(rewardWords(es, r).name).toBe(petName(es, r.imageUrl.replace(/^\/pets\/(.+)\.png$/, '$1'), '(none)'));
  });

  it('every battle pass reward reads in English as the server words it, and in Spanish otherwise', () => {
    expect(PASS_REWARDS).toHaveLength(200);
    for (const r of PASS_REWARDS) {
      expect(rewardWords(en, r)).toEqual({ name: r.name, description: r.description });
      expect(rewardWords(es, r).description).not.toBe(r.description);
    }
  });

  it('every season’s name reads in English as the server words it, and in Spanish otherwise', () => {
    const names = new Set(Array.from({ length: 12 }, (_, i) => seasonAt(new Date(Date.UTC(2026, i * 3, 15))).name));
    expect(names.size).toBeGreaterThan(3);
    for (const name of names) {
      expect(seasonWords(en, name)).toBe(name);
      expect(seasonWords(es, name)).toMatch(/^Temporada \d+: /);
    }
  });
});
