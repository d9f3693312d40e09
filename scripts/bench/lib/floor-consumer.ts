/**
 * The floor consumer of `bench:answer-floor`: what reacting to an answer's event costs at the
 * least, as engagement reacts to `game.answer.submitted` (docs/adr/0060) with nothing of its
 * logic. It pulls the floor service's events from the driver's scratch stream with a durable
 * consumer (those published from its start on, up to 64 at a time as the service kit pulls),
 * decodes each, credits the student with one storage update, publishes one core NATS message (the
 * socket push, ADR 0057) and acks. No contract check, no batching of writes per student, no
 * Redis: a lower bound.
 *
 * Env: NATS_URL, MONGO_URL, FLOOR_STREAM, FLOOR_EVENT_SUBJECT, PORT (a health route, so the
 * driver knows when it is ready, and /answers: events handled so far).
 */
import { createServer } from 'node:http';
import { AckPolicy, connect, DeliverPolicy, JSONCodec } from 'nats';
import { MongoClient } from 'mongodb';

const stream = process.env.FLOOR_STREAM!;
const subject = process.env.FLOOR_EVENT_SUBJECT!;
const nc = await connect({ servers: process.env.NATS_URL!, noAsyncTraces: true });
const jsm = await nc.jetstreamManager();
await jsm.consumers.add(stream, { durable_name: 'answer-floor', ack_policy: AckPolicy.Explicit, deliver_policy: DeliverPolicy.New, filter_subject: subject });
const consumer = await nc.jetstream().consumers.get(stream, 'answer-floor');
const storage = await new MongoClient(process.env.MONGO_URL!).connect();
const players = storage.db('mathquest_answer_floor').collection<{ _id: string; coins: number }>('players');
const codec = JSONCodec<{ userId: string; problemId: string; result: { coinsEarned: number } }>();
let handled = 0;

const server = createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(req.url === '/answers' ? { handled } : { status: 'ok' }));
});
server.listen(Number(process.env.PORT), '127.0.0.1');

const messages = await consumer.consume({ max_messages: 64 });
for await (const m of messages) {
  const event = codec.decode(m.data);
  await players.updateOne({ _id: event.userId }, { $inc: { coins: event.result.coinsEarned } }, { upsert: true });
  nc.publish(`answerfloor.push.${event.userId}`, m.data);
  m.ack();
  handled++;
}
