/**
 * Challenge notices from the client (docs/product/realtime.md#challenge-notices--built,
 * docs/adr/0124): `challenge:send`, `challenge:accept` and `challenge:decline`, emitted by the
 * web app after its HTTP call succeeded, tell the other player `challenge:received`,
 * `challenge:accepted` or `challenge:declined`. The claim is checked against engagement's record
 * of the challenge in Redis (never taken from the client); a forged or mistaken notice is refused
 * through the acknowledgement and reaches nobody. Each challenge's transition is announced once:
 * this path and engagement's push (sockets/push.ts) both claim the same key first.
 */
import { CHALLENGE_NOTICE_KEEP_S, ChallengeNoticeEvents, challengeNoticeKey, challengeRecordKey, type ChallengeNoticeEventName, type ChallengeNoticeName, type ChallengeNoticeReply } from '@mathquest/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { checkNotice, recordOf, type ClientNotice } from '../domain/challenge-notices.js';
import { userRoom, type RealtimeServer, type RealtimeSocket } from './types.js';

/** Claims the right to announce `notice` of `challengeId`; false when it was announced already (by either path). */
export async function claimNotice(redis: Redis, challengeId: string, notice: ChallengeNoticeName): Promise<boolean> {
  return (await redis.set(challengeNoticeKey(challengeId, notice), '1', 'EX', CHALLENGE_NOTICE_KEEP_S, 'NX')) === 'OK';
}

export function handleChallengeNotices(io: RealtimeServer, opts: { redis: Redis; log: FastifyBaseLogger }): void {
  io.on('connection', (socket: RealtimeSocket) => {
    const me = socket.data.user.id;
    const on = (event: ChallengeNoticeEventName) => {
      socket.on(event, ((payload: unknown, ack: unknown) => {
        const reply = typeof ack === 'function' ? (ack as (r: ChallengeNoticeReply) => void) : () => {};
        const parsed = ChallengeNoticeEvents[event].safeParse(payload);
        if (!parsed.success) return reply({ ok: false, error: { code: 'VALIDATION_ERROR', message: parsed.error.issues[0]?.message ?? 'Invalid notice' } });
        const notice = { event, ...parsed.data } as ClientNotice;
        void (async () => {
          const check = checkNotice(me, notice, recordOf(await opts.redis.hgetall(challengeRecordKey(notice.challengeId))));
          if ('refusal' in check) return reply({ ok: false, error: { code: check.refusal, message: check.message } });
          const { to, name, payload: out } = check.deliver;
          const first = await claimNotice(opts.redis, notice.challengeId, name);
          if (first) io.to(userRoom(to)).emit(name, out);
          reply({ ok: true, delivered: first });
        })().catch((err: unknown) => {
          opts.log.warn({ err, userId: me, event }, 'challenge notice not handled');
          reply({ ok: false, error: { code: 'TRY_AGAIN', message: 'Something went wrong. Please try again.' } });
        });
      }) as never);
    };
    on('challenge:send');
    on('challenge:accept');
    on('challenge:decline');
  });
}
