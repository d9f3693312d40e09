import { useMutation } from '@tanstack/react-query';
import { parentApi } from './parent-api';

/** POST /api/auth/children/{childId}/approve: a parent approves a limited child's account (docs/adr/0239). */
export const approveChild = (childId: string) => parentApi.approveChild(childId);

export function useApproveChild() {
  return useMutation({ mutationFn: approveChild });
}
