import type { Language } from '@mathquest/contracts';
import { useMutation } from '@tanstack/react-query';
import { useSession } from '../../../stores/session';
import { accountApi } from './account-api';

/** Saves the signed-in user's language on the account; the session's user then carries it. */
export function useSetLanguage() {
  return useMutation({
    mutationFn: (language: Language) => accountApi.setLanguage(language),
    onSuccess: ({ language }) => {
      const user = useSession.getState().user;
      if (user) useSession.setState({ user: { ...user, language } });
    },
  });
}
