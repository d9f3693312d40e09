import type { SocketPushItem } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { emitPushes, type NoticeClaim, type SocketPush } from './push.js';
import type { RealtimeServer } from './types.js';

/** Where the emits of one call went: `here` to this instance's sockets, `everywhere` through the adapter. */
interface Emitted {
  via: 'here' | 'everywhere';
  room: string;
  name: string;
}

/** The parts of a Socket.IO server that emitPushes uses: the rooms this instance holds, and both kinds of emit. */
function fakeServer(roomsHeldHere: string[]): { io: RealtimeServer; emitted: Emitted[] } {
  const emitted: Emitted[] = [];
  const target = (via: Emitted['via']) => (room: string) => ({ emit: (name: string) => emitted.push({ via, room, name }) });
  const io = { of: () => ({ adapter: { rooms: new Map(roomsHeldHere.map((r) => [r, new Set(['socket-1'])])) } }), to: target('everywhere'), local: { to: target('here') } };
  return { io: io as unknown as RealtimeServer, emitted };
}

const NOW = Date.parse('2026-11-27T01:00:00Z');
const push = (userId: string, events: SocketPushItem[], occurredAt = new Date(NOW - 1000).toISOString()): SocketPush => ({
  id: `push-${userId}`,
  type: 'push.socket.user',
  occurredAt,
  userId,
  data: { userId, events },
});
const wallet: SocketPushItem = { name: 'wallet:updated', payload: { coins: 3, gems: 0 } };
const petUpdated: SocketPushItem = { name: 'pet:updated', payload: { petId: 'p1', name: 'Blaze', level: 2, xp: 40, xpToNextLevel: 60, happiness: 80, xpGained: 3 } };
const received: SocketPushItem = { name: 'challenge:received', payload: { challengeId: 'c1', opponentId: 'u2', opponentName: 'Sam' } };
const claimAs = (outcome: NoticeClaim) => async () => outcome;

describe('emitting socket pushes on one instance', () => {
  it("emits the items, in order, to this instance's sockets of the user only, never through the adapter", async () => {
    const { io, emitted } = fakeServer(['user:kid']);
    expect(await emitPushes(io, [push('kid', [wallet, petUpdated])], claimAs('won'), NOW)).toBe(1);
    expect(emitted).toEqual([
      { via: 'here', room: 'user:kid', name: 'wallet:updated' },
      { via: 'here', room: 'user:kid', name: 'pet:updated' },
    ]);
  });

  it("emits nothing when this instance holds none of the user's sockets (another instance does)", async () => {
    const { io, emitted } = fakeServer(['user:someone-else']);
    await emitPushes(io, [push('kid', [wallet])], claimAs('won'), NOW);
    expect(emitted).toEqual([]);
  });

  it('announces a challenge notice to every instance from the one whose claim won, whatever sockets it holds', async () => {
    const { io, emitted } = fakeServer([]);
    await emitPushes(io, [push('kid', [received, wallet])], claimAs('won'), NOW);
    expect(emitted).toEqual([{ via: 'everywhere', room: 'user:kid', name: 'challenge:received' }]);
  });

  it('skips a notice announced already (lost claim), and tells only its own sockets when the claim failed', async () => {
    const lost = fakeServer(['user:kid']);
    await emitPushes(lost.io, [push('kid', [received, wallet])], claimAs('lost'), NOW);
    expect(lost.emitted).toEqual([{ via: 'here', room: 'user:kid', name: 'wallet:updated' }]);

    const unknown = fakeServer(['user:kid']);
    await emitPushes(unknown.io, [push('kid', [received])], claimAs('unknown'), NOW);
    expect(unknown.emitted).toEqual([{ via: 'here', room: 'user:kid', name: 'challenge:received' }]);
  });

  it('drops a push too old to be news', async () => {
    const { io, emitted } = fakeServer(['user:kid']);
    expect(await emitPushes(io, [push('kid', [wallet], new Date(NOW - 10 * 60_000).toISOString())], claimAs('won'), NOW)).toBe(0);
    expect(emitted).toEqual([]);
  });
});
