import { CoreSubjects } from '@mathquest/contracts';
import { listSkills } from '@mathquest/maths';
import { connectEventBus, connectMongo, createService, ensureStream, pingMongo, runConsumer, startPeerSweeper, type EventBus, type PeerTimings, type ServiceApp } from '@mathquest/service-kit';
import type { Connection } from 'mongoose';
import type { TeacherConfig } from './config.js';
import { userRegisteredConsumer, userUpdatedConsumer } from './events/consumers/auth-users.js';
import { assignmentAnsweredConsumer } from './events/consumers/game-answers.js';
import { sessionEndedConsumer } from './events/consumers/game-session-ended.js';
import { tutorUpdatedConsumer } from './events/consumers/game-tutor.js';
import { rosterEnrolledConsumer } from './events/consumers/roster-enrolled.js';
import { createTutorUseRepository } from './repositories/tutor-use.js';
import { recordTutorUse } from './use-cases/record-tutor-use.js';
import { createTeacherOutbox } from './events/outbox.js';
import { createAssignmentRepository } from './repositories/assignments.js';
import { createClassroomIndexRepository } from './repositories/classroom-index.js';
import { createClassroomRepository } from './repositories/classrooms.js';
import { openCollections } from './repositories/collections.js';
import { createDirectoryRepository } from './repositories/directory.js';
import { createSubmissionRepository } from './repositories/submissions.js';
import assignmentRoutes from './routes/assignments.js';
import classroomRoutes from './routes/classrooms.js';
import parentRoutes from './routes/parent.js';
import studentRoutes from './routes/student.js';
import { countAssignmentAnswers, submitOnTimeUp } from './use-cases/count-assignment-answers.js';
import type { TeacherDeps } from './use-cases/deps.js';
import { recordUsers } from './use-cases/record-users.js';
import { accountErasureConsumer } from './events/consumers/auth-account-erasure.js';
import { createAccountsRepository } from './repositories/accounts.js';
import accountRoutes from './routes/accounts.js';

export interface TeacherAppDeps {
  /** Given by the caller (who then closes them), else connected from the config and closed with the app. */
  mongo?: Connection;
  bus?: EventBus;
  now?: () => Date;
  random?: () => number;
  /** How often this process announces itself and after how long a silent peer is lost (tests shorten them). */
  peerTimings?: PeerTimings;
}

/**
 * The teacher service: classrooms, members, assignments, submissions and grading
 * (docs/product/teacher.md). It learns users from auth's events and answers from the game's.
 */
export async function buildTeacherApp(config: TeacherConfig, deps: TeacherAppDeps = {}): Promise<ServiceApp & { teacherDeps: TeacherDeps }> {
  const mongo = deps.mongo ?? (await connectMongo(config.mongoUrl, config.mongoDb));
  const bus = deps.bus ?? (await connectEventBus(config.natsUrl, 'teacher', { durableSuffix: config.durableSuffix }));
  await ensureStream(bus.jsm, 'TEACHER');
  const app = createService(
    { name: 'teacher', logLevel: config.logLevel, publicKeyPem: config.publicKeyPem, description: 'Classrooms, assignments, submissions and grading' },
    { mongo: () => pingMongo(mongo), nats: async () => !bus.nc.isClosed() },
  );
  const log = app.log;
  const c = await openCollections(mongo);
  const outbox = createTeacherOutbox(c, bus, log);
  const skillNames = new Map(listSkills().map((s) => [s.skillId, { topic: s.topic, subtopic: s.subtopic }]));
  const teacherDeps: TeacherDeps = {
    directory: createDirectoryRepository(c.directory),
    classrooms: createClassroomRepository(c.classrooms),
    assignments: createAssignmentRepository(c.assignments),
    submissions: createSubmissionRepository(c.submissions),
    tutorUse: createTutorUseRepository(c.tutorUse),
    teacherClassrooms: createClassroomIndexRepository(c.teacherIndex),
    studentClassrooms: createClassroomIndexRepository(c.studentIndex),
    outbox,
    bus,
    now: deps.now ?? (() => new Date()),
    random: deps.random ?? Math.random,
    bank: { skills: new Set(listSkills().map((s) => s.skillId)), seeds: config.bankSeeds },
    skillNames: (id) => skillNames.get(id),
    log,
  };

  for (const routes of [classroomRoutes, assignmentRoutes, studentRoutes]) {
    await app.register(routes, { prefix: '/api/teacher', deps: teacherDeps });
  }
  const accounts = createAccountsRepository(c);
  await app.register(accountRoutes, { prefix: '/api/teacher', accounts, publicKeyPem: config.publicKeyPem });
  await app.register(parentRoutes, { prefix: '/api/teacher', deps: teacherDeps, publicKeyPem: config.publicKeyPem });

  const record = recordUsers(teacherDeps);
  const stops = [
    await runConsumer(bus, userRegisteredConsumer(record), log),
    await runConsumer(bus, userUpdatedConsumer(record), log),
    await runConsumer(bus, assignmentAnsweredConsumer(countAssignmentAnswers(teacherDeps)), log),
    await runConsumer(bus, sessionEndedConsumer(submitOnTimeUp(teacherDeps)), log),
    await runConsumer(bus, tutorUpdatedConsumer(recordTutorUse(teacherDeps)), log),
    await runConsumer(bus, rosterEnrolledConsumer(teacherDeps), log),
    await runConsumer(bus, accountErasureConsumer(teacherDeps, accounts), log),
  ];
  // Full scans on the first pass and when another teacher process was lost (docs/adr/0278); the passes between read the owners this process wrote.
  const stopSweeper = startPeerSweeper({
    outbox,
    nc: bus.nc,
    subject: CoreSubjects.TEACHER_INSTANCES,
    group: config.mongoDb,
    intervalMs: config.outboxSweepMs,
    staleMs: config.outboxStaleMs,
    ...(deps.peerTimings ? { peerTimings: deps.peerTimings } : {}),
    log,
  });

  app.addHook('onClose', async () => {
    for (const stop of stops) await stop();
    await stopSweeper(); // settles this process's owners, then tells the other teacher processes it is leaving
    if (!deps.bus) await bus.close();
    if (!deps.mongo) await mongo.close();
  });
  return Object.assign(app, { teacherDeps });
}
