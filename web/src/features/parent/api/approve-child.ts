import type { ChildSummary } from '@mathquest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parentKeys } from './keys';
import { parentApi } from './parent-api';

/** POST /api/auth/children/{childId}/approve: a parent approves a limited child's account (docs/adr/0239). */
export const approveChild = (childId: string) => parentApi.approveChild(childId);

/** The approved child leaves the waiting list at once: the cached child loses its limits. */
export function useApproveChild() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: approveChild,
    onSuccess: (_answer, childId) =>
      client.setQueryData<ChildSummary[]>(parentKeys.children(), (list) => list?.map((c) => (c.id === childId ? { ...c, limits: undefined } : c))),
  });
}
