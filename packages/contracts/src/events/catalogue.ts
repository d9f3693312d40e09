import type { z } from 'zod';
import { AccountErasureRequestedEventSchema, AuthSubjects, ChildChatChangedEventSchema, RosterStudentEnrolledEventSchema, UserRegisteredEventSchema, UserUpdatedEventSchema } from './auth.js';
import { ChallengeChangedEventSchema, ChallengeUpdatedEventSchema, EngagementSubjects, FriendsChangedEventSchema, GuildChangedEventSchema, GuildMembershipChangedEventSchema, SocialGroupsChangedEventSchema, LeaderboardUpdatedEventSchema, WalletChangedEventSchema, XpGrantedEventSchema, BoostGrantedEventSchema } from './engagement.js';
import { AccountErasedSubjects, EngagementAccountErasedEventSchema, GameAccountErasedEventSchema, RealtimeAccountErasedEventSchema, TeacherAccountErasedEventSchema } from './privacy.js';
import { streamCapturing, type EventEnvelope, type StreamName } from './envelope.js';
import { AssignmentPublishedEventSchema, ClassroomMembersChangedEventSchema, StudentChatChangedEventSchema, StudentUnlockRequestedEventSchema, SubmissionGradedEventSchema, TeacherSubjects } from './teacher.js';
import { AnswerSubmittedEventSchema, AssignmentAnsweredEventSchema, BossBattleEndedEventSchema, ChallengeFinishedEventSchema, ChapterCompletedEventSchema, GameSubjects, LevelUpEventSchema, ProgressUpdatedEventSchema, SessionEndedEventSchema, SessionStartedEventSchema, TutorUpdatedEventSchema } from './game.js';

/**
 * Every event on the bus, by subject: the schema of its envelope. Publishing, outbox entries and
 * consumers take their types from this one map (service-kit's `EventBus.publish`, `outboxEntry`,
 * `runConsumer`), so a payload that does not match its subject is a compile error and a consumer
 * receives the parsed type. A new subject is added here (and described in ./participants.ts,
 * which docs/events.md is generated from). Subjects published with core NATS, never stored, are
 * apart in ./core.ts.
 */
export const EventSchemas = {
  [AuthSubjects.USER_REGISTERED]: UserRegisteredEventSchema,
  [AuthSubjects.USER_UPDATED]: UserUpdatedEventSchema,
  [AuthSubjects.CHILD_CHAT_CHANGED]: ChildChatChangedEventSchema,
  [AuthSubjects.ROSTER_STUDENT_ENROLLED]: RosterStudentEnrolledEventSchema,
  [AuthSubjects.ACCOUNT_ERASURE_REQUESTED]: AccountErasureRequestedEventSchema,
  [GameSubjects.SESSION_STARTED]: SessionStartedEventSchema,
  [GameSubjects.SESSION_ENDED]: SessionEndedEventSchema,
  [GameSubjects.ANSWER_SUBMITTED]: AnswerSubmittedEventSchema,
  [GameSubjects.ASSIGNMENT_ANSWERED]: AssignmentAnsweredEventSchema,
  [GameSubjects.LEVEL_UP]: LevelUpEventSchema,
  [GameSubjects.PROGRESS_UPDATED]: ProgressUpdatedEventSchema,
  [GameSubjects.BOSS_BATTLE_ENDED]: BossBattleEndedEventSchema,
  [GameSubjects.CHAPTER_COMPLETED]: ChapterCompletedEventSchema,
  [GameSubjects.TUTOR_UPDATED]: TutorUpdatedEventSchema,
  [GameSubjects.CHALLENGE_FINISHED]: ChallengeFinishedEventSchema,
  [EngagementSubjects.WALLET_CHANGED]: WalletChangedEventSchema,
  [EngagementSubjects.XP_GRANTED]: XpGrantedEventSchema,
  [EngagementSubjects.BOOST_GRANTED]: BoostGrantedEventSchema,
  [EngagementSubjects.LEADERBOARD_UPDATED]: LeaderboardUpdatedEventSchema,
  [EngagementSubjects.CHALLENGE_UPDATED]: ChallengeUpdatedEventSchema,
  [EngagementSubjects.CHALLENGE_CHANGED]: ChallengeChangedEventSchema,
  [EngagementSubjects.GUILD_MEMBERSHIP_CHANGED]: GuildMembershipChangedEventSchema,
  [EngagementSubjects.GUILD_CHANGED]: GuildChangedEventSchema,
  [EngagementSubjects.FRIENDS_CHANGED]: FriendsChangedEventSchema,
  [EngagementSubjects.SOCIAL_GROUPS_CHANGED]: SocialGroupsChangedEventSchema,
  [TeacherSubjects.ASSIGNMENT_PUBLISHED]: AssignmentPublishedEventSchema,
  [TeacherSubjects.CLASSROOM_MEMBERS_CHANGED]: ClassroomMembersChangedEventSchema,
  [TeacherSubjects.SUBMISSION_GRADED]: SubmissionGradedEventSchema,
  [TeacherSubjects.STUDENT_UNLOCK_REQUESTED]: StudentUnlockRequestedEventSchema,
  [TeacherSubjects.STUDENT_CHAT_CHANGED]: StudentChatChangedEventSchema,
  [AccountErasedSubjects.GAME]: GameAccountErasedEventSchema,
  [AccountErasedSubjects.ENGAGEMENT]: EngagementAccountErasedEventSchema,
  [AccountErasedSubjects.TEACHER]: TeacherAccountErasedEventSchema,
  [AccountErasedSubjects.REALTIME]: RealtimeAccountErasedEventSchema,
} as const;

export type EventSubject = keyof typeof EventSchemas;

/** The `data` of the event published on `S`. */
export type EventData<S extends EventSubject> = z.infer<(typeof EventSchemas)[S]>['data'];

/**
 * The whole event published on `S`. Distributes over a union of subjects, so the events of a
 * consumer of several subjects are a union discriminated by `type`.
 */
export type EventOf<S extends EventSubject> = S extends EventSubject ? EventEnvelope<S, EventData<S>> : never;

export const EVENT_SUBJECTS = Object.keys(EventSchemas) as EventSubject[];

export function isEventSubject(subject: string): subject is EventSubject {
  return Object.hasOwn(EventSchemas, subject);
}

/** The JetStream stream a subject is stored in (its service prefix: `game.answer.submitted` → GAME). */
export function streamOf(subject: EventSubject): StreamName {
  const stream = streamCapturing(subject);
  if (!stream) throw new Error(`no stream holds ${subject}`);
  return stream;
}
