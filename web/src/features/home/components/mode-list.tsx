import { Link } from 'react-router-dom';
import { classesPaths } from '../../../config/area-paths';
import { paths } from '../../../config/paths';
import { problemsLeftText } from '../../../utils/words';

/**
 * 'Choose Your Mode' (docs/product/web.md, student home): Solo Practice, Multiplayer Battle (the lobby), Speed Challenge (/speed, docs/adr/0135), and My Classes (class assignments).
 * `soloLeft`: problems left today on a plan with a daily limit (null: unlimited or not known). At 0
 * the Solo Practice card says the day's problems are used, with the way to the plans, instead of inviting to play.
 */
export function ModeList({ soloLeft = null }: { soloLeft?: number | null }) {
  return (
    <section aria-labelledby="modes-title" className="section">
      <h2 id="modes-title" className="section__title section__title--left">
        Choose Your Mode
      </h2>
      <ul className="mode-grid">
        <li>
          {soloLeft === 0 ? (
            <div className="mode-card mode-card--done" data-testid="mode-solo-done">
              <span className="mode-card__icon" aria-hidden="true">
                🌟
              </span>
              <span className="mode-card__title">That&apos;s all for today!</span>
              <span className="mode-card__text">You have used today&apos;s free problems. Come back tomorrow, or upgrade to keep playing.</span>
              <Link to={paths.plans.getHref()} className="btn btn--secondary">
                See plans
              </Link>
            </div>
          ) : (
            <Link to={paths.solo.getHref()} className="mode-card mode-card--solo" data-testid="mode-solo">
              <span className="mode-card__icon" aria-hidden="true">
                🎯
              </span>
              <span className="mode-card__title">Solo Practice</span>
              <span className="mode-card__text">Solve problems at your own pace and build a combo.</span>
              {soloLeft !== null ? (
                <span className="pill" data-testid="problems-left">
                  {problemsLeftText(soloLeft)}
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
            <span className="mode-card__title">Multiplayer Battle</span>
            <span className="mode-card__text">Battle a friend with a room code.</span>
          </Link>
        </li>
        <li>
          <Link to={paths.speed.getHref()} className="mode-card" data-testid="mode-speed">
            <span className="mode-card__icon" aria-hidden="true">
              ⏱️
            </span>
            <span className="mode-card__title">Speed Challenge</span>
            <span className="mode-card__text">Solve as many quick problems as you can in 60 seconds.</span>
          </Link>
        </li>
        <li>
          <Link to={classesPaths.myClasses.getHref()} className="mode-card" data-testid="mode-classes">
            <span className="mode-card__icon" aria-hidden="true">
              🏫
            </span>
            <span className="mode-card__title">My Classes</span>
            <span className="mode-card__text">Join your class with a code and play your teacher&apos;s assignments.</span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
