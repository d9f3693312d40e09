import { GuildChatMessages, type GuildReport, type GuildReviewAction, type ServerSocketPayload } from '@mathquest/contracts';
import { useEffect, useState } from 'react';
import { getSocket } from '../../../lib/socket';

/**
 * The guild leader's review of reported chat messages (docs/adr/0172), on the guild screen: each
 * reported message with who wrote it, how many reported it, and Put back (RESTORE) or Remove
 * (REMOVE). The list comes over the socket (guild:reports → guild:reports_list) and is sent again
 * after every report and review, so it stays current.
 */
export function ReportedMessages({ guildId }: { guildId: string }) {
  const [reports, setReports] = useState<GuildReport[] | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const socket = getSocket();
    if (!socket) return;
    const ask = () => socket.emit('guild:reports', { guildId });
    const onList = (l: ServerSocketPayload<'guild:reports_list'>) => {
      if (l.guildId === guildId) setReports(l.reports);
    };
    const onRefused = (r: ServerSocketPayload<'guild:message_refused'>) => {
      if (r.guildId === guildId && r.message === GuildChatMessages.LEADER_ONLY) setError(r.message);
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
  }, [guildId]);

  const review = (r: GuildReport, action: GuildReviewAction) => {
    const socket = getSocket();
    if (!socket?.connected) {
      setError('Chat is offline right now. Please try again in a moment.');
      return;
    }
    setError(null);
    socket.emit('guild:review', { guildId, messageId: r.message.id, action });
    setStatus(action === 'RESTORE' ? `Message from ${r.message.username} put back` : `Message from ${r.message.username} removed`);
  };

  return (
    <section className="panel guild-reports" aria-labelledby="guild-reports-title" data-testid="guild-reports">
      <h2 id="guild-reports-title">Reported messages</h2>
      <p className="muted">Members reported these messages. They are hidden from the guild until you put them back or remove them.</p>
      {reports === null ? null : reports.length === 0 ? (
        <p className="muted">No reported messages.</p>
      ) : (
        <ul aria-label="Reported messages">
          {reports.map((r) => (
            <li key={r.message.id}>
              <strong>{r.message.username}</strong>{' '}
              <span className="muted">
                {r.reportCount === 1 ? 'reported once' : `reported ${r.reportCount} times`}
              </span>
              <p>{r.message.message}</p>
              <div className="guild-reports__actions">
                <button type="button" className="btn btn--small" aria-label={`Put back message from ${r.message.username}`} onClick={() => review(r, 'RESTORE')}>
                  Put back
                </button>
                <button type="button" className="btn btn--small btn--secondary" aria-label={`Remove message from ${r.message.username}`} onClick={() => review(r, 'REMOVE')}>
                  Remove
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
