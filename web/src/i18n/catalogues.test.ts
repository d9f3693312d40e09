import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import english from './messages/en.json';
import spanish from './messages/es-US.json';

/**
 * The catalogue check (docs/product/i18n.md): every catalogue has the same keys, every message is
 * valid ICU, and a message takes the same arguments, of the same kinds, in every language.
 */
const CATALOGUES: Record<string, Record<string, string>> = { en: english, 'es-US': spanish };

/** The arguments a message uses, as `name:kind` (plural, select, number, date, tag...), nested ones included. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.literal || e.type === TYPE.pound) continue;
    into.add(`${e.value}:${TYPE[e.type]}`);
    if (e.type === TYPE.plural || e.type === TYPE.select) for (const option of Object.values(e.options)) argumentsOf(option.value, into);
    if (e.type === TYPE.tag) argumentsOf(e.children, into);
  }
  return into;
}

describe('message catalogues', () => {
  const englishKeys = Object.keys(english).sort();

  it.each(Object.keys(CATALOGUES))('%s has exactly the keys of every other catalogue', (name) => {
    expect(Object.keys(CATALOGUES[name]!).sort()).toEqual(englishKeys);
  });

  it.each(Object.keys(CATALOGUES))('every %s message is valid ICU', (name) => {
    const broken: string[] = [];
    for (const [key, message] of Object.entries(CATALOGUES[name]!)) {
      try {
        parse(message);
      } catch (err) {
        broken.push(`${key}: ${(err as Error).message}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('a message takes the same arguments in every language', () => {
    const differing: string[] = [];
    for (const key of englishKeys) {
      const expected = [...argumentsOf(parse(english[key as keyof typeof english]))].sort();
      for (const [name, catalogue] of Object.entries(CATALOGUES)) {
        const message = catalogue[key];
        if (message === undefined) continue; // reported by the keys check
        const found = [...argumentsOf(parse(message))].sort();
        if (found.join() !== expected.join()) differing.push(`${name} ${key}: ${found.join(', ')} instead of ${expected.join(', ')}`);
      }
    }
    expect(differing).toEqual([]);
  });

  it('the check itself finds a broken message and a differing argument', () => {
    expect(() => parse('{count, plural, one {# day}')).toThrow();
    expect([...argumentsOf(parse('{n, plural, one {# día} other {# días}}'))]).toEqual(['n:plural']);
    expect([...argumentsOf(parse('{count, number} días'))]).not.toEqual(['n:plural']);
  });
});
