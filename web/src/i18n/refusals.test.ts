import { ChallengeNoticeErrorCodeSchema, ErrorCode, RoomErrorCodeSchema } from '@mathquest/contracts';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import english from './messages/en.json';
import spanish from './messages/es-US.json';
import englishRefusals from './messages/refusals/en.json';
import spanishRefusals from './messages/refusals/es-US.json';
import { wordError } from './server-error';

/**
 * Every refusal a service can send has a message in the core catalogue (docs/product/i18n.md,
 * "Server errors in the reader's language"): the codes the contracts declare (HTTP, live rooms,
 * challenge notices), and any code a service writes into an error body by hand.
 */
const SOURCES = import.meta.glob<string>(['../../../services/*/src/**/*.ts', '../../../packages/service-kit/src/**/*.ts', '!**/*.test.ts'], { eager: true, query: '?raw', import: 'default' });

/** Codes written literally into an error body (`error: { code: 'X'`, `errorBody('X'`) by a service's source. */
function literalCodes(): Set<string> {
  const codes = new Set<string>();
  for (const source of Object.values(SOURCES)) {
    for (const m of source.matchAll(/error: \{ code: '([A-Z][A-Z_]+)'/g)) codes.add(m[1]!);
  }
  return codes;
}

const declared = [...new Set([...Object.values(ErrorCode), ...RoomErrorCodeSchema.options, ...ChallengeNoticeErrorCodeSchema.options])];
const catalogues = { en: { ...english, ...englishRefusals } as Record<string, string>, 'es-US': { ...spanish, ...spanishRefusals } as Record<string, string> };
const hasMessage = (messages: Record<string, string>, code: string) => `error.${code}` in messages || `refusals.${code}` in messages;

describe('every refusal code has a catalogue message', () => {
  it('finds the codes the services declare and write (the check reads real sources)', () => {
    expect(declared).toContain('FORBIDDEN');
    expect(declared).toContain('SESSION_ENDED');
    expect(declared).toContain('ROOM_FULL');
    expect(Object.keys(SOURCES).length).toBeGreaterThan(50);
    expect(literalCodes()).toContain('TRY_AGAIN');
  });

  it.each(Object.entries(catalogues))('in %s: a message for every declared code and every code a service writes', (_language, messages) => {
    const missing = [...declared, ...literalCodes()].filter((code) => !hasMessage(messages, code));
    expect(missing).toEqual([]);
  });
});

describe('a refusal without a screen message', () => {
  // As the app loads them: the general messages with the core catalogue of every language but English.
  const en = createIntl({ locale: 'en', messages: english });
  const es = createIntl({ locale: 'es-US', messages: { ...spanishRefusals, ...spanish } });
  const facts = (code: string, message = 'Only teachers can do this') => ({ code, message, fromServer: true });

  it("reads the server's message in English and the code's general message in Spanish", () => {
    expect(wordError(en, facts('FORBIDDEN'), 'shell.error.title')).toBe('Only teachers can do this');
    expect(wordError(es, facts('FORBIDDEN'), 'shell.error.title')).toBe('No tienes permiso para hacer eso.');
    expect(wordError(es, facts('SESSION_ENDED', 'This session has ended'), 'shell.error.title')).toBe('Esta sesión de práctica ya terminó. Empieza una nueva.');
    // Without the server's words, English reads the screen's own message.
    expect(wordError(en, facts('SESSION_ENDED', ''), 'shell.error.title')).toBe('Oops! Something went wrong');
  });

  it("keeps a screen's own message first, and the server's words for a code the catalogue does not know", () => {
    expect(wordError(es, facts('NOT_ENOUGH_COINS'), 'shell.error.title')).toBe(es.formatMessage({ id: 'error.NOT_ENOUGH_COINS' }));
    expect(wordError(es, facts('SOMETHING_NEW', 'A new refusal'), 'shell.error.title')).toBe('A new refusal');
  });
});
