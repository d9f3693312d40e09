import { useRealtime, type RealtimeState } from '../stores/realtime';
import { engagementApi } from '../components/engagement/engagement-api';

/**
 * The re-read after a reconnection (docs/adr/0067). Socket pushes are delivered at most once
 * (docs/adr/0057): what the server pushed while the socket was down is lost, so when it connects
 * again the live store's slices are read again over HTTP, from the endpoints the screens load
 * them from (the wallet from `GET /wallet`, the one read that holds only the balances).
 *
 * - Only the slices loaded before (not null; chests once read from the server): a page that never
 *   showed quests does not start fetching them.
 * - One re-read at a time: a reconnection while one is under way asks for one more after it (its
 *   reads may have been answered before that disconnect), however many come meanwhile.
 * - A slice that changed in the store while its read was under way (a push after the reconnect,
 *   the screen's own action, a sign-out) keeps that newer value; otherwise the server's replaces it.
 * - A failed read keeps the slice as it is and is only logged: the app works without realtime.
 */

type Snapshot = Pick<RealtimeState, 'wallet' | 'quests' | 'activePet' | 'battlePass' | 'notifications' | 'chests'>;

/** Runs `apply` (the server's value into slice `key`) unless the slice changed since `before` was taken. */
function applyIfUnchanged<K extends keyof Snapshot>(before: Snapshot, key: K, apply: () => void): void {
  if (useRealtime.getState()[key] === before[key]) apply();
}

function warn(what: string) {
  return (err: unknown) => console.warn(`Re-reading ${what} after the reconnection failed; the last known values stay`, err);
}

/** One re-read of every loaded slice, all at once; resolves when each has been applied or has failed. */
async function rereadLoadedSlices(): Promise<void> {
  const state = useRealtime.getState();
  const before: Snapshot = {
    wallet: state.wallet,
    quests: state.quests,
    activePet: state.activePet,
    battlePass: state.battlePass,
    notifications: state.notifications,
    chests: state.chests,
  };
  const live = () => useRealtime.getState();
  const reads: Promise<void>[] = [];
  if (before.wallet !== null) {
    reads.push(engagementApi.wallet().then((w) => applyIfUnchanged(before, 'wallet', () => live().setWallet(w)), warn('the wallet')));
  }
  if (before.quests !== null) {
    reads.push(engagementApi.dailyQuests().then((q) => applyIfUnchanged(before, 'quests', () => live().setQuests(q)), warn('the daily quests')));
  }
  if (before.activePet !== undefined) {
    reads.push(engagementApi.activePet().then((p) => applyIfUnchanged(before, 'activePet', () => live().setActivePet(p)), warn('the active pet')));
  }
  if (before.battlePass !== null) {
    reads.push(engagementApi.battlePass().then((b) => applyIfUnchanged(before, 'battlePass', () => live().setBattlePass(b)), warn('the battle pass')));
  }
  if (before.notifications !== null) {
    reads.push(
      engagementApi
        .notifications()
        .then((page) => applyIfUnchanged(before, 'notifications', () => live().setNotifications(page.notifications, page.unreadCount, page.nextCursor)), warn('the notifications')),
    );
  }
  if (state.chestsLoaded) {
    reads.push(
      engagementApi
        .unopenedChests()
        .then((list) => applyIfUnchanged(before, 'chests', () => live().setChests(list.map((c) => ({ id: c.id, rarity: c.rarity })))), warn('the unopened chests')),
    );
  }
  await Promise.all(reads);
}

let running: Promise<void> | null = null;
let again = false;

/**
 * Asks for a re-read of the loaded slices. While one runs, the request is coalesced: one more
 * re-read follows it, whatever the number of requests meanwhile. Resolves when no re-read is left
 * to run; never rejects.
 */
export function resyncLiveState(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await rereadLoadedSlices();
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}
