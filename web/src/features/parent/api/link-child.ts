import type { LinkChildRequest } from '@mathquest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parentKeys } from './keys';
import { parentApi } from './parent-api';

/** POST /api/auth/children/link: the answer lists every linked child, the new one included, and becomes the cached list. */
export function useLinkChild() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LinkChildRequest) => parentApi.linkChild(body).then((r) => r.children),
    onSuccess: (children) => client.setQueryData(parentKeys.children(), children),
  });
}
