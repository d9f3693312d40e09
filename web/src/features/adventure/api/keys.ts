/** The adventure screens' query keys (docs/adr/0190). */
export const adventureKeys = {
  bosses: ['adventure', 'bosses'] as const,
  battleHistory: ['adventure', 'battle-history'] as const,
  worlds: ['adventure', 'worlds'] as const,
  chapters: (worldId: string) => ['adventure', 'worlds', worldId, 'chapters'] as const,
  battlePass: ['adventure', 'battle-pass'] as const,
  passRewards: ['adventure', 'battle-pass', 'rewards'] as const,
};
