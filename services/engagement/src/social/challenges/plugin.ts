/**
 * PvP challenges (docs/product/social.md#challenges--built, docs/adr/0125-0127, 0160): the
 * challenge in its own document, the schedule in Redis, the wagers in the player documents through
 * the rewards module's wallet; the game's finished sides consumed, what is due swept.
 */
import { runConsumer } from '@mathquest/service-kit';
import fp from 'fastify-plugin';
import { RANK_KEY } from '../../ports/progress.js';
import { SOCIAL_CORE } from '../core.js';
import { SOCIAL_LOOKS } from '../looks/plugin.js';
import { startSweep } from '../sweep.js';
import { challengeUpdatedPublisher } from './events/challenge-updated.js';
import { challengeFinishedConsumer } from './events/game-challenge-consumer.js';
import { challengesRepository, ensureChallengeIndexes, redisChallengeSchedule, redisXpNeighbours } from './repositories/challenges-repository.js';
import challengeRoutes from './routes.js';
import { challenges, type Challenges } from './use-cases/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    socialChallenges: Challenges;
  }
}

export default fp(
  async function socialChallenges(app) {
    const core = app.socialCore;
    await ensureChallengeIndexes(core.mongo);
    const duels = challenges({
      repo: challengesRepository(core.mongo),
      schedule: redisChallengeSchedule(core.redis, core.mongoDb),
      records: core.facts,
      wallet: core.wallet,
      directory: core.directory,
      progress: core.progress,
      presence: core.presence,
      neighbours: redisXpNeighbours(core.redis, RANK_KEY),
      game: core.game,
      looks: app.socialLooks,
      publishSocketPush: core.publishSocketPush,
      publishChallengeUpdated: challengeUpdatedPublisher(core.bus),
      log: core.log,
      ...(core.now ? { now: core.now } : {}),
    });
    await app.register(challengeRoutes, { prefix: core.prefix, challenges: duels });
    // The erasure's cancel of an account's challenges (social/privacy/) uses the same rules.
    app.decorate('socialChallenges', duels);
    const stopConsumer = await runConsumer(
      core.bus,
      challengeFinishedConsumer(async (events) => {
        for (const e of events) await duels.recordFinished(e);
      }),
      core.log,
    );
    const stopSweep = startSweep(() => duels.sweep(), core.challengeSweepMs ?? 30_000, core.log, 'challenge sweep');
    app.addHook('onClose', async () => {
      await stopConsumer();
      await stopSweep();
    });
  },
  { name: 'mathquest-social-challenges', fastify: '5.x', dependencies: [SOCIAL_CORE, SOCIAL_LOOKS] },
);
