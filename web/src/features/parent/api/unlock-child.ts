import { useMutation } from '@tanstack/react-query';
import { parentApi } from './parent-api';

/** POST /api/auth/children/{childId}/unlock: the child can sign in again (docs/adr/0165); nothing shown changes. */
export function useUnlockChild() {
  return useMutation({ mutationFn: (childId: string) => parentApi.unlockChild(childId) });
}
