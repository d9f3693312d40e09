import { compactId, utcDay } from '@mathquest/service-kit';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROGRESS } from './progress.js';
import { applyGrantedXp, GRANT_WINDOW_DAYS, grantSnapshotDay, planGrants, type AppliedGrants } from './xp-grants.js';

const now = new Date('2026-11-25T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
const grant = (eventId: string, xp = 10, occurredAt = now) => ({ eventId, xp, occurredAt });
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('planGrants', () => {
  it('applies new grants once: not the ones remembered, not a repeat inside the batch', () => {
    const applied: AppliedGrants = { [utcDay(now)]: [compactId(uuid(1))] };
    const plan = planGrants(applied, [grant(uuid(1)), grant(uuid(2)), grant(uuid(2)), grant(uuid(3))], now);
    expect(plan.fresh.map((g) => g.eventId)).toEqual([uuid(2), uuid(3)]);
    expect(plan.applied[utcDay(now)]).toEqual([uuid(1), uuid(2), uuid(3)].map(compactId));
    expect(plan.tooOld).toEqual([]);
  });

  it('files each id under the UTC day its grant occurred', () => {
    const plan = planGrants({}, [grant(uuid(1), 5, daysAgo(2)), grant(uuid(2))], now);
    expect(plan.applied).toEqual({ [utcDay(daysAgo(2))]: [compactId(uuid(1))], [utcDay(now)]: [compactId(uuid(2))] });
  });

  it('refuses a grant older than the window, and still recognises one at its edge', () => {
    const plan = planGrants({}, [grant(uuid(1), 5, daysAgo(GRANT_WINDOW_DAYS + 1)), grant(uuid(2), 5, daysAgo(GRANT_WINDOW_DAYS))], now);
    expect(plan.tooOld.map((g) => g.eventId)).toEqual([uuid(1)]);
    expect(plan.fresh.map((g) => g.eventId)).toEqual([uuid(2)]);
    const again = planGrants(plan.applied, [grant(uuid(2), 5, daysAgo(GRANT_WINDOW_DAYS))], now);
    expect(again.fresh).toEqual([]);
  });

  it('forgets days past the window only when it writes, and leaves the memory alone otherwise', () => {
    const old = utcDay(daysAgo(GRANT_WINDOW_DAYS + 2));
    const kept = utcDay(daysAgo(GRANT_WINDOW_DAYS + 1));
    const applied: AppliedGrants = { [old]: ['a'], [kept]: ['b'], [utcDay(now)]: [compactId(uuid(9))] };
    expect(planGrants(applied, [grant(uuid(9))], now).applied).toBe(applied);
    const plan = planGrants(applied, [grant(uuid(1))], now);
    expect(Object.keys(plan.applied).sort()).toEqual([kept, utcDay(now)].sort());
    expect(applied[old]).toEqual(['a']); // the input is not changed
  });
});

describe('applyGrantedXp', () => {
  it('adds the XP to the total only, by the level curve, listing each grant that crosses a level once', () => {
    const progress = { ...EMPTY_PROGRESS, totalXp: 90, totalProblems: 4, totalCorrect: 3, currentStreak: 2, bestCombo: 3 };
    const grants = [grant(uuid(1), 5), grant(uuid(2), 10), grant(uuid(3), 20), grant(uuid(4), 400)];
    const { progress: after, levelUps } = applyGrantedXp(progress, grants);
    expect(after).toEqual({ ...progress, totalXp: 525 });
    // 90 → 95 (level 1), → 105 (level 2: 100), → 125, → 525 (level 4: 450; level 5 starts at 700).
    expect(levelUps).toEqual([
      { grant: grants[1], previousLevel: 1, newLevel: 2, totalXp: 105 },
      { grant: grants[3], previousLevel: 2, newLevel: 4, totalXp: 525 },
    ]);
  });

  it('lists no level-up when no level is crossed', () => {
    expect(applyGrantedXp({ ...EMPTY_PROGRESS }, [grant(uuid(1), 99)]).levelUps).toEqual([]);
  });
});

describe('grantSnapshotDay', () => {
  it('is the earliest calendar day on Earth at that moment (UTC−12)', () => {
    expect(grantSnapshotDay(new Date('2026-11-25T11:59:00Z'))).toBe('2026-11-24');
    expect(grantSnapshotDay(new Date('2026-11-25T12:00:00Z'))).toBe('2026-11-25');
  });
});
