import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { createAdapter } from '@socket.io/redis-adapter';
import { connectEventBus, connectRedis, createService, observeSocketConnections, pingRedis, runConsumer, runCoreSubscription, type CoreSubscription, type EventBus, type ServiceApp } from '@mathquest/service-kit';
import type { Redis } from 'ioredis';
import type { RealtimeConfig } from './config.js';
import { DEFAULT_MAX_SOCKETS_PER_USER } from './domain/socket-limit.js';
import { socketPushSubscription } from './events/consumers/socket-push.js';
import { createPresenceRepository } from './repositories/presence-repository.js';
import { PRESENCE_TTL_MS } from './domain/presence.js';
import { leaderboardUpdatedConsumer } from './events/consumers/engagement-leaderboard-updated.js';
import { createFriendPresenceRepository } from './repositories/friend-presence-repository.js';
import { handleFriends } from './sockets/friends.js';
import { checkEventRoles } from './sockets/event-roles.js';
import { handleGuilds } from './sockets/guilds.js';
import { parentChatConsumer, teacherChatConsumer } from './events/consumers/chat-settings.js';
import { createChatSettingsRepository } from './repositories/chat-settings-repository.js';
import { createGuildChatRepository } from './repositories/guild-chat-repository.js';
import { createEngagementFactsRepository } from './repositories/engagement-facts-repository.js';
import { bothHooks, presenceAnnouncer, watchedBoardsAnnouncer } from './events/announcements.js';
import { engagementFactsConsumers } from './events/consumers/engagement-facts.js';
import { guildRoom } from '@mathquest/contracts';
import { userRoom } from './sockets/types.js';
import { handleChallengeNotices } from './sockets/challenges.js';
import { claimNotice } from './repositories/challenge-notice-repository.js';
import { emitLeaderboardUpdates, handleLeaderboardRooms } from './sockets/leaderboards.js';
import { publisherForAdapter } from './sockets/adapter-publisher.js';
import { trackPresence, type PresenceTracker } from './sockets/presence.js';
import { emitPushes, type ClaimChallengeNotice, type NoticeClaim } from './sockets/push.js';
import { createSocketServer } from './sockets/server.js';
import { closeSocketsOfEndedSessions } from './sockets/session-revocations.js';
import type { RealtimeServer } from './sockets/types.js';
import { DEFAULT_DEAD_AFTER_MS, DEFAULT_HEARTBEAT_MS, livenessProblem } from './domain/instance-liveness.js';
import { DEFAULT_TIMINGS } from './domain/room.js';
import { createInstanceRepository } from './repositories/instance-repository.js';
import { createRoomRepository } from './repositories/room-repository.js';
import { handleLiveRooms } from './sockets/rooms.js';
import { RoomService } from './use-cases/rooms.js';
import { SeatHolders } from './use-cases/seat-holders.js';
import guildMessageRoutes from './routes/guild-messages.js';
import { guildMessages } from './use-cases/guild-messages.js';
import { registerPrivacy } from './privacy/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Socket.IO server; emits reach every instance through the Redis adapter. */
    io: RealtimeServer;
    /** Presence kept in Redis from `user:online` / `user:activity` (docs/adr/0071). */
    presence: PresenceTracker;
    /** This instance's subscription to the socket pushes (docs/adr/0057, 0068); `idle()` waits until what reached it is emitted. */
    pushes: CoreSubscription;
  }
}

export interface RealtimeDeps {
  /** Given by the caller (who then closes it), else connected from the config and closed with the app. */
  redis?: Redis;
  bus?: EventBus;
}

/**
 * The realtime service: Socket.IO behind the gateway's /socket.io, authenticated with the
 * access token in the handshake; every socket joins `user:{id}`. The Redis adapter lets
 * any instance emit to sockets held by another. The service kit's revocation list (on the same
 * Redis) refuses the handshakes of ended sessions and closes their sockets (docs/adr/0013).
 * Engagement's socket pushes (push.socket.user, core NATS) reach every instance, which emits
 * them to the user's sockets it holds (docs/adr/0057, 0068, 0070);
 * `user:online` / `user:activity` keep the user's
 * presence in Redis (docs/adr/0071). Guild chat, its reports and the projection of whose chat a
 * parent or teacher turned off (from auth's and the teacher service's events) are kept in Redis
 * (docs/adr/0123, 0171, 0172); the chat's history is its one HTTP route (docs/adr/0221). What its sockets check of engagement's state (guild membership and
 * leaders, friends, leaderboard groups, challenge records) is its own copy, fed by engagement's
 * events (docs/adr/0195). Redis only, no database.
 */
