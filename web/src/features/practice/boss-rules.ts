/** The boss battle screen's rules (docs/product/practice.md#boss-battles). */

/** How long the boss's intro shows before the first problem. */
export const BOSS_INTRO_MS = 3000;
/** How long the victory screen shows before the battle ends. */
export const VICTORY_EXIT_MS = 5000;

/** 'enraged' below 10 % of its health, 'low' below 30 %, else null. */
export function bossMood(currentHealth: number, maxHealth: number): 'enraged' | 'low' | null {
  if (maxHealth <= 0) return null;
  const share = currentHealth / maxHealth;
  if (share < 0.1) return 'enraged';
  if (share < 0.3) return 'low';
  return null;
}

/** The boss's level label: difficulty × 10. */
export const bossLevel = (difficulty: number) => difficulty * 10;
