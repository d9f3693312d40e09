/**
 * GET /guilds/{id}/messages (docs/product/social.md#guild-chat, docs/adr/0221): the last messages
 * of the caller's guild chat, oldest first. A reported message waiting for the leader's review
 * (held, docs/adr/0172) is left out, except for its author, who sees it marked. Who is in which
 * guild is realtime's own copy of engagement's facts (docs/adr/0195), read again for a bounded
 * while when it does not match yet (a guild joined a moment ago).
 */
import { GuildMessageSchema, type GuildMessage } from '@mathquest/contracts';
import { notFound, settled } from '@mathquest/service-kit';
import type { EngagementFactsRepository } from '../repositories/engagement-facts-repository.js';
import type { GuildChatRepository } from '../repositories/guild-chat-repository.js';

export const NO_SUCH_GUILD = 'No guild with that id';
export const NOT_YOUR_GUILD = 'That is not your guild';

export interface GuildMessagesDeps {
  chat: Pick<GuildChatRepository, 'history'>;
  facts: Pick<EngagementFactsRepository, 'guildOf'>;
}

export function guildMessages(deps: GuildMessagesDeps) {
  return async function listGuildMessages(userId: string, guildId: string): Promise<GuildMessage[]> {
    const mine = await settled(() => deps.facts.guildOf(userId), (g) => g === guildId);
    if (mine !== guildId) throw notFound(mine ? NOT_YOUR_GUILD : NO_SUCH_GUILD);
    const out: GuildMessage[] = [];
    for (const raw of (await deps.chat.history(guildId)).reverse()) {
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        continue;
      }
      const parsed = GuildMessageSchema.safeParse(value);
      if (parsed.success && (!parsed.data.held || parsed.data.userId === userId)) out.push(parsed.data);
    }
    return out;
  };
}

export type ListGuildMessages = ReturnType<typeof guildMessages>;
