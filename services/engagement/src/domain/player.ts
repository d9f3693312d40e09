/**
 * The player document's rules (docs/adr/0060): everything a batch of game events or a student's
 * action does to one student's engagement state, computed here without I/O; the repository
 * writes the result with one version-checked update. Every effect is keyed by the id of its
 * cause (the credited-event guard of docs/adr/0049), so applying a cause twice changes nothing.
 */
import type { Notification, SessionCombo, SocketPushItem } from '@mathquest/contracts';
import { levelUpToastKey, withArticle } from '@mathquest/contracts';
import { utcDay } from '@mathquest/service-kit';
import { applyPlan, planCredits } from './credit-guard.js';
import { passLevel, passXpFor, passXpNow, seasonAt } from './battle-pass.js';
import { chestDrop } from './chests.js';
import { addNotifications, notification, notificationPush } from './notifications.js';
import {
  answerBonusCoins,
  gainPetXp,
  happinessNow,
  HUNGRY_BELOW,
  newPet,
  petBonus,
  petKind,
  petXpFor,
  settleHappiness,
  STARTER_PET_ID,
  xpToNextPetLevel as xpToNext,
} from './pets.js';
import { advanceAll, advanceByAnswer, advanceBySession, questsForDay, type QuestChange } from './quests.js';
import { localDay } from './calendar.js';
import { boostAnswer } from './boosts.js';
import type { PlayerState, StoredCombo } from './player-state.js';
import type { StoredPet } from './pets.js';

// The document's shape lives in the leaf player-state.ts; named here too for the rules' callers.
export type { PetsState, PlayerState, StoredChest, StoredCombo, TodayCounts } from './player-state.js';

export const COMBOS_KEPT = 10;
export const OPENED_CHESTS_KEPT = 20;
/** Events older than this raise no notification (a replayed level-up is old news). */
export const NOTIFY_WITHIN_MS = 86_400_000;

export function walletVersionOf(p: Pick<PlayerState, 'walletVersion' | 'version'>): number {
  return p.walletVersion ?? p.version;
}

export function emptyPlayer(userId: string): PlayerState {
  return { _id: userId, coins: 0, gems: 0, version: 0, walletVersion: 0, credited: {} };
}

/** The player with a starter pet when they have none yet (their first visit or answer). */
export function withStarterPet(p: PlayerState, now: Date): PlayerState {
  if (p.pets?.owned.length) return p;
  return { ...p, pets: { activeId: STARTER_PET_ID, owned: [newPet(STARTER_PET_ID, now)] } };
}

export function activePet(p: PlayerState): StoredPet | undefined {
  return p.pets?.owned.find((x) => x.id === p.pets!.activeId);
}

function replacePet(p: PlayerState, pet: StoredPet): PlayerState {
  return { ...p, pets: { ...p.pets!, owned: p.pets!.owned.map((x) => (x.id === pet.id ? pet : x)) } };
}

const COMBO_LABELS: Record<string, SessionCombo['label']> = { '1.25': 'GOOD', '1.5': 'GREAT', '2': 'AMAZING', '2.5': 'INCREDIBLE', '3': 'MAX POWER' };
export const comboLabel = (multiplier: number): SessionCombo['label'] => COMBO_LABELS[String(multiplier)] ?? null;

/** The facts of a game.answer.submitted event the rules use. */
export interface AnswerFacts {
  eventId: string;
  occurredAt: Date;
  sessionId: string;
  isCorrect: boolean;
  coins: number;
  /** The answer's XP, an XP boost's share included (docs/adr/0186). */
  xp: number;
  /** The answer used an XP-boost charge (the game's, docs/adr/0186): the stock shown drops by one. */
  xpBoostUsed?: boolean;
  combo: number;
  multiplier: number;
  timeSpent: number;
  hintsUsed: number;
  topic: string;
  difficulty: number;
  answeredAt: Date;
  localDay: string;
  timeZone: string;
}

/** A credited answer's balance change, for its engagement.wallet.changed. */
export interface AppliedCredit {
  eventId: string;
  coinsDelta: number;
  gemsDelta: number;
  walletVersion: number;
  coins: number;
  gems: number;
}

