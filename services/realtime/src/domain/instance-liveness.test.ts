import { describe, expect, it } from 'vitest';
import { DEFAULT_DEAD_AFTER_MS, DEFAULT_HEARTBEAT_MS, deadCutoff, heldSeatEntry, livenessProblem, parseHeldSeat, wasTakenForDead } from './instance-liveness.js';

const T = { heartbeatMs: 2_000, deadAfterMs: 6_000 };

describe('instance liveness', () => {
  it('accepts the defaults and refuses a dead-after time shorter than two heartbeats', () => {
    expect(livenessProblem({ heartbeatMs: DEFAULT_HEARTBEAT_MS, deadAfterMs: DEFAULT_DEAD_AFTER_MS })).toBeNull();
    expect(livenessProblem({ heartbeatMs: 2_000, deadAfterMs: 3_999 })).toMatch(/at least two heartbeats/);
    expect(livenessProblem({ heartbeatMs: 0, deadAfterMs: 6_000 })).toMatch(/positive/);
  });

  it('counts an instance dead once its last beat is the dead-after time old', () => {
    expect(deadCutoff(10_000, T)).toBe(4_000);
  });

  it('tells an instance that beats again whether it had been taken for dead meanwhile', () => {
    expect(wasTakenForDead(null, 10_000, T, true)).toBe(false);
    expect(wasTakenForDead(8_000, 10_000, T, false)).toBe(false);
    expect(wasTakenForDead(4_001, 10_000, T, false)).toBe(false);
    expect(wasTakenForDead(4_000, 10_000, T, false)).toBe(true);
    expect(wasTakenForDead(null, 10_000, T, false)).toBe(true);
  });

  it('writes and reads a held seat as code:user id, user ids with colons included', () => {
    expect(heldSeatEntry({ code: 'ABC234', userId: 'u-1' })).toBe('ABC234:u-1');
    expect(parseHeldSeat('ABC234:u:1')).toEqual({ code: 'ABC234', userId: 'u:1' });
    expect(parseHeldSeat('ABC234')).toBeNull();
    expect(parseHeldSeat(':u-1')).toBeNull();
    expect(parseHeldSeat('ABC234:')).toBeNull();
  });
});
