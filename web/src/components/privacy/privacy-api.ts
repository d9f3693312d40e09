import { AccountErasureSchema, AccountExportSchema } from '@mathquest/contracts';
import { api } from '../../lib/api-client';

const enc = encodeURIComponent;

/** An account's data and its erasure (docs/product/privacy.md). */
export const privacyApi = {
  /** GET /api/auth/accounts/{userId}/export: the whole file (not an envelope), checked against the published schema. */
  exportAccount: (userId: string) => api.get(`/api/auth/accounts/${enc(userId)}/export`, AccountExportSchema, { bare: true, timeoutMs: 60_000 }),
  /** POST /api/auth/accounts/{userId}/erasure: the erasure (the same one when asked again). */
  requestErasure: (userId: string) => api.post(`/api/auth/accounts/${enc(userId)}/erasure`, AccountErasureSchema),
};
