/**
 * A student's actions and reads of their player document (quests, pets, chests, notifications,
 * combo, battle pass, dashboard). Reads read the document by `_id`; an action computes its change
 * with the domain rules and writes it with one update conditional on the version read
 * (docs/adr/0060), so concurrent claims, opens and feeds apply once and never spend coins twice.
 * Events an action causes (xp.granted, wallet.changed) are written into the document's outbox by
 * the same update and published before the response.
 */
import { ErrorCode, type BattlePass, type DashboardStats, type Notification, type Pet, type Quest, type SessionCombo, type TreasureChest } from '@mathquest/contracts';
import { AppError, notFound, type StoredOutboxEntry } from '@mathquest/service-kit';
import { displayedStreak } from '@mathquest/contracts';
import { passLevel, passXpNow, PREMIUM_COST_GEMS, seasonAt } from '../domain/battle-pass.js';
import { localDay } from '../domain/calendar.js';
import { notificationsPage } from '../domain/notifications.js';
import {
  claimQuest as claimRule,
  deleteNotification as deleteRule,
  feedPet as feedRule,
  isRefusal,
  markNotificationRead,
  openChest as openRule,
  playWithPet,
  setActivePet as setActiveRule,
  withQuestsOf,
  type ActionRefusal,
  type ActionResult,
} from '../domain/player-actions.js';
import { FEED_COST_COINS, petKind, petView } from '../domain/pets.js';
import { activePet, emptyPlayer, walletVersionOf, withParkedNotifications, withStarterPet, type PlayerState, type StoredChest } from '../domain/player.js';
import { questView } from '../domain/quests.js';
import { walletChangedEntry, xpGrantedEntry, type PlayerOutbox } from '../events/player-outbox.js';
import type { PendingNotifications, ProgressStore } from '../repositories/progress-repository.js';
import { PlayerConflictError, readPlayer, updatePlayer as writePlayer, type PlayerChange, type PlayerDoc, type PlayerStore } from '../repositories/wallets-repository.js';

export interface Student {
  id: string;
  username: string;
  /** IANA time zone of the token (`tz`). */
  timeZone: string;
}

export interface PlayerActionsDeps {
  store: PlayerStore;
  outbox: PlayerOutbox;
  progress: ProgressStore;
  /** Notifications parked outside the document (docs/adr/0060): folded in by an action's write, shown by reads. */
  pending?: PendingNotifications;
}

const balances = (p: PlayerState) => ({ coins: p.coins, gems: p.gems });

function refusalError(r: ActionRefusal, what: 'quest' | 'pet' | 'chest' | 'notification', petName?: string): AppError {
  switch (r.refusal) {
    case 'NOT_FOUND':
      return notFound({ quest: 'Quest not found', pet: 'Pet not found', chest: 'Treasure chest not found', notification: 'Notification not found' }[what]);
    case 'NOT_COMPLETED':
      return new AppError(409, ErrorCode.QUEST_NOT_COMPLETED, 'This quest is not completed yet');
    case 'ALREADY_CLAIMED':
      return new AppError(409, ErrorCode.QUEST_ALREADY_CLAIMED, 'This quest reward was already claimed');
    case 'EXPIRED':
      return new AppError(409, ErrorCode.QUEST_EXPIRED, 'This quest has expired');
    case 'ALREADY_OPENED':
      return new AppError(409, ErrorCode.CHEST_ALREADY_OPENED, 'This treasure chest was already opened');
    case 'NOT_ENOUGH_COINS':
      return new AppError(409, ErrorCode.NOT_ENOUGH_COINS, `Not enough coins: feeding ${petName ?? 'your pet'} costs ${FEED_COST_COINS} coins`);
    case 'ALREADY_HAPPY':
      return new AppError(409, ErrorCode.PET_ALREADY_HAPPY, `${petName ?? 'Your pet'} is already at full happiness: feeding now would cost ${FEED_COST_COINS} coins and change nothing`);
    case 'COOLDOWN': {
      const seconds = Math.max(1, Math.ceil((r.availableAt.getTime() - Date.now()) / 1000));
      return new AppError(409, ErrorCode.PET_COOLDOWN, `${petName ?? 'Your pet'} needs a rest: try again in ${Math.ceil(seconds / 60)} minutes`, { retryAfterS: seconds });
    }
  }
}

/** The repository's write, its rare give-up after many concurrent writers a 409 the student can retry (never a 500). */
export async function updatePlayer<T>(store: PlayerStore, userId: string, compute: (current: PlayerDoc) => PlayerChange<T>, opts: { fresh?: boolean } = {}): Promise<T> {
  try {
    return await writePlayer(store, userId, compute, opts);
  } catch (err) {
    if (err instanceof PlayerConflictError) throw new AppError(409, ErrorCode.CONFLICT, 'Too many changes at once. Please try again.');
    throw err;
  }
}

