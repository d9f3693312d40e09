/**
 * The floor service of `bench:answer-floor`: a service built with the service kit exactly as the
 * game is (request ids, error envelope, metrics, OpenAPI, token check with the revocation list)
 * that answers `GET /api/game/problem/next` and `POST /api/game/problem/submit` with a served
 * problem and an answer result captured from the real game, validated and encoded by the
 * contracts' own schemas, and does nothing else.
 *
 * With FLOOR_STORAGE=1 it also sends the storage commands the game sends for one answer
 * (docs/adr/0029): the problem insert on `next`; on `submit` the problem read, the student's
 * versioned write (the student itself from memory, as the game's cache has it) and the answered
 * mark. The student document written is smaller than the game's, so its cost is a lower bound.
 * With FLOOR_EVENT_SUBJECT set it publishes one JetStream message per answer, as the game
 * publishes `game.answer.submitted` (docs/adr/0059), to a scratch stream of the driver's.
 * No maths, no events, no adaptive choice: what is left of an answer's cost when every line of the
 * game's own logic is taken away.
 *
 * Env: PORT, JWT_PUBLIC_KEY, REDIS_URL (the revocation list), FLOOR_NEXT_FILE and
 * FLOOR_SUBMIT_FILE (the captured `data` of each response, JSON), FLOOR_STORAGE, MONGO_URL,
 * FLOOR_EVENT_SUBJECT, NATS_URL.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  NextProblemQuerySchema,
  NextProblemResponseSchema,
  SubmitAnswerHeadersSchema,
  SubmitAnswerRequestSchema,
  SubmitAnswerResponseSchema,
  type ServedProblem,
  type SubmitAnswerResult,
} from '@mathquest/contracts';
import { connectEventBus, connectMongo, createService, currentUser, runService, type ServiceApp } from '@mathquest/service-kit';

const served = JSON.parse(readFileSync(process.env.FLOOR_NEXT_FILE!, 'utf8')) as ServedProblem;
const result = JSON.parse(readFileSync(process.env.FLOOR_SUBMIT_FILE!, 'utf8')) as SubmitAnswerResult;
const withStorage = process.env.FLOOR_STORAGE === '1';
/** The subject of the scratch stream the driver created, when the answer's event is published too. */
const eventSubject = process.env.FLOOR_EVENT_SUBJECT;

const app = createService({ name: 'game', logLevel: 'warn', publicKeyPem: process.env.JWT_PUBLIC_KEY! });
const db = withStorage ? (await connectMongo(process.env.MONGO_URL!, 'mathquest_answer_floor')).db! : null;
const bus = eventSubject ? await connectEventBus(process.env.NATS_URL!, 'answer-floor') : null;
const problems = db?.collection<{ _id: string; userId: string; status: string; served: ServedProblem; result?: SubmitAnswerResult }>('problems');
const students = db?.collection<{ _id: string; version: number; progress: SubmitAnswerResult['progress']; recent: string[] }>('students');
/** The student's version and recent answers as this process last wrote them: the game reads its student from a cache too (docs/adr/0043). */
const cached = new Map<string, { version: number; recent: string[] }>();

await app.register(
  async (routes: ServiceApp) => {
    routes.addHook('preHandler', routes.authenticate);
    // Outside the measured loop: each simulated student's session, as the player client expects it.
    routes.post('/session/start', async (_request, reply) => reply.status(201).send({ success: true, data: { session: { id: randomUUID() } } }));
    routes.get('/problem/next', { schema: { querystring: NextProblemQuerySchema, response: { 200: NextProblemResponseSchema } } }, async (request) => {
      const user = currentUser(request);
      const problem = { ...served, id: randomUUID(), sessionId: request.query.sessionId ?? served.sessionId };
      await problems?.insertOne({ _id: problem.id, userId: user.id, status: 'OPEN', served: problem });
      return { success: true as const, data: problem };
    });
    routes.post(
      '/problem/submit',
      { schema: { headers: SubmitAnswerHeadersSchema, body: SubmitAnswerRequestSchema, response: { 200: SubmitAnswerResponseSchema } } },
      async (request) => {
        const user = currentUser(request);
        if (problems && students) {
          await problems.findOne({ _id: request.body.problemId });
          const student = cached.get(user.id);
          const next = { version: (student?.version ?? 0) + 1, recent: [...(student?.recent ?? []).slice(-9), request.body.problemId] };
          await students.updateOne({ _id: user.id, version: student?.version ?? 0 }, { $set: { ...next, progress: result.progress } }, { upsert: !student });
          cached.set(user.id, next);
          await problems.updateOne({ _id: request.body.problemId }, { $set: { status: 'ANSWERED', result } });
        }
        // The answer's event, about the size of the game's (which carries the result's figures).
        if (bus) await bus.js.publish(eventSubject!, JSON.stringify({ id: randomUUID(), userId: user.id, problemId: request.body.problemId, result }), { msgID: randomUUID() });
        return { success: true as const, data: { ...result, problemId: request.body.problemId } };
      },
    );
  },
  { prefix: '/api/game' },
);

await runService(app, Number(process.env.PORT), '127.0.0.1');
