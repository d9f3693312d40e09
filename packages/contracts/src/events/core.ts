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
  BOARDS_WATCHED: 'push.boards.watched',
  PRESENCE: 'push.presence.users',
  GAME_INSTANCES: 'push.instances.game',
  AUTH_INSTANCES: 'push.instances.auth',
  ENGAGEMENT_INSTANCES: 'push.instances.engagement',
  TEACHER_INSTANCES: 'push.instances.teacher',
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

/**
 * Leaderboard rooms someone watches now, until `until` (ms): published by a realtime instance when
 * a socket joins a board's room and, for every board room its sockets are in, at a third of the
 * watch's length (docs/adr/0105, 0195). A lost message costs at most one renewal period.
 */
export const BoardsWatchedEventSchema = eventEnvelope(CoreSubjects.BOARDS_WATCHED, z.object({ rooms: z.array(z.string()).min(1), until: z.number().int() }));
export type BoardsWatchedEvent = z.infer<typeof BoardsWatchedEventSchema>;

/**
 * Presence of users as realtime keeps it (docs/adr/0071, 0195): `online` with their last activity
 * (or `activity` absent: unchanged, as a refresh), or offline. An online state lapses after `ttlMs`
 * unless refreshed, so a lost message costs at most one refresh period.
 */
export const PresenceEventSchema = eventEnvelope(
  CoreSubjects.PRESENCE,
  z.object({
    userIds: z.array(z.string()).min(1),
    online: z.boolean(),
    activity: z.object({ type: z.string(), details: z.string().nullable() }).optional(),
    ttlMs: z.number().int().positive(),
  }),
);
export type PresenceEvent = z.infer<typeof PresenceEventSchema>;

/**
 * A process of a service with an outbox announcing itself (docs/adr/0278), on its service's
 * `push.instances.<service>`: every few seconds while it runs, and once with `leaving` when it
 * stops cleanly, its outbox settled. The other processes of the same `group` (the database they
 * write: a lost process matters only to those that share its documents) take one not heard from
 * for a while as lost and run a full outbox pass for what it may have left.
 */
const InstanceAnnouncementSchema = z.object({ instance: z.string().min(1), group: z.string().min(1), leaving: z.boolean() });
export const GameInstanceEventSchema = eventEnvelope(CoreSubjects.GAME_INSTANCES, InstanceAnnouncementSchema);
export type GameInstanceEvent = z.infer<typeof GameInstanceEventSchema>;
export const AuthInstanceEventSchema = eventEnvelope(CoreSubjects.AUTH_INSTANCES, InstanceAnnouncementSchema);
export const EngagementInstanceEventSchema = eventEnvelope(CoreSubjects.ENGAGEMENT_INSTANCES, InstanceAnnouncementSchema);
export const TeacherInstanceEventSchema = eventEnvelope(CoreSubjects.TEACHER_INSTANCES, InstanceAnnouncementSchema);

