import { GUILD_MESSAGE_MAX, type ChatOffBy, type ServerSocketPayload } from '@mathquest/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { ParentApprovalNotice, useAccountLimited } from '../../../components/ui/parent-approval-notice';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { useI18n } from '../../../i18n/use-i18n';
import { chatLine, chatOffLine, shownMessage, shownName } from '../chat-words';
import { useQueryClient } from '@tanstack/react-query';
import { mergeGuildMessages, updateGuildMessages, useGuildMessages } from '../api/get-guild-messages';
import type { GuildMessage } from '../api/guild-api';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { getSocket } from '../../../lib/socket';

const TYPING_SHOWN_MS = 3000;
const TYPING_SENT_EVERY_MS = 2000;

/**
 * Guild chat (docs/product/social.md#guild-chat): the last 100 messages from the server, then
 * live ones over the socket (join:guild, guild:message, guild:typing). The list is a polite log;
 * a refusal (filter, too fast, too long, chat turned off) is shown as an alert saying why. Each
 * other member's message has a Report button (docs/adr/0172): a reported message leaves the list
 * for everyone but its author, who sees it marked until the leader reviews it. When a parent or
 * teacher turned the student's chat off (docs/adr/0171), the message box says so and is disabled.
 * The server's lines (refusals, the report's answer) are kept as sent and worded when shown (../chat-words.ts).
 */
