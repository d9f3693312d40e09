/**
 * Engagement's part of an account export (docs/product/privacy.md): the player document's parts
 * (wallet, quests, pets, battle pass, chests, items, notifications, those still parked in
 * Redis included) and the social module's
 * sections (ports/privacy.ts), parsed against EngagementAccountExportSchema on the way out.
 */
import { EngagementAccountExportSchema, type EngagementAccountExport } from '@mathquest/contracts';
import { walletVersionOf } from '../domain/player.js';
import type { SocialPrivacy } from '../ports/privacy.js';
import type { PendingNotifications } from '../repositories/progress-repository.js';
import { readPlayer, type PlayerStore } from '../repositories/wallets-repository.js';

export interface ExportAccountDeps {
  store: PlayerStore;
  social: Pick<SocialPrivacy, 'exportOf'>;
  /** Notifications parked in Redis until the player document exists or takes them (a level-up before the first answer's write). */
  pending: Pick<PendingNotifications, 'list'>;
  now?: () => Date;
}

export function exportAccount(deps: ExportAccountDeps) {
  const now = deps.now ?? (() => new Date());
  return async function exportOf(userId: string): Promise<EngagementAccountExport> {
    const [player, social, parked] = await Promise.all([readPlayer(deps.store.players, userId), deps.social.exportOf(userId), deps.pending.list(userId)]);
    const kept = player?.notifications ?? [];
    const notifications = [...kept, ...parked.filter((n) => !kept.some((k) => k.id === n.id))];
    // Parsed on the way out: the stored parts must match the published shape.
    return EngagementAccountExportSchema.parse({
      userId,
      exportedAt: now().toISOString(),
      player: {
        wallet: { coins: player?.coins ?? 0, gems: player?.gems ?? 0, version: player ? walletVersionOf(player) : 0 },
        quests: player?.quests ?? null,
        pets: player?.pets ?? null,
        battlePass: player?.pass ?? null,
        chests: player?.chests ?? [],
        inventory: player?.inventory ?? null,
        bosses: player?.bosses ?? null,
        story: player?.story ?? null,
        wagersHeld: player?.duels?.held ?? [],
        todayCounts: player?.today ?? null,
        notifications,
      },
      ...social,
    });
  };
}
