/** The adventure screens' query keys (docs/adr/0190). */
export const adventureKeys = {
  bosses: ['adventure', 'bosses'] as const,
  /** The battle being fought (GET /bosses/active), read by the practice screen's boss mode. */
  activeBattle: ['adventure', 'active-battle'] as const,
  battleHistory: ['adventure', 'battle-history'] as const,
  worlds: ['adventure', 'worlds'] as const,
  chapters: (worldId: string) => ['adventure', 'worlds', worldId, 'chapters'] as const,
  battlePass: ['adventure', 'battle-pass'] as const,
  passRewards: ['adventure', 'battle-pass', 'rewards'] as const,
};
