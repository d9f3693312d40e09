import type { PetMood } from '@mathquest/contracts';

/** The mood words of the pets screen; the dashboard and practice panel word a mood with the core message `engagement.petMood`. */
export const MOOD_LABEL: Record<PetMood, string> = { happy: 'Happy', neutral: 'Okay', sad: 'Sad' };

/** Below this happiness a pet card pulses a warning. */
export const PET_WARNING_BELOW = 50;
