/**
 * Guild event rewards (docs/product/social.md#guilds--built, docs/adr/0128): when an event ends,
 * each participant still in the guild who earned XP for it after joining the event receives the
 * event type's coins, gems and XP, once. A sweep on every engagement instance takes the events
 * that ended from their schedule in Redis; for each it reads the guild (one read by `_id`), the
 * participants' contributions (Redis), pays each rewardee through the rewards module's wallet
 * (ports/wallet.ts, docs/adr/0220: one version-checked write of their player document with the
 * grant's cause in its guard), then removes the event from
 * the guild's document. Every step is idempotent or conditional, so instances sweeping together,
 * or a sweep repeated after a crash, pay each participant once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SocialWallet } from '../../../ports/wallet.js';
import { closeEvent, eventReward, eventRewardees, type StoredGuildEvent } from '../domain/guilds.js';
import type { GuildsRepository } from '../repositories/guilds-repository.js';
import type { GuildEventSchedule, GuildXpStore } from '../repositories/guild-xp-repository.js';

export interface GuildEventRewardsDeps {
  guilds: Pick<GuildsRepository, 'get' | 'replace'>;
  xp: Pick<GuildXpStore, 'memberScores'>;
  schedule: GuildEventSchedule;
  /** The rewards module's wallet (ports/wallet.ts): credits each reward once, pushes the wallet and the notification. */
  wallet: Pick<SocialWallet, 'grantGuildEventReward'>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** Ended events looked at per sweep pass, at most. */
export const EVENT_SWEEP_BATCH = 20;
const ATTEMPTS = 5;

export function guildEventRewards(deps: GuildEventRewardsDeps) {
  const now = deps.now ?? (() => new Date());

  /** Pays one participant, once; true when this call paid. */
  const pay = (userId: string, event: StoredGuildEvent, guildName: string, at: Date): Promise<boolean> => deps.wallet.grantGuildEventReward(userId, eventReward(event, guildName), at);

  /** Settles one scheduled event: 'done' (paid and closed, or gone), or 'later' (not ended yet). */
  async function settle(guildId: string, eventId: string, at: Date): Promise<{ outcome: 'done' } | { outcome: 'later'; endsAt: Date }> {
    const doc = await deps.guilds.get(guildId);
    const event = doc?.events.find((e) => e.id === eventId);
    if (!doc || !event) return { outcome: 'done' }; // the guild dissolved, or the event was settled already
    if (event.endsAt > at.toISOString()) return { outcome: 'later', endsAt: new Date(event.endsAt) };
    const scores = await deps.xp.memberScores(guildId, event.participants, at);
    const contributions = new Map(event.participants.map((id, i) => [id, scores[i]?.total ?? 0]));
    const rewardees = eventRewardees(doc, event, contributions);
    for (const userId of rewardees) await pay(userId, event, doc.name, at);
    // Paid: the event leaves the guild's document (conditional on its version; gone already: nothing to do).
    for (let i = 0, current = doc; i < ATTEMPTS; i++) {
      const next = closeEvent(current, eventId, rewardees.length, at);
      if (next === current || (await deps.guilds.replace(next))) break;
      const again = await deps.guilds.get(guildId);
      if (!again) break;
      current = again;
    }
    return { outcome: 'done' };
  }

  return {
    settle,
    /** One bounded pass over the events that ended; safe on every instance at once. Returns how many were looked at. */
    async sweep(at: Date = now()): Promise<number> {
      const due = await deps.schedule.due(at, EVENT_SWEEP_BATCH);
      for (const { guildId, eventId } of due) {
        try {
          const r = await settle(guildId, eventId, at);
          if (r.outcome === 'done') await deps.schedule.done(guildId, eventId);
          else await deps.schedule.at(guildId, eventId, r.endsAt);
        } catch (err) {
          deps.log.warn({ err, guildId, eventId }, 'an ended guild event was not settled; the next sweep retries');
        }
      }
      return due.length;
    },
  };
}

export type GuildEventRewards = ReturnType<typeof guildEventRewards>;
