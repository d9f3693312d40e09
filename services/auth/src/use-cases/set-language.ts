import { ErrorCode, languageOf, type Language } from '@mathquest/contracts';
import { unauthorized } from '@mathquest/service-kit';
import type { AuthContext } from './context.js';

/**
 * The signed-in user's interface language (docs/product/i18n.md). A code that is not one of the
 * languages is stored as English, never refused: an old or odd client keeps working.
 */
export async function setLanguage(ctx: AuthContext, userId: string, code: string): Promise<{ language: Language }> {
  const language = languageOf(code);
  if (!(await ctx.users.setLanguage(userId, language))) throw unauthorized('This account no longer exists', ErrorCode.UNAUTHORIZED);
  return { language };
}
