import { useEffect, useState } from 'react';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { getChildren, type ChildSummary } from '../api/get-children';
import { levelPercent, statsOf } from '../utils/level-progress';

/** A parent's linked students with their main numbers. */
export function ChildrenPanel() {
  const [children, setChildren] = useState<ChildSummary[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    getChildren()
      .then((r) => live && setChildren(r.children))
      .catch((err: unknown) => {
        console.error('Failed to load children', err);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, []);

  return (
    <section className="section" aria-labelledby="children-title">
      <h2 id="children-title" className="section__title section__title--left">
        Your children
      </h2>
      {failed ? (
        <p className="empty-state">We could not load your children right now. Please try again later.</p>
      ) : children === null ? (
        <InlineLoading message="Loading your children..." />
      ) : children.length === 0 ? (
        <p className="empty-state">No linked student accounts yet. Once you link your child's account, their progress shows here.</p>
      ) : (
        <ul className="child-grid">
          {children.map((c) => {
            const s = statsOf(c.studentProfile);
            const pct = levelPercent(s);
            return (
              <li key={c.id} className="child-card">
                <span className="avatar avatar--large" aria-hidden="true">
                  {(c.profile.displayName || c.profile.username).charAt(0).toUpperCase()}
                </span>
                <h3>{c.profile.displayName}</h3>
                <p className="muted">@{c.profile.username}</p>
                <dl className="child-card__stats">
                  <div>
                    <dt>Level</dt>
                    <dd>{s.level}</dd>
                  </div>
                  <div>
                    <dt>XP</dt>
                    <dd>{s.totalXp}</dd>
                  </div>
                  <div>
                    <dt>Streak</dt>
                    <dd>{s.streak} days</dd>
                  </div>
                  <div>
                    <dt>Accuracy</dt>
                    <dd>{c.studentProfile.averageAccuracy}%</dd>
                  </div>
                </dl>
                <div className="xp-bar xp-bar--small" role="progressbar" aria-label={`${c.profile.displayName}'s level progress`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
                  <div className="xp-bar__fill" style={{ width: `${pct}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
