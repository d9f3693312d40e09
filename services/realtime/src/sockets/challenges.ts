/**
 * Challenge notices from the client (docs/product/realtime.md#challenge-notices--built,
 * docs/adr/0124): `challenge:send`, `challenge:accept` and `challenge:decline`, emitted by the
 * web app after its HTTP call succeeded, tell the other player `challenge:received`,
 * `challenge:accepted` or `challenge:declined`. The claim is checked against realtime's own record
 * of the challenge (its copy of engagement's facts, docs/adr/0195; never taken from the client); a
 * forged or mistaken notice is refused through the acknowledgement and reaches nobody. Each
 * challenge's transition is announced once: this path and engagement's push (sockets/push.ts) both
 * claim the same key first.
 */
import { ChallengeNoticeEvents, type ChallengeNoticeClientToServerEvents, type ChallengeNoticeEventName, type ChallengeNoticeReply } from '@mathquest/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { checkNotice, recordOf, type ClientNotice, type NoticeCheck } from '../domain/challenge-notices.js';
import { settled } from '@mathquest/service-kit';
import { claimNotice } from '../repositories/challenge-notice-repository.js';
import type { EngagementFactsRepository } from '../repositories/engagement-facts-repository.js';
import { userRoom, type RealtimeServer, type RealtimeSocket } from './types.js';

export function handleChallengeNotices(io: RealtimeServer, opts: { redis: Redis; facts: Pick<EngagementFactsRepository, 'challenge'>; log: FastifyBaseLogger }): void {
  io.on('connection', (socket: RealtimeSocket) => {
    const me = socket.data.user.id;
    /** A refusal only because the record is missing or behind is read again for a bounded while (`settled` of the service kit). */
    const check = async (notice: ClientNotice): Promise<NoticeCheck> => {
      const decide = async () => {
        const record = recordOf(await opts.facts.challenge(notice.challengeId));
        return { record, check: checkNotice(me, notice, record) };
      };
      const final = ({ record, check: c }: Awaited<ReturnType<typeof decide>>) => !('refusal' in c) || (record !== null && c.refusal !== 'CHALLENGE_WRONG_STATE');
      return (await settled(decide, final)).check;
    };
    const listener =
      (event: ChallengeNoticeEventName) =>
      (payload: unknown, ack?: (reply: ChallengeNoticeReply) => void): void => {
        const reply = typeof ack === 'function' ? ack : () => {};
        const parsed = ChallengeNoticeEvents[event].safeParse(payload);
        if (!parsed.success) return reply({ ok: false, error: { code: 'VALIDATION_ERROR', message: parsed.error.issues[0]?.message ?? 'Invalid notice' } });
        const notice = { event, ...parsed.data } as ClientNotice;
        void (async () => {
          const checked = await check(notice);
          if ('refusal' in checked) return reply({ ok: false, error: { code: checked.refusal, message: checked.message } });
          const { to, name, payload: out } = checked.deliver;
          const first = await claimNotice(opts.redis, notice.challengeId, name);
          if (first) io.to(userRoom(to)).emit(name, out);
          reply({ ok: true, delivered: first });
        })().catch((err: unknown) => {
          opts.log.warn({ err, userId: me, event }, 'challenge notice not handled');
          reply({ ok: false, error: { code: 'TRY_AGAIN', message: 'Something went wrong. Please try again.' } });
        });
      };
    const on: { [K in ChallengeNoticeEventName]: ChallengeNoticeClientToServerEvents[K] } = {
      'challenge:send': listener('challenge:send'),
      'challenge:accept': listener('challenge:accept'),
      'challenge:decline': listener('challenge:decline'),
    };
    socket.on('challenge:send', on['challenge:send']);
    socket.on('challenge:accept', on['challenge:accept']);
    socket.on('challenge:decline', on['challenge:decline']);
  });
}
