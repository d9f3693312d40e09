import type { Language } from '@mathquest/contracts';
import { useMutation } from '@tanstack/react-query';
import { useSession } from '../../../stores/session';
import { accountApi } from './account-api';

/**
 * Saves the signed-in user's language on the account; the session's user then carries it, and the
 * access token is refreshed at once so the services serve the next problem, the problem bank and
 * the live rooms in it (docs/adr/0188). Only a failed save is an error: a failed refresh is not.
 */
export function useSetLanguage() {
  return useMutation({
    mutationFn: (language: Language) => accountApi.setLanguage(language),
    onSuccess: ({ language }) => useSession.getState().languageSaved(language),
  });
}
