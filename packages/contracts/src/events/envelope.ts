import { z } from 'zod';

/**
 * Every event on NATS JetStream: `{ id, type, occurredAt, userId?, data }` (docs/adr/0041).
 * It is published with `id` as the JetStream message id (Nats-Msg-Id), so a retried
 * publish is de-duplicated; consumers also de-duplicate by `id`. The core NATS subjects (./core.ts,
 * docs/adr/0057) use the same envelope, without JetStream's de-duplication.
 */
export function eventEnvelope<TType extends string, TData extends z.ZodType>(type: TType, data: TData) {
  return z.object({
    id: z.string().uuid(),
    type: z.literal(type),
    occurredAt: z.string(),
    userId: z.string().optional(),
    data,
  });
}

export interface EventEnvelope<TType extends string = string, TData = unknown> {
  id: string;
  type: TType;
  occurredAt: string;
  userId?: string;
  data: TData;
}

/** JetStream streams, one per publishing service; subjects are `<service>.<entity>.<verb>`. */
export const Streams = {
  AUTH: { name: 'AUTH', subjects: ['auth.>'] },
  GAME: { name: 'GAME', subjects: ['game.>'] },
  ENGAGEMENT: { name: 'ENGAGEMENT', subjects: ['engagement.>'] },
  TEACHER: { name: 'TEACHER', subjects: ['teacher.>'] },
  REALTIME: { name: 'REALTIME', subjects: ['realtime.>'] },
} as const;
export type StreamName = keyof typeof Streams;

/** The stream that stores what is published on `subject` (one of its `>` patterns is a prefix), or null when none does. */
export function streamCapturing(subject: string): StreamName | null {
  for (const [name, stream] of Object.entries(Streams) as Array<[StreamName, (typeof Streams)[StreamName]]>) {
    if (stream.subjects.some((pattern) => subject.startsWith(pattern.slice(0, -1)))) return name;
  }
  return null;
}
