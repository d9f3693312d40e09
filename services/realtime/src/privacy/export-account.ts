/** Realtime's part of an account export (docs/product/privacy.md), in the shape of RealtimeAccountExportSchema. */
import { GuildMessageSchema, RealtimeAccountExportSchema, type RealtimeAccountExport } from '@mathquest/contracts';
import type { Redis } from 'ioredis';
import { chatMessagesOf, presenceFields } from '../repositories/account-erasure-repository.js';
import type { ChatSettingsRepository } from '../repositories/chat-settings-repository.js';
import type { EngagementFactsRepository } from '../repositories/engagement-facts-repository.js';

export interface ExportAccountDeps {
  redis: Redis;
  chatSettings: Pick<ChatSettingsRepository, 'offBy'>;
  facts: Pick<EngagementFactsRepository, 'guildOf' | 'friendsOf'>;
  now?: () => Date;
}

export function exportAccount(deps: ExportAccountDeps) {
  const now = deps.now ?? (() => new Date());
  return async function exportOf(userId: string): Promise<RealtimeAccountExport> {
    const [raw, chatOffBy, guildId, friendIds, presence] = await Promise.all([
      chatMessagesOf(deps.redis, userId),
      deps.chatSettings.offBy(userId),
      deps.facts.guildOf(userId),
      deps.facts.friendsOf(userId),
      presenceFields(deps.redis, userId),
    ]);
    const chatMessages = raw.flatMap((r) => {
      const m = GuildMessageSchema.safeParse(JSON.parse(r));
      return m.success && m.data.userId === userId ? [m.data] : [];
    });
    return RealtimeAccountExportSchema.parse({
      userId,
      exportedAt: now().toISOString(),
      chatMessages,
      chatSettings: { chatOffBy },
      guildId: guildId || null,
      friendIds,
      presence: Object.keys(presence).length ? presence : null,
    });
  };
}
