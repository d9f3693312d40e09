import { AuthResultSchema, ClassListSchema, type AuthResult, type ClassList } from '@mathquest/contracts';
import { api } from '../../../lib/api-client';

/** Class-code sign-in (docs/product/accounts.md#signing-in-with-a-class-code--built); a 401 here is a wrong secret, never a refresh. */
export const classCodeApi = {
  classList: (code: string): Promise<ClassList> => api.post('/api/auth/class-code/students', ClassListSchema, { code }, { retryOn401: false }),
  login: (body: { code: string; studentId: string; secret: string }): Promise<AuthResult> =>
    api.post('/api/auth/class-code/login', AuthResultSchema, body, { retryOn401: false }),
};
