/**
 * Leaderboards (docs/product/social.md, docs/adr/0100-0105): boards built over the progress
 * projection's sorted sets (ports/progress.ts), live updates at most once a second per watched
 * board. Decorates `socialBoards` for the composition's progress consumers.
 */
import { runCoreSubscription } from '@mathquest/service-kit';
import fp from 'fastify-plugin';
import { SOCIAL_CORE } from '../core.js';
import { SOCIAL_LOOKS } from '../looks/plugin.js';
import { boardsWatchedSubscription } from '../directory/events/realtime-presence-consumers.js';
import { leaderboardUpdates } from './events/leaderboard-updated.js';
import { redisLeaderboardStore, redisWatchedBoards } from './repositories/leaderboards-repository.js';
import leaderboardRoutes from './routes.js';
import { leaderboards } from './use-cases/leaderboards.js';

export default fp(
  async function socialLeaderboards(app) {
    const core = app.socialCore;
    const store = redisLeaderboardStore(core.redis);
    const boards = leaderboards({ boards: store, directory: core.directory, friends: core.mirror, progress: core.progress, looks: app.socialLooks, ...(core.now ? { now: core.now } : {}) });
    await app.register(leaderboardRoutes, { prefix: core.prefix, leaderboards: boards });
    const updates = leaderboardUpdates({ bus: core.bus, store, leaderboards: boards, log: core.log, ...(core.leaderboardSweepMs ? { sweepMs: core.leaderboardSweepMs } : {}) });
    app.decorate('socialBoards', { boardsMoved: async (changes) => updates.offer(await boards.boardsMoved(changes)) });
    // Realtime's watched boards into engagement's own copy (core NATS, docs/adr/0195).
    const watched = runCoreSubscription(core.bus.nc, boardsWatchedSubscription(redisWatchedBoards(core.redis)), core.log);
    app.addHook('onClose', async () => {
      await watched.stop();
      await updates.stop();
    });
  },
  { name: 'mathquest-social-leaderboards', fastify: '5.x', dependencies: [SOCIAL_CORE, SOCIAL_LOOKS] },
);
