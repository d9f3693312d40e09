import { describe, expect, it } from 'vitest';
import { allAvatarItems, avatarItemById } from './catalogue/avatar-items.js';
import { drawnLook, equip, equippedOf, lookOfView, starterLook, unequip } from './avatar.js';
import { grantItems } from './inventory.js';
import { emptyPlayer, type PlayerState } from './player.js';

const all = allAvatarItems();
const ok = (r: PlayerState | { refusal: string }): PlayerState => {
  if ('refusal' in r) throw new Error(r.refusal);
  return r;
};

describe('avatar', () => {
  it('wears the free starters until the student changes their look', () => {
    const look = equippedOf(emptyPlayer('u'), all);
    expect(look).toEqual(starterLook(all));
    expect(look.HEAD).toBe('head-cap');
    expect(look.ACCESSORY).toBeUndefined();
  });

  it('equips an owned item, one per category, replacing the one there', () => {
    const p = grantItems(emptyPlayer('u'), ['head-top-hat', 'head-crown']);
    const a = ok(equip(p, avatarItemById('head-top-hat'), 'HEAD', all));
    const b = ok(equip(a, avatarItemById('head-crown'), 'HEAD', all));
    expect(equippedOf(b, all).HEAD).toBe('head-crown');
    expect(equippedOf(b, all).BODY).toBe('body-tee-blue');
  });

  it('refuses an item not owned, an unknown one and one of another category', () => {
    const p = emptyPlayer('u');
    expect(equip(p, avatarItemById('head-crown'), 'HEAD', all)).toEqual({ refusal: 'ITEM_NOT_OWNED' });
    expect(equip(p, undefined, 'HEAD', all)).toEqual({ refusal: 'NOT_FOUND' });
    expect(equip(p, avatarItemById('head-cap'), 'BODY', all)).toEqual({ refusal: 'NOT_FOUND' });
  });

  it('unequips a category, and unequipping an empty slot changes nothing', () => {
    const p = unequip(emptyPlayer('u'), 'HEAD', all);
    expect(equippedOf(p, all).HEAD).toBeUndefined();
    expect(equippedOf(p, all).FACE).toBe('face-smile');
    expect(unequip(p, 'HEAD', all)).toBe(p);
  });

  it('lists the items earned from the battle pass and bosses, never for sale, and equips one once granted', () => {
    const crown = avatarItemById('pass-avatar-20')!;
    expect(crown).toMatchObject({ category: 'HEAD', coinsCost: null, gemsCost: null });
    expect(all.filter((i) => i.id.startsWith('pass-')).length).toBeGreaterThan(0);
    expect(() => ok(equip(emptyPlayer('u'), crown, 'HEAD', all))).toThrow();
    const worn = ok(equip(grantItems(emptyPlayer('u'), ['pass-avatar-20']), crown, 'HEAD', all));
    expect(equippedOf(worn, all).HEAD).toBe('pass-avatar-20');
  });

  it('draws a look as its items\' pictures and colours, leaving out empty and unknown categories', () => {
    const drawn = drawnLook({ HEAD: 'head-cap', BODY: 'body-tee-blue', FACE: 'no-such-item' }, avatarItemById);
    expect(Object.keys(drawn).sort()).toEqual(['BODY', 'HEAD']);
    const cap = avatarItemById('head-cap')!;
    expect(drawn.HEAD).toEqual({ id: 'head-cap', name: cap.name, emoji: cap.emoji, color: cap.color });
  });

  it('takes the look the boards keep from the avatar view the equip calls answer with', () => {
    const cap = avatarItemById('head-cap')!;
    const view = { HEAD: { ...cap, imageUrl: '', rarity: 'COMMON', extra: 1 }, BODY: null, FACE: null };
    expect(lookOfView(view)).toEqual({ HEAD: { id: 'head-cap', name: cap.name, emoji: cap.emoji, color: cap.color } });
    expect(lookOfView({ HEAD: null })).toEqual({});
  });
});
