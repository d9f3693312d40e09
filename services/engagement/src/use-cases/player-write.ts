/**
 * How a student's actions write their player document (docs/adr/0060): one update conditional on
 * the version read, computed by the domain rules; the events an action causes (xp.granted,
 * wallet.changed) are written into the document's outbox by the same update and published before
 * the response, so concurrent claims, opens and feeds apply once and never spend coins twice.
 * Shared by the player's use cases, one file each beside this one.
 */
import { ErrorCode } from '@mathquest/contracts';
import { AppError, notFound, type StoredOutboxEntry } from '@mathquest/service-kit';
import { localDay } from '../domain/calendar.js';
import { isRefusal, withQuestsOf, type ActionRefusal, type ActionResult } from '../domain/player-actions.js';
import { FEED_COST_COINS, petKind } from '../domain/pets.js';
import { walletVersionOf, withParkedNotifications, withStarterPet, type PlayerState } from '../domain/player.js';
import { walletChangedEntry, type PlayerOutbox } from '../events/player-outbox.js';
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

export const balances = (p: PlayerState) => ({ coins: p.coins, gems: p.gems });

/** The student's local day at `now` (their token's time zone). */
export const todayOf = (s: Student, now: Date) => localDay(now, s.timeZone);

type ActionSubject = 'quest' | 'pet' | 'chest' | 'notification';

function refusalError(r: ActionRefusal, what: ActionSubject, petName?: string): AppError {
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

/** Runs an action; throws its refusal; publishes the events it wrote before returning. */
export async function act<T>(
  { store, outbox, pending }: Pick<PlayerActionsDeps, 'store' | 'outbox' | 'pending'>,
  s: Student,
  what: ActionSubject,
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
  // Published first: the sweeper's passes read only players given to `publish` (docs/adr/0278), so nothing may throw before it.
  if (written.entries.length) await outbox.publish(written.entries, { kind: 'player', id: s.id });
  if (parked.length) await pending!.remove(s.id, parked.map((n) => n.id));
  return written.ok;
}

/** The student's document with today's quests and a starter pet, written once when either was missing (first visit of the day). */
export async function visit(store: PlayerStore, s: Student): Promise<PlayerState> {
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

/** engagement.wallet.changed of an action's balance change, from the document before and after it. */
export const walletEntry = (s: Student, causeId: string, after: PlayerState, before: PlayerState, reason: string, now: Date) =>
  walletChangedEntry(s.id, causeId, { ...balances(after), version: walletVersionOf(after) }, { coinsDelta: after.coins - before.coins, gemsDelta: after.gems - before.gems, reason }, now);
