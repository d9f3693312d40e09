import { describe, expect, it } from 'vitest';
import { canSubmitAnswer, secondsSince } from './answer';

describe('submit rules', () => {
  it('is disabled for an empty or whitespace-only answer', () => {
    expect(canSubmitAnswer('', false)).toBe(false);
    expect(canSubmitAnswer('   ', false)).toBe(false);
    expect(canSubmitAnswer('\t\n', false)).toBe(false);
  });
  it('is disabled while checking', () => {
    expect(canSubmitAnswer('42', true)).toBe(false);
  });
  it('is enabled for a real answer', () => {
    expect(canSubmitAnswer(' 3/4 ', false)).toBe(true);
  });
  it('time spent is whole seconds within 0..3600', () => {
    expect(secondsSince(1000, 13_400)).toBe(12);
    expect(secondsSince(5000, 1000)).toBe(0);
    expect(secondsSince(0, 10_000_000)).toBe(3600);
  });
});
