/**
 * Guilds (docs/product/social.md#guilds--built, docs/adr/0120-0122, 0128): documents in storage,
 * XP, events' schedule and the directory in Redis; ended events' rewards paid by a sweep through
 * the rewards module's wallet. Decorates `socialGuildXp` for the composition's progress consumers.
 */
import fp from 'fastify-plugin';
import { SOCIAL_CORE } from '../core.js';
import { SOCIAL_LOOKS } from '../looks/plugin.js';
import { publishingGuildXpStore } from '../facts/engagement-facts.js';
import { startSweep } from '../sweep.js';
import { ensureGuildIndexes, guildsRepository } from './repositories/guilds-repository.js';
import { redisGuildEventSchedule, redisGuildXpStore } from './repositories/guild-xp-repository.js';
import guildRoutes from './routes.js';
import { guildEventRewards } from './use-cases/guild-event-rewards.js';
import { guilds } from './use-cases/index.js';

export default fp(
  async function socialGuilds(app) {
    const core = app.socialCore;
    await ensureGuildIndexes(core.mongo);
    const repo = guildsRepository(core.mongo);
    const xp = publishingGuildXpStore(redisGuildXpStore(core.redis), core.facts);
    const eventSchedule = redisGuildEventSchedule(core.redis, core.mongoDb);
    const now = core.now ? { now: core.now } : {};
    const useCase = guilds({ guilds: repo, xp, eventSchedule, progress: core.progress, presence: core.presence, looks: app.socialLooks, publishSocketPush: core.publishSocketPush, ...now });
    await app.register(guildRoutes, { prefix: core.prefix, guilds: useCase });
    app.decorate('socialGuildXp', { progressApplied: (snapshots) => useCase.creditXp([...snapshots]) });
    // Guild event rewards when events end (docs/adr/0128): a sweep on every instance, each payment once.
    const rewards = guildEventRewards({ guilds: repo, xp, schedule: eventSchedule, wallet: core.wallet, log: core.log, ...now });
    const stopSweep = startSweep(() => rewards.sweep(), core.guildEventSweepMs ?? 30_000, core.log, 'guild event sweep');
    app.addHook('onClose', stopSweep);
  },
  { name: 'mathquest-social-guilds', fastify: '5.x', dependencies: [SOCIAL_CORE, SOCIAL_LOOKS] },
);
