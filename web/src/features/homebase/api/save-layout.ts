import { useMutation, useQueryClient } from '@tanstack/react-query';
import { homebaseApi, type PlacementInput } from './homebase-api';
import { homebaseKeys } from './keys';

/** POST /api/engagement/homebase/save: the whole layout; the saved one the server answers becomes the cached layout. */
export function useSaveLayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (layout: PlacementInput[]): Promise<PlacementInput[]> =>
      (await homebaseApi.saveLayout(layout)).map((p) => ({ itemId: p.itemId, x: p.x, y: p.y, rotation: p.rotation })),
    onSuccess: (saved) => client.setQueryData(homebaseKeys.placed, saved),
  });
}
