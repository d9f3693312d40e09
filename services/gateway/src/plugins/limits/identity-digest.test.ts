import { describe, expect, it } from 'vitest';
import { identityDigest } from './identity-digest.js';

describe('identityDigest', () => {
  it('names equal values alike and never holds the value', () => {
    const id = '6b0ae0b2a5c4d5d036190d66';
    expect(identityDigest(id)).toBe(identityDigest(id));
    expect(identityDigest(id)).toMatch(/^[0-9a-f]{32}$/);
    expect(identityDigest(id)).not.toContain(id);
    expect(identityDigest('kid@example.com')).not.toBe(identityDigest('kid2@example.com'));
  });
});
