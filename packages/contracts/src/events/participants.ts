import type { EventSubject } from './catalogue.js';

export type ServiceName = 'auth' | 'game' | 'engagement' | 'teacher' | 'realtime';

export interface EventConsumer {
  service: ServiceName;
  /** The durable JetStream consumer (shared by every instance of the service). */
  durable: string;
  /** What the consumer does with the event. */
  does: string;
}

export interface EventParticipants {
  /** What happened, in one sentence. */
  summary: string;
  producer: ServiceName;
  /** Where the event waits until JetStream acknowledged it, and what its id is derived from. */
  delivery: string;
  consumers: readonly EventConsumer[];
}

/**
 * Who publishes and who consumes each event. docs/events.md is generated from this table and
 * the schemas (`npx tsx scripts/generate-event-catalogue.ts`); every service checks in a unit
 * test that its consumers are listed here. `satisfies` makes a subject missing here a compile error.
 */
export const EventParticipantsBySubject = {
  'auth.user.registered': {
    summary: 'An account was created (sign-up, the teacher CLI or the demo seed).',
    producer: 'auth',
    delivery: 'Outbox of the new user document, written by the insert; random id.',
    consumers: [
      { service: 'teacher', durable: 'teacher-directory-user-registered', does: "Keeps the teacher service's directory (username, display name, role, grade, school) so a teacher can add a student by username." },
      { service: 'engagement', durable: 'engagement-directory-user-registered', does: "Keeps engagement's social directory in Redis (username, display name, grade, a teacher's school) for friend requests by username and the School and Grade leaderboards (docs/adr/0102)." },
    ],
  },
  'auth.user.updated': {
    summary: "An account's facts changed (today: a parent linked a child).",
    producer: 'auth',
    delivery: 'Outbox of the user document, written by the same update; random id.',
    consumers: [
      { service: 'teacher', durable: 'teacher-directory-user-updated', does: "Updates the teacher service's directory entry of the user." },
      { service: 'engagement', durable: 'engagement-directory-user-updated', does: "Updates engagement's social directory entry of the user (docs/adr/0102)." },
    ],
  },
  'auth.child.chat_changed': {
    summary: "A parent turned a linked child's guild chat off or on.",
    producer: 'auth',
    delivery: "Outbox of the child's user document, written by the same update; random id.",
    consumers: [{ service: 'realtime', durable: 'realtime-chat-settings-parent', does: "Keeps realtime's projection of whose chat is off (docs/adr/0171), which guild chat checks before sending a message and tells the child's open pages." }],
  },
  'auth.roster.student_enrolled': {
    summary: "A teacher created a student account on a classroom's roster (the classroom, its teacher, the new student).",
    producer: 'auth',
    delivery: "Outbox of the new student's user document, written by the insert that creates the account, with its `auth.user.registered`; random id.",
    consumers: [{ service: 'teacher', durable: 'teacher-roster-enrolled', does: "Makes the student a member of the classroom when it is still that teacher's (the student limit does not apply to the teacher's own roster; docs/adr/0200)." }],
  },
  'auth.account.erasure_requested': {
    summary: 'An account is to be erased: it can no longer be used, and every service removes or anonymises what it holds about it (docs/product/privacy.md).',
    producer: 'auth',
    delivery: "Outbox of the account's user document, written by the update that marks the erasure pending; id derived from the erasure id, so a request made twice is one event.",
    consumers: [
      { service: 'game', durable: 'game-account-erasure', does: "Removes the student's progress, sessions, answers, tutor and challenge records, and acknowledges with `game.account.erased`." },
      { service: 'engagement', durable: 'engagement-account-erasure', does: "Removes the wallet, items, pets, quests and battle pass, leaves guilds (handing the leader role over), friendships, challenges (wagers refunded) and leaderboards, and acknowledges with `engagement.account.erased`." },
      { service: 'teacher', durable: 'teacher-account-erasure', does: "Removes the account from classrooms and keeps its submissions as anonymous records for the class statistics (docs/product/privacy.md), and acknowledges with `teacher.account.erased`." },
      { service: 'realtime', durable: 'realtime-account-erasure', does: "Removes the account from realtime's projections and presence and shows its chat messages as from a deleted user." },
    ],
  },
  'game.account.erased': {
    summary: 'The game service has erased an account it was asked to erase.',
    producer: 'game',
    delivery: 'Published once the erasure is written; id derived from the erasure id.',
    consumers: [{ service: 'auth', durable: 'auth-game-account-erased', does: "Counts the acknowledgement; when every service has answered, auth removes the account and keeps only the audit record." }],
  },
  'engagement.account.erased': {
    summary: 'The engagement service has erased an account it was asked to erase.',
    producer: 'engagement',
    delivery: 'Published once the erasure is written; id derived from the erasure id.',
    consumers: [{ service: 'auth', durable: 'auth-engagement-account-erased', does: "Counts the acknowledgement; when every service has answered, auth removes the account and keeps only the audit record." }],
  },
  'teacher.account.erased': {
    summary: 'The teacher service has erased an account it was asked to erase.',
    producer: 'teacher',
    delivery: 'Published once the erasure is written; id derived from the erasure id.',
    consumers: [{ service: 'auth', durable: 'auth-teacher-account-erased', does: "Counts the acknowledgement; when every service has answered, auth removes the account and keeps only the audit record." }],
  },
  'realtime.account.erased': {
    summary: 'The realtime service has erased an account it was asked to erase.',
    producer: 'realtime',
    delivery: 'Published once the erasure is written; id derived from the erasure id.',
    consumers: [{ service: 'auth', durable: 'auth-realtime-account-erased', does: "Counts the acknowledgement; when every service has answered, auth removes the account and keeps only the audit record." }],
  },
  'game.session.started': {
    summary: 'A student started a practice session.',
    producer: 'game',
    delivery: 'Outbox of the session document, written by its insert (docs/adr/0027); id derived from `<sessionId>:started`.',
    consumers: [],
  },
  'game.session.ended': {
    summary: "A practice session ended, with the session's totals.",
    producer: 'game',
    delivery: 'Outbox of the session document, written by the update that ends it (docs/adr/0027); id derived from `<sessionId>:ended`.',
    consumers: [
      { service: 'engagement', durable: 'engagement-session-ended', does: 'Advances the finished-session and perfect-session daily quests, once per event id (docs/adr/0060).' },
      { service: 'engagement', durable: 'engagement-speed-runs', does: "Keeps a SPEED run's seconds per correct answer on the Speed Runner board when it beats the student's best (docs/adr/0135)." },
      { service: 'teacher', durable: 'teacher-submissions-session-ended', does: "Submits an ASSIGNMENT submission whose time limit ended the attempt (timeUp), with the answers it has." },
    ],
  },
  'game.answer.submitted': {
    summary: 'An answer was graded and credited: exactly one per accepted answer, also when the request is retried.',
    producer: 'game',
    delivery: "Outbox of the student document, written with the answer's progress (docs/adr/0023); id derived from `<servedProblemId>:answer`.",
    consumers: [
      {
        service: 'engagement',
        durable: 'engagement-wallet-answer-submitted',
        does: "Applies the answer to the player document once per event id (coins with the pet's bonus, quests, pet XP, battle pass XP, today's counts, the session's combo, a 5 % treasure chest, notifications, a coin boost's charge and the XP-boost charge the answer used, docs/adr/0060, 0091, 0186), then publishes engagement.wallet.changed per paying answer and one socket push (push.socket.user, core NATS: docs/adr/0057) per student and batch.",
      },
    ],
  },
  'game.assignment.answered': {
    summary: 'An ASSIGNMENT answer was graded: the same facts as its game.answer.submitted (without the progress snapshot), published only for assignment answers (docs/adr/0055).',
    producer: 'game',
    delivery: "Outbox of the student document, written with the answer's progress, beside its game.answer.submitted (docs/adr/0023 and docs/adr/0055); id derived from `<servedProblemId>:assignment`.",
    consumers: [
      { service: 'teacher', durable: 'teacher-submissions-assignment-answered', does: "Counts the answer into the student's submission, once per answered problem; the last answer submits it with its automatic score (docs/adr/0083)." },
    ],
  },
  'game.boss.battle.ended': {
    summary: 'A boss battle ended: VICTORY when a correct answer took its health to 0, or ABANDONED (retreat).',
    producer: 'game',
    delivery: "Outbox of the student document, written by the answer's write (victory) or the abandon's (docs/adr/0096); id derived from `boss:<battleId>:ended`.",
    consumers: [{ service: 'engagement', durable: 'engagement-boss-battle-ended', does: "Records the battle in the student's boss history and, for a victory, pays the boss's coins and gems, grants its special pets and items and its XP (engagement.xp.granted), once per event id (docs/adr/0096)." }],
  },
  'game.story.chapter.completed': {
    summary: "A story chapter's session answered its problemCount problems, with its stars.",
    producer: 'game',
    delivery: "Outbox of the student document, written by the last answer's write (docs/adr/0097); id derived from `chapter:<sessionId>:completed`.",
    consumers: [{ service: 'engagement', durable: 'engagement-chapter-completed', does: "Records the chapter's best stars, unlocks the next chapter and pays the first completion's coins and XP, once per event id (docs/adr/0097)." }],
  },
  'game.challenge.finished': {
    summary: "A student answered the last problem of their CHALLENGE session: their side's score, correct answers and time.",
    producer: 'game',
    delivery: "Outbox of the student document, written by the last answer's write (docs/adr/0126); id derived from `challenge:<challengeId>:<userId>:finished`.",
    consumers: [{ service: 'engagement', durable: 'engagement-challenge-finished', does: "Records the side in the challenge's document (once per side) and, when both sides are in, settles it: the winner is paid twice the wager, a draw refunds both (docs/adr/0125)." }],
  },
  'game.level.up': {
    summary: 'An answer raised the student to a new level.',
    producer: 'game',
    delivery: 'Outbox of the student document, with the answer (docs/adr/0023); id derived from `<servedProblemId>:level`.',
    consumers: [{ service: 'engagement', durable: 'engagement-level-up', does: 'Adds a LEVEL_UP notification to the player document once per event id and pushes it (docs/adr/0060).' }],
  },
  'game.progress.updated': {
    summary: "The student's whole progress after an answer (a versioned snapshot).",
    producer: 'game',
    delivery: 'Outbox of the student document, with the answer (docs/adr/0023); id derived from `<servedProblemId>:progress`.',
    consumers: [{ service: 'engagement', durable: 'engagement-progress-updated', does: "Keeps the newest snapshot (level, XP, streak), the global rank and the six leaderboard metrics in Redis sorted sets, and offers the boards that moved for a throttled engagement.leaderboard.updated; no storage operation (docs/adr/0060, 0100, 0103)." }],
  },
  'game.tutor.updated': {
    summary: "A student's step-by-step tutor figures after a tutor call changed them (walkthroughs, steps seen, steps right by local day and by skill; a snapshot ordered by `rev`).",
    producer: 'game',
    delivery: 'Outbox inside the student document\'s tutor record, written by the tutor\'s own update (docs/adr/0117, 0145); published right after it; id derived from `tutor:<userId>:<rev>`.',
    consumers: [{ service: 'teacher', durable: 'teacher-tutor-updated', does: "Keeps the newest snapshot per student (one document by `_id`, conditional on `rev`) for the classroom analytics' tutor figures (docs/adr/0145)." }],
  },
  'engagement.wallet.changed': {
    summary: 'A wallet balance changed: balances after the change, the change, and a version that orders changes.',
    producer: 'engagement',
    delivery: 'Published after the wallet write; the inbound event stays unacknowledged until then, so a redelivery republishes it. Id derived from `<inbound event id>:wallet`.',
    consumers: [],
  },
  'engagement.xp.granted': {
    summary: "Engagement granted XP (a claimed quest, an opened chest, a pet bonus, a guild event reward; not an XP boost's, which comes with the answer: docs/adr/0186); the game adds it to the progress.",
    producer: 'engagement',
    delivery: 'Outbox of the player document, written with the grant (docs/adr/0060); id derived from the grant (`<questId>:claim`, `<chestId>:open`).',
    consumers: [
      {
        service: 'game',
        durable: 'game-progress-xp-granted',
        does: "Adds the XP to the student's progress once per event id (the level curve; game.level.up and game.progress.updated through the student document's outbox, docs/adr/0072).",
      },
    ],
  },
  'engagement.boost.granted': {
    summary: 'A student bought an XP boost: its charges, one used by each correct answer that follows (docs/adr/0186).',
    producer: 'engagement',
    delivery: "Outbox of the player document, written with the purchase (docs/adr/0060); id derived from the student and the purchase (`<userId>:<purchaseId>:xp-boost`).",
    consumers: [
      {
        service: 'game',
        durable: 'game-boost-granted',
        does: "Adds the charges to the student document once per event id (the ids of applied grants kept as XP grants' are, docs/adr/0072), in one version-checked update; each correct answer then uses one in its own write (docs/adr/0186).",
      },
    ],
  },
  'engagement.challenge.updated': {
    summary: "A PvP challenge became playable (ACTIVE) or ended: its sides, secret seed, topic, problem count, time limit and deadline (internal: the seed never reaches a client).",
    producer: 'engagement',
    delivery: "Published after the challenge document's write that changed its status; id derived from `challenge:<challengeId>:<version>`; published again, with a random id, by a start that finds the game has not seen it yet (docs/adr/0160).",
    consumers: [{ service: 'game', durable: 'game-challenges-updated', does: "Keeps the game's projection of playable challenges (one document by `_id`, applied when its version is newer), which every CHALLENGE session start is checked against (docs/adr/0160)." }],
  },
  'engagement.challenge.changed': {
    summary: "A PvP challenge's state changed (any status): its sides' ids and names, its version, and when a projection may forget it.",
    producer: 'engagement',
    delivery: "Published after the challenge document's write that changed its status (best effort, as the write's other follow-ups); id derived from `challenge-state:<challengeId>:<version>`; the state of every open challenge is published again by the backfill (docs/adr/0195).",
    consumers: [{ service: 'realtime', durable: 'realtime-facts-challenge', does: "Keeps realtime's record of the challenge (a hash by id, applied when its version is newer, expiring at `keepUntil`), which a client's challenge notice is checked against (docs/adr/0124, 0195)." }],
  },
  'engagement.guild.membership.changed': {
    summary: 'A student joined a guild, or left it or was removed from it.',
    producer: 'engagement',
    delivery: "Published after the guild document's write (best effort); random id; every current membership is published again by the backfill (docs/adr/0195).",
    consumers: [{ service: 'realtime', durable: 'realtime-facts-guild-membership', does: "Keeps realtime's record of the student's guild (newest by `occurredAt`), which guild chat checks before a join and each message; on a leave, takes the student's sockets out of the guild's room on every instance (docs/adr/0123, 0195)." }],
  },
  'engagement.guild.changed': {
    summary: "A guild's leader now (null for none), or the guild was dissolved.",
    producer: 'engagement',
    delivery: "Published after the guild document's write (best effort); random id; every guild's leader is published again by the backfill (docs/adr/0195).",
    consumers: [{ service: 'realtime', durable: 'realtime-facts-guild', does: "Keeps realtime's record of the guild's leader (who reviews reported chat messages, docs/adr/0172); a dissolved guild's chat and reports are deleted (docs/adr/0195)." }],
  },
  'engagement.friends.changed': {
    summary: "A student's accepted friends now (the whole list).",
    producer: 'engagement',
    delivery: 'Published after the friendship write that changed the list (best effort); random id; every list is published again by the backfill (docs/adr/0195).',
    consumers: [{ service: 'realtime', durable: 'realtime-facts-friends', does: "Keeps realtime's record of the student's friends (newest by `occurredAt`), whose presence rooms `join:friends` joins (docs/adr/0104, 0195)." }],
  },
  'engagement.social.groups.changed': {
    summary: "A user's leaderboard groups now: grade, the class joined last, the school's key.",
    producer: 'engagement',
    delivery: "Published after engagement's social directory re-derived the user's groups (best effort); random id; every user's groups are published again by the backfill (docs/adr/0195).",
    consumers: [{ service: 'realtime', durable: 'realtime-facts-social-groups', does: "Keeps realtime's record of the student's groups (newest by `occurredAt`), from which `leaderboard:join` picks the student's own Class, School or Grade board (docs/adr/0103, 0195)." }],
  },
  'engagement.leaderboard.updated': {
    summary: 'A leaderboard changed: its ranks 1 to 20 (at most one per board per second).',
    producer: 'engagement',
    delivery: "Published by the engagement instance that claims the board's one-second window in Redis; id derived from the board and the window (docs/adr/0103).",
    consumers: [
      { service: 'realtime', durable: 'realtime-leaderboard-updated', does: "One realtime instance emits `leaderboard:update` to the board's room (every watcher on any instance, once, through the Redis adapter); older than 2 minutes dropped." },
    ],
  },
  'teacher.assignment.published': {
    summary: "A teacher published an assignment: its class, problems (in order), due date, late rule and time limit.",
    producer: 'teacher',
    delivery: 'Outbox of the assignment document, written by the update that publishes it; id derived from `<assignmentId>:published`.',
    consumers: [{ service: 'game', durable: 'game-assignments-published', does: 'Keeps the projection of published assignments the game serves ASSIGNMENT sessions from (docs/adr/0080).' }],
  },
  'teacher.classroom.members.changed': {
    summary: "A classroom was created (version 0, no members) or its member list changed (join, add, remove, delete): the whole list and a version.",
    producer: 'teacher',
    delivery: 'Outbox of the classroom document, written by the update that changes the members; id derived from `<classroomId>:members:<version>`.',
    consumers: [
      { service: 'game', durable: 'game-classroom-members', does: 'Keeps the projection of class members the game checks before an ASSIGNMENT session (docs/adr/0080); a list applies only when its version is newer.' },
      { service: 'engagement', durable: 'engagement-classroom-members', does: "Keeps each student's class (the one joined last), its name and its teacher's school in Redis for the Class and School leaderboards; a list applies only when its version is newer (docs/adr/0102)." },
      { service: 'auth', durable: 'auth-classroom-members', does: "Keeps auth's projection of each classroom's teacher and name, which authorises the teacher's roster calls and names the class on its list and login cards; a list applies only when its version is newer (docs/adr/0200)." },
    ],
  },
  'teacher.submission.graded': {
    summary: 'A teacher graded a submission (score, passed).',
    producer: 'teacher',
    delivery: 'Outbox of the submission document, written by the update that grades it; id derived from `<submissionId>:graded:<gradedAt>`.',
    consumers: [],
  },
  'teacher.student.unlock.requested': {
    summary: "A teacher asked to unlock a student's sign-in after too many wrong passwords (the student is in one of the teacher's classrooms).",
    producer: 'teacher',
    delivery: 'Published by the unlock request itself, which answers 503 when JetStream does not take it (the teacher tries again); random id.',
    consumers: [{ service: 'auth', durable: 'auth-unlock-requested', does: "Forgets every failed password of the student, so every client can sign in again (docs/adr/0165)." }],
  },
  'teacher.student.chat_changed': {
    summary: "A teacher turned a student's guild chat off or on, from one of their classrooms.",
    producer: 'teacher',
    delivery: 'Outbox of the classroom document, written by the same update; id derived from `<classroomId>:chat:<studentId>:<version>`.',
    consumers: [{ service: 'realtime', durable: 'realtime-chat-settings-teacher', does: "Keeps realtime's projection of whose chat is off (docs/adr/0171), which guild chat checks before sending a message and tells the student's open pages." }],
  },
} as const satisfies Record<EventSubject, EventParticipants>;
