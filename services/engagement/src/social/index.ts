/**
 * The social module of engagement (docs/adr/0220): friends, guilds, challenges, leaderboards and
 * looks, with their own collections, Redis keys, routes, consumers and outgoing events. One
 * Fastify plugin for the composition: it registers the core (directory, presence, facts) and a
 * plugin per concern, each naming the plugins it depends on, and decorates `socialProgress`, what
 * the module does with the progress the rewards module projects, and `socialPrivacy`, its part of
 * an account's export and erasure (ports/privacy.ts). It reaches the rest of the service
 * through ../ports/ only, so the folder can become a service of its own.
 */
import fp from 'fastify-plugin';
import challenges from './challenges/plugin.js';
import core from './core.js';
import { backfillFacts } from './facts/facts-backfill.js';
import { factsBackfillRepository } from './facts/repositories/facts-backfill-repository.js';
import { engagementFacts } from './facts/engagement-facts.js';
import friends from './friends/plugin.js';
import guilds from './guilds/plugin.js';
import leaderboards from './leaderboards/plugin.js';
import looks from './looks/plugin.js';
import privacy from './privacy/plugin.js';
import type { SocialModuleOptions } from './module.js';

export type { SocialModuleOptions, SocialProgressHooks } from './module.js';

export const socialModule = fp<SocialModuleOptions>(
  async function socialModule(app, opts) {
    await app.register(core, opts);
    await app.register(looks);
    await app.register(friends);
    await app.register(leaderboards);
    await app.register(guilds);
    await app.register(challenges);
    await app.register(privacy);
    app.decorate('socialProgress', { boardsMoved: app.socialBoards.boardsMoved, progressApplied: app.socialGuildXp.progressApplied });
    // The facts backfill (docs/adr/0195): once per version, by the one instance that claims it, in the background.
    const backfill =
      opts.factsBackfill !== false
        ? backfillFacts(factsBackfillRepository(opts.mongo, opts.redis), engagementFacts(opts.bus, app.log, 'throw'), app.log).catch((err: unknown) => app.log.warn({ err }, 'facts backfill failed; the next start runs it again'))
        : Promise.resolve();
    app.addHook('onClose', async () => {
      await backfill;
    });
  },
  { name: 'mathquest-social', fastify: '5.x' },
);
