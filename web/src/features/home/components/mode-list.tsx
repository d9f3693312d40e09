import { Link } from 'react-router-dom';
import { classesPaths } from '../../../config/area-paths';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/use-i18n';

/**
 * 'Choose Your Mode' (docs/product/web.md, student home): Solo Practice, Multiplayer Battle (the lobby), Speed Challenge (/speed, docs/adr/0135), and My Classes (class assignments).
 * `soloLeft`: problems left today on a plan with a daily limit (null: unlimited or not known). At 0
 * the Solo Practice card says the day's problems are used, with the way to the plans, instead of inviting to play.
 */
export function ModeList({ soloLeft = null }: { soloLeft?: number | null }) {
  const intl = useI18n('home');
  return (
    <section aria-labelledby="modes-title" className="section">
      <h2 id="modes-title" className="section__title section__title--left">
        {intl.formatMessage({ id: 'home.modes.title' })}
      </h2>
      <ul className="mode-grid">
        <li>
          {soloLeft === 0 ? (
            <div className="mode-card mode-card--done" data-testid="mode-solo-done">
              <span className="mode-card__icon" aria-hidden="true">
                🌟
              </span>
              <span className="mode-card__title">{intl.formatMessage({ id: 'home.modes.soloDone.title' })}</span>
              <span className="mode-card__text">{intl.formatMessage({ id: 'home.modes.soloDone.text' })}</span>
              <Link to={paths.plans.getHref()} className="btn btn--secondary">
                {intl.formatMessage({ id: 'home.modes.soloDone.plans' })}
              </Link>
            </div>
          ) : (
            <Link to={paths.solo.getHref()} className="mode-card mode-card--solo" data-testid="mode-solo">
              <span className="mode-card__icon" aria-hidden="true">
                🎯
              </span>
              <span className="mode-card__title">{intl.formatMessage({ id: 'home.modes.solo.title' })}</span>
              <span className="mode-card__text">{intl.formatMessage({ id: 'home.modes.solo.text' })}</span>
              {soloLeft !== null ? (
                <span className="pill" data-testid="problems-left">
                  {intl.formatMessage({ id: 'home.modes.solo.left' }, { count: soloLeft })}
                </span>
              ) : null}
            </Link>
          )}
        </li>
        <li>
          <Link to={paths.multiplayer.getHref()} className="mode-card" data-testid="mode-multiplayer">
            <span className="mode-card__icon" aria-hidden="true">
              ⚔️
            </span>
            <span className="mode-card__title">{intl.formatMessage({ id: 'home.modes.multiplayer.title' })}</span>
            <span className="mode-card__text">{intl.formatMessage({ id: 'home.modes.multiplayer.text' })}</span>
          </Link>
        </li>
        <li>
          <Link to={paths.speed.getHref()} className="mode-card" data-testid="mode-speed">
            <span className="mode-card__icon" aria-hidden="true">
              ⏱️
            </span>
            <span className="mode-card__title">{intl.formatMessage({ id: 'home.modes.speed.title' })}</span>
            <span className="mode-card__text">{intl.formatMessage({ id: 'home.modes.speed.text' })}</span>
          </Link>
        </li>
        <li>
          <Link to={classesPaths.myClasses.getHref()} className="mode-card" data-testid="mode-classes">
            <span className="mode-card__icon" aria-hidden="true">
              🏫
            </span>
            <span className="mode-card__title">{intl.formatMessage({ id: 'home.modes.classes.title' })}</span>
            <span className="mode-card__text">{intl.formatMessage({ id: 'home.modes.classes.text' })}</span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
