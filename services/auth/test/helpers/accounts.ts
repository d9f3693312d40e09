/** Sign-up and request helpers shared by the auth integration tests. */
import { randomBytes } from 'node:crypto';
import type { ServiceApp } from '@mathquest/service-kit';

export const uid = () => randomBytes(4).toString('hex');

export interface SignedUp {
  email: string;
  password: string;
  username: string;
  id: string;
  accessToken: string;
  refreshToken: string;
}

/** Register an account of `role` (students in grade 5) and return its credentials and first tokens. */
export async function signUp(app: ServiceApp, role: 'STUDENT' | 'PARENT', password = 'password1'): Promise<SignedUp> {
  const id = uid();
  const body = { email: `${role.toLowerCase()}_${id}@example.com`, password, confirmPassword: password, username: `u_${id}`, displayName: 'Someone', role, ...(role === 'STUDENT' ? { gradeLevel: 5 } : {}) };
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data as { user: { id: string }; accessToken: string; refreshToken: string };
  return { email: body.email, password, username: body.username, id: data.user.id, accessToken: data.accessToken, refreshToken: data.refreshToken };
}

export async function logIn(app: ServiceApp, email: string, password: string): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
