import { useMutation } from '@tanstack/react-query';
import { engagementApi } from './engagement-api';
import { useRealtime } from '../../stores/realtime';

/**
 * POST /api/engagement/treasures/{id}/open: the chest's rewards. The answer's wallet goes into the
 * live store at once (docs/adr/0032); the chest leaves the store's list when the student collects
 * the rewards, so the reveal stays on show until then.
 */
export function useOpenChest() {
  return useMutation({
    mutationFn: (chestId: string) => engagementApi.openChest(chestId),
    onSuccess: (result) => useRealtime.getState().setWallet(result.wallet),
  });
}
