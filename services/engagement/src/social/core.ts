/**
 * The social module's shared parts (docs/adr/0220): the directory of students and their groups
 * (auth's and the teacher's events), presence (realtime's announcements), the facts other services
 * project (docs/adr/0195) and their backfill. Decorates `socialCore` for the concern plugins.
 */
import { runConsumer, runCoreSubscription } from '@mathquest/service-kit';
import fp from 'fastify-plugin';
import { presenceSubscription } from './directory/events/realtime-presence-consumers.js';
import { classroomMembersConsumer, userRegisteredConsumer, userUpdatedConsumer } from './directory/events/social-directory-consumers.js';
import { redisFriendMirror, redisPresenceReader, redisPresenceStore, redisSocialDirectory } from './directory/repositories/social-directory-repository.js';
import { recordClassrooms, recordUsers } from './directory/use-cases/record-social.js';
import { engagementFacts, publishingFriendMirror } from './facts/engagement-facts.js';
import type { SocialModuleOptions } from './module.js';

export const SOCIAL_CORE = 'mathquest-social-core';

export default fp<SocialModuleOptions>(
  async function socialCore(app, opts) {
    const log = app.log;
    const facts = engagementFacts(opts.bus, log);
    const directory = redisSocialDirectory(opts.redis, (userId, groups) => facts.groups(userId, groups));
    app.decorate('socialCore', {
      ...opts,
      log,
      directory,
      presence: redisPresenceReader(opts.redis),
      mirror: publishingFriendMirror(redisFriendMirror(opts.redis), facts),
      facts,
    });
    const stops = [
      await runConsumer(opts.bus, userRegisteredConsumer(recordUsers(directory)), log),
      await runConsumer(opts.bus, userUpdatedConsumer(recordUsers(directory)), log),
      await runConsumer(opts.bus, classroomMembersConsumer(recordClassrooms(directory)), log),
    ];
    // Realtime's presence into engagement's own copy (core NATS, docs/adr/0195).
    const presence = runCoreSubscription(opts.bus.nc, presenceSubscription(redisPresenceStore(opts.redis)), log);
    app.addHook('onClose', async () => {
      await presence.stop();
      await Promise.all(stops.map((stop) => stop()));
    });
  },
  { name: SOCIAL_CORE, fastify: '5.x' },
);
