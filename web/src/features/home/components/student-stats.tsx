import type { StudentProfile } from '@mathquest/contracts';
import { useI18n } from '../../../i18n/use-i18n';
import { levelPercent, levelXp, statsOf } from '../utils/level-progress';

/** `loading`: the numbers are being re-read; they show as placeholders until then (never old numbers as current). */
export function StudentStatsPanel({ profile, loading = false }: { profile: StudentProfile | null; loading?: boolean }) {
  const intl = useI18n('home');
  if (loading) {
    return (
      <section aria-label={intl.formatMessage({ id: 'home.stats.label' })} aria-busy="true" className="stat-grid" data-testid="stats-loading">
        {(['level', 'xp', 'streak', 'coins'] as const).map((key) => (
          <div key={key} className="stat-card stat-card--loading">
            <span className="stat-card__value" aria-hidden="true">
              …
            </span>
            <span className="stat-card__label">{intl.formatMessage({ id: 'home.stats.card' }, { key })}</span>
          </div>
        ))}
        <p className="sr-only" role="status">
          {intl.formatMessage({ id: 'home.stats.loading' })}
        </p>
      </section>
    );
  }
  const s = statsOf(profile);
  const pct = levelPercent(s);
  const next = s.level + 1;
  // The bar fills within the current level (ADR 0021), so its own numbers are XP since this level began.
  const { earned, needed } = levelXp(s);
  const inLevel = intl.formatMessage({ id: 'home.xp.inLevel' }, { earned, needed, level: s.level });
  const cards = [
    { key: 'level', value: intl.formatNumber(s.level), icon: '⭐', tone: 'purple' },
    { key: 'xp', value: intl.formatNumber(s.totalXp), icon: '✨', tone: 'blue' },
    { key: 'streak', value: intl.formatMessage({ id: 'home.days' }, { count: s.streak }), icon: '🔥', tone: 'orange' },
    { key: 'coins', value: intl.formatNumber(s.coins), icon: '🪙', tone: 'yellow' },
  ] as const;
  return (
    <>
      <section aria-label={intl.formatMessage({ id: 'home.stats.label' })} className="stat-grid">
        {cards.map((c) => (
          <div key={c.key} className={`stat-card stat-card--${c.tone}`} data-testid={`stat-${c.key}`}>
            <span className="stat-card__icon" aria-hidden="true">
              {c.icon}
            </span>
            <span className="stat-card__value">{c.value}</span>
            <span className="stat-card__label">{intl.formatMessage({ id: 'home.stats.card' }, { key: c.key })}</span>
          </div>
        ))}
      </section>
      <section className="panel" aria-labelledby="xp-progress-title">
        <div className="xp-bar__header">
          <h2 id="xp-progress-title">{intl.formatMessage({ id: 'home.xp.title' }, { level: s.level })}</h2>
          {/* Cumulative numbers (docs/product/web.md, student home), labelled as totals so they are not read as the bar's fraction. */}
          <span data-testid="xp-progress-text">{intl.formatMessage({ id: 'home.xp.total' }, { xp: s.totalXp, next: s.xpToNextLevel })}</span>
        </div>
        <div
          className="xp-bar"
          role="progressbar"
          aria-label={intl.formatMessage({ id: 'home.xp.barLabel' }, { level: next })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={pct}
          aria-valuetext={intl.formatMessage({ id: 'home.xp.barValue' }, { pct, inLevel })}
        >
          <div className="xp-bar__fill" style={{ width: `${pct}%` }} />
        </div>
        <p className="xp-bar__pct" data-testid="xp-progress-pct">
          {intl.formatMessage({ id: 'home.xp.pct' }, { pct, level: next, inLevel })}
        </p>
      </section>
    </>
  );
}
