import type { User } from '@mathquest/contracts';
import { tokenPayload } from './token-claims';

/**
 * Whether an access token still carries a limited account's `limits` claim (docs/adr/0239). Read
 * without checking the signature: it only decides whether to ask for a fresh token, never what
 * the user may do (the services decide that from the verified token).
 */
export function tokenSaysLimited(token: string | null): boolean {
  return tokenPayload(token)?.limits !== undefined;
}

/** A parent approved the account since this token was signed: the user has no limits, the token still says so. */
export function approvedSinceToken(user: Pick<User, 'limits'>, token: string | null): boolean {
  return user.limits === undefined && tokenSaysLimited(token);
}
