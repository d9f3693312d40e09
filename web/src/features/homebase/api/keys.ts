/** The home base's query keys (docs/adr/0190). */
export const homebaseKeys = {
  furniture: ['homebase', 'furniture'] as const,
  placed: ['homebase', 'placed'] as const,
  stats: ['homebase', 'stats'] as const,
};
