import type { User } from '@mathquest/contracts';

/**
 * Whether an access token still carries a limited account's `limits` claim (docs/adr/0239). Read
 * without checking the signature: it only decides whether to ask for a fresh token, never what
 * the user may do (the services decide that from the verified token).
 */
export function tokenSaysLimited(token: string | null): boolean {
  const payload = token?.split('.')[1];
  if (!payload) return false;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return (JSON.parse(json) as { limits?: unknown }).limits !== undefined;
  } catch {
    return false;
  }
}

/** A parent approved the account since this token was signed: the user has no limits, the token still says so. */
export function approvedSinceToken(user: Pick<User, 'limits'>, token: string | null): boolean {
  return user.limits === undefined && tokenSaysLimited(token);
}