export interface BatchOutcome {
  player: PlayerState;
  /** Ids newly recorded in the guard, by UTC day, and days to forget (the repository writes them). */
  guard: ReturnType<typeof planCredits>;
  credits: AppliedCredit[];
  /** Events refused as older than the credit window (docs/adr/0049). */
  tooOld: string[];
  /** Socket events the batch caused, in order. */
  pushes: SocketPushItem[];
}

/** Collects socket events of one batch, keeping one quest:progress per quest (its latest). */
class Pushes {
  private readonly items: SocketPushItem[] = [];
  add(item: SocketPushItem): void {
    if (item.name === 'quest:progress') {
      const i = this.items.findIndex((x) => x.name === 'quest:progress' && x.payload.questId === item.payload.questId);
      if (i >= 0) this.items.splice(i, 1);
    }
    this.items.push(item);
  }
  list(): SocketPushItem[] {
    return this.items;
  }
}

function questPushes(changes: readonly QuestChange[], pushes: Pushes, notes: Notification[], at: Date): void {
  for (const { quest: q, completed } of changes) {
    const base = { questId: q.id, name: q.name, currentProgress: q.currentProgress, targetValue: q.targetValue };
    pushes.add({ name: 'quest:progress', payload: base });
    if (completed) {
      pushes.add({ name: 'quest:completed', payload: { ...base, coinReward: q.coinReward, xpReward: q.xpReward, gemReward: q.gemReward } });
      notes.push(notification('QUEST_COMPLETED', `${q.id}:completed`, 'Quest complete!', `${q.name}: ${q.description}. Claim your reward.`, at, {
        code: 'QUEST_COMPLETED',
        params: { questKind: q.kind, target: q.targetValue, ...(q.topic ? { topic: q.topic } : {}), name: q.name, description: q.description },
      }));
    }
  }
}

/** Adds notifications to the player and their notification:new pushes. */
function notify(p: PlayerState, notes: readonly Notification[], pushes: Pushes, key?: string): PlayerState {
  if (notes.length === 0) return p;
  const have = new Set((p.notifications ?? []).map((n) => n.id));
  for (const n of notes) if (!have.has(n.id)) pushes.add(notificationPush(n, key));
  return { ...p, notifications: addNotifications(p.notifications, notes) };
}

