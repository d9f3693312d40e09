import { useMutation } from '@tanstack/react-query';
import { classCodeApi } from './class-code-api';

/**
 * POST /api/auth/class-code/students: the class list behind a class code. A mutation, not a cached
 * read: each try is an attempt the server counts against the code's sign-in limit, and a list is
 * only shown for the code just typed.
 */
export function useFindClassList() {
  return useMutation({ mutationFn: (code: string) => classCodeApi.classList(code) });
}
