import { z } from 'zod';
import { eventEnvelope } from './envelope.js';

/**
 * Each service's acknowledgement that it has erased an account (docs/product/privacy.md): it
 * consumed `auth.account.erasure_requested` and removed or anonymised what it holds. Auth counts
 * the acknowledgements of one `erasureId` and ends the erasure when every service has answered.
 * Published with an id derived from the erasure id, so a redelivered request acknowledges once.
 */
export const AccountErasedSubjects = {
  GAME: 'game.account.erased',
  ENGAGEMENT: 'engagement.account.erased',
  TEACHER: 'teacher.account.erased',
  REALTIME: 'realtime.account.erased',
} as const;

const AccountErasedData = z.object({ erasureId: z.string(), userId: z.string(), erasedAt: z.string() });

export const GameAccountErasedEventSchema = eventEnvelope(AccountErasedSubjects.GAME, AccountErasedData);
export const EngagementAccountErasedEventSchema = eventEnvelope(AccountErasedSubjects.ENGAGEMENT, AccountErasedData);
export const TeacherAccountErasedEventSchema = eventEnvelope(AccountErasedSubjects.TEACHER, AccountErasedData);
export const RealtimeAccountErasedEventSchema = eventEnvelope(AccountErasedSubjects.REALTIME, AccountErasedData);
