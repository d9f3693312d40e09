import { describe, expect, it } from 'vitest';
import { settled } from './projection-lag.js';

describe('settled', () => {
  it('reads again until the value matches, and stops there', async () => {
    const values = ['a', 'b', 'c', 'd'];
    let reads = 0;
    const read = async () => values[reads++]!;
    expect(await settled(read, (v) => v === 'c', { tries: 10, everyMs: 1 })).toBe('c');
    expect(reads).toBe(3);
  });

  it('gives the last value read once the tries are spent', async () => {
    let reads = 0;
    expect(await settled(async () => ++reads, () => false, { tries: 4, everyMs: 1 })).toBe(4);
    expect(reads).toBe(4);
  });

  it('reads once when the first value matches', async () => {
    let reads = 0;
    expect(await settled(async () => ++reads, () => true)).toBe(1);
  });
});
