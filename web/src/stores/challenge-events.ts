import { create } from 'zustand';

/**
 * Challenge socket events (challenge:received, accepted, declined, result) as a counter the
 * /challenges page watches to read its lists again (docs/product/social.md#challenges--built).
 */
export const useChallengeEvents = create<{ tick: number; bump: () => void }>()((set) => ({
  tick: 0,
  bump: () => set((s) => ({ tick: s.tick + 1 })),
}));
