import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { RevocationList } from './session-revocation.js';

/** The in-memory side only: `add` and the listeners touch no connection (Redis is exercised in the integration test). */
function list(now: () => number) {
  const unused = {} as Redis;
  return new RevocationList({ redis: unused, subscriber: unused, now });
}

describe('RevocationList in memory', () => {
  it('knows the sessions it was told about while a token of them can be alive', () => {
    const revocations = list(() => 1_000);
    revocations.add([{ sid: 'a', until: 2_000 }, { sid: 'old', until: 999 }]);
    expect(revocations.isRevoked('a')).toBe(true);
    expect(revocations.isRevoked('old')).toBe(false); // every token of it has expired already
    expect(revocations.isRevoked('b')).toBe(false);
    expect(revocations.size).toBe(1);
  });

  it('tells each listener once per newly revoked session, until it unsubscribes', () => {
    const revocations = list(() => 0);
    const seen: string[] = [];
    const stop = revocations.onRevoked((sid) => seen.push(sid));
    revocations.add([{ sid: 'a', until: 10 }, { sid: 'b', until: 10 }]);
    revocations.add([{ sid: 'a', until: 20 }]); // known already: a re-read or a repeated message
    expect(seen).toEqual(['a', 'b']);
    stop();
    revocations.add([{ sid: 'c', until: 10 }]);
    expect(seen).toEqual(['a', 'b']);
    expect(revocations.isRevoked('c')).toBe(true);
  });

  it('keeps notifying the other listeners when one throws', () => {
    const revocations = list(() => 0);
    const seen: string[] = [];
    revocations.onRevoked(() => {
      throw new Error('boom');
    });
    revocations.onRevoked((sid) => seen.push(sid));
    revocations.add([{ sid: 'a', until: 10 }]);
    expect(seen).toEqual(['a']);
  });
});
