import { PageShell } from '../../../components/layouts/page-shell';
import { PlanCard, planActionClass } from '../../../components/ui/plan-card';
import { paths } from '../../../config/paths';
import { PLANS } from '../../../config/plans';

/** /plans: the three plans side by side. Payment is not integrated yet: every button says so. */
export default function PlansPage() {
  return (
    <PageShell back={{ to: paths.profile.getHref(), label: 'Back to Profile' }}>
      <h1 className="page-title">Choose your plan</h1>
      <div className="plan-grid plan-grid--three">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} heading="h2" popularLabel="MOST POPULAR" price={<strong>{plan.monthlyPrice}/mo</strong>}>
            <button type="button" className={planActionClass(plan)} onClick={() => window.alert('Payment integration is coming soon!')}>
              Start Free Trial
            </button>
          </PlanCard>
        ))}
      </div>
    </PageShell>
  );
}
