import type { Balances, BattlePass, ChestRarity, Notification, NotificationKind, Pet, Quest, ServerSocketPayload } from '@mathquest/contracts';
import { petBonusPercent, petMood } from '@mathquest/contracts';
import { create } from 'zustand';

/** A bell entry: a stored notification, or one pushed live (its kind and id may be missing). */
export type BellNotification = Omit<Notification, 'kind'> & { kind?: NotificationKind; /** false for a live one without a server id. */ stored: boolean };

export interface FoundChest {
  id: string;
  rarity: ChestRarity;
}

/**
 * The student's engagement state as the screens show it, kept live (docs/adr/0032): screens load
 * it over HTTP and put it here; the realtime socket's events update it; the dashboard, the solo
 * screen, the pet screen and the bell all read it. No API calls here, so the session store (and
 * the sign-in pages) can load it without the contracts' schemas.
 */
export interface RealtimeState {
  connected: boolean;
  /** True once the socket has connected since the last reset: a later connect is a reconnection. */
  everConnected: boolean;
  /**
   * How many times the socket has connected again after a disconnect (a first connect does not
   * count). Pushes are at most once (docs/adr/0057), so each bump asks for a re-read of the loaded
   * slices over HTTP (docs/adr/0067, lib/live-resync.ts).
   */
  reconnects: number;
  /** null until loaded. */
  quests: Quest[] | null;
  /** undefined until loaded; null when the student has no pet. */
  activePet: Pet | null | undefined;
  /** Pet XP gained from the last answer (pet:updated), shown briefly on the solo screen. */
  lastPetXpGained: number;
  wallet: Balances | null;
  battlePass: BattlePass | null;
  notifications: BellNotification[] | null;
  unreadCount: number;
  /** Where the next, older page of notifications starts (null: none). */
  notificationsCursor: string | null;
  /** Unopened chests the screens know of, newest first. */
  chests: FoundChest[];
  /** True once the unopened chests were read from the server (not only pushed live). */
  chestsLoaded: boolean;

  setConnected: (connected: boolean) => void;
  setQuests: (quests: Quest[]) => void;
  upsertQuest: (quest: Quest) => void;
  questProgress: (p: ServerSocketPayload<'quest:progress'>, completedAt?: string) => void;
  setActivePet: (pet: Pet | null) => void;
  petUpdated: (p: ServerSocketPayload<'pet:updated'>) => void;
  setWallet: (wallet: Balances) => void;
  setBattlePass: (pass: BattlePass) => void;
  battlePassXp: (p: ServerSocketPayload<'battlepass:xp_gained'>) => void;
  battlePassLevel: (level: number) => void;
  setNotifications: (list: Notification[], unreadCount: number, nextCursor: string | null) => void;
  appendOlderNotifications: (list: Notification[], nextCursor: string | null) => void;
  addLiveNotification: (p: ServerSocketPayload<'notification:new'>, now: string) => void;
  markRead: (id: string) => void;
  removeNotification: (id: string) => void;
  addChests: (chests: FoundChest[]) => void;
  /** The server's list of unopened chests, merged with those already known (a push may have come first). */
  loadedChests: (chests: FoundChest[]) => void;
  /** The server's list of unopened chests in place of the known ones (the re-read after a reconnect). */
  setChests: (chests: FoundChest[]) => void;
  removeChest: (id: string) => void;
  reset: () => void;
}

const empty = {
  connected: false,
  everConnected: false,
  reconnects: 0,
  quests: null,
  activePet: undefined,
  lastPetXpGained: 0,
  wallet: null,
  battlePass: null,
  notifications: null,
  unreadCount: 0,
  notificationsCursor: null,
  chests: [],
  chestsLoaded: false,
} as const;

let liveCounter = 0;

