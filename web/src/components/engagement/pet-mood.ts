/** Below this happiness a pet card pulses a warning. */
export const PET_WARNING_BELOW = 50;
