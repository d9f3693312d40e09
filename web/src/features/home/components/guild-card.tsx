import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useMyGuild } from '../../../components/guild/get-my-guild';
import { useI18n } from '../../../i18n/use-i18n';

/**
 * The dashboard's guild card (docs/product/web.md, student dashboard): the student's guild (icon,
 * name, level, rank, weekly XP) or 'Join a Guild!'. It loads on its own, so a slow or failed guild
 * call never holds up the dashboard: until it answers, and if it fails, the card invites the
 * student to /guild, which shows the guild or the way to join one.
 */
export function GuildCard() {
  const intl = useI18n('home');
  const { data, error } = useMyGuild();
  useEffect(() => {
    if (error) console.warn("Guild not loaded; showing 'Join a Guild!'", error);
  }, [error]);
  const guild = data?.guild ?? null;

  return (
    <Link to={paths.guild.getHref()} className="dash-card guild-card" data-testid="guild-card">
      {guild ? (
        <>
          <span className="dash-card__icon" aria-hidden="true">
            {guild.icon}
          </span>
          <strong data-testid="guild-card-name">{guild.name}</strong>
          <span data-testid="guild-card-level">{intl.formatMessage({ id: 'home.guild.level' }, { level: guild.level, rank: guild.rank })}</span>
          <span className="muted">{intl.formatMessage({ id: 'home.guild.weeklyXp' }, { xp: guild.weeklyXp })}</span>
        </>
      ) : (
        <>
          <span className="dash-card__icon" aria-hidden="true">
            🛡️
          </span>
          <strong>{intl.formatMessage({ id: 'home.guild.join' })}</strong>
          <span className="muted">{intl.formatMessage({ id: 'home.guild.joinText' })}</span>
        </>
      )}
    </Link>
  );
}
