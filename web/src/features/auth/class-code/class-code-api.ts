import { AuthResultSchema, ClassListSchema, type AuthResult, type ClassList } from '@mathquest/contracts';
import { api, parsed } from '../../../lib/api-client';

/** Class-code sign-in (docs/product/accounts.md#signing-in-with-a-class-code--built); a 401 here is a wrong secret, never a refresh. */
export const classCodeApi = {
  classList: (code: string): Promise<ClassList> =>
    api.post<unknown>('/api/auth/class-code/students', { code }, { retryOn401: false }).then(parsed(ClassListSchema, 'class list')),
  login: (body: { code: string; studentId: string; secret: string }): Promise<AuthResult> =>
    api.post<unknown>('/api/auth/class-code/login', body, { retryOn401: false }).then(parsed(AuthResultSchema, 'class-code login')),
};
