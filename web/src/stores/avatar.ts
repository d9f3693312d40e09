import { create } from 'zustand';
import type { EquippedAvatar } from '@mathquest/contracts';

/**
 * The signed-in student's equipped avatar, shared by the header and the customizer so a change
 * shows everywhere at once. Loaded by the header for the user it belongs to; set by the
 * customizer after each equip, unequip or purchase.
 */
interface AvatarState {
  userId: string | null;
  equipped: EquippedAvatar | null;
  setEquipped: (userId: string, e: EquippedAvatar) => void;
}

export const useAvatar = create<AvatarState>((set) => ({
  userId: null,
  equipped: null,
  setEquipped: (userId, equipped) => set({ userId, equipped }),
}));
