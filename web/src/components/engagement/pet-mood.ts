import type { PetMood } from '@mathquest/contracts';

/** The mood words of every pet card (dashboard, practice panel, pets screen). */
export const MOOD_LABEL: Record<PetMood, string> = { happy: 'Happy', neutral: 'Okay', sad: 'Sad' };

/** Below this happiness a pet card pulses a warning. */
export const PET_WARNING_BELOW = 50;
