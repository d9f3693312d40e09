import { randomUUID } from 'node:crypto';
import { compactId, utcDay } from '@mathquest/service-kit';
import { describe, expect, it } from 'vitest';
import { applyPlan, CREDIT_WINDOW_DAYS, planCredits, type CreditGuard } from './credit-guard.js';

const now = new Date('2026-11-25T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
const credit = (occurredAt = now, eventId = randomUUID()) => ({ eventId, occurredAt, coins: 3 });

describe('planCredits', () => {
  it('credits new events once, files them by the day they occurred, and skips ids it holds or sees twice', () => {
    const a = credit(daysAgo(1));
    const b = credit();
    const known = credit();
    const guard: CreditGuard = { credited: { [utcDay(now)]: [compactId(known.eventId)] } };
    const plan = planCredits(guard, [a, b, known, a], now);
    expect(plan.fresh).toEqual([a, b]);
    expect(plan.add).toEqual({ [utcDay(daysAgo(1))]: [compactId(a.eventId)], [utcDay(now)]: [compactId(b.eventId)] });
    expect(plan.tooOld).toEqual([]);
    expect(applyPlan(guard, plan).credited[utcDay(now)]).toEqual([compactId(known.eventId), compactId(b.eventId)]);
  });

  it('recognises a credited id however many credits came after it, for the whole window', () => {
    const first = credit(daysAgo(CREDIT_WINDOW_DAYS));
    let guard: CreditGuard = applyPlan({}, planCredits({}, [first], daysAgo(CREDIT_WINDOW_DAYS)));
    for (let day = CREDIT_WINDOW_DAYS; day >= 0; day--) {
      const later = Array.from({ length: 100 }, () => credit(daysAgo(day)));
      guard = applyPlan(guard, planCredits(guard, later, daysAgo(day)));
    }
    expect(planCredits(guard, [first], now).fresh).toEqual([]);
  });

  it('refuses an event older than the window, and drops the days no event can be credited for any more', () => {
    const old = credit(daysAgo(CREDIT_WINDOW_DAYS + 1));
    const lastDay = credit(daysAgo(CREDIT_WINDOW_DAYS));
    const guard: CreditGuard = {
      credited: { [utcDay(daysAgo(CREDIT_WINDOW_DAYS + 2))]: ['x'], [utcDay(daysAgo(CREDIT_WINDOW_DAYS + 1))]: ['y'], [utcDay(daysAgo(2))]: ['z'] },
    };
    const plan = planCredits(guard, [old, lastDay], now);
    expect(plan.tooOld).toEqual([old]);
    expect(plan.fresh).toEqual([lastDay]);
    // One day of slack beyond the window: the day before the oldest credited day is still kept.
    expect(plan.drop).toEqual([utcDay(daysAgo(CREDIT_WINDOW_DAYS + 2))]);
    expect(Object.keys(applyPlan(guard, plan).credited).sort()).toEqual(
      [utcDay(daysAgo(CREDIT_WINDOW_DAYS + 1)), utcDay(daysAgo(CREDIT_WINDOW_DAYS)), utcDay(daysAgo(2))].sort(),
    );
  });

  it('changes nothing when there is nothing new to credit', () => {
    const known = credit();
    const guard: CreditGuard = { credited: { [utcDay(daysAgo(30))]: ['x'], [utcDay(now)]: [compactId(known.eventId)] }, recentEventIds: [randomUUID()] };
    expect(planCredits(guard, [known], now)).toEqual({ fresh: [], tooOld: [], add: {}, drop: [], dropLegacy: false });
  });

  it('honours the ids of a wallet written before the credited days, then moves them under today', () => {
    const legacy = credit(daysAgo(1));
    const guard: CreditGuard = { recentEventIds: [legacy.eventId] };
    expect(planCredits(guard, [legacy], now).fresh).toEqual([]);
    const next = credit();
    const plan = planCredits(guard, [legacy, next], now);
    expect(plan.fresh).toEqual([next]);
    expect(plan.dropLegacy).toBe(true);
    expect(plan.add[utcDay(now)]?.sort()).toEqual([compactId(next.eventId), compactId(legacy.eventId)].sort());
  });
});
