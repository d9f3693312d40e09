/**
 * What guild chat lets through (docs/product/social.md#guild-chat, docs/adr/0170); guild names,
 * descriptions and event names go through it too. MathQuest's players are 9 to 14: a message is
 * refused, not masked, when it holds a swear word, slur or insult (./chat-words.ts), a link or web
 * address, an e-mail address or a phone number (./chat-contacts.ts), each read from the message's
 * plain form (./chat-text.ts) so that look-alike letters, other scripts' digits, invisible
 * characters and spacing do not hide them. Pure.
 */
import { GUILD_MESSAGE_MAX } from '../social/guilds.js';
import { contactIn } from './chat-contacts.js';
import { plainText } from './chat-text.js';
import { hasBlockedWord } from './chat-words.js';

export type ChatRefusal = 'EMPTY' | 'TOO_LONG' | 'WORD' | 'LINK' | 'EMAIL' | 'PHONE';

/** What the child is told, saying what was blocked and why (never a silent drop). */
export const CHAT_REFUSAL_MESSAGES: Record<ChatRefusal, string> = {
  EMPTY: 'Type a message first',
  TOO_LONG: `Messages can be at most ${GUILD_MESSAGE_MAX} characters`,
  WORD: "Let's keep guild chat kind: that message has a word we don't allow.",
  LINK: "Messages can't include links or web addresses. Keep everyone safe and stay in MathQuest!",
  EMAIL: "Messages can't include e-mail addresses. Keep personal details private!",
  PHONE: "Messages can't include phone numbers. Keep personal details private!",
};

export interface ChatFilterOptions {
  /**
   * The text is a name (a guild's or an event's): 7 digits anywhere in it count as a phone number,
   * as a name has no maths in it and is shown to every student (./chat-contacts.ts).
   */
  name?: boolean;
}

/** Why `message` may not be sent, or null when it may. */
export function chatRefusal(message: string, opts: ChatFilterOptions = {}): ChatRefusal | null {
  const text = message.trim();
  if (!text) return 'EMPTY';
  if (text.length > GUILD_MESSAGE_MAX) return 'TOO_LONG';
  const plain = plainText(text);
  const contact = contactIn(plain, opts);
  if (contact) return contact;
  return hasBlockedWord(plain) ? 'WORD' : null;
}
