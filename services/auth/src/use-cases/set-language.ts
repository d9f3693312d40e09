import { AuthSubjects, ErrorCode, languageOf, UserUpdatedEventSchema, type Language } from '@mathquest/contracts';
import { unauthorized } from '@mathquest/service-kit';
import { outboxEntry } from '../events/outbox.js';
import type { AuthContext } from './context.js';
import { userFacts } from './create-account.js';

/** Tries before giving up when the account's linked children change between the read and the write. */
const TRIES = 3;

/**
 * The signed-in user's interface language (docs/product/i18n.md). A code that is not one of the
 * languages is stored as English, never refused: an old or odd client keeps working. The change
 * goes out as `auth.user.updated` (written with it), so the teacher service can show a teacher
 * which students read Spanish.
 */
export async function setLanguage(ctx: AuthContext, userId: string, code: string): Promise<{ language: Language }> {
  const language = languageOf(code);
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const user = await ctx.users.findById(userId);
    if (!user) break;
    const data = UserUpdatedEventSchema.shape.data.parse({ ...userFacts({ ...user, language }), childIds: user.childIds });
    const entry = outboxEntry(AuthSubjects.USER_UPDATED, data, userId);
    if (await ctx.users.setLanguage(userId, language, entry, user.childIds)) {
      await ctx.outbox.publishEntries(userId, [entry]);
      return { language };
    }
  }
  throw unauthorized('This account no longer exists', ErrorCode.UNAUTHORIZED);
}