/** Everything a batch of one student's answers does, each answer at most once. */
export function applyAnswers(start: PlayerState, answers: readonly AnswerFacts[], now: Date): BatchOutcome {
  const guard = planCredits(start, answers, now);
  let p: PlayerState = { ...start, ...applyPlan(start, guard) };
  const pushes = new Pushes();
  const notes: Notification[] = [];
  const credits: AppliedCredit[] = [];
  if (guard.fresh.length === 0) return { player: start, guard, credits, tooOld: guard.tooOld.map((a) => a.eventId), pushes: [] };

  p = withStarterPet(p, now);
  const walletBefore = { coins: p.coins, gems: p.gems };
  const passBefore = passLevel(passXpNow(p.pass, now));
  let passGained = 0;
  let petXpGained = 0;
  let walletVersion = walletVersionOf(start);

  for (const a of guard.fresh) {
    // Coins, with the active pet's bonus (docs/product/engagement.md#pet-bonus) and a coin boost's
    // (docs/adr/0091); the XP-boost charge the game used leaves the stock shown (docs/adr/0186).
    const bonus = petBonus(activePet(p), now);
    const extra = answerBonusCoins(a.coins, a.hintsUsed, bonus, p.pets!.coinCarry ?? 0);
    p = { ...p, pets: { ...p.pets!, coinCarry: extra.carry } };
    const boosted = boostAnswer(p, a);
    p = boosted.player;
    const coinsDelta = a.coins + extra.bonus + boosted.extraCoins;
    if (coinsDelta > 0) {
      walletVersion += 1;
      p = { ...p, coins: p.coins + coinsDelta };
      credits.push({ eventId: a.eventId, coinsDelta, gemsDelta: 0, walletVersion, coins: p.coins, gems: p.gems });
    }

    // Quests of the answer's local day (an answer of an earlier day than the stored quests counts for none).
    const quests = questsForDay(p.quests, p._id, a.localDay, a.timeZone);
    if (quests) {
      const { items, changes } = advanceAll(quests.items, (q) => advanceByAnswer(q, a));
      p = { ...p, quests: { ...quests, items } };
      questPushes(changes, pushes, notes, now);
    }

    // Today's counts.
    if (!p.today || p.today.day <= a.localDay) {
      const today = p.today?.day === a.localDay ? p.today : { day: a.localDay, answered: 0, correct: 0 };
      p = { ...p, today: { day: a.localDay, answered: today.answered + 1, correct: today.correct + (a.isCorrect ? 1 : 0) } };
    }

    // The active pet's XP.
    const petXp = petXpFor(a.xp);
    if (petXp > 0) {
      const pet = activePet(p)!;
      const { pet: grown, levelsGained } = gainPetXp(pet, petXp);
      p = replacePet(p, grown);
      petXpGained += petXp;
      if (levelsGained > 0) {
        const name = petKind(pet.id)?.name ?? pet.id;
        notes.push(notification('PET_LEVEL_UP', `${p._id}:pet:${pet.id}:level:${grown.level}`, `${name} grew!`, `${name} reached level ${grown.level}.`, now, {
            code: 'PET_LEVEL_UP',
            params: { petId: pet.id, name, level: grown.level },
          }));
      }
    }

    // Battle pass XP.
    passGained += passXpFor(a.xp);

    // The session's combo.
    const combos = p.combos ?? [];
    const prev = combos.find((c) => c.sessionId === a.sessionId);
    const combo: StoredCombo = {
      sessionId: a.sessionId,
      currentCombo: a.combo,
      maxCombo: Math.max(prev?.maxCombo ?? 0, a.combo),
      multiplier: a.multiplier,
      label: comboLabel(a.multiplier),
      comboBreak: !a.isCorrect && (prev?.currentCombo ?? 0) > 0,
      updatedAt: a.answeredAt.toISOString(),
    };
    p = { ...p, combos: [...combos.filter((c) => c.sessionId !== a.sessionId), combo].slice(-COMBOS_KEPT) };

    // A treasure chest (5 % of correct answers).
    const drop = chestDrop(a.eventId, a.isCorrect);
    if (drop && !(p.chests ?? []).some((c) => c.id === drop.id)) {
      p = { ...p, chests: [...(p.chests ?? []), { id: drop.id, rarity: drop.rarity, foundAt: now.toISOString(), openedAt: null, rewards: [] }] };
      pushes.add({ name: 'treasure:found', payload: { chestId: drop.id, rarity: drop.rarity } });
      notes.push(notification('CHEST_FOUND', `${drop.id}:found`, 'Treasure found!', `You found ${withArticle(drop.rarity.toLowerCase())} treasure chest. Open it to see what is inside.`, now, {
          code: 'CHEST_FOUND',
          params: { rarity: drop.rarity },
        }));
    }
  }

  if (passGained > 0) {
    const season = seasonAt(now).number;
    const total = passXpNow(p.pass, now) + passGained;
    // Premium and claims of the same season stay (docs/adr/0095); a new season starts without them.
    p = { ...p, pass: { ...(p.pass?.season === season ? p.pass : {}), season, xp: total } };
    const after = passLevel(total);
    pushes.add({ name: 'battlepass:xp_gained', payload: { xp: passGained, currentXp: after.xpInLevel, xpForNextLevel: after.xpForLevel } });
    if (after.level > passBefore.level) pushes.add({ name: 'battlepass:level_up', payload: { level: after.level } });
  }

  // A hungry pet, once a local day.
  const pet = activePet(p)!;
  const day = guard.fresh.at(-1)!.localDay;
  if (happinessNow(pet, now) < HUNGRY_BELOW && p.pets!.hungryNotifiedDay !== day) {
    const name = petKind(pet.id)?.name ?? pet.id;
    notes.push(notification('PET_HUNGRY', `${p._id}:pet-hungry:${day}`, `${name} is hungry`, `${name} is feeling sad. Feed or play with ${name} to cheer them up.`, now, {
      code: 'PET_HUNGRY',
      params: { petId: pet.id, name },
    }));
    p = { ...p, pets: { ...p.pets!, hungryNotifiedDay: day } };
  }

  if (petXpGained > 0) {
    const after = activePet(p)!;
    const view = settleHappiness(after, now);
    pushes.add({
      name: 'pet:updated',
      payload: { petId: after.id, name: petKind(after.id)?.name ?? after.id, level: after.level, xp: after.xp, xpToNextLevel: xpToNext(after.level), happiness: happinessNow(view, now), xpGained: petXpGained },
    });
  }
  p = notify(p, notes, pushes);
  if (p.coins !== walletBefore.coins || p.gems !== walletBefore.gems) pushes.add({ name: 'wallet:updated', payload: { coins: p.coins, gems: p.gems } });
  return { player: { ...p, walletVersion }, guard, credits, tooOld: guard.tooOld.map((a) => a.eventId), pushes: pushes.list() };
}

