// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRealtime } from '../stores/realtime';
import { buildBattlePass, buildNotification, buildPet, buildQuest, jsonResponse, ok, routedFetch, setUpPageTests, type FetchMock } from '../testing/test-utils';
import { resyncLiveState } from './live-resync';

const live = useRealtime.getState;

/** The server as it is after the reconnection: every slice changed since the screens loaded it. */
const server = {
  'GET /api/engagement/wallet': () => ok({ coins: 80, gems: 4, version: 7 }),
  'GET /api/engagement/quests/daily': () => ok([buildQuest({ id: 'q1', currentProgress: 9, targetValue: 10 })]),
  'GET /api/engagement/pets/active': () => ok(buildPet({ id: 'dragon', level: 3 })),
  'GET /api/engagement/battlepass': () => ok(buildBattlePass({ currentLevel: 6 })),
  'GET /api/engagement/notifications': () => ok({ notifications: [buildNotification({ id: 'n2', read: false }), buildNotification({ id: 'n1', read: false })], unreadCount: 2, nextCursor: null }),
  'GET /api/engagement/treasures': () => ok([{ id: 'c2', rarity: 'EPIC', rewards: [], foundAt: '2026-01-01T00:00:00.000Z', openedAt: null }]),
};

/** The paths requested so far, in order. */
const requested = (fetchMock: FetchMock) => fetchMock.mock.calls.map(([url]) => url.split('?')[0]);

describe('re-reading the live state after a reconnection', () => {
  const fetchMock = setUpPageTests();

  it('re-reads the slices that were loaded, and only those, into the store', async () => {
    fetchMock.mockImplementation(routedFetch(server));
    live().setWallet({ coins: 5, gems: 1 });
    live().setActivePet(buildPet({ id: 'dragon', level: 2 }));
    live().setNotifications([buildNotification({ id: 'n1', read: false })], 1, null);
    live().addChests([{ id: 'pushed-only', rarity: 'RARE' }]); // pushed, never read from the server: not loaded

    await resyncLiveState();

    expect(requested(fetchMock).sort()).toEqual(['/api/engagement/notifications', '/api/engagement/pets/active', '/api/engagement/wallet']);
    expect(live().wallet).toEqual({ coins: 80, gems: 4 });
    expect(live().activePet).toMatchObject({ id: 'dragon', level: 3 });
    expect(live().notifications!.map((n) => n.id)).toEqual(['n2', 'n1']);
    expect(live().unreadCount).toBe(2);
    // Never loaded, so not fetched and still empty.
    expect(live().quests).toBeNull();
    expect(live().battlePass).toBeNull();
    expect(live().chests.map((c) => c.id)).toEqual(['pushed-only']);
  });

  it('re-reads quests, battle pass and chests too once a screen loaded them', async () => {
    fetchMock.mockImplementation(routedFetch(server));
    live().setQuests([buildQuest({ id: 'q1', currentProgress: 3, targetValue: 10 })]);
    live().setBattlePass(buildBattlePass({ currentLevel: 4 }));
    live().loadedChests([{ id: 'c1', rarity: 'COMMON' }]); // opened elsewhere meanwhile

    await resyncLiveState();

    expect(requested(fetchMock).sort()).toEqual(['/api/engagement/battlepass', '/api/engagement/quests/daily', '/api/engagement/treasures']);
    expect(live().quests![0]!.currentProgress).toBe(9);
    expect(live().battlePass!.currentLevel).toBe(6);
    expect(live().chests).toEqual([{ id: 'c2', rarity: 'EPIC' }]);
  });

  it('reads nothing when nothing was loaded', async () => {
    fetchMock.mockImplementation(routedFetch(server));
    await resyncLiveState();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps a slice whose read failed as it was, only logs it, and still applies the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockImplementation(
      routedFetch({
        ...server,
        'GET /api/engagement/wallet': () => jsonResponse(503, { success: false, error: { code: 'UNAVAILABLE', message: 'Try later' } }),
        'GET /api/engagement/pets/active': () => Promise.reject(new TypeError('Failed to fetch')),
      }),
    );
    live().setWallet({ coins: 5, gems: 1 });
    live().setActivePet(buildPet({ id: 'dragon', level: 2 }));
    live().setQuests([buildQuest({ id: 'q1', currentProgress: 3, targetValue: 10 })]);

    await expect(resyncLiveState()).resolves.toBeUndefined();

    expect(live().wallet).toEqual({ coins: 5, gems: 1 });
    expect(live().activePet).toMatchObject({ id: 'dragon', level: 2 });
    expect(live().quests![0]!.currentProgress).toBe(9);
    const logged = warn.mock.calls.map(([message]) => String(message));
    expect(logged.some((m) => m.includes('the wallet'))).toBe(true);
    expect(logged.some((m) => m.includes('the active pet'))).toBe(true);
  });

  it('runs one re-read at a time: reconnections during one ask for a single one more after it', async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    let walletCoins = 80;
    let release!: () => void;
    const firstGate = new Promise<void>((r) => (release = r));
    let walletReads = 0;
    fetchMock.mockImplementation(
      routedFetch({
        'GET /api/engagement/wallet': async () => {
          walletReads += 1;
          inFlight += 1;
          mostInFlight = Math.max(mostInFlight, inFlight);
          if (walletReads === 1) await firstGate;
          inFlight -= 1;
          return ok({ coins: walletCoins, gems: 4, version: walletReads });
        },
      }),
    );
    live().setWallet({ coins: 5, gems: 1 });

    const first = resyncLiveState();
    await waitFor(() => expect(walletReads).toBe(1));
    // Two more reconnections while the first re-read waits for its answer.
    const second = resyncLiveState();
    const third = resyncLiveState();
    expect(walletReads).toBe(1);
    walletCoins = 95; // changed again on the server meanwhile
    release();
    await Promise.all([first, second, third]);

    expect(walletReads).toBe(2);
    expect(mostInFlight).toBe(1);
    expect(live().wallet).toEqual({ coins: 95, gems: 4 });
  });

  /**
   * A re-read of a loaded wallet whose answer (80 coins) is held back until `meanwhile` has changed
   * the store, as something happening while the read is under way.
   */
  async function walletReadAnsweredAfter(meanwhile: () => void): Promise<void> {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let asked = false;
    fetchMock.mockImplementation(
      routedFetch({
        'GET /api/engagement/wallet': async () => {
          asked = true;
          await gate;
          return ok({ coins: 80, gems: 4, version: 7 });
        },
      }),
    );
    live().setWallet({ coins: 5, gems: 1 });
    const resync = resyncLiveState();
    await waitFor(() => expect(asked).toBe(true));
    meanwhile();
    release();
    await resync;
  }

  it('keeps a value that arrived while the read was under way (a push after the reconnection)', async () => {
    await walletReadAnsweredAfter(() => live().setWallet({ coins: 81, gems: 4 })); // wallet:updated, newer than the read's answer may be
    expect(live().wallet).toEqual({ coins: 81, gems: 4 });
  });

  it('writes nothing into the store of a session that ended while the read was under way', async () => {
    await walletReadAnsweredAfter(() => live().reset()); // signed out: disconnectSocket resets the store
    expect(live().wallet).toBeNull();
  });
});
