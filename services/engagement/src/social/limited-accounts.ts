/**
 * Limited accounts in engagement (docs/adr/0239): a student who signed up alone and may be under
 * 13 has no friends, no challenges and no name on the boards others read until a linked parent
 * approves the account. Whether the caller is limited is read from the verified access token
 * (`limits`, docs/adr/0042), never from the request; whether another student is, from the social
 * directory (auth's user facts, docs/adr/0102).
 */
import { ErrorCode, PARENT_APPROVAL_MESSAGES, hiddenPlayerName, type LimitedFeature } from '@mathquest/contracts';
import { AppError, currentUser } from '@mathquest/service-kit';
import type { FastifyRequest } from 'fastify';
import type { PublicUser } from './directory/repositories/social-directory-repository.js';

/** 403 PARENT_APPROVAL_REQUIRED, in words a child understands. */
export function parentApprovalRequired(feature: LimitedFeature): AppError {
  return new AppError(403, ErrorCode.PARENT_APPROVAL_REQUIRED, PARENT_APPROVAL_MESSAGES[feature]);
}

/** A preHandler for a route a limited account may not use (after the role guard, which verified the token). */
export function parentApproved(feature: LimitedFeature) {
  return async (request: FastifyRequest): Promise<void> => {
    if (currentUser(request).limits) throw parentApprovalRequired(feature);
  };
}

/** The name a board shows for `u` to `viewer`: a limited student sees their own name, everyone else "Player" and a tag. */
export function nameOnBoard(u: Pick<PublicUser, 'userId' | 'username' | 'limited'>, viewer: string): string {
  return u.limited && u.userId !== viewer ? hiddenPlayerName(u.userId) : u.username;
}
