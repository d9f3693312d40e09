import type { ReactNode } from 'react';
import type { PlanOffer } from '../../config/plans';

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
  return (
    <article className={`plan-card${plan.popular ? ' plan-card--popular' : ''}`} aria-label={`${plan.name} plan`}>
      {plan.popular ? <span className="plan-card__badge">{popularLabel}</span> : null}
      <Heading>{plan.name}</Heading>
      <p className="plan-card__price">{price}</p>
      <ul className="plan-card__features">
        {plan.features.map((f) => (
          <li key={f.text} className={f.included ? undefined : 'is-missing'}>
            {wording === 'pitch' ? (f.pitch ?? f.text) : f.text}
          </li>
        ))}
      </ul>
      {children}
    </article>
  );
}

/** The class of a plan card's action: the popular plan's stands out. */
export const planActionClass = (plan: PlanOffer) => `btn ${plan.popular ? 'btn--primary' : 'btn--secondary'} btn--block`;