export function playerActions({ store, outbox, progress, pending }: PlayerActionsDeps) {
  const todayOf = (s: Student, now: Date) => localDay(now, s.timeZone);

  /** Runs an action; throws its refusal; publishes the events it wrote before returning. */
  async function act<T>(
    s: Student,
    what: 'quest' | 'pet' | 'chest' | 'notification',
    rule: (p: PlayerState, now: Date) => ActionResult<T> | ActionRefusal,
    events: (r: ActionResult<T>, before: PlayerState, now: Date) => StoredOutboxEntry[] = () => [],
    petId?: string,
  ): Promise<{ player: PlayerState; value: T }> {
    type Written = { refusal: ActionRefusal } | { ok: { player: PlayerState; value: T }; entries: StoredOutboxEntry[] };
    const parked = pending ? await pending.list(s.id) : [];
    const written = await updatePlayer<Written>(
      store,
      s.id,
      (current) => {
        const now = new Date();
        const start = withParkedNotifications(withQuestsOf(withStarterPet(current, now), todayOf(s, now), s.timeZone), parked);
        const r = rule(start, now);
        if (isRefusal(r)) return { write: false, result: { refusal: r } };
        const entries = events(r, start, now);
        return { write: true, next: r.player, ...(r.guard ? { guard: r.guard } : {}), outbox: entries, result: { ok: { player: r.player, value: r.value }, entries } };
      },
      { fresh: true },
    );
    if ('refusal' in written) throw refusalError(written.refusal, what, petId ? petKind(petId)?.name : undefined);
    if (parked.length) await pending!.remove(s.id, parked.map((n) => n.id));
    if (written.entries.length) {
      outbox.wrote();
      await outbox.publish(written.entries);
    }
    return written.ok;
  }

  /** The student's document with today's quests and a starter pet, written once when either was missing (first visit of the day). */
  async function visit(s: Student): Promise<PlayerState> {
    const now = new Date();
    const stored = await readPlayer(store.players, s.id);
    const day = todayOf(s, now);
    if (stored && stored.pets?.owned.length && stored.quests?.day && stored.quests.day >= day) return stored;
    return updatePlayer(
      store,
      s.id,
      (current) => {
        const next = withQuestsOf(withStarterPet(current, now), day, s.timeZone);
        return next === current ? { write: false, result: current } : { write: true, next, result: next };
      },
      { fresh: true },
    );
  }

  const walletEntry = (s: Student, causeId: string, after: PlayerState, before: PlayerState, reason: string, now: Date) =>
    walletChangedEntry(s.id, causeId, { ...balances(after), version: walletVersionOf(after) }, { coinsDelta: after.coins - before.coins, gemsDelta: after.gems - before.gems, reason }, now);

  const chestView = (c: StoredChest): TreasureChest => ({ id: c.id, rarity: c.rarity, rewards: c.rewards, foundAt: c.foundAt, openedAt: c.openedAt });
  const unopened = (p: PlayerState) => (p.chests ?? []).filter((c) => !c.openedAt).sort((a, b) => b.foundAt.localeCompare(a.foundAt) || b.id.localeCompare(a.id));

  return {
    async dailyQuests(s: Student): Promise<Quest[]> {
      const p = await visit(s);
      const day = todayOf(s, new Date());
      return p.quests && p.quests.day === day ? p.quests.items.map(questView) : (p.quests?.items ?? []).map(questView);
    },

    async claimQuest(s: Student, questId: string) {
      const { player, value } = await act(s, 'quest', (p, now) => claimRule(p, questId, now), (r, before, now) => [
        walletEntry(s, `${questId}:claim`, r.player, before, 'quest.claim', now),
        ...(r.value.xp > 0 ? [xpGrantedEntry(s.id, `${questId}:claim`, r.value.xp, 'quest', questId, now)] : []),
      ]);
      return { quest: value.quest, wallet: balances(player), xpGranted: value.xp };
    },

    async pets(s: Student): Promise<Pet[]> {
      const p = await visit(s);
      const now = new Date();
      const active = p.pets!.activeId;
      return [...p.pets!.owned].sort((a, b) => Number(b.id === active) - Number(a.id === active)).map((x) => petView(x, x.id === active, now));
    },

    async activePet(s: Student): Promise<Pet> {
      const p = await visit(s);
      return petView(activePet(p)!, true, new Date());
    },

    async feedPet(s: Student, petId: string) {
      const { player, value } = await act(s, 'pet', (p, now) => feedRule(p, petId, now), (r, before, now) => [walletEntry(s, `feed:${petId}:${before.pets?.owned.find((x) => x.id === petId)?.lastFedAt ?? 'never'}`, r.player, before, 'pet.feed', now)], petId);
      return { pet: petView(value, player.pets!.activeId === petId, new Date()), wallet: balances(player) };
    },

    async playWithPet(s: Student, petId: string): Promise<Pet> {
      const { player, value } = await act(s, 'pet', (p, now) => playWithPet(p, petId, now), undefined, petId);
      return petView(value, player.pets!.activeId === petId, new Date());
    },

    async setActivePet(s: Student, petId: string): Promise<Pet> {
      const { value } = await act(s, 'pet', (p) => setActiveRule(p, petId), undefined, petId);
      return petView(value, true, new Date());
    },

    async combo(s: Student, sessionId: string): Promise<SessionCombo> {
      const p = await readPlayer(store.players, s.id);
      const c = p?.combos?.find((x) => x.sessionId === sessionId);
      if (!c) throw notFound('Session not found', ErrorCode.SESSION_NOT_FOUND);
      return { sessionId: c.sessionId, currentCombo: c.currentCombo, maxCombo: c.maxCombo, multiplier: c.multiplier, label: c.label, comboBreak: c.comboBreak };
    },

    async treasures(s: Student): Promise<TreasureChest[]> {
      const p = await readPlayer(store.players, s.id);
      return p ? unopened(p).map(chestView) : [];
    },

    /** Never creates a chest: the most recent unopened one the student earned, or null. */
    async generateTreasure(s: Student): Promise<TreasureChest | null> {
      const p = await readPlayer(store.players, s.id);
      const newest = p ? unopened(p)[0] : undefined;
      return newest ? chestView(newest) : null;
    },

    async openTreasure(s: Student, chestId: string) {
      const { player, value } = await act(s, 'chest', (p, now) => openRule(p, chestId, now), (r, before, now) => [
        walletEntry(s, `${chestId}:open`, r.player, before, 'chest.open', now),
        ...(r.value.xp > 0 ? [xpGrantedEntry(s.id, `${chestId}:open`, r.value.xp, 'chest', chestId, now)] : []),
      ]);
      return { chest: chestView(value.chest), rewards: { coins: value.coins, gems: value.gems, xp: value.xp }, wallet: balances(player) };
    },

    async notifications(s: Student, limit: number, before?: string) {
      const [p, parked] = await Promise.all([readPlayer(store.players, s.id), pending ? pending.list(s.id) : []]);
      return notificationsPage(withParkedNotifications(p ?? emptyPlayer(s.id), parked).notifications, limit, before);
    },

    async readNotification(s: Student, id: string): Promise<Notification> {
      const { player } = await act(s, 'notification', (p) => markNotificationRead(p, id));
      return player.notifications!.find((n) => n.id === id)!;
    },

    async deleteNotification(s: Student, id: string): Promise<void> {
      await act(s, 'notification', (p) => deleteRule(p, id));
    },

    async battlePass(s: Student): Promise<BattlePass> {
      const p = await readPlayer(store.players, s.id);
      const now = new Date();
      const season = seasonAt(now);
      const lvl = passLevel(passXpNow(p?.pass, now));
      const isPremium = p?.pass?.season === season.number && p.pass.premium === true;
      return { seasonName: season.name, seasonNumber: season.number, currentLevel: lvl.level, currentXp: lvl.xpInLevel, xpForNextLevel: lvl.xpForLevel, isPremium, premiumCost: PREMIUM_COST_GEMS, endsAt: season.endsAt.toISOString() };
    },

    async dashboard(s: Student): Promise<DashboardStats> {
      const [p, proj, rank] = await Promise.all([visit(s), progress.get(s.id), progress.rank(s.id)]);
      const today = todayOf(s, new Date());
      const counts = p.today?.day === today ? p.today : { answered: 0, correct: 0 };
      return {
        username: s.username,
        level: proj?.level ?? 1,
        currentXp: proj?.totalXp ?? 0,
        xpForNextLevel: proj?.xpToNextLevel ?? 100,
        coins: p.coins,
        gems: p.gems,
        streak: proj ? displayedStreak(proj, today) : 0,
        todayProblemsSolved: counts.correct,
        todayAccuracy: counts.answered ? Math.round((counts.correct / counts.answered) * 1000) / 10 : 0,
        globalRank: proj && proj.totalXp > 0 ? rank : null,
      };
    },
  };
}

export type PlayerActions = ReturnType<typeof playerActions>;
