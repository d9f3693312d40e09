import { GuildChatMessages, type GuildReport, type GuildReviewAction, type ServerSocketPayload } from '@mathquest/contracts';
import { useEffect, useState } from 'react';
import { useI18n } from '../../../i18n/use-i18n';
import { getSocket } from '../../../lib/socket';

/**
 * The guild leader's review of reported chat messages (docs/adr/0172), on the guild screen: each
 * reported message with who wrote it, how many reported it, and Put back (RESTORE) or Remove
 * (REMOVE). The list comes over the socket (guild:reports → guild:reports_list) and is sent again
 * after every report and review, so it stays current.
 */
export function ReportedMessages({ guildId }: { guildId: string }) {
  const intl = useI18n('guild');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [reports, setReports] = useState<GuildReport[] | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);

  // The refusal is worded here; the effect keeps the words of the language it was set up in.
  const leaderOnly = t('guild.chat.line.LEADER_ONLY');
  useEffect(() => {
    const socket = getSocket();
    if (!socket) return;
    const ask = () => socket.emit('guild:reports', { guildId });
    const onList = (l: ServerSocketPayload<'guild:reports_list'>) => {
      if (l.guildId === guildId) setReports(l.reports);
    };
    const onRefused = (r: ServerSocketPayload<'guild:message_refused'>) => {
      if (r.guildId === guildId && r.message === GuildChatMessages.LEADER_ONLY) setError(leaderOnly);
    };
    socket.on('guild:reports_list', onList);
    socket.on('guild:message_refused', onRefused);
    socket.on('connect', ask);
    ask();
    return () => {
      socket.off('guild:reports_list', onList);
      socket.off('guild:message_refused', onRefused);
      socket.off('connect', ask);
    };
  }, [guildId, leaderOnly]);

  const review = (r: GuildReport, action: GuildReviewAction) => {
    const socket = getSocket();
    if (!socket?.connected) {
      setError(t('guild.chat.offline'));
      return;
    }
    setError(null);
    socket.emit('guild:review', { guildId, messageId: r.message.id, action });
    setStatus(t('guild.reports.done', { restored: String(action === 'RESTORE'), name: r.message.username }));
  };

  return (
    <section className="panel guild-reports" aria-labelledby="guild-reports-title" data-testid="guild-reports">
      <h2 id="guild-reports-title">{t('guild.reports.title')}</h2>
      <p className="muted">{t('guild.reports.text')}</p>
      {reports === null ? null : reports.length === 0 ? (
        <p className="muted">{t('guild.reports.empty')}</p>
      ) : (
        <ul aria-label={t('guild.reports.title')}>
          {reports.map((r) => (
            <li key={r.message.id}>
              <strong>{r.message.username}</strong>{' '}
              <span className="muted">
                {t('guild.reports.count', { count: r.reportCount })}
              </span>
              <p>{r.message.message}</p>
              <div className="guild-reports__actions">
                <button type="button" className="btn btn--small" aria-label={t('guild.reports.restoreLabel', { name: r.message.username })} onClick={() => review(r, 'RESTORE')}>
                  {t('guild.reports.restore')}
                </button>
                <button type="button" className="btn btn--small btn--secondary" aria-label={t('guild.reports.removeLabel', { name: r.message.username })} onClick={() => review(r, 'REMOVE')}>
                  {t('guild.reports.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="muted" aria-live="polite">
        {status}
      </p>
      {error ? (
        <p className="guild-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
