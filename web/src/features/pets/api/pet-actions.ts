import type { Pet } from '@mathquest/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { engagementApi } from '../../../components/engagement/engagement-api';
import { useRealtime } from '../../../stores/realtime';
import { petsKey } from './get-pets';

/**
 * The pet the server answered replaces its entry in the cached list (the one that became active
 * makes the others inactive), and the live store's active pet, which the dashboard and practice
 * panels show.
 */
function replacePet(client: QueryClient, pet: Pet, activeChanged = false): void {
  client.setQueryData<Pet[]>(petsKey, (list) => list?.map((p) => (p.id === pet.id ? pet : activeChanged ? { ...p, isActive: false } : p)));
  if (pet.isActive) useRealtime.getState().setActivePet(pet);
}

/** POST /pets/{id}/feed: the fed pet and the wallet after the snack's cost. */
export function useFeedPet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (petId: string) => engagementApi.feedPet(petId),
    onSuccess: (result) => {
      replacePet(client, result.pet);
      useRealtime.getState().setWallet(result.wallet);
    },
  });
}

/** POST /pets/{id}/play. */
export function usePlayWithPet() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (petId: string) => engagementApi.playWithPet(petId), onSuccess: (pet) => replacePet(client, pet) });
}

/** POST /pets/{id}/set-active. */
export function useSetActivePet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (petId: string) => engagementApi.setActivePet(petId),
    onSuccess: (pet) => replacePet(client, { ...pet, isActive: true }, true),
  });
}
