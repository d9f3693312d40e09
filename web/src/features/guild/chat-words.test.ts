import { CHAT_REFUSAL_MESSAGES } from '@mathquest/contracts/chat-filter';
import { chatOffMessage, DELETED_MESSAGE_TEXT, DELETED_USER_ID, DELETED_USER_NAME, GuildChatMessages, PARENT_APPROVAL_MESSAGES } from '@mathquest/contracts';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import english from '../../i18n/messages/guild/en.json';
import spanish from '../../i18n/messages/guild/es-US.json';
import { chatLine, chatOffLine, filterReason, shownMessage, shownName } from './chat-words';

const en = createIntl({ locale: 'en', messages: english });
const es = createIntl({ locale: 'es-US', messages: spanish });

describe('guild chat lines in words', () => {
  it("tells every reason of the chat filter apart by its sentence (the contract's sentences)", () => {
    for (const [reason, sentence] of Object.entries(CHAT_REFUSAL_MESSAGES)) expect(filterReason(sentence)).toBe(reason);
  });

  it("words the filter's refusals, in English as the server says them, and in Spanish", () => {
    for (const [reason, sentence] of Object.entries(CHAT_REFUSAL_MESSAGES)) {
      const code = reason === 'EMPTY' || reason === 'TOO_LONG' ? 'VALIDATION_ERROR' : 'MESSAGE_NOT_ALLOWED';
      expect(chatLine(en, { code, message: sentence })).toBe(sentence);
      expect(chatLine(es, { code, message: sentence })).not.toBe(sentence);
    }
    expect(chatLine(es, { code: 'MESSAGE_NOT_ALLOWED', message: CHAT_REFUSAL_MESSAGES.PHONE })).toContain('teléfono');
  });

  it('words the report answers and the parent approval line; a line it does not know stays as sent', () => {
    for (const sentence of Object.values(GuildChatMessages)) expect(chatLine(en, { message: sentence })).toBe(sentence);
    expect(chatLine(en, { code: 'PARENT_APPROVAL_REQUIRED', message: PARENT_APPROVAL_MESSAGES.CHAT })).toBe(PARENT_APPROVAL_MESSAGES.CHAT);
    expect(chatLine(es, { message: GuildChatMessages.REPORTED })).toMatch(/^Gracias/);
    expect(chatLine(es, { code: 'RATE_LIMITED', message: 'Slow down!' })).toContain('5');
    expect(chatLine(es, { code: 'SOMETHING_NEW', message: 'Server words' })).toBe('Server words');
  });

  it("says who turned chat off as the contract's sentence does", () => {
    for (const by of [['PARENT'], ['TEACHER'], ['PARENT', 'TEACHER']] as const) expect(chatOffLine(en, [...by])).toBe(chatOffMessage([...by]));
  });

  it("words the erased account's name and message", () => {
    expect(shownName(es, DELETED_USER_NAME)).toBe('usuario eliminado');
    expect(shownName(es, 'bob')).toBe('bob');
    expect(shownMessage(es, { userId: DELETED_USER_ID, message: DELETED_MESSAGE_TEXT })).toBe('Este mensaje fue borrado.');
    expect(shownMessage(es, { userId: 'u1', message: DELETED_MESSAGE_TEXT })).toBe(DELETED_MESSAGE_TEXT);
  });
});
