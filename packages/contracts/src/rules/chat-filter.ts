/**
 * What guild chat lets through (docs/product/social.md#guild-chat, docs/adr/0123); guild names, descriptions and event names go through it too. MathQuest's
 * players are 9 to 14: a message is refused, not masked, when it holds a word of the list below
 * (after undoing common disguises: upper case, digits for letters, repeated letters, dots or
 * spaces between letters), a link or web address, an e-mail address, or a phone number (seven or
 * more digits in a row, spaces, dashes, dots and brackets allowed between them). Pure.
 */
import { GUILD_MESSAGE_MAX } from '../social/guilds.js';

/** Swear words and insults (matched as whole words, and inside a run of single spaced letters). */
export const BLOCKED_WORDS: readonly string[] = [
  'arse', 'ass', 'asshole', 'bastard', 'bitch', 'bollocks', 'bugger', 'crap', 'cunt', 'damn', 'dick', 'dickhead', 'dumbass', 'fag', 'faggot', 'fuck',
  'fucker', 'fucking', 'goddamn', 'hell', 'idiot', 'jerk', 'kys', 'loser', 'moron', 'nigger', 'nigga', 'piss', 'porn', 'prick', 'pussy', 'retard', 'sex',
  'sexy', 'shit', 'shitty', 'slut', 'stupid', 'twat', 'wanker', 'whore', 'wtf', 'stfu', 'dumb', 'ugly', 'killyourself',
];
const BLOCKED = new Set(BLOCKED_WORDS);

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

const LINK = /(https?:\/\/|www\.|\b[a-z0-9-]+\s?(\.|\s?dot\s?)\s?(com|net|org|io|co|uk|me|gg|ly|tv|app|xyz|info|biz|us|ca|de|ru|link|site|online)\b)/i;
const EMAIL = /[^\s@]+\s?(@|\(at\)|\[at\])\s?[^\s@]+\.[a-z]{2,}/i;
const PHONE = /(?:\+?\d[\s().-]*){7,}/;

export type ChatRefusal = 'EMPTY' | 'TOO_LONG' | 'WORD' | 'LINK' | 'EMAIL' | 'PHONE';

export const CHAT_REFUSAL_MESSAGES: Record<ChatRefusal, string> = {
  EMPTY: 'Type a message first',
  TOO_LONG: `Messages can be at most ${GUILD_MESSAGE_MAX} characters`,
  WORD: "Let's keep guild chat kind: that message has a word we don't allow",
  LINK: 'Links and web addresses can’t be shared in guild chat',
  EMAIL: 'E-mail addresses can’t be shared in guild chat, to keep everyone safe',
  PHONE: 'Phone numbers can’t be shared in guild chat, to keep everyone safe',
};

const squeeze = (w: string) => w.replace(/(.)\1+/g, '$1');

function words(text: string): string[] {
  const plain = [...text.toLowerCase()].map((c) => LEET[c] ?? c).join('');
  const tokens = plain.split(/[^a-z]+/).filter(Boolean);
  // "f u c k" or "f.u.c.k": runs of one-letter tokens are read as one word too.
  const joined: string[] = [];
  let run = '';
  for (const t of tokens) {
    if (t.length === 1) run += t;
    else {
      if (run.length > 1) joined.push(run);
      run = '';
    }
  }
  if (run.length > 1) joined.push(run);
  return [...tokens, ...joined];
}

/** Why `message` may not be sent, or null when it may. */
export function chatRefusal(message: string): ChatRefusal | null {
  const text = message.trim();
  if (!text) return 'EMPTY';
  if (text.length > GUILD_MESSAGE_MAX) return 'TOO_LONG';
  if (EMAIL.test(text)) return 'EMAIL';
  if (LINK.test(text)) return 'LINK';
  if (PHONE.test(text)) return 'PHONE';
  for (const w of words(text)) if (BLOCKED.has(w) || BLOCKED.has(squeeze(w))) return 'WORD';
  return null;
}
