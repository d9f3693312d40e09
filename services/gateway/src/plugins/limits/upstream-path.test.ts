import { describe, expect, it } from 'vitest';
import { isUnder, upstreamPath } from './upstream-path.js';

describe('upstreamPath', () => {
  it('is the path the service routes: no query, dot segments resolved, escapes decoded', () => {
    expect(upstreamPath('/api/auth/login?x=1')).toBe('/api/auth/login');
    expect(upstreamPath('/api/auth/./login')).toBe('/api/auth/login');
    expect(upstreamPath('/api/auth/%2e/login')).toBe('/api/auth/login');
    expect(upstreamPath('/api/auth/%6Cogin')).toBe('/api/auth/login');
    expect(upstreamPath('/api/auth/children/%6cink')).toBe('/api/auth/children/link');
    expect(upstreamPath('/api/auth/%E0%A4%A')).toBe('/api/auth/%E0%A4%A');
  });
});

describe('isUnder', () => {
  it('matches the prefix and what lies below it, not names that only start alike', () => {
    expect(isUnder('/api/auth', '/api/auth')).toBe(true);
    expect(isUnder('/api/auth/login', '/api/auth')).toBe(true);
    expect(isUnder('/api/authx', '/api/auth')).toBe(false);
  });
});