export const useRealtime = create<RealtimeState>()((set, get) => ({
  ...empty,
  chests: [],

  setConnected(connected) {
    if (!connected) return set({ connected });
    const { everConnected, reconnects } = get();
    set({ connected, everConnected: true, reconnects: everConnected ? reconnects + 1 : reconnects });
  },
  setQuests: (quests) => set({ quests }),
  upsertQuest(quest) {
    const quests = get().quests;
    if (!quests) return set({ quests: [quest] });
    set({ quests: quests.some((q) => q.id === quest.id) ? quests.map((q) => (q.id === quest.id ? quest : q)) : [...quests, quest] });
  },
  questProgress(p, completedAt) {
    const quests = get().quests;
    if (!quests) return; // the next load brings it
    set({
      quests: quests.map((q) =>
        q.id === p.questId
          ? { ...q, currentProgress: p.currentProgress, targetValue: p.targetValue, completedAt: q.completedAt ?? completedAt ?? null }
          : q,
      ),
    });
  },
  setActivePet: (activePet) => set({ activePet }),
  petUpdated(p) {
    const pet = get().activePet;
    if (!pet || pet.id !== p.petId) return;
    const next = { ...pet, name: p.name, level: p.level, xp: p.xp, xpToNextLevel: p.xpToNextLevel, happiness: p.happiness };
    set({ activePet: { ...next, mood: petMood(next.happiness), bonusPercent: petBonusPercent(next.abilityValue, next.level, next.happiness) }, lastPetXpGained: p.xpGained });
  },
  setWallet: (wallet) => set({ wallet: { coins: wallet.coins, gems: wallet.gems } }),
  setBattlePass: (battlePass) => set({ battlePass }),
  battlePassXp(p) {
    const pass = get().battlePass;
    if (pass) set({ battlePass: { ...pass, currentXp: p.currentXp, xpForNextLevel: p.xpForNextLevel } });
  },
  battlePassLevel(level) {
    const pass = get().battlePass;
    if (pass) set({ battlePass: { ...pass, currentLevel: level } });
  },
  setNotifications: (list, unreadCount, notificationsCursor) =>
    set({ notifications: list.map((n) => ({ ...n, stored: true })), unreadCount, notificationsCursor }),
  appendOlderNotifications(list, notificationsCursor) {
    const known = get().notifications ?? [];
    const ids = new Set(known.map((n) => n.id));
    set({ notifications: [...known, ...list.filter((n) => !ids.has(n.id)).map((n) => ({ ...n, stored: true }))], notificationsCursor });
  },
  addLiveNotification(p, now) {
    liveCounter += 1;
    const entry: BellNotification = {
      id: p.id ?? `live-${liveCounter}`,
      stored: p.id !== undefined,
      title: p.title,
      message: p.message ?? '',
      icon: p.icon ?? '🔔',
      read: false,
      createdAt: now,
      ...(p.code ? { code: p.code } : {}),
      ...(p.params ? { params: p.params } : {}),
    };
    const list = get().notifications ?? [];
    if (list.some((n) => n.id === entry.id)) return;
    set({ notifications: [entry, ...list], unreadCount: get().unreadCount + 1 });
  },
  markRead(id) {
    const list = get().notifications ?? [];
    const target = list.find((n) => n.id === id);
    if (!target || target.read) return;
    set({ notifications: list.map((n) => (n.id === id ? { ...n, read: true } : n)), unreadCount: Math.max(0, get().unreadCount - 1) });
  },
  removeNotification(id) {
    const list = get().notifications ?? [];
    const target = list.find((n) => n.id === id);
    if (!target) return;
    set({ notifications: list.filter((n) => n.id !== id), unreadCount: target.read ? get().unreadCount : Math.max(0, get().unreadCount - 1) });
  },
  addChests(chests) {
    const known = new Set(get().chests.map((c) => c.id));
    const fresh = chests.filter((c) => !known.has(c.id));
    if (fresh.length) set({ chests: [...fresh, ...get().chests] });
  },
  loadedChests(chests) {
    get().addChests(chests);
    set({ chestsLoaded: true });
  },
  setChests: (chests) => set({ chests: chests.filter((c, i) => chests.findIndex((o) => o.id === c.id) === i), chestsLoaded: true }),
  removeChest: (id) => set({ chests: get().chests.filter((c) => c.id !== id) }),
  reset: () => set({ ...empty, chests: [] }),
}));
