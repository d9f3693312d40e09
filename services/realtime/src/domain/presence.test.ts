import { describe, expect, it } from 'vitest';
import { ACTIVITY_MIN_INTERVAL_MS, parsePresence, PRESENCE_REFRESH_MS, PRESENCE_TTL_MS, recordsActivity } from './presence.js';

describe('presence', () => {
  it('is refreshed well inside its expiry, so an online user never lapses between two refreshes', () => {
    expect(PRESENCE_REFRESH_MS * 2).toBeLessThan(PRESENCE_TTL_MS);
  });

  it('records a socket’s first activity, then at most one per interval', () => {
    expect(recordsActivity(null, 5)).toBe(true);
    expect(recordsActivity(10_000, 10_000 + ACTIVITY_MIN_INTERVAL_MS - 1)).toBe(false);
    expect(recordsActivity(10_000, 10_000 + ACTIVITY_MIN_INTERVAL_MS)).toBe(true);
  });

  it('reads a stored hash back, with or without an activity', () => {
    expect(parsePresence({})).toBeNull();
    expect(parsePresence({ onlineAt: '10', seenAt: '20' })).toEqual({ onlineAt: 10, seenAt: 20, activity: null });
    expect(parsePresence({ onlineAt: '10', seenAt: '20', activityType: 'practice', activityDetails: '', activityAt: '15' })).toEqual({
      onlineAt: 10,
      seenAt: 20,
      activity: { type: 'practice', details: null, at: 15 },
    });
    expect(parsePresence({ onlineAt: '10', seenAt: '20', activityType: 'practice', activityDetails: 'fractions', activityAt: '15' })?.activity).toEqual({
      type: 'practice',
      details: 'fractions',
      at: 15,
    });
    expect(parsePresence({ onlineAt: 'x', seenAt: '20' })).toBeNull();
  });
});
