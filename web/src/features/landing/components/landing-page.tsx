import { Link } from 'react-router-dom';
import { Logo } from '../../../components/ui/logo';
import { PlanCard, planActionClass } from '../../../components/ui/plan-card';
import { paths } from '../../../config/paths';
import { FREE_PLAN, PREMIUM_PLAN } from '../../../config/plans';

const FEATURES = [
  { icon: '⚡', title: 'Lightning Fast', text: 'Quick-fire problems and speed challenges that keep your brain buzzing.' },
  { icon: '🤝', title: 'Multiplayer Fun', text: 'Battle your friends in realtime maths duels and climb the ranks.' },
  { icon: '🏆', title: 'Earn Rewards', text: 'Collect XP, coins and gems, level up and keep your streak alive.' },
  { icon: '🤖', title: 'AI Tutor', text: 'Stuck? Friendly hints guide you step by step to the answer.' },
] as const;

/** The two plans compared here (/plans shows all), each with its call to action; both lead to registration. */
const PLANS = [
  { plan: FREE_PLAN, cta: 'Get Started' },
  { plan: PREMIUM_PLAN, cta: 'Start Free Trial' },
] as const;

/** Public landing page: the pitch, four feature cards, the two-plan comparison and a footer. */
export default function LandingPage() {
  return (
    <div className="landing">
      <header className="topbar">
        <Logo />
        <nav className="topbar__nav" aria-label="Account">
          <Link to={paths.login.getHref()} className="btn btn--ghost">
            Log In
          </Link>
          <Link to={paths.register.getHref()} className="btn btn--primary">
            Sign Up
          </Link>
        </nav>
      </header>

      <main id="main">
        <section className="hero" aria-labelledby="hero-title">
          <div className="hero__text">
            <h1 id="hero-title">
              Level up your <span className="text-gradient">maths powers!</span>
            </h1>
            <p className="hero__lead">
              MathQuest turns practice into a game for grades 4 to 8. Solve problems, earn XP and coins, keep your streak and
              beat your best combo.
            </p>
            <div className="button-row">
              <Link to={paths.register.getHref()} className="btn btn--primary btn--large">
                Start Playing Free
              </Link>
              <Link to={paths.login.getHref()} className="btn btn--secondary btn--large">
                I Have an Account
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
            Why kids love MathQuest
          </h2>
          <ul className="feature-grid">
            {FEATURES.map((f) => (
              <li key={f.title} className="feature-card">
                <span className="feature-card__icon" aria-hidden="true">
                  {f.icon}
                </span>
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="section" aria-labelledby="plans-title">
          <h2 id="plans-title" className="section__title">
            Choose your plan
          </h2>
          <div className="plan-grid plan-grid--two">
            {PLANS.map(({ plan, cta }) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                heading="h3"
                popularLabel="Most popular"
                wording="pitch"
                price={
                  <>
                    <strong>{plan.monthlyPrice}</strong> <span>per month</span>
                  </>
                }
              >
                <Link to={paths.register.getHref()} className={planActionClass(plan)}>
                  {cta}
                </Link>
              </PlanCard>
            ))}
          </div>
        </section>
      </main>

      <footer className="footer">
        <Logo />
        <nav aria-label="Footer" className="footer__links">
          <Link to={paths.register.getHref()}>Sign Up</Link>
          <Link to={paths.login.getHref()}>Log In</Link>
        </nav>
        <p>© {new Date().getFullYear()} MathQuest. Maths practice that feels like play, for grades 4 to 8.</p>
      </footer>
    </div>
  );
}
