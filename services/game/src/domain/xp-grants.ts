/**
 * XP that engagement granted (engagement.xp.granted: a claimed quest, an opened chest, a pet
 * bonus), added to a student's progress exactly once per event id (docs/adr/0072). The student
 * document remembers the id of every grant it applied, filed by the UTC day the grant occurred,
 * for as long as that grant could still be applied: a grant is applied only within
 * GRANT_WINDOW_DAYS of its day, and a day's ids are kept one day longer, then dropped by the next
 * grant's write. The same rule as the wallet's credits (docs/adr/0049). Pure: the use case plans,
 * the repository writes the result with the student's version-checked update.
 */
import { compactId, utcDay } from '@mathquest/service-kit';
import { levelInfo } from './levels.js';
import type { ProgressState } from './progress.js';
import { localDay } from './streak.js';

/** Days after the day a grant occurred during which it is still applied. */
export const GRANT_WINDOW_DAYS = 7;
/** A day's ids are kept one day longer than the window, so replicas whose clocks straddle midnight agree. */
const KEEP_DAYS = GRANT_WINDOW_DAYS + 1;
const DAY_MS = 86_400_000;

/** Compact ids of applied grants by the UTC day (YYYY-MM-DD) they occurred. */
export type AppliedGrants = Record<string, string[]>;

export interface XpGrant {
  /** The engagement.xp.granted event's id. */
  eventId: string;
  occurredAt: Date;
  xp: number;
}

export interface GrantPlan<G extends XpGrant> {
  /** Grants to apply, in order: not applied before, not twice in this batch, inside the window. */
  fresh: G[];
  /** Grants refused because their day is past the window. */
  tooOld: G[];
  /** The memory of applied grants after the fresh ones (old days dropped); unchanged when nothing is fresh. */
  applied: AppliedGrants;
}

/** Which of `grants` to apply to a student who applied `applied` before, at `now`. */
export function planGrants<G extends XpGrant>(applied: AppliedGrants, grants: readonly G[], now: Date): GrantPlan<G> {
  const oldestApplied = utcDay(new Date(now.getTime() - GRANT_WINDOW_DAYS * DAY_MS));
  const oldestKept = utcDay(new Date(now.getTime() - KEEP_DAYS * DAY_MS));
  const seen = new Set<string>(Object.values(applied).flat());
  const plan: GrantPlan<G> = { fresh: [], tooOld: [], applied };
  const added: AppliedGrants = {};
  for (const g of grants) {
    const id = compactId(g.eventId);
    if (seen.has(id)) continue; // applied before, or twice in this batch
    const day = utcDay(g.occurredAt);
    if (day < oldestApplied) {
      plan.tooOld.push(g);
      continue;
    }
    seen.add(id);
    plan.fresh.push(g);
    (added[day] ??= []).push(id);
  }
  if (plan.fresh.length === 0) return plan;
  const next: AppliedGrants = {};
  for (const [day, ids] of Object.entries(applied)) if (day >= oldestKept) next[day] = [...ids];
  for (const [day, ids] of Object.entries(added)) next[day] = [...(next[day] ?? []), ...ids];
  plan.applied = next;
  return plan;
}

/** A grant that raised the student's level: the levels before and after it. */
export interface GrantLevelUp<G> {
  grant: G;
  previousLevel: number;
  newLevel: number;
  totalXp: number;
}

/**
 * The progress after the grants, in order, by the rules an answer's XP follows (the level curve
 * of docs/adr/0021): only the total XP changes; streak, answers and combo are the answers' own.
 * Each grant that crosses a level is listed once, with the levels before and after it.
 */
export function applyGrantedXp<G extends XpGrant>(progress: ProgressState, grants: readonly G[]): { progress: ProgressState; levelUps: Array<GrantLevelUp<G>> } {
  let totalXp = progress.totalXp;
  const levelUps: Array<GrantLevelUp<G>> = [];
  for (const grant of grants) {
    const previousLevel = levelInfo(totalXp).level;
    totalXp += grant.xp;
    const newLevel = levelInfo(totalXp).level;
    if (newLevel > previousLevel) levelUps.push({ grant, previousLevel, newLevel, totalXp });
  }
  return { progress: { ...progress, totalXp }, levelUps };
}

/**
 * The day a grant's progress snapshot is shown for. A grant carries no time zone, and the student
 * document keeps none, so the snapshot uses the earliest calendar day anywhere at that moment (the
 * zone UTC−12): no student's local day is earlier, so a streak still alive where the child lives is
 * never shown as lost. Readers re-apply the streak rule with `lastActiveDay` for their own day.
 */
export function grantSnapshotDay(at: Date): string {
  return localDay(at, 'Etc/GMT+12');
}
