import { describe, expect, it } from 'vitest';
import { listText, ordinalText, plural, withArticle } from './words';

describe('words', () => {
  it('counts with the form the number takes', () => {
    expect(plural(0, 'student')).toBe('0 students');
    expect(plural(1, 'student')).toBe('1 student');
    expect(plural(2, 'reward')).toBe('2 rewards');
    expect(plural(1, 'child', 'children')).toBe('1 child');
    expect(plural(3, 'child', 'children')).toBe('3 children');
  });
  it('writes places and articles', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinalText)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st']);
    expect(withArticle('uncommon')).toBe('an uncommon');
    expect(withArticle('rare')).toBe('a rare');
    expect(withArticle('Epic')).toBe('an Epic');
    expect(listText(['Ann', 'Bo', 'Cy'])).toBe('Ann, Bo, and Cy');
  });
});
