import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

const PLANS = [
  { name: 'Free', price: '$0/mo', features: ['3 problems per day', 'Solo mode only', 'No AI tutor', 'No multiplayer'], popular: false },
  { name: 'Premium', price: '$9.99/mo', features: ['Unlimited problems', 'All game modes', 'AI tutor', 'Multiplayer'], popular: true },
  {
    name: 'Family',
    price: '$19.99/mo',
    features: ['Everything in Premium', 'Up to 5 student accounts', 'Parent dashboard', 'Progress reports'],
    popular: false,
  },
] as const;

/** /plans (spec 02 §2): payment is not integrated yet. */
export default function PlansPage() {
  return (
    <div className="app-page">
      <main className="container" id="main">
        <Link to={paths.profile.getHref()} className="back-link">
          ← Back to Profile
        </Link>
        <h1 className="page-title">Choose your plan</h1>
        <div className="plan-grid plan-grid--three">
          {PLANS.map((p) => (
            <article key={p.name} className={`plan-card${p.popular ? ' plan-card--popular' : ''}`} aria-label={`${p.name} plan`}>
              {p.popular ? <span className="plan-card__badge">MOST POPULAR</span> : null}
              <h2>{p.name}</h2>
              <p className="plan-card__price">
                <strong>{p.price}</strong>
              </p>
              <ul className="plan-card__features">
                {p.features.map((f) => (
                  <li key={f} className={f.startsWith('No ') ? 'is-missing' : undefined}>
                    {f}
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className={`btn ${p.popular ? 'btn--primary' : 'btn--secondary'} btn--block`}
                onClick={() => window.alert('Payment integration is coming soon!')}
              >
                Start Free Trial
              </button>
            </article>
          ))}
        </div>
      </main>
    </div>
  );
}
