import { queryOptions, useQuery } from '@tanstack/react-query';
import { parentKeys } from './keys';
import { parentApi } from './parent-api';

/** GET /api/auth/children: the parent's linked children, each with their figures, limits and chat setting. */
export const getChildren = () => parentApi.children().then((r) => r.children);

export const childrenQueryOptions = () => queryOptions({ queryKey: parentKeys.children(), queryFn: getChildren });

export function useChildren() {
  return useQuery(childrenQueryOptions());
}
