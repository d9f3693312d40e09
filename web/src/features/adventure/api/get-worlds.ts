import { queryOptions, useQuery } from '@tanstack/react-query';
import { adventureApi } from './adventure-api';
import { adventureKeys } from './keys';

/** GET /api/engagement/story/worlds: the story's worlds with the student's progress. */
export const getWorlds = () => adventureApi.worlds();

export const worldsQueryOptions = () => queryOptions({ queryKey: adventureKeys.worlds, queryFn: () => getWorlds() });

export function useWorlds() {
  return useQuery(worldsQueryOptions());
}
