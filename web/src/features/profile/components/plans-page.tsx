import { PageShell } from '../../../components/layouts/page-shell';
import { PlanCard, planActionClass } from '../../../components/ui/plan-card';
import { paths } from '../../../config/paths';
import { PLANS, planOf, type PlanOffer } from '../../../config/plans';
import { useI18n } from '../../../i18n/use-i18n';
import { useSession } from '../../../stores/session';

/** What a plan's button does, as a value of the `plans.action` select: a trial for a paid plan, a switch for the free one. */
const actionOf = (plan: PlanOffer) => (plan.id === 'FREE' ? 'switchFree' : 'trial');

/**
 * /plans: the three plans side by side, the user's own marked 'Your plan' with no button. Payment
 * is not integrated yet: every other button says so. Each button names its plan for screen readers.
 */
export default function PlansPage() {
  const intl = useI18n();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const current = planOf(useSession((s) => s.user?.plan));
  return (
    <PageShell back={{ to: paths.profile.getHref(), label: t('plans.back') }}>
      <h1 className="page-title">{t('plans.title')}</h1>
      <p className="muted" data-testid="current-plan">
        {t('plans.current', { plan: current.id })}
      </p>
      <div className="plan-grid plan-grid--three">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} heading="h2" popularLabel={t('plans.popular')} price={<strong>{t('plans.price', { price: plan.monthlyPrice })}</strong>}>
            {plan.id === current.id ? (
              <p className="plan-card__current" data-testid={`plan-current-${plan.id}`}>
                <span aria-hidden="true">✓ </span>
                {t('plans.yours')}
              </p>
            ) : (
              <button
                type="button"
                className={planActionClass(plan)}
                aria-label={t('plans.actionLabel', { action: actionOf(plan), plan: plan.id })}
                onClick={() => window.alert(t('plans.comingSoon'))}
              >
                {t('plans.action', { action: actionOf(plan) })}
              </button>
            )}
          </PlanCard>
        ))}
      </div>
    </PageShell>
  );
}
