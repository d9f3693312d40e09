import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guildApi } from './guild-api';
import { setMyGuild } from '../../../components/guild/get-my-guild';

/** POST /guilds/leave: the student has no guild from then on. */
export function useLeaveGuild() {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => guildApi.leave(), onSuccess: () => setMyGuild(client, { guild: null, role: null }) });
}
