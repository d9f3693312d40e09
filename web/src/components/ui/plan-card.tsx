import type { ReactNode } from 'react';
import type { PlanOffer } from '../../config/plans';
import { useI18n } from '../../i18n/use-i18n';

interface PlanCardProps {
  plan: PlanOffer;
  /** The heading level of the plan's name in the page's outline. */
  heading: 'h2' | 'h3';
  /** The popular plan's badge, in the page's wording. */
  popularLabel: string;
  /** The content of the price line. */
  price: ReactNode;
  /** 'pitch': the landing page's longer feature wording where there is one. */
  wording?: 'short' | 'pitch';
  /** The card's call to action; style it with planActionClass. */
  children: ReactNode;
}

/** One plan of a plan comparison: badge, name, price, what it has and lacks, and an action. */
export function PlanCard({ plan, heading: Heading, popularLabel, price, wording = 'short', children }: PlanCardProps) {
  const intl = useI18n();
  return (
    <article className={`plan-card${plan.popular ? ' plan-card--popular' : ''}`} aria-label={intl.formatMessage({ id: 'plan.cardLabel' }, { plan: plan.id })}>
      {plan.popular ? <span className="plan-card__badge">{popularLabel}</span> : null}
      <Heading>{intl.formatMessage({ id: 'plan.name' }, { plan: plan.id })}</Heading>
      <p className="plan-card__price">{price}</p>
      <ul className="plan-card__features">
        {plan.features.map((f) => (
          <li key={f.id} className={f.included ? undefined : 'is-missing'}>
            {intl.formatMessage({ id: 'plan.feature' }, { feature: wording === 'pitch' && f.pitch ? `${f.id}Pitch` : f.id })}
          </li>
        ))}
      </ul>
      {children}
    </article>
  );
}

/** The class of a plan card's action: the popular plan's stands out. */
export const planActionClass = (plan: PlanOffer) => `btn ${plan.popular ? 'btn--primary' : 'btn--secondary'} btn--block`;
