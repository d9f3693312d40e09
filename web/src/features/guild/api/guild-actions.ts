import type { CreateGuildBody, UpdateGuildBody } from '@mathquest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guildBrowseKeys } from './browse-guilds';
import { setMyGuild } from '../../../components/guild/get-my-guild';
import { guildApi } from './guild-api';

/**
 * The writes that answer with the student's guild: its answer becomes the cached guild of the
 * student (the page shows the hall at once), and the browsed lists (member counts, names) are read
 * again when next shown.
 */

/** POST /guilds/{id}/join. */
export function useJoinGuild() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (guildId: string) => guildApi.join(guildId),
    onSuccess: (mine) => {
      setMyGuild(client, mine);
      void client.invalidateQueries({ queryKey: guildBrowseKeys.all });
    },
  });
}

/** POST /guilds. */
export function useCreateGuild() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGuildBody) => guildApi.create(body),
    onSuccess: (mine) => {
      setMyGuild(client, mine);
      void client.invalidateQueries({ queryKey: guildBrowseKeys.all });
    },
  });
}

/** POST /guilds/{id}/settings (leaders only). */
export function useUpdateGuildSettings(guildId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateGuildBody) => guildApi.settings(guildId, body),
    onSuccess: (mine) => setMyGuild(client, mine),
  });
}
