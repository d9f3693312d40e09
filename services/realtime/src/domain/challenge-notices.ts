/**
 * The check of a client's challenge notice (docs/adr/0124): is the socket's user the side that
 * made this transition, is the named player the other side, and is the challenge in the state the
 * notice announces? Pure: the record is realtime's copy of engagement's facts about the challenge (docs/adr/0195).
 */
import { CHALLENGE_NOTICE_OF, type ChallengeNoticeErrorCode, type ChallengeNoticeEventName, type ChallengeNoticeName, type ServerSocketPayload } from '@mathquest/contracts';

/** Realtime's record of a challenge (repositories/engagement-facts-repository.ts), as read from its hash. */
export interface ChallengeRecord {
  challengerId: string;
  challengerName: string;
  opponentId: string;
  opponentName: string;
  status: string;
}

/** The notice, as the client sent it (already parsed). */
export type ClientNotice =
  | { event: 'challenge:send'; challengeId: string; targetUserId: string }
  | { event: 'challenge:accept' | 'challenge:decline'; challengeId: string; opponentId: string };

export type NoticeCheck =
  | { deliver: { to: string; name: ChallengeNoticeName; payload: ServerSocketPayload<'challenge:received'> } }
  | { refusal: ChallengeNoticeErrorCode; message: string };

/** The stored statuses in which each transition has happened (and is the latest one). */
const STATES: Record<ChallengeNoticeEventName, readonly string[]> = {
  // The product shows ACCEPTING as PENDING: the accept's hold is still being made.
  'challenge:send': ['PENDING', 'ACCEPTING'],
  'challenge:accept': ['ACTIVE'],
  'challenge:decline': ['DECLINED'],
};

/** Parses the record's hash; null when absent or incomplete. */
export function recordOf(hash: Record<string, string>): ChallengeRecord | null {
  const { challengerId, challengerName, opponentId, opponentName, status } = hash;
  if (!challengerId || !opponentId || !status) return null;
  return { challengerId, challengerName: challengerName ?? '', opponentId, opponentName: opponentName ?? '', status };
}

export function checkNotice(me: string, notice: ClientNotice, record: ChallengeRecord | null): NoticeCheck {
  const notFound = { refusal: 'CHALLENGE_NOT_FOUND', message: 'No such challenge between you and that player' } as const;
  if (!record) return notFound;
  // send: the challenger tells the challenged; accept and decline: the challenged tells the challenger.
  const fromChallenger = notice.event === 'challenge:send';
  const [mine, theirs] = fromChallenger ? [record.challengerId, record.opponentId] : [record.opponentId, record.challengerId];
  const named = notice.event === 'challenge:send' ? notice.targetUserId : notice.opponentId;
  if (mine !== me || theirs !== named) return notFound;
  if (!STATES[notice.event].includes(record.status)) return { refusal: 'CHALLENGE_WRONG_STATE', message: 'This challenge is not in that state' };
  return {
    deliver: {
      to: theirs,
      name: CHALLENGE_NOTICE_OF[notice.event],
      payload: { challengeId: notice.challengeId, opponentId: me, opponentName: fromChallenger ? record.challengerName : record.opponentName },
    },
  };
}
