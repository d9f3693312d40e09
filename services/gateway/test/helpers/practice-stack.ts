/**
 * The services a student's profile is composed from (docs/adr/0029): real auth, game and
 * engagement apps in-process on ephemeral ports, each on its own database connection with its
 * driver commands counted, so tests can also count the storage operations of an answer. Also the
 * game beside the teacher service (`startTeacherStack`), for what reaches the teacher's views; and
 * all five services (`startAllServices`), for what must hold of every route.
 */
import { randomBytes } from 'node:crypto';
import type { ServiceApp } from '@mathquest/service-kit';
import { testInfra, testKeys, uniqueDbName } from '@mathquest/service-kit/testing';
import mongoose, { type Connection } from 'mongoose';
import { buildAuthApp } from '../../../auth/src/app.js';
import { testAuthConfig } from '../../../auth/test/helpers/build-test-app.js';
import { buildEngagementApp } from '../../../engagement/src/app.js';
import { buildRealtimeApp } from '../../../realtime/src/app.js';
import { buildTestGameApp, makeUser, type TestUser } from '../../../game/test/helpers/build-test-app.js';
import { createSolver, type Solver } from '../../../game/test/helpers/solver.js';
import { buildTestTeacherApp, registerUser, type TestUser as TeacherStackUser } from '../../../teacher/test/helpers/teacher-test-app.js';
import { urlOf } from './stack.js';

export type ServiceName = 'auth' | 'game' | 'engagement';

export interface PracticeStack {
  urls: Record<ServiceName, string>;
  /** Each service's own connection (commands counted). */
  connections: Record<ServiceName, Connection>;
  /** Plain connections to the same databases, for what the tests read themselves (not counted). */
  storage: Record<ServiceName, Connection>;
  /**
   * Driver commands sent so far, per service, e.g. { game: [{ name: 'insert', collection: 'served_problems', head: '…' }] };
   * `head` is the start of the command as JSON (its filter comes first), to tell whose document a command touched.
   */
  commands: Record<ServiceName, Command[]>;
  close(): Promise<void>;
}

export interface Command {
  name: string;
  collection: string;
  head: string;
}

async function monitored(db: string, into: Command[]): Promise<Connection> {
  const conn = await mongoose.createConnection(testInfra().mongoUrl, { dbName: db, maxPoolSize: 20, monitorCommands: true }).asPromise();
  conn.getClient().on('commandStarted', (e) => {
    const collection = (e.command as Record<string, unknown>)[e.commandName];
    into.push({ name: e.commandName, collection: typeof collection === 'string' ? collection : '', head: JSON.stringify(e.command).slice(0, 400) });
  });
  return conn;
}

export interface ProfileSources {
  urls: { game: string; engagement: string };
  close(): Promise<void>;
}

/** Only the game and engagement (the gateway's sources of a student's figures), on their own databases. */
export async function startProfileSources(): Promise<ProfileSources> {
  const infra = testInfra();
  const keys = testKeys();
  const game = await buildTestGameApp(infra, keys.publicKeyPem, uniqueDbName('gw_game'), { bankSeeds: 0 });
  const engagement = await buildEngagementApp({
    port: 0,
    host: '127.0.0.1',
    logLevel: 'warn',
    mongoUrl: infra.mongoUrl,
    mongoDb: uniqueDbName('gw_engagement'),
    natsUrl: infra.natsUrl,
    redisUrl: infra.redisUrl,
    publicKeyPem: keys.publicKeyPem,
    durableSuffix: `s${randomBytes(4).toString('hex')}`,
  });
  for (const app of [game, engagement]) await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    urls: { game: urlOf(game), engagement: urlOf(engagement) },
    async close() {
      await Promise.allSettled([game.close(), engagement.close()]);
    },
  };
}

