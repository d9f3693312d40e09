import { queryOptions, useQuery } from '@tanstack/react-query';
import { adventureApi } from './adventure-api';
import { adventureKeys } from './keys';

/** GET /api/engagement/story/worlds/{id}/chapters: a world's chapters with stars and locks. */
export const getChapters = (worldId: string) => adventureApi.chapters(worldId);

export const chaptersQueryOptions = (worldId: string) => queryOptions({ queryKey: adventureKeys.chapters(worldId), queryFn: () => getChapters(worldId) });

/** Read once a world is chosen (`worldId` not null). */
export function useChapters(worldId: string | null) {
  return useQuery({ ...chaptersQueryOptions(worldId ?? ''), enabled: worldId !== null });
}
