import { describe, expect, it } from 'vitest';
import { parseLook } from './looks-repository.js';

describe('stored looks', () => {
  it('reads back a look written as compact JSON', () => {
    const look = { HEAD: { id: 'head-cap', name: 'Red Cap', emoji: '🧢', color: '#d94040' } };
    expect(parseLook(JSON.stringify(look))).toEqual(look);
    expect(parseLook('{}')).toEqual({});
  });

  it('treats a missing, damaged or foreign value as no look (the starter look is drawn instead)', () => {
    expect(parseLook(null)).toBeNull();
    expect(parseLook('')).toBeNull();
    expect(parseLook('{not json')).toBeNull();
    expect(parseLook(JSON.stringify({ HAT: { id: 'x', name: 'x', emoji: 'x', color: 'x' } }))).toBeNull();
    expect(parseLook(JSON.stringify({ HEAD: { id: 'head-cap' } }))).toBeNull();
  });
});
