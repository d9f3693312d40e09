import { z } from 'zod';

/** `{ success: true, data }`: every successful response (docs/architecture.md, identity and security). */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}
export type SuccessEnvelope<T> = { success: true; data: T };

export const RoleSchema = z.enum(['STUDENT', 'PARENT', 'TEACHER']);
export type Role = z.infer<typeof RoleSchema>;

export const PlanSchema = z.enum(['FREE', 'PREMIUM', 'FAMILY']);
export type Plan = z.infer<typeof PlanSchema>;

export const GRADE_MIN = 4;
export const GRADE_MAX = 8;
export const DEFAULT_GRADE = 5;
export const GradeLevelSchema = z
  .number({ error: 'Grade level must be a number from 4 to 8' })
  .int('Grade level must be a whole number from 4 to 8')
  .min(GRADE_MIN, 'Grade level must be from 4 to 8')
  .max(GRADE_MAX, 'Grade level must be from 4 to 8');

/** Ids are opaque strings (Mongo ObjectIds or UUIDs); bounded so junk input is rejected early. */
export const IdSchema = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Invalid id');

/** IANA time zone name, e.g. "America/Chicago"; checked against the runtime's zone database. */
export const TimeZoneSchema = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

export const IsoDateTimeSchema = z.string().datetime({ offset: true });