export async function buildRealtimeApp(config: RealtimeConfig, deps: RealtimeDeps = {}): Promise<ServiceApp> {
  const liveness = { heartbeatMs: config.instanceHeartbeatMs ?? DEFAULT_HEARTBEAT_MS, deadAfterMs: config.instanceDeadAfterMs ?? DEFAULT_DEAD_AFTER_MS };
  const livenessError = livenessProblem(liveness);
  if (livenessError) throw new Error(`Invalid configuration: ${livenessError}`);
  // Redis can fail while the event bus is still connecting, before the app and its logger exist:
  // such errors go to stderr instead of reaching for the not-yet-initialised app (which crashed the process).
  const logs: { to?: { warn(obj: object, msg: string): void } } = {};
  const warn = (what: string) => (err: unknown) => (logs.to ? logs.to.warn({ err }, what) : console.error(`realtime: ${what}:`, err));
  const pub = deps.redis ?? connectRedis(config.redisUrl, 'realtime-pub', warn('redis error'));
  // The adapter needs a dedicated subscriber connection. Its ready check (INFO) would race the
  // adapter's SUBSCRIBE and be refused in subscriber mode, so it is off for this connection.
  const sub = pub.duplicate({ connectionName: 'realtime-sub', enableReadyCheck: false });
  sub.on('error', warn('redis subscriber error'));
  const bus = deps.bus ?? (await connectEventBus(config.natsUrl, 'realtime', { durableSuffix: config.durableSuffix }));
  const app = createService(
    // The list of ended sessions follows the Redis of the config (not only REDIS_URL), opened
    // before the app is ready and closed with it.
    { name: 'realtime', logLevel: config.logLevel, publicKeyPem: config.publicKeyPem, sessionRevocation: { redisUrl: config.redisUrl } },
    { redis: () => pingRedis(pub), nats: async () => !bus.nc.isClosed() },
  );
  logs.to = app.log;

  const io = createSocketServer(app.server, {
    publicKeyPem: config.publicKeyPem,
    revocations: app.sessionRevocations,
    maxSocketsPerUser: config.maxSocketsPerUser ?? DEFAULT_MAX_SOCKETS_PER_USER,
    adapter: createAdapter(publisherForAdapter(pub, app.log), sub, config.adapterKey ? { key: config.adapterKey } : {}),
    log: app.log,
  });
  app.decorate('io', io);
  // Sockets per instance on /metrics (mathquest_socket_connections), counted when scraped.
  const stopCountingSockets = observeSocketConnections(() => io.of('/').sockets.size);
  // Each client event only from the roles it admits, checked before any listener (sockets/event-roles.ts).
  checkEventRoles(io, app.log);
  const stopClosingEndedSessions = app.sessionRevocations ? closeSocketsOfEndedSessions(io, app.sessionRevocations) : () => {};
  // Leaderboard rooms and friends' presence (docs/adr/0103, 0104).
  const presenceTtlMs = config.presenceTtlMs ?? PRESENCE_TTL_MS;
  // Realtime's own copy of engagement's facts (docs/adr/0195), fed by the consumer below.
  const facts = createEngagementFactsRepository(pub);
  const boardRooms = handleLeaderboardRooms(io, { announce: watchedBoardsAnnouncer(bus.nc), facts, log: app.log, ...(config.watchedBoardTtlMs ? { watchTtlMs: config.watchedBoardTtlMs } : {}) });
  const friends = handleFriends(io, { facts, repo: createFriendPresenceRepository(pub, config.adapterKey), log: app.log, ttlMs: presenceTtlMs, sweepMs: config.presenceSweepMs ?? 5_000 });
  const presence = trackPresence(io, {
    presence: createPresenceRepository(pub, presenceTtlMs),
    log: app.log,
    // Friends hear of each change, and engagement keeps its copy for the friends list (docs/adr/0195).
    hooks: bothHooks(friends.hooks, presenceAnnouncer(bus.nc, presenceTtlMs)),
    ...(config.presenceRefreshMs ? { refreshMs: config.presenceRefreshMs } : {}),
  });
  app.decorate('presence', presence);
  // Live rooms: state and deadlines in Redis, so any instance serves any member (docs/adr/0130, 0131).
  // Each instance beats in Redis and records which room players it holds, so the players of one
  // that crashes are marked away by the others (docs/adr/0133).
  const roomRepo = createRoomRepository(pub, config.adapterKey);
  const roomService = new RoomService(roomRepo, { ...DEFAULT_TIMINGS, ...config.roomTimings });
  const instanceId = `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`;
  const liveRooms = handleLiveRooms(io, {
    rooms: roomService,
    repo: roomRepo,
    holders: new SeatHolders(createInstanceRepository(pub, config.adapterKey), roomService, instanceId, liveness),
    log: app.log,
    tickMs: config.roomTickMs ?? 200,
    heartbeatMs: liveness.heartbeatMs,
  });
  // Guild chat (docs/adr/0123).
  const chatSettings = createChatSettingsRepository(pub);
  const guildChat = createGuildChatRepository(pub);
  handleGuilds(io, { chat: guildChat, settings: chatSettings, facts, log: app.log });
  // The chat's history over HTTP: realtime alone reads and writes the chat's list (docs/adr/0221).
  await app.register(guildMessageRoutes, { prefix: '/api/realtime', messages: guildMessages({ chat: guildChat, facts }) });

  // Challenge notices from clients (docs/adr/0124); the pushes claim the same notices, so each is announced once.
  handleChallengeNotices(io, { redis: pub, facts, log: app.log });
  // A claim that fails (Redis) lets the push through to this instance's sockets: a notice twice is better than none.
  const claim: ClaimChallengeNotice = (challengeId, notice) =>
    claimNotice(pub, challengeId, notice).then(
      (won): NoticeClaim => (won ? 'won' : 'lost'),
      (err: unknown): NoticeClaim => {
        app.log.warn({ err, challengeId }, 'challenge notice not claimed; the push is emitted to the sockets of each instance');
        return 'unknown';
      },
    );
  // Core NATS to every instance, nothing stored (docs/adr/0057, 0068): each emits to its own sockets, in arrival order.
  const pushes = runCoreSubscription(bus.nc, socketPushSubscription((push) => emitPushes(io, [push], claim)), app.log);
  app.decorate('pushes', pushes);
  // The consumer creates the ENGAGEMENT stream if engagement has not yet.
  const stopBoards = await runConsumer(bus, leaderboardUpdatedConsumer((updates) => emitLeaderboardUpdates(io, updates)), app.log);
  // Engagement's facts into realtime's copy (docs/adr/0195); a leave or a dissolution empties the room on every instance.
  const factEffects = {
    leftGuild: (userId: string, guildId: string) => io.in(userRoom(userId)).socketsLeave(guildRoom(guildId)),
    dissolved: async (guildId: string) => {
      await guildChat.forget(guildId);
      io.in(guildRoom(guildId)).socketsLeave(guildRoom(guildId));
    },
  };
  const stopFacts = await Promise.all(engagementFactsConsumers(facts, factEffects).map((spec) => runConsumer(bus, spec, app.log)));
  // Chat turned off or on by a parent or teacher (docs/adr/0171): the projection, then the student's open pages.
  const chatStateChanged = async (studentId: string) => {
    io.to(userRoom(studentId)).emit('guild:chat_state', { chatOffBy: await chatSettings.offBy(studentId) });
  };
  const stopParentChat = await runConsumer(bus, parentChatConsumer(chatSettings, chatStateChanged), app.log);
  const stopTeacherChat = await runConsumer(bus, teacherChatConsumer(chatSettings, chatStateChanged), app.log);

  // Account export and erasure (docs/adr/0236).
  const stopPrivacy = await registerPrivacy(app, {
    publicKeyPem: config.publicKeyPem,
    redis: pub,
    bus,
    chatSettings,
    facts,
    leaveRoom: (userId, code) => roomService.leave(userId, code),
    disconnect: async (userId) => {
      io.in(userRoom(userId)).disconnectSockets(true);
      // Until no instance holds a socket of the account and this one's presence writes are done, so the sweep after finds what they wrote.
      for (let i = 0; i < 100 && (await io.in(userRoom(userId)).fetchSockets()).length > 0; i++) await new Promise((r) => setTimeout(r, 50));
      await presence.idle();
    },
  });

  // Fastify closes the HTTP server before its onClose hooks, and that waits for every open
  // connection: the sockets this instance holds are closed first, so their clients reconnect to
  // another instance instead of the stop waiting for them (docs/adr/0259). Closed at the
  // transport, not with Socket.IO's disconnect: a client told "io server disconnect" does not
  // reconnect, one whose transport closed reconnects by itself through the gateway, whose connect
  // to this instance is refused from now on and falls through to another one.
  app.addHook('preClose', async () => {
    await liveRooms.stop();
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    stopCountingSockets();
    // No new pushes, then no new sockets.
    await pushes.stop();
    await stopBoards();
    for (const stop of stopFacts) await stop();
    await stopParentChat();
    await stopTeacherChat();
    await stopPrivacy();
    boardRooms.stop();
    await friends.stop();
    await liveRooms.stop();
    presence.stop();
    stopClosingEndedSessions();
    await new Promise<void>((resolve) => io.close(() => resolve()));
    await presence.idle();
    // Stop hearing other instances' requests first, then let the replies already sent complete.
    await sub.quit().catch(() => sub.disconnect());
    if (!deps.bus) await bus.close();
    if (!deps.redis) await pub.quit().catch(() => pub.disconnect());
  });
  return app;
}
