import { queryOptions, useQuery } from '@tanstack/react-query';
import { homebaseApi } from './homebase-api';
import { homebaseKeys } from './keys';

/** GET /api/engagement/homebase/furniture: every piece, with what the student owns. */
export const getFurniture = () => homebaseApi.furniture();

export const furnitureQueryOptions = () => queryOptions({ queryKey: homebaseKeys.furniture, queryFn: getFurniture });

export function useFurniture() {
  return useQuery(furnitureQueryOptions());
}
