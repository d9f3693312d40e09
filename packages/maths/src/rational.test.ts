import { describe, expect, it } from 'vitest';
import { Rational } from './rational.js';

describe('Rational decimals', () => {
  it.each([
    [1n, 8n, 0, '0.125'],
    [-3n, 4n, 0, '-0.75'],
    [5n, 1n, 0, '5'],
    [1n, 2n, 2, '0.50'],
    [7n, 40n, 0, '0.175'],
    [3n, 125n, 0, '0.024'],
    [1n, 1024n, 0, '0.0009765625'],
    [123456n, 100n, 3, '1234.560'],
  ])('%s/%s with at least %s places is %s', (num, den, places, text) => {
    expect(Rational.of(num, den).toDecimalString(places)).toBe(text);
    expect(Rational.of(num, den).isTerminating()).toBe(true);
  });

  it('refuses fractions whose decimal never ends', () => {
    expect(Rational.of(1n, 3n).isTerminating()).toBe(false);
    expect(() => Rational.of(7n, 30n).toDecimalString()).toThrow(RangeError);
  });
});

describe('Rational parsing', () => {
  it('parses exact literals and answers null (tryParse) or throws (parse) on anything else', () => {
    expect(Rational.tryParse(' -3/4 ')!.toString()).toBe('-3/4');
    expect(Rational.tryParse('2.50')!.toString()).toBe('5/2');
    expect(Rational.tryParse('.5')!.toString()).toBe('1/2');
    for (const bad of ['36π', '3/0', '', '.', '1e3', '12 cm']) expect(Rational.tryParse(bad)).toBeNull();
    expect(() => Rational.parse('3/0')).toThrow(RangeError);
    expect(() => Rational.parse('36π')).toThrow(SyntaxError);
  });
});
