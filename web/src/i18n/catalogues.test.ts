import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { MESSAGE_SCOPES } from './scopes';

/**
 * The catalogue check (docs/product/i18n.md): in the core folder and each scope's, every language
 * has the same keys, every message is valid ICU, and a message takes the same arguments, of the
 * same kinds, in every language; a scope's keys start with its name, and the core's with none.
 */
const FILES = import.meta.glob<Record<string, string>>('./messages/**/*.json', { eager: true, import: 'default' });

/** The catalogue folders: 'core' (messages/*.json) and one per scope, each language's catalogue in it. */
const FOLDERS: Record<string, Record<string, Record<string, string>>> = {};
for (const [path, catalogue] of Object.entries(FILES)) {
  const parts = path.replace('./messages/', '').replace('.json', '').split('/');
  const [folder, language] = parts.length === 1 ? ['core', parts[0]!] : [parts[0]!, parts[1]!];
  (FOLDERS[folder] ??= {})[language] = catalogue;
}

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

describe.each(Object.keys(FOLDERS).sort())('the %s catalogues', (folder) => {
  const CATALOGUES = FOLDERS[folder]!;
  const english = CATALOGUES.en!;
  const englishKeys = Object.keys(english).sort();

  it('are English and US Spanish', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual(['en', 'es-US']);
  });

  it('name their keys after their scope', () => {
    const scopes: readonly string[] = MESSAGE_SCOPES;
    const misplaced = englishKeys.filter((key) => (folder === 'core' ? scopes.includes(key.split('.')[0]!) : !key.startsWith(`${folder}.`)));
    expect(misplaced).toEqual([]);
  });

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
      const expected = [...argumentsOf(parse(english[key]!))].sort();
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

describe('the catalogue folders', () => {
  it('are the core one and one per scope of ./scopes.ts', () => {
    expect(Object.keys(FOLDERS).sort()).toEqual(['core', ...MESSAGE_SCOPES].sort());
  });
});