export function GuildChat({ guildId, myId, myName }: { guildId: string; myId: string; myName: string }) {
  const intl = useI18n('guild');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const client = useQueryClient();
  const history = useGuildMessages(guildId);
  // A failed history read shows the chat empty with the reason; live messages still arrive.
  const messages = history.data ?? (history.isError ? [] : null);
  const [text, setText] = useState('');
  /** The last refusal: the server's line (worded when shown) or the app's own key. */
  const [actionError, setError] = useState<{ code?: string; message: string } | { key: string } | null>(null);
  /** The reason the history could not be read, until the student sends or reports. */
  const [historyErrorSeen, setHistoryErrorSeen] = useState(false);
  useLoggedFailure(history.error, 'Failed to load the chat');
  const error = actionError
    ? 'key' in actionError
      ? t(actionError.key)
      : chatLine(intl, actionError)
    : history.isError && !history.data && !historyErrorSeen
      ? wordError(intl, errorFactsOf(history.error), 'guild.chat.loadFailed')
      : null;
  const [typing, setTyping] = useState<string | null>(null);
  const [offline, setOffline] = useState(false);
  /** True once the server put this socket in the guild's room (guild:joined). */
  const [joined, setJoined] = useState(false);
  /** Who turned this student's chat off (empty: on), as the server says on join and on change. */
  const [chatOffBy, setChatOffBy] = useState<ChatOffBy>([]);
  /** The answer to the last report (the server's line, worded when shown), read out politely. */
  const [notice, setNotice] = useState<string | null>(null);
  const lastTyping = useRef(0);
  const listRef = useRef<HTMLDivElement>(null);

  // The socket's chat pushes change the cached history (features/guild/api/get-guild-messages.ts).
  useEffect(() => {
    const setMessages = (change: (list: GuildMessage[]) => GuildMessage[]) => updateGuildMessages(client, guildId, change);
    const socket = getSocket();
    if (!socket) {
      setOffline(true);
      return;
    }
    const join = () => socket.emit('join:guild', { guildId });
    const onJoined = (j: ServerSocketPayload<'guild:joined'>) => {
      if (j.guildId !== guildId) return;
      setJoined(true);
      setChatOffBy(j.chatOffBy);
    };
    const onChatState = (c: ServerSocketPayload<'guild:chat_state'>) => setChatOffBy(c.chatOffBy);
    const onHidden = (h: ServerSocketPayload<'guild:message_hidden'>) => {
      if (h.guildId !== guildId) return;
      setMessages((now) => now.flatMap((m) => (m.id !== h.messageId ? [m] : m.userId === myId ? [{ ...m, held: true }] : [])));
    };
    const onRestored = (m: ServerSocketPayload<'guild:message_restored'>) => {
      if (m.guildId === guildId) setMessages((now) => mergeGuildMessages(now, [{ ...m, held: false }]));
    };
    const onRemoved = (r: ServerSocketPayload<'guild:message_removed'>) => {
      if (r.guildId === guildId) setMessages((now) => now.filter((m) => m.id !== r.messageId));
    };
    const onReported = (r: ServerSocketPayload<'guild:reported'>) => {
      if (r.guildId === guildId) setNotice(r.message);
    };
    const onDisconnect = () => setJoined(false);
    const onMessage = (m: ServerSocketPayload<'guild:message_received'>) => {
      if (m.guildId !== guildId) return;
      setMessages((now) => mergeGuildMessages(now, [m]));
      setTyping((t) => (t === m.username ? null : t));
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onTyping = (t: ServerSocketPayload<'guild:user_typing'>) => {
      if (t.guildId !== guildId || t.username === myName) return;
      setTyping(t.username);
      clearTimeout(timer);
      timer = setTimeout(() => setTyping(null), TYPING_SHOWN_MS);
    };
    const onRefused = (r: ServerSocketPayload<'guild:message_refused'>) => {
      if (r.guildId === guildId) setError({ code: r.code, message: r.message });
    };
    socket.on('guild:joined', onJoined);
    socket.on('disconnect', onDisconnect);
    join();
    socket.on('connect', join);
    socket.on('guild:message_received', onMessage);
    socket.on('guild:user_typing', onTyping);
    socket.on('guild:message_refused', onRefused);
    socket.on('guild:chat_state', onChatState);
    socket.on('guild:message_hidden', onHidden);
    socket.on('guild:message_restored', onRestored);
    socket.on('guild:message_removed', onRemoved);
    socket.on('guild:reported', onReported);
    return () => {
      socket.off('guild:chat_state', onChatState);
      socket.off('guild:message_hidden', onHidden);
      socket.off('guild:message_restored', onRestored);
      socket.off('guild:message_removed', onRemoved);
      socket.off('guild:reported', onReported);
      clearTimeout(timer);
      socket.off('connect', join);
      socket.off('guild:joined', onJoined);
      socket.off('disconnect', onDisconnect);
      socket.off('guild:message_received', onMessage);
      socket.off('guild:user_typing', onTyping);
      socket.off('guild:message_refused', onRefused);
    };
  }, [client, guildId, myId, myName]);

  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages]);

  const send = (e: FormEvent) => {
    e.preventDefault();
    const message = text.trim();
    if (!message) return;
    const socket = getSocket();
    if (!socket?.connected) {
      setError({ key: 'guild.chat.offline' });
      return;
    }
    setError(null);
    setHistoryErrorSeen(true);
    socket.emit('guild:message', { guildId, message });
    setText('');
  };
  const report = (m: GuildMessage) => {
    const socket = getSocket();
    if (!socket?.connected) {
      setError({ key: 'guild.chat.offline' });
      return;
    }
    setError(null);
    setHistoryErrorSeen(true);
    socket.emit('guild:report', { guildId, messageId: m.id });
  };
  const chatOff = chatOffBy.length > 0;
  const limited = useAccountLimited();
  const onInput = (value: string) => {
    setText(value);
    const socket = getSocket();
    if (socket?.connected && value && Date.now() - lastTyping.current > TYPING_SENT_EVERY_MS) {
      lastTyping.current = Date.now();
      socket.emit('guild:typing', { guildId, username: myName || 'student' });
    }
  };

  return (
    <section id="guild-chat" className="panel guild-chat" aria-labelledby="guild-chat-title">
      <h2 id="guild-chat-title">{t('guild.chat.title')}</h2>
      <p className="muted guild-chat__status" aria-live="polite" data-testid="chat-status" data-joined={joined}>
        {t('guild.chat.connection', { state: joined ? 'joined' : offline ? 'offline' : 'connecting' })}
      </p>
      {messages === null ? (
        <InlineLoading message={t('guild.chat.loading')} />
      ) : messages.length === 0 ? (
        <p className="muted" data-testid="chat-empty">
          {t('guild.chat.empty')}
        </p>
      ) : null}
      <div ref={listRef} className="guild-chat__list" role="log" aria-live="polite" aria-label={t('guild.chat.messages')} data-testid="chat-messages">
        <ol>
        {(messages ?? []).map((m) => (
          <li key={m.id} className={`guild-chat__msg${m.userId === myId ? ' guild-chat__msg--mine' : ''}${m.held ? ' guild-chat__msg--held' : ''}`}>
            <strong>{m.userId === myId ? t('guild.chat.you') : shownName(intl, m.username, m.userId)}</strong> <span className="muted">{intl.formatTime(m.sentAt, { hour: '2-digit', minute: '2-digit' })}</span>
            {m.userId !== myId ? (
              <button type="button" className="btn btn--small guild-chat__report" aria-label={t('guild.chat.reportLabel', { name: shownName(intl, m.username, m.userId) })} onClick={() => report(m)}>
                {t('guild.chat.report')}
              </button>
            ) : null}
            <p>{shownMessage(intl, m)}</p>
            {m.held ? <p className="muted guild-chat__held">{t('guild.chat.held')}</p> : null}
          </li>
        ))}
        </ol>
      </div>
      <p className="guild-chat__typing muted" aria-live="polite">
        {typing ? t('guild.chat.typing', { name: typing }) : ''}
      </p>
      <p className="muted guild-chat__notice" aria-live="polite" data-testid="chat-notice">
        {notice === null ? '' : chatLine(intl, { message: notice })}
      </p>
      {error ? (
        <p className="guild-error" role="alert">
          {error}
        </p>
      ) : null}
      {chatOff ? (
        <p id="guild-chat-off" className="guild-chat__off" data-testid="chat-off">
          {chatOffLine(intl, chatOffBy)}
        </p>
      ) : null}
      {limited ? <ParentApprovalNotice feature="CHAT" /> : (
      <form className="guild-chat__form" onSubmit={send}>
        <label htmlFor="guild-chat-input">{t('guild.chat.message')}</label>
        <input
          id="guild-chat-input"
          value={text}
          maxLength={GUILD_MESSAGE_MAX}
          autoComplete="off"
          disabled={chatOff}
          aria-describedby={chatOff ? 'guild-chat-off' : undefined}
          onChange={(e) => onInput(e.target.value)}
        />
        <button type="submit" className="btn btn--primary" disabled={chatOff || !text.trim()}>
          {t('guild.chat.send')}
        </button>
      </form>
      )}
    </section>
  );
}
