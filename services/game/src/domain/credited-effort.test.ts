import { describe, expect, it } from 'vitest';
import { creditedHints, creditedTimeSpent, ELAPSED_ALLOWANCE_S } from './credited-effort.js';

const servedAt = new Date('2025-03-01T10:00:00Z');
const after = (seconds: number) => new Date(servedAt.getTime() + seconds * 1000);

describe('credited effort', () => {
  it('counts the hints the server recorded even when the client claims fewer, and never more than 3', () => {
    expect(creditedHints(1, 0)).toBe(1);
    expect(creditedHints(0, 2)).toBe(2);
    expect(creditedHints(3, 3)).toBe(3);
    expect(creditedHints(2, 5)).toBe(3);
  });

  it('trusts the child’s clock down to what the server saw pass minus the allowance', () => {
    expect(creditedTimeSpent(12, servedAt, after(10))).toBe(12);
    expect(creditedTimeSpent(0, servedAt, after(3))).toBe(0);
    expect(creditedTimeSpent(0, servedAt, after(600))).toBe(600 - ELAPSED_ALLOWANCE_S);
    expect(creditedTimeSpent(2, servedAt, after(20.9))).toBe(20 - ELAPSED_ALLOWANCE_S);
  });

  it('caps the credited time at an hour, also for a problem left open overnight', () => {
    expect(creditedTimeSpent(0, servedAt, after(12 * 3600))).toBe(3600);
  });
});
