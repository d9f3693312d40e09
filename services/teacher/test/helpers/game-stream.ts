/** The game's events as the GAME stream holds them, and the teacher app's consumers of that stream. */
import type { EventBus } from '@mathquest/service-kit';
import { JSONCodec, type ConsumerInfo } from 'nats';

const codec = JSONCodec<{ id: string; type: string; data: Record<string, unknown> }>();

/** Every event of `userId` on `subject` (read through an ordered, ephemeral consumer). */
export async function gameEventsOf(bus: EventBus, subject: string, userId: string): Promise<Array<{ id: string; type: string; seq: number; data: Record<string, unknown> }>> {
  const consumer = await bus.js.consumers.get('GAME', { filterSubjects: subject });
  const out: Array<{ id: string; type: string; seq: number; data: Record<string, unknown> }> = [];
  const messages = await consumer.fetch({ max_messages: 10_000, expires: 1500 });
  for await (const m of messages) {
    const e = codec.decode(m.data);
    if (e.data.userId === userId) out.push({ ...e, seq: m.seq });
    if (m.info.pending === 0) break;
  }
  return out;
}

/** The durable consumers of the GAME stream whose names end with an app's durable suffix (one app's consumers). */
export async function gameConsumersOf(bus: EventBus, durableSuffix: string): Promise<ConsumerInfo[]> {
  const found: ConsumerInfo[] = [];
  for await (const info of bus.jsm.consumers.list('GAME')) {
    if (info.name.endsWith(`-${durableSuffix}`)) found.push(info);
  }
  return found;
}

/** The subjects a consumer reads (`filter_subject` or `filter_subjects`). */
export const filtersOf = (info: ConsumerInfo): string[] => [...(info.config.filter_subject ? [info.config.filter_subject] : []), ...(info.config.filter_subjects ?? [])];
