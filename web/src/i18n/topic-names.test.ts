import { afterEach, describe, expect, it } from 'vitest';
import { loadMessages } from './catalogues';
import { showLocale } from './intl-now';
import { topicNames, topicNamesLoaded } from './topic-names';

/**
 * The topic table loads with a non-English catalogue and never with English (docs/product/i18n.md):
 * /home shows quests, and an English reader's first load must not fetch it. One file, one module
 * state: the steps run in order.
 */
describe('topic names, loaded with a non-English catalogue', () => {
  it('show a name as sent while the table is not loaded', () => {
    expect(topicNamesLoaded()).toBe(false);
    expect(topicNames({ locale: 'es-US' }).topic('Fractions')).toBe('Fractions');
    expect(topicNames({ locale: 'es-US' }).subtopic('Compare fractions')).toBe('Compare fractions');
  });

  it('are not loaded with the English catalogue, nor with the pseudo-locale (nor are pets’ names)', async () => {
    expect('pets.name.sparky' in (await loadMessages('en'))).toBe(false);
    // The pseudo-locale accents pets' names too, and loads no topic table.
    expect((await loadMessages('en-XA'))['pets.name.sparky']).toBe('[Šþáŕķý···]');
    expect(topicNamesLoaded()).toBe(false);
    expect(topicNames({ locale: 'es-US' }).topic('Fractions')).toBe('Fractions');
  });

  it('are loaded with the Spanish catalogue, and then worded in Spanish (English for an English reader, a name the table lacks as sent)', async () => {
    const spanish = await loadMessages('es-US');
    expect(topicNamesLoaded()).toBe(true);
    // Pets' names come with it too (./pet-names.ts).
    expect(spanish['pets.name.whiskers']).toBe('Bigotes');
    expect(topicNames({ locale: 'es-US' }).topic('Fractions')).toBe('Fracciones');
    expect(topicNames({ locale: 'es-US' }).subtopic('Compare fractions')).toBe('Compara fracciones');
    expect(topicNames({ locale: 'en' }).topic('Fractions')).toBe('Fractions');
    expect(topicNames({ locale: 'es-US' }).topic('A topic of tomorrow')).toBe('A topic of tomorrow');
  });
});

describe('topic names in the pseudo-locale', () => {
  afterEach(() => showLocale('en', {}));

  it('show the name as a catalogue message: accented, longer, in brackets', () => {
    const names = topicNames({ locale: 'en-XA' });
    expect(names.topic('Geometry')).toBe('[Ĝéóɱéţŕý····]');
    expect(names.subtopic('Compare decimals')).toMatch(/^\[Çóɱþáŕé ðéçíɱáļš·+\]$/);
  });

  it("show pseudo names when the app's provider shows the pseudo-locale, whose formatter says English", () => {
    showLocale('en-XA', {});
    expect(topicNames({ locale: 'en' }).topic('Geometry')).toBe('[Ĝéóɱéţŕý····]');
    showLocale('en', {});
    expect(topicNames({ locale: 'en' }).topic('Geometry')).toBe('Geometry');
  });
});
