/**
 * The claims of challenge notices (docs/adr/0124): whichever path announces a challenge's
 * transition first (engagement's push or the client's notice) claims it with SET NX, so each is
 * announced once across instances.
 */
import type { ChallengeNoticeName } from '@mathquest/contracts';
import type { Redis } from 'ioredis';

const challengeNoticeKey = (challengeId: string, notice: ChallengeNoticeName) => `realtime:challenge-notice:${challengeId}:${notice}`;
/** How long a claim is kept: longer than any challenge lives (24 h to accept + 24 h to finish). */
const CHALLENGE_NOTICE_KEEP_S = 49 * 3600;

/** Claims the right to announce `notice` of `challengeId`; false when it was announced already (by either path). */
export async function claimNotice(redis: Redis, challengeId: string, notice: ChallengeNoticeName): Promise<boolean> {
  return (await redis.set(challengeNoticeKey(challengeId, notice), '1', 'EX', CHALLENGE_NOTICE_KEEP_S, 'NX')) === 'OK';
}
