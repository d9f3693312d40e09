import { describe, expect, it } from 'vitest';
import { listSkills } from '../registry.js';
import { hasSpanishName, subtopicName, topicName } from './topics.js';

describe('topic and subtopic names in the reader language', () => {
  it('has the Spanish of every skill topic and subtopic', () => {
    const missing = listSkills().flatMap((s) => [s.topic, s.subtopic].filter((name) => !hasSpanishName(name)).map((name) => `${s.skillId}: ${name}`));
    expect(missing).toEqual([]);
  });

  it('names a topic and a subtopic in Spanish for es-US and as given otherwise', () => {
    expect(topicName('Fractions', 'es-US')).toBe('Fracciones');
    expect(subtopicName('Compare fractions', 'es-US')).toBe('Compara fracciones');
    expect(topicName('Fractions', 'en')).toBe('Fractions');
    expect(subtopicName('Compare fractions', 'en')).toBe('Compare fractions');
    // An unknown name, or an unknown language, is shown as given (never an error).
    expect(topicName('Something new', 'es-US')).toBe('Something new');
    expect(topicName('Fractions', 'fr')).toBe('Fractions');
  });

  it('gives every Spanish name without common English words', () => {
    for (const s of listSkills()) {
      for (const es of [topicName(s.topic, 'es-US'), subtopicName(s.subtopic, 'es-US')]) {
        expect(es, s.skillId).not.toMatch(/\b(?:the|and|of|with|to|or|by|from|is|what|numbers?)\b/i);
      }
    }
  });
});
