import { notificationWords, questWords } from '../components/engagement/server-words';
import { intlNow, intlWhenLoaded } from '../i18n/intl-now';
import { useNotifications, type ToastType } from '../stores/notifications';
import { useRealtime } from '../stores/realtime';
import type { RealtimeSocket } from './realtime-socket';
import { invalidateFriendsReads } from './friends-reads';
import { queryClient } from './query-client';
import { liveKeys } from './query-keys';

/**
 * A toast unless one with the same title is already on screen (a fact may come as its own event and
 * as a notification); with a key, once per key (the same fact from the answer's response).
 */
function toastOnce(type: ToastType, title: string, message?: string, icon?: string, key?: string): void {
  const toasts = useNotifications.getState();
  if (toasts.toasts.some((t) => t.title === title)) return;
  toasts.notify({ type, title, message, icon, ...(key ? { key } : {}) });
}

/**
 * The server's engagement events (docs/product/web.md, realtime): each updates the live store
 * (stores/realtime.ts) and, for the moments worth a cheer, shows a toast.
 */
export function bindRealtimeEvents(socket: RealtimeSocket): void {
  const live = useRealtime.getState;
  // A connect after a disconnect counts as a reconnection: the loaded live state is read again (docs/adr/0067).
  socket.on('connect', () => live().setConnected(true));
  socket.on('disconnect', () => live().setConnected(false));
  socket.on('quest:progress', (p) => live().questProgress(p));
  // Toasts are worded in the language on show when the event comes (core catalogue, `toast.*`).
  const word = (id: string, values?: Record<string, string | number>) => intlNow().formatMessage({ id }, values);
  socket.on('quest:completed', (p) => {
    live().questProgress(p, new Date().toISOString());
    const intl = intlNow();
    const parts = [
      p.coinReward ? intl.formatMessage({ id: 'toast.reward.coins' }, { count: p.coinReward }) : '',
      p.xpReward ? intl.formatMessage({ id: 'toast.reward.xp' }, { count: p.xpReward }) : '',
      p.gemReward ? intl.formatMessage({ id: 'toast.reward.gems' }, { count: p.gemReward }) : '',
    ].filter(Boolean);
    // The quest's name from its kind when the live store holds it (the push carries the server's English name).
    const quest = live().quests?.find((q) => q.id === p.questId);
    const name = quest ? questWords(intl, quest).name : p.name;
    const message = parts.length > 0 ? intl.formatMessage({ id: 'toast.quest.claim' }, { name, rewards: intl.formatList(parts, { type: 'unit' }) }) : name;
    toastOnce('achievement', intl.formatMessage({ id: 'toast.quest.complete' }), message, '🏆');
  });
  socket.on('pet:updated', (p) => live().petUpdated(p));
  socket.on('wallet:updated', (p) => live().setWallet(p));
  socket.on('battlepass:xp_gained', (p) => live().battlePassXp(p));
  socket.on('battlepass:level_up', (p) => {
    live().battlePassLevel(p.level);
    toastOnce('level_up', word('toast.pass.levelUp'), word('toast.pass.levelUpText', { level: p.level }), '⭐');
  });
  socket.on('treasure:found', (p) => {
    live().addChests([{ id: p.chestId, rarity: p.rarity }]);
    toastOnce('reward', word('toast.chest.found'), word('toast.chest.foundText', { rarity: p.rarity }), '🎁');
  });
  // Challenges (docs/product/social.md#challenges--built): every challenge query is invalidated, so
  // the /challenges lists and the challenge screen on show read again (docs/adr/0190); the toast is
  // worded from the challenges catalogue in the reader's language (the push carries only names).
  const challenge = (title: string, message: string, opponentName: string | null | undefined) => {
    void queryClient.invalidateQueries({ queryKey: liveKeys.challenges });
    const named = { known: String(Boolean(opponentName)), name: opponentName ?? '' };
    void intlWhenLoaded('challenges').then(
      (intl) => toastOnce('success', intl.formatMessage({ id: title }), intl.formatMessage({ id: message }, named), '⚔️'),
      (err: unknown) => console.warn('A challenge toast could not be worded', err),
    );
  };
  socket.on('challenge:received', (p) => challenge('challenges.toast.received', 'challenges.toast.receivedText', p.opponentName));
  socket.on('challenge:accepted', (p) => challenge('challenges.toast.accepted', 'challenges.toast.acceptedText', p.opponentName));
  socket.on('challenge:declined', (p) => challenge('challenges.toast.declined', 'challenges.toast.declinedText', p.opponentName));
  socket.on('challenge:result', (p) => challenge('challenges.toast.finished', p.winnerId === null ? 'challenges.toast.draw' : 'challenges.toast.over', p.opponentName));
  // Another student requested, accepted, declined or removed a friendship: the friends' reads
  // (the list, the Friends leaderboards) are invalidated, so an open Friends panel turns 'waiting'
  // into a friend. Bound here, with the socket, rather than by the panel: a push that came before
  // the panel's listeners were bound would be lost.
  socket.on('friends:changed', () => void invalidateFriendsReads());
  socket.on('notification:new', (p) => {
    live().addLiveNotification(p, new Date().toISOString());
    // Worded in the language on show from its code and facts (the server's text without a code).
    const words = notificationWords(intlNow(), p);
    toastOnce(p.type ?? 'success', words.title, words.message || undefined, p.icon, p.key);
  });
}
