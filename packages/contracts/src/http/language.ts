import { z } from 'zod';
import { successEnvelope } from '../common.js';

/**
 * The languages of the interface (docs/product/i18n.md): English and US Spanish. An account
 * keeps one; a classroom may set one for the students its roster creates.
 */
export const LANGUAGES = ['en', 'es-US'] as const;
export const LanguageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * A language code as sent by a client: any short text. A code that is not one of LANGUAGES
 * (another language, a typo, a different case) is taken as English, never refused.
 */
export const LanguageCodeSchema = z
  .string()
  .max(35)
  .meta({ description: "'en' or 'es-US'; any other code is taken as 'en'." });

/** The language a code stands for: itself when it is one of LANGUAGES, English otherwise. */
export function languageOf(code: unknown): Language {
  return LanguageSchema.safeParse(code).success ? (code as Language) : DEFAULT_LANGUAGE;
}

/** PUT /api/auth/me/language: the signed-in user's language. */
export const SetLanguageRequestSchema = z.object({ language: LanguageCodeSchema });
export type SetLanguageRequest = z.infer<typeof SetLanguageRequestSchema>;
export const SetLanguageResponseSchema = successEnvelope(z.object({ language: LanguageSchema }));
