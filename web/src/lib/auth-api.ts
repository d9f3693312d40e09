import type { AuthResult, LoginRequest, RegisterRequest, User } from '@mathquest/contracts';
import { api } from './api-client';

/** Auth calls (docs/product/accounts.md). Login and register never go through the 401 refresh handling. */
export const authApi = {
  login: (body: LoginRequest) => api.post<AuthResult>('/api/auth/login', body, { retryOn401: false }),
  register: (body: RegisterRequest) => api.post<AuthResult>('/api/auth/register', body, { retryOn401: false }),
  me: () => api.get<User>('/api/auth/me'),
  logout: () => api.post<{ loggedOut: true }>('/api/auth/logout'),
};
