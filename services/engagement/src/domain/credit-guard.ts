/**
 * Exactly-once credits (docs/adr/0049): the wallet remembers the id of every event it credited,
 * filed by the UTC day the event occurred, for as long as that event could still be credited.
 * An event is credited only within CREDIT_WINDOW_DAYS of the day it occurred; a day's ids are
 * kept one day longer than that, then dropped by the wallet's next write. So a redelivery is
 * recognised however many credits came after it, and an event too old to be recognised is
 * refused instead of counted a second time. Pure rules; the repository writes the plan.
 */
import { compactId, utcDay } from '@mathquest/service-kit';

/** Days after the day an event occurred during which it is still credited. */
export const CREDIT_WINDOW_DAYS = 7;
/** A day's ids are kept one day longer than the window, so replicas whose clocks straddle midnight agree. */
const KEEP_DAYS = CREDIT_WINDOW_DAYS + 1;
const DAY_MS = 86_400_000;

/** What a wallet remembers of the events it credited. */
export interface CreditGuard {
  /** Compact ids of credited events by the UTC day (YYYY-MM-DD) they occurred. */
  credited?: Record<string, string[]>;
  /** The last 200 credited ids, as wallets kept them before `credited` (moved into it by the next write). */
  recentEventIds?: string[];
}

export interface CreditRequest {
  eventId: string;
  occurredAt: Date;
}

export interface CreditPlan<C> {
  /** Credits to apply, in order: not credited before, not twice in this batch, inside the window. */
  fresh: C[];
  /** Credits refused because their day is past the window (a late first delivery, or a replay of one forgotten). */
  tooOld: C[];
  /** Compact ids to add, by day. */
  add: Record<string, string[]>;
  /** Days whose ids can be dropped. */
  drop: string[];
  /** A document's flat `recentEventIds` list (ids without their day) is moved into `add` and the field removed. */
  dropLegacy: boolean;
}

const daysBefore = (now: Date, days: number) => utcDay(new Date(now.getTime() - days * DAY_MS));

/** Which of `credits` to apply to a wallet holding `guard` at `now`, and how its memory of ids changes. */
export function planCredits<C extends CreditRequest>(guard: CreditGuard, credits: readonly C[], now: Date): CreditPlan<C> {
  const oldestCredited = daysBefore(now, CREDIT_WINDOW_DAYS);
  const oldestKept = daysBefore(now, KEEP_DAYS);
  const credited = guard.credited ?? {};
  const seen = new Set<string>(Object.values(credited).flat());
  for (const id of guard.recentEventIds ?? []) seen.add(compactId(id));

  const plan: CreditPlan<C> = { fresh: [], tooOld: [], add: {}, drop: [], dropLegacy: false };
  const add = (day: string, id: string) => (plan.add[day] ??= []).push(id);
  for (const c of credits) {
    const id = compactId(c.eventId);
    if (seen.has(id)) continue; // credited before, or twice in this batch
    const day = utcDay(c.occurredAt);
    if (day < oldestCredited) {
      plan.tooOld.push(c);
      continue;
    }
    seen.add(id);
    plan.fresh.push(c);
    add(day, id);
  }
  if (plan.fresh.length === 0) return plan; // nothing to write: leave the memory as it is
  plan.drop = Object.keys(credited).filter((day) => day < oldestKept);
  if (guard.recentEventIds) {
    // Their days are unknown; filed under today, they are kept as long as any of them could still be credited.
    for (const id of guard.recentEventIds) add(utcDay(now), compactId(id));
    plan.dropLegacy = true;
  }
  return plan;
}

/** The guard after a plan was written. */
export function applyPlan(guard: CreditGuard, plan: CreditPlan<unknown>): Required<Pick<CreditGuard, 'credited'>> {
  const credited: Record<string, string[]> = { ...(guard.credited ?? {}) };
  for (const day of plan.drop) delete credited[day];
  for (const [day, ids] of Object.entries(plan.add)) credited[day] = [...(credited[day] ?? []), ...ids];
  return { credited };
}
