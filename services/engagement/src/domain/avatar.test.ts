import { describe, expect, it } from 'vitest';
import { allAvatarItems, avatarItemById } from './catalogue/avatar-items.js';
import { equip, equippedOf, starterLook, unequip } from './avatar.js';
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
});
