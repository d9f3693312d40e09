import { queryOptions, useQuery } from '@tanstack/react-query';
import { homebaseApi, type PlacementInput } from './homebase-api';
import { homebaseKeys } from './keys';

/** GET /api/engagement/homebase/placed: the saved layout, as the placements the editor works on. */
export const getPlacedFurniture = async (): Promise<PlacementInput[]> =>
  (await homebaseApi.placed()).map((p) => ({ itemId: p.itemId, x: p.x, y: p.y, rotation: p.rotation }));

export const placedFurnitureQueryOptions = () => queryOptions({ queryKey: homebaseKeys.placed, queryFn: getPlacedFurniture });

export function usePlacedFurniture() {
  return useQuery(placedFurnitureQueryOptions());
}
