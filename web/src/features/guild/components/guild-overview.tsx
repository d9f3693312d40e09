import { useI18n } from '../../../i18n/use-i18n';
import type { Guild } from '../api/guild-api';
import { shownName } from '../chat-words';

/** The benefits every guild has, as the server lists them (the maximum members and the guild's level are the facts they name). */
const BENEFITS = ['guild.benefit.members', 'guild.benefit.chat', 'guild.benefit.events', 'guild.benefit.xp', 'guild.benefit.ranking'];

/**
 * The guild hall's Overview tab (docs/product/social.md#guilds). The benefits and each activity line
 * are worded here from their facts (the server's English sentences are not shown).
 */
export function Overview({ guild }: { guild: Guild }) {
  const intl = useI18n('guild');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <div className="guild-overview">
      <section aria-labelledby="guild-benefits">
        <h3 id="guild-benefits">{t('guild.overview.benefits')}</h3>
        <ul>
          {BENEFITS.map((b) => (
            <li key={b}>{t(b, { max: guild.maxMembers, level: guild.level })}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="guild-activity">
        <h3 id="guild-activity">{t('guild.overview.activity')}</h3>
        {guild.activity.length === 0 ? (
          <p className="muted">{t('guild.overview.noActivity')}</p>
        ) : (
          <ul className="guild-activity">
            {guild.activity.map((a) => (
              <li key={`${a.at}-${a.type}-${a.username}`}>
                {t('guild.activity', { type: a.type, name: shownName(intl, a.username) })} <span className="muted">· {intl.formatDate(a.at, { dateStyle: 'medium' })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="guild-top">
        <h3 id="guild-top">{t('guild.overview.top')}</h3>
        {guild.topContributors.every((c) => c.weeklyXp === 0) ? (
          <p className="muted">{t('guild.overview.noXp')}</p>
        ) : (
          <ol className="guild-top">
            {guild.topContributors.map((c) => (
              <li key={c.id}>
                <strong>{c.username}</strong> <span className="muted">{t('guild.xpAmount', { xp: c.weeklyXp })}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
