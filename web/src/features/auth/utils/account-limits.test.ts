import { describe, expect, it } from 'vitest';
import { approvedSinceToken, tokenSaysLimited } from './account-limits';

const token = (claims: object) => `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

describe('a limited account approved since its token was signed (docs/adr/0239)', () => {
  it('reads the limits claim of the stored token', () => {
    expect(tokenSaysLimited(token({ sub: 'u1', limits: 'PENDING_PARENT_APPROVAL' }))).toBe(true);
    expect(tokenSaysLimited(token({ sub: 'u1' }))).toBe(false);
    expect(tokenSaysLimited(null)).toBe(false);
    expect(tokenSaysLimited('not-a-token')).toBe(false);
    expect(tokenSaysLimited('a.%%%.c')).toBe(false);
  });

  it('asks for a fresh token only when the user has no limits and the token still has them', () => {
    const limited = token({ sub: 'u1', limits: 'PENDING_PARENT_APPROVAL' });
    expect(approvedSinceToken({}, limited)).toBe(true);
    expect(approvedSinceToken({ limits: 'PENDING_PARENT_APPROVAL' }, limited)).toBe(false);
    expect(approvedSinceToken({}, token({ sub: 'u1' }))).toBe(false);
  });
});
