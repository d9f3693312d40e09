import type { Guild } from '../api/guild-api';

/** The guild hall's Overview tab (docs/product/social.md#guilds). */
export function Overview({ guild }: { guild: Guild }) {
  return (
    <div className="guild-overview">
      <section aria-labelledby="guild-benefits">
        <h3 id="guild-benefits">Benefits</h3>
        <ul>
          {guild.benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="guild-activity">
        <h3 id="guild-activity">Activity</h3>
        {guild.activity.length === 0 ? (
          <p className="muted">No activity yet</p>
        ) : (
          <ul className="guild-activity">
            {guild.activity.map((a) => (
              <li key={`${a.at}-${a.type}-${a.username}`}>
                {a.text} <span className="muted">· {new Date(a.at).toLocaleDateString()}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="guild-top">
        <h3 id="guild-top">Top Contributors This Week</h3>
        {guild.topContributors.every((c) => c.weeklyXp === 0) ? (
          <p className="muted">No XP earned this week yet. Solve problems to help your guild!</p>
        ) : (
          <ol className="guild-top">
            {guild.topContributors.map((c) => (
              <li key={c.id}>
                <strong>{c.username}</strong> <span className="muted">{c.weeklyXp} XP</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
