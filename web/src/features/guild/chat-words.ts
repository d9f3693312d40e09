import { DELETED_MESSAGE_TEXT, DELETED_USER_ID, DELETED_USER_NAME, GUILD_CHAT_RATE, GUILD_MESSAGE_MAX, GUILD_REPORT_RATE, GuildChatMessages, PARENT_APPROVAL_MESSAGES, type ChatOffBy } from '@mathquest/contracts';
import type { IntlShape } from 'react-intl';

/**
 * The guild chat's server lines in the reader's language (docs/product/i18n.md): refusals, the
 * report's answer, who turned chat off and the erased account's name. The server sends a stable
 * code and an English sentence; a sentence the chat filter wrote (docs/adr/0170) is told apart by
 * the words that say what was blocked, since the refusal carries the filter's reason only in
 * them. A line this app does not know stays as the server wrote it.
 */

/** The chat filter's reasons, by a phrase only that reason's sentence has (checked against the contract's sentences by chat-words.test.ts). */
const FILTER_REASONS: ReadonlyArray<[string, string]> = [
  ['phone numbers', 'PHONE'],
  ['e-mail addresses', 'EMAIL'],
  ['links or web addresses', 'LINK'],
  ["word we don't allow", 'WORD'],
  ['at most', 'TOO_LONG'],
  ['Type a message', 'EMPTY'],
];

/** The filter's reason a refusal's sentence names, or null. */
export function filterReason(message: string): string | null {
  return FILTER_REASONS.find(([phrase]) => message.includes(phrase))?.[1] ?? null;
}

const CHAT_LINES: ReadonlyArray<[string, string]> = [
  ...(Object.entries(GuildChatMessages) as Array<[string, string]>).map(([key, text]): [string, string] => [text, `guild.chat.line.${key}`]),
  [PARENT_APPROVAL_MESSAGES.CHAT, 'guild.chat.line.PARENT_APPROVAL'],
];

const LINE_VALUES = { reports: GUILD_REPORT_RATE.reports, messages: GUILD_CHAT_RATE.messages, seconds: GUILD_CHAT_RATE.windowSeconds, max: GUILD_MESSAGE_MAX };

/** A refusal (guild:message_refused) or a report's answer (guild:reported) in words. */
export function chatLine(intl: IntlShape, line: { code?: string; message: string }): string {
  const known = CHAT_LINES.find(([text]) => text === line.message)?.[1];
  if (known) return intl.formatMessage({ id: known }, LINE_VALUES);
  const reason = line.code === 'VALIDATION_ERROR' || line.code === 'MESSAGE_NOT_ALLOWED' ? filterReason(line.message) : null;
  if (reason) return intl.formatMessage({ id: 'guild.chat.filter' }, { reason, max: GUILD_MESSAGE_MAX });
  switch (line.code) {
    case 'RATE_LIMITED':
    case 'NOT_IN_GUILD':
    case 'CHAT_DISABLED':
    case 'PARENT_APPROVAL_REQUIRED':
    case 'FORBIDDEN':
      return intl.formatMessage({ id: 'guild.chat.refused' }, { code: line.code, ...LINE_VALUES });
    default:
      return line.message;
  }
}

/** Who turned chat off for this student, in words. */
export function chatOffLine(intl: IntlShape, by: ChatOffBy): string {
  const who = by.includes('PARENT') && by.includes('TEACHER') ? 'both' : by.includes('TEACHER') ? 'teacher' : 'parent';
  return intl.formatMessage({ id: 'guild.chat.off' }, { who });
}

/** A name as shown: the erased account's placeholder is worded, any other stays as it is. */
export function shownName(intl: IntlShape, name: string, userId?: string): string {
  return userId === DELETED_USER_ID || name === DELETED_USER_NAME ? intl.formatMessage({ id: 'guild.deletedUser' }) : name;
}

/** A chat message's text as shown: an erased account's message says so in words. */
export function shownMessage(intl: IntlShape, m: { userId: string; message: string }): string {
  return m.userId === DELETED_USER_ID && m.message === DELETED_MESSAGE_TEXT ? intl.formatMessage({ id: 'guild.chat.deletedMessage' }) : m.message;
}
