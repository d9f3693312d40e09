import { z } from 'zod';

/**
 * Limited accounts (docs/adr/0239-limited-accounts-until-a-parent-approves.md,
 * docs/product/coppa-ferpa.md). A student who signs up on their own and may be under 13 plays
 * with the social features that show them to others turned off until a linked parent approves
 * the account. The state rides in the access token (`limits`) and in auth's user facts.
 */
export const AccountLimitsSchema = z.enum(['PENDING_PARENT_APPROVAL']);
export type AccountLimits = z.infer<typeof AccountLimitsSchema>;

/** Below this age a self-registered student's account is limited until a parent approves it. */
export const LIMITED_UNDER_AGE = 13;
/** The oldest and youngest ages the sign-up form offers birth years for. */
export const BIRTH_YEAR_AGES = { youngest: 6, oldest: 19 } as const;
/** The earliest birth year the API accepts. */
export const BIRTH_YEAR_MIN = 1900;

/**
 * The earliest calendar year anywhere on Earth at `now`: the year at UTC-12. Using it makes the
 * age rule never younger-side wrong around New Year: a child's local year is this one or later.
 */
export function earliestYearAt(now: Date): number {
  return new Date(now.getTime() - 12 * 3600 * 1000).getUTCFullYear();
}

/**
 * Whether someone born in `birthYear` may be under LIMITED_UNDER_AGE at `now`. Only the year is
 * known, so the birthday may not have come yet this year: born in year Y, the person is at least
 * (current year - Y - 1) years old. Born in (current year - 13) they may still be 12, so that year
 * counts as possibly under 13; born in (current year - 14) or earlier they are 13 or older.
 */
export function mayBeUnder13(birthYear: number, now: Date): boolean {
  return earliestYearAt(now) - birthYear - 1 < LIMITED_UNDER_AGE;
}

/** The birth years the sign-up form offers, newest first (ages BIRTH_YEAR_AGES.youngest to .oldest this year). */
export function birthYearOptions(now: Date): number[] {
  const year = now.getUTCFullYear();
  const out: number[] = [];
  for (let y = year - BIRTH_YEAR_AGES.youngest; y >= year - BIRTH_YEAR_AGES.oldest; y--) out.push(y);
  return out;
}

/** The refusal of a feature a limited account does not have yet (403 PARENT_APPROVAL_REQUIRED). */
export const PARENT_APPROVAL_MESSAGES = {
  CHAT: 'Ask a parent to approve your account to chat with your guild.',
  FRIENDS: 'Ask a parent to approve your account to add friends.',
  CHALLENGES: 'Ask a parent to approve your account to send or accept challenges.',
} as const;
export type LimitedFeature = keyof typeof PARENT_APPROVAL_MESSAGES;

/** How a limited student appears on boards other students read: "Player" and a tag that stays the same but says nothing about them. */
export function hiddenPlayerName(studentId: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < studentId.length; i++) h = Math.imul(h ^ studentId.charCodeAt(i), 0x01000193) >>> 0;
  return `Player ${h.toString(36).toUpperCase().padStart(7, '0').slice(-4)}`;
}