/** The LEVEL_UP notification of a game.level.up, or null for an old event (a replay is old news). */
export function levelUpNotification(e: { eventId: string; occurredAt: Date; newLevel: number }, now: Date): Notification | null {
  if (now.getTime() - e.occurredAt.getTime() > NOTIFY_WITHIN_MS) return null;
  return notification('LEVEL_UP', `${e.eventId}:level-up`, 'Level up!', `You reached level ${e.newLevel}. Keep going!`, e.occurredAt, { code: 'LEVEL_UP', params: { level: e.newLevel } });
}

/** Notifications parked outside the document (docs/adr/0060) folded into it; those already there are not added twice. */
export function withParkedNotifications(p: PlayerState, parked: readonly Notification[]): PlayerState {
  return parked.length ? { ...p, notifications: addNotifications(p.notifications, parked) } : p;
}

/** What a game.level.up tells engagement, written into the document itself (without a parking place): a LEVEL_UP notification. */
export function applyLevelUp(start: PlayerState, e: { eventId: string; occurredAt: Date; newLevel: number }, now: Date): BatchOutcome {
  const guard = planCredits(start, [e], now);
  if (guard.fresh.length === 0) return { player: start, guard, credits: [], tooOld: guard.tooOld.map((x) => x.eventId), pushes: [] };
  const pushes = new Pushes();
  let p: PlayerState = { ...start, ...applyPlan(start, guard) };
  const n = levelUpNotification(e, now);
  if (n) p = notify(p, [n], pushes, levelUpToastKey(e.newLevel));
  return { player: p, guard, credits: [], tooOld: [], pushes: pushes.list() };
}

/** What a game.session.ended tells the quests (finished and perfect sessions). */
export function applySessionEnded(
  start: PlayerState,
  e: { eventId: string; occurredAt: Date; endedAt: Date; problemsAnswered: number; correctAnswers: number; timeZone: string },
  now: Date,
): BatchOutcome {
  const guard = planCredits(start, [e], now);
  if (guard.fresh.length === 0) return { player: start, guard, credits: [], tooOld: guard.tooOld.map((x) => x.eventId), pushes: [] };
  const pushes = new Pushes();
  const notes: Notification[] = [];
  let p: PlayerState = { ...start, ...applyPlan(start, guard) };
  const timeZone = p.quests?.timeZone ?? e.timeZone;
  const quests = questsForDay(p.quests, p._id, localDay(e.endedAt, timeZone), timeZone);
  if (quests) {
    const { items, changes } = advanceAll(quests.items, (q) => advanceBySession(q, e, e.endedAt));
    p = { ...p, quests: { ...quests, items } };
    questPushes(changes, pushes, notes, now);
  }
  p = notify(p, notes, pushes);
  return { player: p, guard, credits: [], tooOld: [], pushes: pushes.list() };
}

/** The UTC day under which a student's own actions (claim, feed, open) are recorded in the guard. */
export const actionDay = (now: Date) => utcDay(now);
