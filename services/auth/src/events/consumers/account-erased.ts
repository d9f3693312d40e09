import { AccountErasedSubjects, type ErasingService } from '@mathquest/contracts';
import type { SingleConsumerSpec } from '@mathquest/service-kit';
import type { AuthContext } from '../../use-cases/context.js';
import { acknowledgeErasure, type ErasedSubject } from '../../use-cases/privacy/complete-erasure.js';

const SUBJECTS: Record<ErasingService, ErasedSubject> = {
  game: AccountErasedSubjects.GAME,
  engagement: AccountErasedSubjects.ENGAGEMENT,
  teacher: AccountErasedSubjects.TEACHER,
  realtime: AccountErasedSubjects.REALTIME,
};

/** `<service>.account.erased`, one durable consumer per service's stream (`auth-<service>-account-erased`): counts the acknowledgement. */
export function accountErasedConsumers(ctx: AuthContext): Array<SingleConsumerSpec<ErasedSubject>> {
  return (Object.keys(SUBJECTS) as ErasingService[]).map((service) => ({
    durable: `auth-${service}-account-erased`,
    subjects: [SUBJECTS[service]],
    handle: async ({ data }) => acknowledgeErasure(ctx, service, data),
  }));
}