/**
 * `engagementOutbox`: sweep engagement's player outbox this often, for entries this old (default:
 * no sweeps while counting). A test that waits for an action's event elsewhere sets it, so a
 * publish lost under load is made good by the sweeper as in production.
 */
export async function startPracticeStack(opts: { engagementOutbox?: { sweepMs: number; staleMs: number } } = {}): Promise<PracticeStack> {
  const infra = testInfra();
  const keys = testKeys();
  const suffix = `p${randomBytes(4).toString('hex')}`;
  const commands: PracticeStack['commands'] = { auth: [], game: [], engagement: [] };
  // No outbox sweeps while counting (auth's, the game's): their scans are background work, not part of an answer.
  const authConfig = testAuthConfig({ durableSuffix: suffix, outboxSweepIntervalMs: 600_000 });
  const gameDb = uniqueDbName('gw_game');
  const engagementDb = uniqueDbName('gw_engagement');
  const connections = {
    auth: await monitored(authConfig.mongoDb, commands.auth),
    game: await monitored(gameDb, commands.game),
    engagement: await monitored(engagementDb, commands.engagement),
  };
  const plain = (db: string) => mongoose.createConnection(infra.mongoUrl, { dbName: db }).asPromise();
  const storage = { auth: await plain(authConfig.mongoDb), game: await plain(gameDb), engagement: await plain(engagementDb) };

  const auth = await buildAuthApp(authConfig, { mongo: connections.auth });
  const game = await buildTestGameApp(infra, keys.publicKeyPem, gameDb, { bankSeeds: 0, outboxSweepMs: 600_000 }, { mongo: connections.game });
  const engagement = await buildEngagementApp(
    { port: 0, host: '127.0.0.1', logLevel: 'warn', mongoUrl: infra.mongoUrl, mongoDb: engagementDb, natsUrl: infra.natsUrl, redisUrl: infra.redisUrl, publicKeyPem: keys.publicKeyPem, durableSuffix: suffix, outboxSweepMs: opts.engagementOutbox?.sweepMs ?? 600_000, ...(opts.engagementOutbox ? { outboxStaleMs: opts.engagementOutbox.staleMs } : {}) },
    { mongo: connections.engagement },
  );
  const apps: ServiceApp[] = [auth, game, engagement];
  for (const app of apps) await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    urls: { auth: urlOf(auth), game: urlOf(game), engagement: urlOf(engagement) },
    connections,
    storage,
    commands,
    async close() {
      await Promise.allSettled(apps.map((app) => app.close()));
      await Promise.allSettled([...Object.values(connections), ...Object.values(storage)].map((c) => c.close()));
    },
  };
}

export type { TestUser };

/** The game's test solver on a practice stack's game storage (answers to the problems it served). */
export const practiceSolver = (stack: PracticeStack): Solver => createSolver(stack.storage.game);
export type { Solver };

/**
 * A realtime app on the harness's NATS and Redis, listening, with its own durable consumers and
 * adapter key. Every push of every test file reaches it (docs/adr/0068); it emits only to the
 * sockets it holds.
 */
