import { describe, expect, it } from 'vitest';
import { announcementBetween, clockText, secondsLeft } from './speed-countdown';

describe('speed countdown', () => {
  it('counts whole seconds left, rounded up, never below 0 or above 60', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 100)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 75_000)).toBe(0);
    expect(secondsLeft(90_000, 0)).toBe(60);
  });

  it('announces half time, the last 10 and 5 seconds and the end, not every second', () => {
    expect(announcementBetween(31, 30)).toBe(30);
    expect(announcementBetween(11, 10)).toBe(10);
    expect(announcementBetween(6, 5)).toBe(5);
    expect(announcementBetween(1, 0)).toBe(0);
    expect([[60, 59], [46, 45], [30, 29], [10, 9], [5, 4], [2, 1]].map(([a, b]) => announcementBetween(a!, b!))).toEqual([null, null, null, null, null, null]);
  });

  it('announces a moment the timer skipped over, once, and the end whatever was skipped', () => {
    expect(announcementBetween(58, 27)).toBe(30);
    expect(announcementBetween(12, 4)).toBe(5);
    expect(announcementBetween(27, 0)).toBe(0);
    expect(announcementBetween(27, 27)).toBeNull();
  });

  it('shows minutes and seconds', () => {
    expect(clockText(60)).toBe('1:00');
    expect(clockText(45)).toBe('0:45');
    expect(clockText(5)).toBe('0:05');
  });
});
