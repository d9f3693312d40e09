/**
 * The social module's part of account export and erasure (docs/adr/0236): decorates
 * `socialPrivacy` (ports/privacy.ts), which the rewards module's export route and erasure consumer
 * call, so one consumer erases the whole account once.
 */
import fp from 'fastify-plugin';
import type { SocialPrivacy } from '../../ports/privacy.js';
import { SOCIAL_CORE } from '../core.js';
import { SOCIAL_LOOKS } from '../looks/plugin.js';
import { publishingGuildXpStore } from '../facts/engagement-facts.js';
import { challengesRepository } from '../challenges/repositories/challenges-repository.js';
import { friendshipsRepository } from '../friends/repositories/friendships-repository.js';
import { guildsRepository } from '../guilds/repositories/guilds-repository.js';
import { redisGuildEventSchedule, redisGuildXpStore } from '../guilds/repositories/guild-xp-repository.js';
import { guilds } from '../guilds/use-cases/index.js';
import { markErasedInDirectory } from '../directory/repositories/social-directory-repository.js';
import { eraseSocial } from './erase-social.js';
import { exportSocial } from './export-social.js';
import { accountErasureStore } from './repositories/account-erasure-repository.js';
import { redisAccountStandings } from './repositories/account-standings-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    socialPrivacy: SocialPrivacy;
  }
}

export default fp(
  async function socialPrivacy(app) {
    const core = app.socialCore;
    const erasure = accountErasureStore(core.mongo);
    const friendships = friendshipsRepository(core.mongo);
    const guildDocs = guildsRepository(core.mongo);
    const challengeDocs = challengesRepository(core.mongo);
    // The guild rules the erasure leaves by: the leader and listing changes are published for the
    // other members; the erased account's own membership record elsewhere is removed by its owner's
    // erasure, so its membership end is not published (a late fact would write the account back there).
    const xp = redisGuildXpStore(core.redis);
    const leaving = guilds({
      guilds: guildDocs,
      xp: { ...publishingGuildXpStore(xp, core.facts), membershipEnded: (userId, guildId) => xp.membershipEnded(userId, guildId) },
      eventSchedule: redisGuildEventSchedule(core.redis, core.mongoDb),
      progress: core.progress,
      presence: core.presence,
      looks: app.socialLooks,
      publishSocketPush: core.publishSocketPush,
      ...(core.now ? { now: core.now } : {}),
    });
    app.decorate('socialPrivacy', {
      exportOf: exportSocial({ friendships, guilds: guildDocs, challenges: challengeDocs, erasure, directory: core.directory, looks: app.socialLooks, standings: redisAccountStandings(core.redis) }),
      erase: eraseSocial({
        erasure,
        friendships,
        guildDocs,
        challengeDocs,
        mirror: core.mirror,
        directory: core.directory,
        guilds: leaving,
        duels: app.socialChallenges,
        facts: core.facts,
        publishSocketPush: core.publishSocketPush,
        markErased: (userId) => markErasedInDirectory(core.redis, userId),
        ...(core.now ? { now: core.now } : {}),
      }),
    });
  },
  { name: 'mathquest-social-privacy', fastify: '5.x', dependencies: [SOCIAL_CORE, SOCIAL_LOOKS, 'mathquest-social-challenges'] },
);
