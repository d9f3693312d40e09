import { ACCOUNT_ERASURE_PENDING_MESSAGE, ErrorCode } from '@mathquest/contracts';
import { AppError } from '@mathquest/service-kit';
import type { UserRecord } from '../../domain/users.js';

/**
 * An account whose erasure is pending cannot be used (docs/product/privacy.md): sign-in and
 * refresh answer 403 ACCOUNT_ERASURE_PENDING, which the web app shows as its own screen. Only
 * told after the credentials were checked, so it says nothing to someone who does not hold them.
 */
export function refuseErasedAccount(user: Pick<UserRecord, 'erasure'>): void {
  if (user.erasure) throw new AppError(403, ErrorCode.ACCOUNT_ERASURE_PENDING, ACCOUNT_ERASURE_PENDING_MESSAGE);
}
