import type { UserRecord } from '../domain/users.js';
import type { AuthContext } from './context.js';

/**
 * The account whose email and password these are, or null. Costs the same for an unknown email
 * (a dummy hash is checked), a wrong password and a right one: one read and one argon2 check,
 * so neither the answer nor its timing tells whether the email exists.
 */
export async function accountWithPassword(ctx: AuthContext, email: string, password: string): Promise<UserRecord | null> {
  const found = await ctx.users.findCredentialsByEmail(email);
  if (!found) return ctx.hasher.verifyDummy(password).then(() => null);
  return (await ctx.hasher.verify(found.passwordHash, password)) ? found.user : null;
}