/** Every core subject, by subject: the schema of its envelope (publishers and subscribers are typed by it). */
export const CoreEventSchemas = {
  [CoreSubjects.SOCKET_PUSH]: SocketPushEventSchema,
  [CoreSubjects.BOARDS_WATCHED]: BoardsWatchedEventSchema,
  [CoreSubjects.PRESENCE]: PresenceEventSchema,
  [CoreSubjects.GAME_INSTANCES]: GameInstanceEventSchema,
  [CoreSubjects.AUTH_INSTANCES]: AuthInstanceEventSchema,
  [CoreSubjects.ENGAGEMENT_INSTANCES]: EngagementInstanceEventSchema,
  [CoreSubjects.TEACHER_INSTANCES]: TeacherInstanceEventSchema,
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
  'push.boards.watched': {
    summary: 'Leaderboard rooms someone watches now, and until when (ms).',
    producer: 'realtime',
    delivery: 'Core NATS, at most once (docs/adr/0057): published when a socket joins a board room, and by every instance for the board rooms its sockets are in at a third of the watch (docs/adr/0105, 0195). Random id.',
    subscribers: [
      {
        service: 'engagement',
        queue: 'engagement-boards-watched',
        does: "One engagement instance keeps the rooms in its own watched-boards set (a lapsed watch is dropped), so it builds leaderboard updates only for boards someone is looking at (docs/adr/0105, 0195).",
      },
    ],
  },
  'push.presence.users': {
    summary: "Users who came online (with their last activity), are still online (a refresh), or went offline, as realtime's presence has them.",
    producer: 'realtime',
    delivery: 'Core NATS, at most once (docs/adr/0057): published on each change of presence and, per instance, for the users it holds at each refresh (docs/adr/0071, 0195). Random id.',
    subscribers: [
      {
        service: 'engagement',
        queue: 'engagement-presence',
        does: "One engagement instance keeps its own copy of who is online and their last activity (lapsing after `ttlMs` unless refreshed), which the friends list reads (docs/adr/0195).",
      },
    ],
  },
  'push.instances.game': {
    summary: 'A game process that is running (every few seconds), or that stopped cleanly after settling its outbox (`leaving`).',
    producer: 'game',
    delivery: 'Core NATS, at most once (docs/adr/0057): every 5 s from each game process, and once when it stops cleanly (docs/adr/0278). Random id.',
    subscribers: [
      {
        service: 'game',
        queue: null,
        does: "Every game process keeps when it last heard from each other one of its group (the same database); one silent for 20 s is taken as lost, and the next sweeper pass is a full one, for the outbox entries it may have left behind in students, tutor records and sessions (docs/adr/0278). A process that announced it is leaving is forgotten without one.",
      },
    ],
  },
  'push.instances.auth': {
    summary: 'An auth process that is running (every few seconds), or that stopped cleanly after settling its outbox (`leaving`).',
    producer: 'auth',
    delivery: 'Core NATS, at most once (docs/adr/0057): every 5 s from each auth process, and once when it stops cleanly (docs/adr/0278). Random id.',
    subscribers: [
      {
        service: 'auth',
        queue: null,
        does: "Every auth process keeps when it last heard from each other one of its group (the same database); one silent for 20 s is taken as lost, and the next sweeper pass is a full one, for the outbox entries it may have left behind in users (docs/adr/0278). A process that announced it is leaving is forgotten without one.",
      },
    ],
  },
  'push.instances.engagement': {
    summary: 'An engagement process that is running (every few seconds), or that stopped cleanly after settling its outbox (`leaving`).',
    producer: 'engagement',
    delivery: 'Core NATS, at most once (docs/adr/0057): every 5 s from each engagement process, and once when it stops cleanly (docs/adr/0278). Random id.',
    subscribers: [
      {
        service: 'engagement',
        queue: null,
        does: "Every engagement process keeps when it last heard from each other one of its group (the same database); one silent for 20 s is taken as lost, and the next sweeper pass is a full one, for the outbox entries it may have left behind in player documents (docs/adr/0278). A process that announced it is leaving is forgotten without one.",
      },
    ],
  },
  'push.instances.teacher': {
    summary: 'A teacher process that is running (every few seconds), or that stopped cleanly after settling its outbox (`leaving`).',
    producer: 'teacher',
    delivery: 'Core NATS, at most once (docs/adr/0057): every 5 s from each teacher process, and once when it stops cleanly (docs/adr/0278). Random id.',
    subscribers: [
      {
        service: 'teacher',
        queue: null,
        does: "Every teacher process keeps when it last heard from each other one of its group (the same database); one silent for 20 s is taken as lost, and the next sweeper pass is a full one, for the outbox entries it may have left behind in classrooms, assignments and submissions (docs/adr/0278). A process that announced it is leaving is forgotten without one.",
      },
    ],
  },
} as const satisfies Record<CoreSubject, CoreParticipants>;
