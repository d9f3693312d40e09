import { z } from 'zod';
import { IdSchema, successEnvelope } from '../common.js';

/** The account a privacy request is about (docs/product/privacy.md). */
export const AccountIdParamsSchema = z.object({ userId: IdSchema });

/**
 * An account's erasure (docs/product/privacy.md#erasing-an-account): `pending` from the request
 * until every service has erased what it holds, then `done`. Asked for twice, it is the same
 * erasure (the same `erasureId`).
 */
export const AccountErasureStatusSchema = z.enum(['pending', 'done']);
export const AccountErasureSchema = z.object({
  erasureId: z.string(),
  status: AccountErasureStatusSchema,
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type AccountErasure = z.infer<typeof AccountErasureSchema>;
export const AccountErasureResponseSchema = successEnvelope(AccountErasureSchema);

/** The message a signed-in account whose erasure is pending gets on sign-in and refresh. */
export const ACCOUNT_ERASURE_PENDING_MESSAGE = 'This account is being deleted and can no longer be used.';
