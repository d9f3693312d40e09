import { AuthResultSchema, LogoutResponseSchema, MeResponseSchema, type LoginRequest, type RegisterRequest } from '@mathquest/contracts';
import { api } from '../../../lib/api-client';

/** Auth calls (docs/product/accounts.md). Login and register never go through the 401 refresh handling. */
export const authApi = {
  login: (body: LoginRequest) => api.post('/api/auth/login', AuthResultSchema, body, { retryOn401: false }),
  register: (body: RegisterRequest) => api.post('/api/auth/register', AuthResultSchema, body, { retryOn401: false }),
  me: () => api.get('/api/auth/me', MeResponseSchema.shape.data),
  logout: () => api.post('/api/auth/logout', LogoutResponseSchema.shape.data),
};
