import { z } from 'zod';

/**
 * Taking an account's data out (docs/product/privacy.md). Auth authorises the person asking (the
 * account itself, a parent linked to it, or the teacher who created it on a roster), then signs an
 * export grant for that one account and collects each service's part from
 * `GET /api/<service>/accounts/{userId}/export`, presenting the grant in
 * ACCOUNT_EXPORT_GRANT_HEADER (ES256 with auth's key, for ACCOUNT_EXPORT_GRANT_TTL_SECONDS). A
 * service answers its part only for a valid grant whose `sub` is the account in the path. The
 * grant is never sent to a browser.
 */
export const ACCOUNT_EXPORT_GRANT_HEADER = 'x-mathquest-export-grant';
export const ACCOUNT_EXPORT_GRANT_AUDIENCE = 'mathquest-account-export';
export const ACCOUNT_EXPORT_GRANT_TTL_SECONDS = 60;
export const AccountExportGrantClaimsSchema = z.object({
  /** The account whose data is exported. */
  sub: z.string(),
  /** Who asked for it (the account itself, a parent or a teacher). */
  requestedBy: z.string(),
});
export type AccountExportGrantClaims = z.infer<typeof AccountExportGrantClaimsSchema>;

/** Which service an erased-account acknowledgement comes from. */
export const ErasingServiceSchema = z.enum(['game', 'engagement', 'teacher', 'realtime']);
export type ErasingService = z.infer<typeof ErasingServiceSchema>;
