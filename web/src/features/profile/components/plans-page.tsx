import { PageShell } from '../../../components/layouts/page-shell';
import { PlanCard, planActionClass } from '../../../components/ui/plan-card';
import { paths } from '../../../config/paths';
import { PLANS, planOf, type PlanOffer } from '../../../config/plans';
import { useSession } from '../../../stores/session';

export const PAYMENT_COMING_SOON = 'Payment integration is coming soon!';

/** What a plan's button says: a trial for a paid plan, a switch for the free one. */
function actionText(plan: PlanOffer): string {
  return plan.id === 'FREE' ? 'Switch to Free' : 'Start Free Trial';
}

/**
 * /plans: the three plans side by side, the user's own marked 'Your plan' with no button. Payment
 * is not integrated yet: every other button says so. Each button names its plan for screen readers.
 */
export default function PlansPage() {
  const current = planOf(useSession((s) => s.user?.plan));
  return (
    <PageShell back={{ to: paths.profile.getHref(), label: 'Back to Profile' }}>
      <h1 className="page-title">Choose your plan</h1>
      <p className="muted" data-testid="current-plan">
        You are on the {current.name} plan.
      </p>
      <div className="plan-grid plan-grid--three">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} heading="h2" popularLabel="MOST POPULAR" price={<strong>{plan.monthlyPrice}/mo</strong>}>
            {plan.id === current.id ? (
              <p className="plan-card__current" data-testid={`plan-current-${plan.id}`}>
                <span aria-hidden="true">✓ </span>Your plan
              </p>
            ) : (
              <button
                type="button"
                className={planActionClass(plan)}
                aria-label={`${actionText(plan)}: ${plan.name} plan`}
                onClick={() => window.alert(PAYMENT_COMING_SOON)}
              >
                {actionText(plan)}
              </button>
            )}
          </PlanCard>
        ))}
      </div>
    </PageShell>
  );
}
