import { afterEach, describe, expect, it } from 'vitest';
import { showLocale } from './intl-now';
import { topicNames } from './topic-names';

describe('topicNames', () => {
  afterEach(() => showLocale('en', {}));

  it('names a topic and a subtopic in US Spanish from the English name the server sends', () => {
    const names = topicNames({ locale: 'es-US' });
    expect(names.topic('Fractions')).toBe('Fracciones');
    expect(names.subtopic('Whole number × fraction')).toBe('Número entero × fracción');
  });

  it('keeps the English name in English, and for a name the table does not know', () => {
    expect(topicNames({ locale: 'en' }).topic('Fractions')).toBe('Fractions');
    expect(topicNames({ locale: 'es-US' }).topic('A topic of tomorrow')).toBe('A topic of tomorrow');
  });

  it('shows the name as a catalogue message in the pseudo-locale: accented, longer, in brackets', () => {
    const names = topicNames({ locale: 'en-XA' });
    expect(names.topic('Geometry')).toBe('[Ĝéóɱéţŕý····]');
    expect(names.subtopic('Compare decimals')).toMatch(/^\[Çóɱþáŕé ðéçíɱáļš·+\]$/);
  });

  it("shows pseudo names when the app's provider shows the pseudo-locale, whose formatter says English", () => {
    showLocale('en-XA', {});
    expect(topicNames({ locale: 'en' }).topic('Geometry')).toBe('[Ĝéóɱéţŕý····]');
    showLocale('en', {});
    expect(topicNames({ locale: 'en' }).topic('Geometry')).toBe('Geometry');
  });
});
