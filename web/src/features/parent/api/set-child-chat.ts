import type { ChildSummary } from '@mathquest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parentKeys } from './keys';
import { parentApi } from './parent-api';

/** POST /api/auth/children/{childId}/chat: the setting the server kept goes into the cached child (docs/adr/0171). */
export function useSetChildChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ childId, enabled }: { childId: string; enabled: boolean }) => parentApi.setChat(childId, enabled),
    onSuccess: (kept, { childId }) =>
      client.setQueryData<ChildSummary[]>(parentKeys.children(), (list) => list?.map((c) => (c.id === childId ? { ...c, chatEnabled: kept.chatEnabled } : c))),
  });
}
