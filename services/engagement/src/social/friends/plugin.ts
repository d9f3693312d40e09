/** Friends (docs/product/social.md#friends-and-presence, docs/adr/0101): friendships in storage, the mirror in Redis. */
import fp from 'fastify-plugin';
import { SOCIAL_CORE } from '../core.js';
import { ensureFriendshipIndexes, friendshipsRepository } from './repositories/friendships-repository.js';
import friendRoutes from './routes.js';
import { friends } from './use-cases/friends.js';

export default fp(
  async function socialFriends(app) {
    const core = app.socialCore;
    await ensureFriendshipIndexes(core.mongo);
    const useCase = friends({ friendships: friendshipsRepository(core.mongo), directory: core.directory, mirror: core.mirror, presence: core.presence, progress: core.progress, publishSocketPush: core.publishSocketPush });
    await app.register(friendRoutes, { prefix: core.prefix, friends: useCase });
  },
  { name: 'mathquest-social-friends', fastify: '5.x', dependencies: [SOCIAL_CORE] },
);
