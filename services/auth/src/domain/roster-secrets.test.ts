import { randomInt } from 'node:crypto';
import { normalizeSecret } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../security/secret-box.js';
import { newSecret, SECRET_ADJECTIVES, SECRET_ADJECTIVES_ES, SECRET_NOUNS, SECRET_NOUNS_ES } from './roster-words.js';
import { formatSignInCode, newSignInCode } from './sign-in-code.js';

describe('roster secrets and sign-in codes', () => {
  it('draws secrets from two lists of 96 distinct short lower-case words and a number from 10 to 99', () => {
    for (const list of [SECRET_ADJECTIVES, SECRET_NOUNS]) {
      expect(list).toHaveLength(96);
      expect(new Set(list).size).toBe(96);
      for (const w of list) expect(w).toMatch(/^[a-z]{3,7}$/);
    }
    for (let i = 0; i < 50; i++) {
      const secret = newSecret(randomInt, 'en');
      expect(secret).toMatch(/^[a-z]+ [a-z]+ [1-9]\d$/);
      expect(normalizeSecret(secret.toUpperCase().replace(/ /g, ' - '))).toBe(secret);
    }
    expect(newSecret(() => 0, 'en')).toBe('sunny otter 10');
    // A roster without a language is English.
    expect(newSecret(() => 0, undefined)).toBe('sunny otter 10');
    const [adjective, noun] = newSecret(randomInt, undefined).split(' ') as [string, string];
    expect(SECRET_ADJECTIVES).toContain(adjective);
    expect(SECRET_NOUNS).toContain(noun);
  });

  it("draws a Spanish class's secrets from two Spanish lists of 96 words a–z only, noun first", () => {
    for (const list of [SECRET_ADJECTIVES_ES, SECRET_NOUNS_ES]) {
      expect(list).toHaveLength(96);
      expect(new Set(list).size).toBe(96);
      // No accent, ñ or ü: typed on any keyboard, and never split by normalizeSecret.
      for (const w of list) expect(w).toMatch(/^[a-z]{3,8}$/);
    }
    // A pair never repeats a word across the lists ("naranja naranja").
    expect(SECRET_NOUNS_ES.filter((w) => (SECRET_ADJECTIVES_ES as readonly string[]).includes(w))).toEqual([]);
    for (let i = 0; i < 50; i++) {
      const secret = newSecret(randomInt, 'es-US');
      expect(secret).toMatch(/^[a-z]+ [a-z]+ [1-9]\d$/);
      const [noun, adjective, number] = secret.split(' ') as [string, string, string];
      expect(SECRET_NOUNS_ES).toContain(noun);
      expect(SECRET_ADJECTIVES_ES).toContain(adjective);
      expect(Number(number)).toBeGreaterThanOrEqual(10);
      expect(normalizeSecret(secret.toUpperCase().replace(/ /g, ' - '))).toBe(secret);
      expect(normalizeSecret(`  ${noun[0]!.toUpperCase()}${noun.slice(1)}--${adjective.toUpperCase()}-${number} `)).toBe(secret);
    }
    expect(newSecret(() => 0, 'es-US')).toBe('nutria feliz 10');
    expect(newSecret((n) => n - 1, 'es-US')).toBe('faro fiable 99');
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
