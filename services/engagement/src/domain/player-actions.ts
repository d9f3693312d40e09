/**
 * A student's own actions on their player document (claim a quest, feed and play with a pet,
 * choose the active pet, open a chest, read and delete notifications), as pure rules. Every
 * balance change records the id of its cause in the credited-event guard, so a cause applied
 * twice changes nothing; the repository writes the result conditional on the version read, so
 * two concurrent actions never both spend the same coins.
 */
import type { Quest } from '@mathquest/contracts';
import { applyPlan, planCredits } from './credit-guard.js';
import { chestRewards, rewardList } from './chests.js';
import { feed, FEED_COST_COINS, petBonus, play, boostedXp, type CareRefusal, type StoredPet } from './pets.js';
import { claimRefusal, questsForDay, questView, type ClaimRefusal, type StoredQuest } from './quests.js';
import { activePet, OPENED_CHESTS_KEPT, walletVersionOf, withStarterPet, type PlayerState, type StoredChest } from './player.js';

export type ActionRefusal =
  | { refusal: 'NOT_FOUND' }
  | { refusal: ClaimRefusal }
  | { refusal: 'ALREADY_OPENED' }
  | { refusal: 'COOLDOWN'; availableAt: Date }
  | { refusal: 'NOT_ENOUGH_COINS' }
  | { refusal: 'ALREADY_HAPPY' };

/** A changed player and what the action produced; `balanceChanged` when the wallet moved. */
export interface ActionResult<T> {
  player: PlayerState;
  value: T;
  /** The guard entries to write (for balance changes). */
  guard?: ReturnType<typeof planCredits>;
  balanceChanged: boolean;
}

export const isRefusal = <T>(r: ActionResult<T> | ActionRefusal): r is ActionRefusal => 'refusal' in r;

/** Records a cause in the guard and moves the balance; null when the cause was applied before. */
function credit(p: PlayerState, causeId: string, coins: number, gems: number, now: Date): { player: PlayerState; guard: ReturnType<typeof planCredits> } | null {
  const guard = planCredits(p, [{ eventId: causeId, occurredAt: now }], now);
  if (guard.fresh.length === 0) return null;
  const changes = coins !== 0 || gems !== 0;
  return {
    player: { ...p, ...applyPlan(p, guard), coins: p.coins + coins, gems: p.gems + gems, walletVersion: walletVersionOf(p) + (changes ? 1 : 0) },
    guard,
  };
}

/** The day's quests, drawn when the student has none for their day yet. */
export function withQuestsOf(p: PlayerState, day: string, timeZone: string): PlayerState {
  const quests = questsForDay(p.quests, p._id, day, timeZone);
  return quests && quests !== p.quests ? { ...p, quests } : p;
}

function findQuest(p: PlayerState, questId: string): { quest: StoredQuest; where: 'items' | 'previous' } | null {
  const inToday = p.quests?.items.find((q) => q.id === questId);
  if (inToday) return { quest: inToday, where: 'items' };
  const inPrevious = p.quests?.previous?.find((q) => q.id === questId);
  return inPrevious ? { quest: inPrevious, where: 'previous' } : null;
}

/** Claim a completed quest once: its coins and gems to the wallet, its XP (with an XP pet's bonus) to be granted. */
export function claimQuest(p: PlayerState, questId: string, now: Date): ActionResult<{ quest: Quest; xp: number }> | ActionRefusal {
  const found = findQuest(p, questId);
  if (!found) return { refusal: 'NOT_FOUND' };
  const refusal = claimRefusal(found.quest, now);
  if (refusal) return { refusal };
  const credited = credit(p, `${questId}:claim`, found.quest.coinReward, found.quest.gemReward, now);
  if (!credited) return { refusal: 'ALREADY_CLAIMED' };
  const claimed: StoredQuest = { ...found.quest, claimedAt: now.toISOString() };
  const quests = { ...p.quests!, [found.where]: p.quests![found.where]!.map((q) => (q.id === questId ? claimed : q)) };
  const xp = boostedXp(found.quest.xpReward, petBonus(activePet(p), now));
  return { player: { ...credited.player, quests }, value: { quest: questView(claimed), xp }, guard: credited.guard, balanceChanged: true };
}