export async function startRealtime(): Promise<{ app: ServiceApp; url: string; close(): Promise<void> }> {
  const suffix = `rt${randomBytes(4).toString('hex')}`;
  const app = await buildRealtimeApp({
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    natsUrl: testInfra().natsUrl,
    redisUrl: testInfra().redisUrl,
    publicKeyPem: testKeys().publicKeyPem,
    durableSuffix: suffix,
    adapterKey: `rt-${suffix}`,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: urlOf(app), close: () => app.close() };
}

export interface AdventureStack {
  /** The game, listening (engagement calls it over HTTP, docs/adr/0096), and engagement configured with its URL. */
  game: ServiceApp;
  engagement: ServiceApp;
  /** Plain connections to their databases, for what the tests read or pin themselves. */
  gameDb: Connection;
  engagementDb: Connection;
  /** Answers to served problems, read from the game's storage (the game's test solver). */
  solver: Solver;
  /** A signed-in student of a plan. */
  student(plan?: 'FREE' | 'PREMIUM'): TestUser;
  close(): Promise<void>;
}

/** The game and engagement wired as in production for boss battles and story chapters (docs/adr/0096, 0097). */
export async function startAdventureStack(): Promise<AdventureStack> {
  const infra = testInfra();
  const keys = testKeys();
  const gameName = uniqueDbName('adv_game');
  const engagementName = uniqueDbName('adv_engagement');
  const game = await buildTestGameApp(infra, keys.publicKeyPem, gameName, { bankSeeds: 0 });
  await game.listen({ port: 0, host: '127.0.0.1' });
  const engagement = await buildEngagementApp({
    port: 0,
    host: '127.0.0.1',
    logLevel: 'warn',
    mongoUrl: infra.mongoUrl,
    mongoDb: engagementName,
    natsUrl: infra.natsUrl,
    redisUrl: infra.redisUrl,
    publicKeyPem: keys.publicKeyPem,
    durableSuffix: `a${randomBytes(4).toString('hex')}`,
    gameUrl: urlOf(game),
  });
  const gameDb = await mongoose.createConnection(infra.mongoUrl, { dbName: gameName }).asPromise();
  const engagementDb = await mongoose.createConnection(infra.mongoUrl, { dbName: engagementName }).asPromise();
  return {
    game,
    engagement,
    gameDb,
    engagementDb,
    solver: createSolver(gameDb),
    student: (plan = 'PREMIUM') => makeUser(keys.privateKeyPem, { plan }),
    async close() {
      await Promise.allSettled([engagement.close(), game.close(), gameDb.close(), engagementDb.close()]);
    },
  };
}

/** A signed-in user of the teacher stack (a token the game and the teacher service both accept). */
export type { TeacherStackUser };

export interface TeacherStack {
  urls: { game: string; teacher: string };
  /** A plain connection to the game's database, for pinning served problems. */
  gameDb: Connection;
  /** A user published as registered by auth (the teacher service learns users from that event). */
  register(role: 'TEACHER' | 'STUDENT', name: string): Promise<TeacherStackUser>;
  /** The teacher service has recorded the user (its directory, from auth's event). */
  knownToTeacher(userId: string): Promise<boolean>;
  /** The tutor figures by day the teacher service holds for a student (from game.tutor.updated), null before any. */
  tutorDaysAtTeacher(userId: string): Promise<Array<{ day: string; walkthroughs: number; stepsSeen: number; stepsRight: number }> | null>;
  close(): Promise<void>;
}

/** The game and the teacher service, listening, on their own databases, wired by NATS as in production (docs/adr/0083, 0145). */
export async function startTeacherStack(): Promise<TeacherStack> {
  const infra = testInfra();
  const keys = testKeys();
  const gameName = uniqueDbName('gw_teacher_game');
  const game = await buildTestGameApp(infra, keys.publicKeyPem, gameName, { bankSeeds: 0 });
  const { app: teacher, bus, keys: teacherKeys } = await buildTestTeacherApp('gw_teacher');
  for (const app of [game, teacher]) await app.listen({ port: 0, host: '127.0.0.1' });
  const gameDb = await mongoose.createConnection(infra.mongoUrl, { dbName: gameName }).asPromise();
  return {
    urls: { game: urlOf(game), teacher: urlOf(teacher) },
    gameDb,
    register: (role, name) => registerUser(bus, teacherKeys.privateKeyPem, role, name),
    knownToTeacher: async (userId) => (await teacher.teacherDeps.directory.get(userId)) !== null,
    tutorDaysAtTeacher: async (userId) => (await teacher.teacherDeps.tutorUse.getMany([userId]))[0]?.days ?? null,
    async close() {
      await Promise.allSettled([game.close(), teacher.close(), gameDb.close(), bus.close()]);
    },
  };
}

export interface AllServices {
  /** Every service, listening on its own port, wired as in production (engagement calls the game). */
  apps: { auth: ServiceApp; game: ServiceApp; engagement: ServiceApp; teacher: ServiceApp; realtime: ServiceApp };
  urls: { auth: string; game: string; engagement: string; teacher: string; realtime: string };
  /** A teacher account in auth's storage, as the CLI creates one (teachers cannot sign up). */
  createTeacher(username: string): Promise<{ id: string }>;
  close(): Promise<void>;
}

/** All five services on their own databases, for what must hold of every route (the role matrix). */
export async function startAllServices(): Promise<AllServices> {
  const infra = testInfra();
  const keys = testKeys();
  const suffix = `all${randomBytes(4).toString('hex')}`;
  const closers: Array<() => Promise<unknown>> = [];
  try {
    const game = await buildTestGameApp(infra, keys.publicKeyPem, uniqueDbName('all_game'), { bankSeeds: 0 });
    closers.push(() => game.close());
    await game.listen({ port: 0, host: '127.0.0.1' });
    const engagement = await buildEngagementApp({
      port: 0,
      host: '127.0.0.1',
      logLevel: 'warn',
      mongoUrl: infra.mongoUrl,
      mongoDb: uniqueDbName('all_engagement'),
      natsUrl: infra.natsUrl,
      redisUrl: infra.redisUrl,
      publicKeyPem: keys.publicKeyPem,
      durableSuffix: suffix,
      gameUrl: urlOf(game),
    });
    closers.push(() => engagement.close());
    const { app: teacher, bus } = await buildTestTeacherApp('all_teacher');
    closers.push(() => teacher.close(), () => bus.close());
    const realtime = await buildRealtimeApp({
      port: 0,
      host: '127.0.0.1',
      logLevel: 'silent',
      natsUrl: infra.natsUrl,
      redisUrl: infra.redisUrl,
      publicKeyPem: keys.publicKeyPem,
      durableSuffix: suffix,
      adapterKey: `rt-${suffix}`,
    });
    closers.push(() => realtime.close());
    for (const app of [engagement, teacher, realtime]) await app.listen({ port: 0, host: '127.0.0.1' });
    // Auth last: it collects an account export's parts from the others (docs/product/privacy.md).
    const auth = await buildAuthApp(
      testAuthConfig({ durableSuffix: suffix, serviceUrls: { game: urlOf(game), engagement: urlOf(engagement), teacher: urlOf(teacher), realtime: urlOf(realtime) } }),
    );
    closers.push(() => auth.close());
    await auth.listen({ port: 0, host: '127.0.0.1' });
    const apps = { auth, game, engagement, teacher, realtime };
    return {
      apps,
      urls: { auth: urlOf(auth), game: urlOf(game), engagement: urlOf(engagement), teacher: urlOf(teacher), realtime: urlOf(realtime) },
      async createTeacher(username) {
        const passwordHash = await auth.authContext.hasher.hash('teacher-pass');
        const created = await auth.authContext.users.create({ email: `${username}@school.org`, username, displayName: 'Ms. T', passwordHash, role: 'TEACHER', plan: 'FREE', timeZone: 'UTC', gradeLevel: null }, []);
        return { id: created.id };
      },
      async close() {
        for (const close of closers.reverse()) await close().catch(() => undefined);
      },
    };
  } catch (err) {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    throw err;
  }
}

/** The teacher service alone, listening, learning users from auth's events on the test NATS. */
export async function startTeacherService(prefix: string): Promise<{ url: string; knows(userId: string): Promise<boolean>; close(): Promise<void> }> {
  const { app, bus } = await buildTestTeacherApp(prefix);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: urlOf(app),
    knows: async (userId) => (await app.teacherDeps.directory.get(userId)) !== null,
    async close() {
      await Promise.allSettled([app.close(), bus.close()]);
    },
  };
}
