import { describe, expect, it } from 'vitest';
import { tokenLanguage, tokenPayload } from './token-claims';

const token = (claims: object) => `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

describe("an access token's claims, as the session reads them", () => {
  it('decodes the payload, null for no token or one that does not decode', () => {
    expect(tokenPayload(token({ sub: 'u1', lang: 'es-US' }))).toEqual({ sub: 'u1', lang: 'es-US' });
    expect(tokenPayload(null)).toBeNull();
    expect(tokenPayload('not-a-token')).toBeNull();
    expect(tokenPayload('a.%%%.c')).toBeNull();
    // JSON, but no claims.
    expect(tokenPayload(`e30.${btoa('7')}.sig`)).toBeNull();
  });

  it("reads the language claim: Spanish when signed so, English when absent (auth signs it only when not English) or unknown", () => {
    expect(tokenLanguage(token({ sub: 'u1', lang: 'es-US' }))).toBe('es-US');
    expect(tokenLanguage(token({ sub: 'u1' }))).toBe('en');
    expect(tokenLanguage(token({ sub: 'u1', lang: 'fr' }))).toBe('en');
    expect(tokenLanguage(null)).toBe('en');
  });
});
