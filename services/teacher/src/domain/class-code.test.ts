import { CLASS_CODE_ALPHABET } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { newClassCode, normalizeClassCode } from './class-code.js';

describe('class codes', () => {
  it('are 6 characters of an alphabet without 0, O, 1, I or L', () => {
    for (const ch of '0O1IL') expect(CLASS_CODE_ALPHABET).not.toContain(ch);
    let seed = 0;
    const random = () => ((seed = (seed * 9301 + 49297) % 233280) / 233280);
    for (let i = 0; i < 200; i++) {
      const code = newClassCode(random);
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    }
  });

  it('use the whole alphabet, first and last letter included', () => {
    expect(newClassCode(() => 0)).toBe('AAAAAA');
    expect(newClassCode(() => 0.99999)).toBe('999999');
  });

  it('are read in any case, spaces around them ignored', () => {
    expect(normalizeClassCode(' ab3kq9 ')).toBe('AB3KQ9');
    expect(normalizeClassCode('AB3KQ9')).toBe('AB3KQ9');
  });

  it('refuse what cannot be a code', () => {
    expect(normalizeClassCode('AB3KQ')).toBeNull();
    expect(normalizeClassCode('AB3KQ90')).toBeNull();
    expect(normalizeClassCode('AB0KQ9')).toBeNull();
    expect(normalizeClassCode('AB1KQ9')).toBeNull();
  });
});
