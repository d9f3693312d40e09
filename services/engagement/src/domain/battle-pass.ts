/**
 * Battle pass progress (docs/product/engagement.md#battle-pass): seasons are calendar quarters
 * (UTC) counted from October 2026 (Season 1), the pass gains 50 % of every answer's xpEarned,
 * and level L needs 100 + 25 × (L − 1) XP, up to level 100. Pure.
 */
import { BATTLE_PASS_MAX_LEVEL } from '@mathquest/contracts';

export const BATTLE_PASS_XP_SHARE = 0.5;
export const PREMIUM_COST_GEMS = 500;
const FIRST_SEASON = { year: 2026, quarter: 3 }; // quarter index 0..3: October 2026 opens Season 1
const SEASON_THEMES = ['Math Masters', 'Number Ninjas', 'Fraction Frontier', 'Geometry Giants'];

export interface Season {
  number: number;
  name: string;
  startsAt: Date;
  endsAt: Date;
}

export function seasonAt(now: Date): Season {
  const quarterIndex = (now.getUTCFullYear() - FIRST_SEASON.year) * 4 + Math.floor(now.getUTCMonth() / 3) - FIRST_SEASON.quarter;
  const number = Math.max(1, quarterIndex + 1);
  const startQuarter = FIRST_SEASON.quarter + number - 1;
  const startsAt = new Date(Date.UTC(FIRST_SEASON.year + Math.floor(startQuarter / 4), (startQuarter % 4) * 3, 1));
  const endsAt = new Date(Date.UTC(FIRST_SEASON.year + Math.floor((startQuarter + 1) / 4), ((startQuarter + 1) % 4) * 3, 1));
  return { number, name: `Season ${number}: ${SEASON_THEMES[(number - 1) % SEASON_THEMES.length]}`, startsAt, endsAt };
}

/** XP level `level` needs in all. */
export function xpForPassLevel(level: number): number {
  return 100 + 25 * (level - 1);
}

export function passXpFor(xpEarned: number): number {
  return Math.floor(Math.max(0, xpEarned) * BATTLE_PASS_XP_SHARE);
}

/** Level and XP inside it for a season's total XP; at the last level the XP inside stays 0. */
export function passLevel(totalXp: number): { level: number; xpInLevel: number; xpForLevel: number } {
  let level = 1;
  let rest = totalXp;
  while (level < BATTLE_PASS_MAX_LEVEL && rest >= xpForPassLevel(level)) {
    rest -= xpForPassLevel(level);
    level += 1;
  }
  if (level === BATTLE_PASS_MAX_LEVEL) rest = 0;
  return { level, xpInLevel: rest, xpForLevel: xpForPassLevel(level) };
}

/** A student's pass progress as stored: the season it counts for and its XP there. */
export interface StoredPass {
  season: number;
  xp: number;
  /** The season's premium track bought (docs/adr/0095). */
  premium?: boolean;
  /** Ids of the season's rewards claimed (docs/adr/0095). */
  claimed?: string[];
}

/** The pass's XP in the current season (a pass of an earlier season starts again at 0). */
export function passXpNow(p: StoredPass | undefined, now: Date): number {
  return p && p.season === seasonAt(now).number ? p.xp : 0;
}
