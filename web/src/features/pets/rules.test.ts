import { describe, expect, it } from 'vitest';
import { buildPet } from '../../testing/test-utils';
import { feedState, playState, timeLeft } from './rules';

const NOW = Date.parse('2026-01-01T12:00:00.000Z');
const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();

describe('pet rules', () => {
  it('feeding needs 10 coins', () => {
    expect(feedState(buildPet(), 10, NOW)).toEqual({ ready: true });
    expect(feedState(buildPet(), 9, NOW)).toEqual({ ready: false, reason: 'NOT_ENOUGH_COINS' });
  });

  it('a pet at full happiness is not fed: it would cost 10 coins and change nothing', () => {
    expect(feedState(buildPet({ name: 'Sparky', happiness: 100 }), 500, NOW)).toEqual({ ready: false, reason: 'ALREADY_HAPPY' });
    expect(feedState(buildPet({ happiness: 99 }), 500, NOW)).toEqual({ ready: true });
  });

  it('feeding and playing wait an hour after the last time, with the time left', () => {
    const pet = buildPet({ lastFedAt: minutesAgo(20), lastPlayedAt: minutesAgo(61) });
    expect(feedState(pet, 100, NOW)).toEqual({ ready: false, reason: 'COOLDOWN', left: { hours: 0, minutes: 40, seconds: 0 } });
    expect(playState(pet, NOW)).toEqual({ ready: true });
    expect(playState(buildPet({ lastPlayedAt: minutesAgo(59.5) }), NOW)).toEqual({ ready: false, reason: 'COOLDOWN', left: { hours: 0, minutes: 0, seconds: 30 } });
  });

  it("prefers the server's canFeedAt and canPlayAt", () => {
    const pet = buildPet({ lastFedAt: minutesAgo(5), canFeedAt: new Date(NOW + 65 * 60_000).toISOString(), canPlayAt: minutesAgo(1) });
    expect(feedState(pet, 100, NOW)).toEqual({ ready: false, reason: 'COOLDOWN', left: { hours: 1, minutes: 5, seconds: 0 } });
    expect(playState(pet, NOW)).toEqual({ ready: true });
  });

  it('time left: null once passed', () => {
    expect(timeLeft(null, NOW)).toBeNull();
    expect(timeLeft(NOW, NOW)).toBeNull();
    expect(timeLeft(NOW + 3_600_000, NOW)).toEqual({ hours: 1, minutes: 0, seconds: 0 });
  });
});
