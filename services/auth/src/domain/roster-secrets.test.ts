import { randomInt } from 'node:crypto';
import { normalizeSecret } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../security/secret-box.js';
import { newSecret, SECRET_ADJECTIVES, SECRET_NOUNS } from './roster-words.js';
import { formatSignInCode, newSignInCode } from './sign-in-code.js';

describe('roster secrets and sign-in codes', () => {
  it('draws secrets from two lists of 96 distinct short lower-case words and a number from 10 to 99', () => {
    for (const list of [SECRET_ADJECTIVES, SECRET_NOUNS]) {
      expect(list).toHaveLength(96);
      expect(new Set(list).size).toBe(96);
      for (const w of list) expect(w).toMatch(/^[a-z]{3,7}$/);
    }
    for (let i = 0; i < 50; i++) {
      const secret = newSecret(randomInt);
      expect(secret).toMatch(/^[a-z]+ [a-z]+ [1-9]\d$/);
      expect(normalizeSecret(secret.toUpperCase().replace(/ /g, ' - '))).toBe(secret);
    }
    expect(newSecret(() => 0)).toBe('sunny otter 10');
  });

  it('seals a secret so that only the same key and the same student open it', () => {
    const box = createSecretBox('key one');
    const sealed = box.seal('sunny otter 42', 'class:student');
    expect(sealed).not.toContain('otter');
    expect(box.open(sealed, 'class:student')).toBe('sunny otter 42');
    expect(box.open(sealed, 'class:other')).toBeNull();
    expect(createSecretBox('key two').open(sealed, 'class:student')).toBeNull();
    const [version, iv, body, tag] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(body, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    expect(box.open([version, iv, flipped.toString('base64'), tag].join('.'), 'class:student')).toBeNull();
    // A shortened tag is refused, not checked on fewer bytes.
    expect(box.open([version, iv, body, Buffer.from(tag, 'base64').subarray(0, 4).toString('base64')].join('.'), 'class:student')).toBeNull();
    expect(box.open('garbage', 'class:student')).toBeNull();
  });

  it('makes 8-character codes of the unambiguous alphabet, shown in two halves', () => {
    const code = newSignInCode(randomInt);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(formatSignInCode('ABCDEFGH')).toBe('ABCD-EFGH');
  });
});
