import { ChangePasswordResponseSchema, SetLanguageResponseSchema, type ChangePasswordRequest, type Language } from '@mathquest/contracts';
import { api } from '../../../lib/api-client';

export const accountApi = {
  /**
   * POST /api/auth/password: changes the signed-in user's password; every other session of theirs
   * ends, this one stays signed in (docs/product/accounts.md, "The session").
   */
  changePassword: (body: ChangePasswordRequest) => api.post('/api/auth/password', ChangePasswordResponseSchema.shape.data, body),
  /** PUT /api/auth/me/language: the signed-in user's interface language, kept on the account (docs/product/i18n.md). */
  setLanguage: (language: Language) => api.put('/api/auth/me/language', SetLanguageResponseSchema.shape.data, { language }),
};
