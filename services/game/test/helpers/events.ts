/** Read back what was published on the GAME stream (an ordered, ephemeral consumer per call). */
import { JSONCodec, connect, type NatsConnection } from 'nats';

const codec = JSONCodec<{ id: string; type: string; data: Record<string, unknown> }>();

export async function openNats(url: string): Promise<NatsConnection> {
  return connect({ servers: url });
}

export async function eventsFor(nc: NatsConnection, stream: string, subject: string, userId: string) {
  const js = nc.jetstream();
  const consumer = await js.consumers.get(stream, { filterSubjects: subject });
  const out: Array<{ id: string; type: string; data: Record<string, unknown> }> = [];
  const messages = await consumer.fetch({ max_messages: 10_000, expires: 1500 });
  for await (const m of messages) {
    const e = codec.decode(m.data);
    if (e.data.userId === userId) out.push(e);
    if (m.info.pending === 0) break;
  }
  return out;
}
