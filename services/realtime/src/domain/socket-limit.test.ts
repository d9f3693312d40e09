import { describe, expect, it } from 'vitest';
import { socketsOverLimit } from './socket-limit.js';

describe('socketsOverLimit', () => {
  it('keeps the newest sockets and returns the oldest beyond the limit', () => {
    const sockets = [5, 1, 4, 2, 3, 6].map((t) => ({ id: `s${t}`, connectedAt: t * 1000 }));
    expect(socketsOverLimit(sockets, 5).map((s) => s.id)).toEqual(['s1']);
    expect(socketsOverLimit(sockets, 3).map((s) => s.id)).toEqual(['s3', 's2', 's1']);
    expect(socketsOverLimit(sockets, 6)).toEqual([]);
  });

  it('picks the same sockets whatever order they were listed in (ties broken by id)', () => {
    const a = [{ id: 'b', connectedAt: 1 }, { id: 'a', connectedAt: 1 }, { id: 'c', connectedAt: 2 }];
    expect(socketsOverLimit(a, 2).map((s) => s.id)).toEqual(['a']);
    expect(socketsOverLimit([...a].reverse(), 2).map((s) => s.id)).toEqual(['a']);
  });
});
