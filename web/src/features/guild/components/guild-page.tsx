import { useQueryClient } from '@tanstack/react-query';
import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { paths } from '../../../config/paths';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { useI18n } from '../../../i18n/use-i18n';
import type { MyGuild } from '../api/guild-api';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { setMyGuild, useMyGuild } from '../../../components/guild/get-my-guild';
import { GuildHall } from './guild-hall';
import { NoGuild } from './no-guild';
import '../../../components/social/social.css';
import './guild.css';

/**
 * /guild (docs/product/social.md#guilds): without a guild, 'You're not in a guild yet!' with
 * Browse Guilds (browse, search, join) and a form to start one; in a guild, its hall (header,
 * stat tiles, XP bar, Overview / Members / Events / Leaderboard tabs and the chat).
 */
export default function GuildPage() {
  const intl = useI18n('guild');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const client = useQueryClient();
  const { data, error: loadError, refetch } = useMyGuild();
  useLoggedFailure(loadError, 'Failed to load your guild');
  const mine = data ?? null;
  const error = loadError && !data ? wordError(intl, errorFactsOf(loadError), 'guild.loadFailed') : null;
  const reload = () => void refetch();
  const setMine = (g: MyGuild) => setMyGuild(client, g);

  return (
    <PageShell header={<UserHeader />} back={{ to: paths.dashboard.getHref(), label: t('guild.back') }}>
      <h1 className="page-title">{t('guild.title')}</h1>
      {error ? (
        <div className="panel panel--error" role="alert">
          <p>{error}</p>
          <button type="button" className="btn btn--primary" onClick={reload}>
            {t('guild.retry')}
          </button>
        </div>
      ) : mine === null ? (
        <InlineLoading message={t('guild.loading')} />
      ) : mine.guild && mine.role ? (
        <GuildHall guild={mine.guild} role={mine.role} onChanged={setMine} onLeft={() => setMine({ guild: null, role: null })} />
      ) : (
        <NoGuild onJoined={setMine} />
      )}
    </PageShell>
  );
}
