import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guildApi } from './guild-api';

/**
 * POST /guilds/{id}/members/{userId}/{promote|demote|kick} (officers and leaders). The guild and its
 * members are read again, as guild:members_changed does for the other members.
 */
export function useManageGuildMember(guildId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, action }: { userId: string; action: 'promote' | 'demote' | 'kick' }): Promise<void> => {
      await guildApi.manage(guildId, userId, action);
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: ['guild'] }),
  });
}