function care(p: PlayerState, petId: string, step: (pet: StoredPet) => { pet: StoredPet } | CareRefusal): ActionRefusal | { pet: StoredPet; p: PlayerState } {
  const pet = p.pets?.owned.find((x) => x.id === petId);
  if (!pet) return { refusal: 'NOT_FOUND' };
  const r = step(pet);
  if ('reason' in r) return r.reason === 'COOLDOWN' ? { refusal: 'COOLDOWN', availableAt: r.availableAt } : { refusal: r.reason };
  return { pet: r.pet, p: { ...p, pets: { ...p.pets!, owned: p.pets!.owned.map((x) => (x.id === petId ? r.pet : x)) } } };
}

/** Feed a pet: 10 coins (cause `feed:<pet>:<last fed>`), +10 happiness, once an hour. */
export function feedPet(p: PlayerState, petId: string, now: Date): ActionResult<StoredPet> | ActionRefusal {
  const previous = p.pets?.owned.find((x) => x.id === petId)?.lastFedAt ?? 'never';
  const r = care(p, petId, (pet) => feed(pet, p.coins, now));
  if ('refusal' in r) return r;
  const credited = credit(r.p, `feed:${petId}:${previous}`, -FEED_COST_COINS, 0, now);
  if (!credited) return { refusal: 'COOLDOWN', availableAt: new Date(now.getTime()) };
  return { player: credited.player, value: r.pet, guard: credited.guard, balanceChanged: true };
}

/** Play with a pet: free, +5 happiness, once an hour. */
export function playWithPet(p: PlayerState, petId: string, now: Date): ActionResult<StoredPet> | ActionRefusal {
  const r = care(p, petId, (pet) => play(pet, now));
  if ('refusal' in r) return r;
  return { player: r.p, value: r.pet, balanceChanged: false };
}

export function setActivePet(p: PlayerState, petId: string): ActionResult<StoredPet> | ActionRefusal {
  const pet = p.pets?.owned.find((x) => x.id === petId);
  if (!pet) return { refusal: 'NOT_FOUND' };
  return { player: { ...p, pets: { ...p.pets!, activeId: petId } }, value: pet, balanceChanged: false };
}

/** Open an unopened chest once: its coins and gems to the wallet, its XP (with an XP pet's bonus) to be granted. */
export function openChest(p: PlayerState, chestId: string, now: Date): ActionResult<{ chest: StoredChest; coins: number; gems: number; xp: number }> | ActionRefusal {
  const chest = p.chests?.find((c) => c.id === chestId);
  if (!chest) return { refusal: 'NOT_FOUND' };
  if (chest.openedAt) return { refusal: 'ALREADY_OPENED' };
  const base = chestRewards(chest.rarity);
  const granted = { ...base, xp: boostedXp(base.xp, petBonus(activePet(p), now)) };
  const credited = credit(p, `${chestId}:open`, granted.coins, granted.gems, now);
  if (!credited) return { refusal: 'ALREADY_OPENED' };
  const opened: StoredChest = { ...chest, openedAt: now.toISOString(), rewards: rewardList(chest.rarity, granted) };
  const others = (p.chests ?? []).filter((c) => c.id !== chestId);
  const keptOpened = others.filter((c) => c.openedAt).slice(-(OPENED_CHESTS_KEPT - 1));
  const chests = [...others.filter((c) => !c.openedAt), ...keptOpened, opened].sort((a, b) => a.foundAt.localeCompare(b.foundAt));
  return { player: { ...credited.player, chests }, value: { chest: opened, ...granted }, guard: credited.guard, balanceChanged: true };
}

export function markNotificationRead(p: PlayerState, id: string): ActionResult<null> | ActionRefusal {
  if (!p.notifications?.some((n) => n.id === id)) return { refusal: 'NOT_FOUND' };
  return { player: { ...p, notifications: p.notifications.map((n) => (n.id === id ? { ...n, read: true } : n)) }, value: null, balanceChanged: false };
}

export function deleteNotification(p: PlayerState, id: string): ActionResult<null> | ActionRefusal {
  if (!p.notifications?.some((n) => n.id === id)) return { refusal: 'NOT_FOUND' };
  return { player: { ...p, notifications: p.notifications.filter((n) => n.id !== id) }, value: null, balanceChanged: false };
}

/** The first visit: a starter pet. */
export const firstVisit = withStarterPet;
