import type { StudentProfile } from '@mathquest/contracts';
import { daysText } from '../../../utils/words';
import { levelPercent, levelXp, statsOf } from '../utils/level-progress';

/** `loading`: the numbers are being re-read; they show as placeholders until then (never old numbers as current). */
export function StudentStatsPanel({ profile, loading = false }: { profile: StudentProfile | null; loading?: boolean }) {
  if (loading) {
    return (
      <section aria-label="Your stats" aria-busy="true" className="stat-grid" data-testid="stats-loading">
        {['Level', 'XP', 'Streak', 'Coins'].map((label) => (
          <div key={label} className="stat-card stat-card--loading">
            <span className="stat-card__value" aria-hidden="true">
              …
            </span>
            <span className="stat-card__label">{label}</span>
          </div>
        ))}
        <p className="sr-only" role="status">
          Loading your numbers...
        </p>
      </section>
    );
  }
  const s = statsOf(profile);
  const pct = levelPercent(s);
  const next = s.level + 1;
  // The bar fills within the current level (ADR 0021), so its own numbers are XP since this level began.
  const { earned, needed } = levelXp(s);
  const inLevel = `${earned.toLocaleString()} of ${needed.toLocaleString()} XP in Level ${s.level}`;
  const cards = [
    { key: 'level', label: 'Level', value: s.level, icon: '⭐', tone: 'purple' },
    { key: 'xp', label: 'XP', value: s.totalXp.toLocaleString(), icon: '✨', tone: 'blue' },
    { key: 'streak', label: 'Streak', value: daysText(s.streak), icon: '🔥', tone: 'orange' },
    { key: 'coins', label: 'Coins', value: s.coins.toLocaleString(), icon: '🪙', tone: 'yellow' },
  ] as const;
  return (
    <>
      <section aria-label="Your stats" className="stat-grid">
        {cards.map((c) => (
          <div key={c.key} className={`stat-card stat-card--${c.tone}`} data-testid={`stat-${c.key}`}>
            <span className="stat-card__icon" aria-hidden="true">
              {c.icon}
            </span>
            <span className="stat-card__value">{c.value}</span>
            <span className="stat-card__label">{c.label}</span>
          </div>
        ))}
      </section>
      <section className="panel" aria-labelledby="xp-progress-title">
        <div className="xp-bar__header">
          <h2 id="xp-progress-title">Level {s.level} progress</h2>
          {/* Cumulative numbers (docs/product/web.md, student home), labelled as totals so they are not read as the bar's fraction. */}
          <span data-testid="xp-progress-text">
            Total: {s.totalXp.toLocaleString()} / {s.xpToNextLevel.toLocaleString()} XP
          </span>
        </div>
        <div
          className="xp-bar"
          role="progressbar"
          aria-label={`Progress to Level ${next}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={pct}
          aria-valuetext={`${pct}%, ${inLevel}`}
        >
          <div className="xp-bar__fill" style={{ width: `${pct}%` }} />
        </div>
        <p className="xp-bar__pct" data-testid="xp-progress-pct">
          {pct}% of the way to Level {next} ({inLevel})
        </p>
      </section>
    </>
  );
}
