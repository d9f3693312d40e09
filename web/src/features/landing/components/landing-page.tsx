import { Link } from 'react-router-dom';
import { Logo } from '../../../components/ui/logo';
import { PlanCard, planActionClass } from '../../../components/ui/plan-card';
import { paths } from '../../../config/paths';
import { FREE_PLAN, PREMIUM_PLAN } from '../../../config/plans';
import { useI18n } from '../../../i18n/use-i18n';

/** The four feature cards: each one's words are `landing.feature.<key>.title` and `.text`. */
const FEATURES = [
  { icon: '⚡', key: 'fast' },
  { icon: '🤝', key: 'multiplayer' },
  { icon: '🏆', key: 'rewards' },
  { icon: '🤖', key: 'tutor' },
] as const;

/** The two plans compared here (/plans shows all), each with its call to action; both lead to registration. */
const PLANS = [
  { plan: FREE_PLAN, cta: 'landing.plans.free' },
  { plan: PREMIUM_PLAN, cta: 'landing.plans.premium' },
] as const;

/** Public landing page: the pitch, four feature cards, the two-plan comparison and a footer. */
export default function LandingPage() {
  const intl = useI18n('landing');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <div className="landing">
      <header className="topbar">
        <Logo />
        <nav className="topbar__nav" aria-label={t('landing.nav.account')}>
          <Link to={paths.login.getHref()} className="btn btn--ghost">
            {t('landing.login')}
          </Link>
          <Link to={paths.register.getHref()} className="btn btn--primary">
            {t('landing.signUp')}
          </Link>
        </nav>
      </header>

      <main id="main">
        <section className="hero" aria-labelledby="hero-title">
          <div className="hero__text">
            <h1 id="hero-title">
              {intl.formatMessage(
                { id: 'landing.hero.title' },
                {
                  em: (words) => (
                    <span key="em" className="text-gradient">
                      {words}
                    </span>
                  ),
                },
              )}
            </h1>
            <p className="hero__lead">{t('landing.hero.lead', { from: 4, to: 8 })}</p>
            <div className="button-row">
              <Link to={paths.register.getHref()} className="btn btn--primary btn--large">
                {t('landing.hero.start')}
              </Link>
              <Link to={paths.login.getHref()} className="btn btn--secondary btn--large">
                {t('landing.hero.haveAccount')}
              </Link>
            </div>
          </div>
          <div className="hero__art" aria-hidden="true">
            <div className="hero__bubble hero__bubble--a">3/4 + 1/8</div>
            <div className="hero__bubble hero__bubble--b">7 × 8</div>
            <div className="hero__bubble hero__bubble--c">x² = 49</div>
            <div className="hero__badge">🚀</div>
          </div>
        </section>

        <section className="section" aria-labelledby="features-title">
          <h2 id="features-title" className="section__title">
            {t('landing.features.title')}
          </h2>
          <ul className="feature-grid">
            {FEATURES.map((f) => (
              <li key={f.key} className="feature-card">
                <span className="feature-card__icon" aria-hidden="true">
                  {f.icon}
                </span>
                <h3>{t(`landing.feature.${f.key}.title`)}</h3>
                <p>{t(`landing.feature.${f.key}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="section" aria-labelledby="plans-title">
          <h2 id="plans-title" className="section__title">
            {t('landing.plans.title')}
          </h2>
          <div className="plan-grid plan-grid--two">
            {PLANS.map(({ plan, cta }) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                heading="h3"
                popularLabel={t('landing.plans.popular')}
                wording="pitch"
                price={
                  <>
                    <strong>{plan.monthlyPrice}</strong> <span>{t('landing.plans.perMonth')}</span>
                  </>
                }
              >
                <Link to={paths.register.getHref()} className={planActionClass(plan)}>
                  {t(cta)}
                </Link>
              </PlanCard>
            ))}
          </div>
        </section>
      </main>

      <footer className="footer">
        <Logo />
        <nav aria-label={t('landing.nav.footer')} className="footer__links">
          <Link to={paths.register.getHref()}>{t('landing.signUp')}</Link>
          <Link to={paths.login.getHref()}>{t('landing.login')}</Link>
        </nav>
        <p>{t('landing.footer', { year: new Date().getFullYear(), from: 4, to: 8 })}</p>
      </footer>
    </div>
  );
}
