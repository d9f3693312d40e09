/** GET /guilds/{id}/messages: the chat history. */
import { GuildMessageSchema, type GuildMessage } from '@mathquest/contracts';
import type { Caller, GuildsDeps } from './deps.js';
import type { GuildAccess } from './guild-access.js';

/**
 * The last messages of the caller's guild chat, oldest first. A reported message waiting for the
 * leader's review (held, docs/adr/0172) is left out, except for its author, who sees it marked.
 */
export function createListMessages(deps: GuildsDeps, g: GuildAccess) {
  const { ownGuild } = g;
  return async function listMessages(me: Caller, guildId: string): Promise<GuildMessage[]> {
    await ownGuild(me.id, guildId);
    const out: GuildMessage[] = [];
    for (const raw of (await deps.xp.chat(guildId)).reverse()) {
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        continue;
      }
      const parsed = GuildMessageSchema.safeParse(value);
      if (parsed.success && (!parsed.data.held || parsed.data.userId === me.id)) out.push(parsed.data);
    }
    return out;
  };
}
