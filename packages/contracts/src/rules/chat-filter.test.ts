import { describe, expect, it } from 'vitest';
import { chatRefusal } from './chat-filter.js';

describe('guild chat filter', () => {
  it('lets ordinary maths chat through', () => {
    for (const m of ['Good job on the raid!', 'What is 7 x 8? I got 56', 'Let us do fractions at 5pm', 'Score 12345 points', 'I passed level 3.5 of the class']) expect(chatRefusal(m), m).toBeNull();
  });

  it('refuses blocked words, also disguised', () => {
    for (const m of ['you are STUPID', 'shiiit', 'sh1t happens', 'f u c k', 'i.d.i.o.t', 'what a L0SER']) expect(chatRefusal(m), m).toBe('WORD');
    // A blocked word inside a longer, innocent word is not one.
    expect(chatRefusal('I passed the class assessment')).toBeNull();
  });

  it('refuses links, e-mails and phone numbers', () => {
    expect(chatRefusal('look at https://example.test/x')).toBe('LINK');
    expect(chatRefusal('go to www.games')).toBe('LINK');
    expect(chatRefusal('my site is coolkid.com')).toBe('LINK');
    expect(chatRefusal('coolkid dot com')).toBe('LINK');
    expect(chatRefusal('mail me at kid@example.org')).toBe('EMAIL');
    expect(chatRefusal('call 555-123-4567')).toBe('PHONE');
    expect(chatRefusal('+44 20 7946 0958')).toBe('PHONE');
  });

  it('refuses empty and over-long messages', () => {
    expect(chatRefusal('   ')).toBe('EMPTY');
    expect(chatRefusal('a'.repeat(501))).toBe('TOO_LONG');
    expect(chatRefusal('a'.repeat(500))).toBeNull();
  });
});
