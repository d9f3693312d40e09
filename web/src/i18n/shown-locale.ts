import { createContext, useContext } from 'react';
import type { UiLocale } from './languages';

/** The locale whose catalogue the app's provider shows; English outside it (a unit test drawing a component alone). */
export const ShownLocaleContext = createContext<UiLocale>('en');

export function useShownLocale(): UiLocale {
  return useContext(ShownLocaleContext);
}
