/** POST /challenges: a challenge sent by username, the wager held first (docs/product/social.md#challenges--built). */
import { randomBytes, randomUUID } from 'node:crypto';
import { CHALLENGE_ACCEPT_WITHIN_MS, ErrorCode, type Challenge, type SendChallengeRequest } from '@mathquest/contracts';
import { conflict, notFound } from '@mathquest/service-kit';
import type { Student } from '../../../ports/shared.js';
import { STUCK_AFTER_MS, type ChallengeDoc } from '../domain/challenges.js';
import type { ChallengesDeps } from './deps.js';
import type { ChallengeLifecycle } from './challenge-lifecycle.js';
import { holdRefusalError, NO_SUCH_STUDENT } from './challenge-lifecycle.js';

export function createSendChallenge(deps: ChallengesDeps, life: ChallengeLifecycle) {
  const { repo, schedule, directory } = deps;
  const { now, levelOf, hold, push, move, pay, viewOf } = life;
  return async function sendChallenge(me: Student, body: SendChallengeRequest): Promise<Challenge> {
    const target = await directory.idOfUsername(body.username);
    const u = target ? (await directory.publicUsers([target, me.id])) : new Map();
    const them = target ? u.get(target) : undefined;
    // A limited account (docs/adr/0239) cannot be found by its name: it takes no challenges yet.
    if (!target || !them || them.role !== 'STUDENT' || them.limited) throw notFound(NO_SUCH_STUDENT, ErrorCode.USER_NOT_FOUND);
    if (target === me.id) throw conflict('You cannot challenge yourself', ErrorCode.CHALLENGE_SELF);
    const at = now();
    const [myLevel, theirLevel] = await Promise.all([levelOf(me.id), levelOf(target)]);
    const myName = u.get(me.id)?.username ?? me.username;
    const doc: ChallengeDoc = {
      _id: randomUUID(),
      version: 0,
      status: 'OPENING',
      challenger: { userId: me.id, name: myName, level: myLevel, result: null },
      opponent: { userId: target, name: them.username, level: theirLevel, result: null },
      topic: body.topic,
      problemCount: body.problemCount,
      timeLimit: body.timeLimit,
      wagerCoins: body.wagerCoins ?? 0,
      wagerGems: body.wagerGems ?? 0,
      seed: randomBytes(16).toString('hex'),
      createdAt: at,
      expiresAt: new Date(at.getTime() + CHALLENGE_ACCEPT_WITHIN_MS),
      acceptedAt: null,
      endedAt: null,
      winnerId: null,
      paid: false,
    };
    // The document first (so a crash before the hold leaves a challenge the sweeper cancels, never coins without one).
    await repo.insert(doc);
    await Promise.all([schedule.at(doc._id, new Date(at.getTime() + STUCK_AFTER_MS)), repo.index([me.id, target], doc._id)]);
    const refused = await hold(me.id, doc);
    if (refused) {
      const cancelled = await move(doc, { ...doc, status: 'CANCELLED', endedAt: at });
      if (cancelled) await pay(cancelled);
      throw holdRefusalError(refused, doc);
    }
    const pending = await move(doc, { ...doc, status: 'PENDING' });
    if (!pending) throw conflict('This challenge could not be sent in time. Please try again.', ErrorCode.CONFLICT);
    await schedule.at(doc._id, pending.expiresAt);
    push(`challenge:${doc._id}:received`, target, [{ name: 'challenge:received', payload: { challengeId: doc._id, opponentId: me.id, opponentName: myName } }]);
    return (await viewOf(pending, me.id))!;
  };
}
