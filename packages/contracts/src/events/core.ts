import { z } from 'zod';
import { SocketPushItemSchema } from './engagement.js';
import { eventEnvelope, streamCapturing, type EventEnvelope } from './envelope.js';
import type { ServiceName } from './participants.js';

/**
 * Subjects published with core NATS, not JetStream (docs/adr/0057): live notifications of state
 * that is already stored, worth something only while someone listens. Nothing stores them, nothing
 * acknowledges them, and a message published while no subscriber listens is gone. They all live
 * under `push.>`, a prefix no stream captures (a core publish on a subject a stream captures would
 * be stored after all); ./core.test.ts checks it against `Streams`.
 */
export const CoreSubjects = {
  SOCKET_PUSH: 'push.socket.user',
} as const;

/** The prefix of every core subject (`push.<what>.<to whom>`). */
export const CORE_SUBJECT_PREFIX = 'push.';

/**
 * Socket events for one user, in order, that the realtime service emits to the user's room
 * (every socket of theirs on any instance; one realtime instance handles each push). Published
 * once per user per consumed batch, so a burst of answers costs one publish per student. The
 * envelope is the events' one (docs/adr/0041): its `id` is derived from the causes and the user,
 * its `occurredAt` lets the receiver drop a push too old to be news.
 */
export const SocketPushEventSchema = eventEnvelope(CoreSubjects.SOCKET_PUSH, z.object({ userId: z.string(), events: z.array(SocketPushItemSchema).min(1) }));
export type SocketPushEvent = z.infer<typeof SocketPushEventSchema>;

/** Every core subject, by subject: the schema of its envelope (publishers and subscribers are typed by it). */
export const CoreEventSchemas = {
  [CoreSubjects.SOCKET_PUSH]: SocketPushEventSchema,
} as const;

export type CoreSubject = keyof typeof CoreEventSchemas;
export type CoreEventData<S extends CoreSubject> = z.infer<(typeof CoreEventSchemas)[S]>['data'];
/** The whole message published on `S`. */
export type CoreEventOf<S extends CoreSubject> = S extends CoreSubject ? EventEnvelope<S, CoreEventData<S>> : never;

export const CORE_SUBJECTS = Object.keys(CoreEventSchemas) as CoreSubject[];

/** True when a JetStream stream captures `subject` (a core publish there would be stored). */
export function isStoredSubject(subject: string): boolean {
  return streamCapturing(subject) !== null;
}

export interface CoreSubscriber {
  service: ServiceName;
  /** The NATS queue group (each message goes to one member: one instance of the service); null: every instance gets every message. */
  queue: string | null;
  does: string;
}

export interface CoreParticipants {
  summary: string;
  producer: ServiceName;
  /** When it is published and what its id is derived from. */
  delivery: string;
  subscribers: readonly CoreSubscriber[];
}

/** Who publishes and who subscribes to each core subject; docs/events.md is generated from it. */
export const CoreParticipantsBySubject = {
  'push.socket.user': {
    summary: "Socket events for one user (quest progress, battle pass, pet, wallet, chests, notifications, challenges), emitted to the user's sockets.",
    producer: 'engagement',
    delivery:
      'Core NATS, at most once (docs/adr/0057): published after the write that caused it, into the connection\'s buffer, not awaited; lost when no realtime instance listens. Id derived from the causes (inbound event ids, or the action) and the user.',
    subscribers: [
      {
        service: 'realtime',
        queue: null,
        does: "Every realtime instance checks the contract and emits the items, in order, to the user's sockets it holds itself (docs/adr/0068: every socket of theirs, on whichever instance, once, with no adapter message); a push older than 2 minutes is dropped (docs/adr/0070); a challenge's received, accepted or declined is emitted only if no client notice announced it first, by the one instance whose claim wins, to every instance (docs/adr/0124).",
      },
    ],
  },
} as const satisfies Record<CoreSubject, CoreParticipants>;
