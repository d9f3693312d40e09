import type { Notification } from '@mathquest/contracts';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { withEnglishBeneath } from '../../i18n/catalogues';
import english from '../../i18n/messages/en.json';
import spanish from '../../i18n/messages/es-US.json';
import spanishPets from '../../i18n/messages/pets/es-US.json';
import { notificationWords, questWords } from './server-words';

const en = createIntl({ locale: 'en', messages: english });
// As the app loads Spanish: pets' names come with the core catalogue (../../i18n/catalogues.ts).
const es = createIntl({ locale: 'es-US', messages: { ...spanish, ...spanishPets } });

/** Each code with its facts and the words the server sends with it (services/engagement/src/domain/player.ts, guilds.ts). */
const SENT: Array<Pick<Notification, 'code' | 'params' | 'title' | 'message'>> = [
  { code: 'LEVEL_UP', params: { level: 7 }, title: 'Level up!', message: 'You reached level 7. Keep going!' },
  {
    code: 'QUEST_COMPLETED',
    params: { questKind: 'PROBLEMS_SOLVED', target: 10, name: 'Problem Solver', description: 'Solve 10 problems correctly' },
    title: 'Quest complete!',
    message: 'Problem Solver: Solve 10 problems correctly. Claim your reward.',
  },
  { code: 'CHEST_FOUND', params: { rarity: 'UNCOMMON' }, title: 'Treasure found!', message: 'You found an uncommon treasure chest. Open it to see what is inside.' },
  { code: 'CHEST_FOUND', params: { rarity: 'RARE' }, title: 'Treasure found!', message: 'You found a rare treasure chest. Open it to see what is inside.' },
  { code: 'PET_HUNGRY', params: { petId: 'whiskers', name: 'Whiskers' }, title: 'Whiskers is hungry', message: 'Whiskers is feeling sad. Feed or play with Whiskers to cheer them up.' },
  { code: 'PET_LEVEL_UP', params: { petId: 'whiskers', name: 'Whiskers', level: 3 }, title: 'Whiskers grew!', message: 'Whiskers reached level 3.' },
  {
    code: 'GUILD_EVENT_REWARD',
    params: { eventName: 'Fraction Raid', guildName: 'Number Ninjas', coins: 100, gems: 5, xp: 300 },
    title: 'Guild event rewards!',
    message: 'Fraction Raid in Number Ninjas has ended. You earned 100 coins, 5 gems, 300 XP for taking part.',
  },
];

const SPANISH: Record<string, { title: string; message: string }> = {
  LEVEL_UP: { title: '¡Subiste de nivel!', message: 'Llegaste al nivel 7. ¡Sigue así!' },
  QUEST_COMPLETED: { title: '¡Misión cumplida!', message: 'A resolver problemas: Resuelve bien 10 problemas. Recibe tu premio.' },
  PET_HUNGRY: { title: 'Bigotes tiene hambre', message: 'Bigotes está triste. Dale de comer o juega con Bigotes para alegrarle el día.' },
  PET_LEVEL_UP: { title: '¡Bigotes creció!', message: 'Bigotes llegó al nivel 3.' },
  GUILD_EVENT_REWARD: { title: '¡Premios del evento del gremio!', message: 'Terminó Fraction Raid en Number Ninjas. Por participar ganaste 100 monedas, 5 gemas y 300 XP.' },
};

describe('notifications in the reader’s language (docs/product/i18n.md)', () => {
  it('in English, say exactly what the server says, for every code', () => {
    for (const n of SENT) expect(notificationWords(en, n)).toEqual({ title: n.title, message: n.message });
  });

  it('in Spanish, are worded from their code and facts', () => {
    for (const n of SENT) {
      const words = notificationWords(es, n);
      if (SPANISH[n.code!]) expect(words).toEqual(SPANISH[n.code!]);
      expect(words.title).not.toBe(n.title);
      expect(words.message).not.toBe(n.message);
    }
    expect(notificationWords(es, SENT[2]!).message).toBe('Encontraste un cofre del tesoro poco común. Ábrelo para ver qué tiene adentro.');
  });

  it("name a pet by its id in Spanish (the game names its pets), and as sent without an id or for a pet the catalogue lacks", () => {
    expect(notificationWords(es, { code: 'PET_LEVEL_UP', params: { petId: 'hoot', name: 'Professor Hoot', level: 2 }, title: '', message: '' }).title).toBe('¡Profesor Tecolote creció!');
    expect(notificationWords(es, { code: 'PET_LEVEL_UP', params: { name: 'Professor Hoot', level: 2 }, title: '', message: '' }).title).toBe('¡Professor Hoot creció!');
    expect(notificationWords(es, { code: 'PET_HUNGRY', params: { petId: 'comet', name: 'Comet' }, title: '', message: '' }).title).toBe('Comet tiene hambre');
  });

  it('read a Spanish message missing at run time in English, and log the gap once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const partial: Record<string, string> = { ...spanish };
    delete partial['notification.levelUp.message'];
    const intl = createIntl({ locale: 'es-US', messages: withEnglishBeneath('es-US', partial, english) });
    withEnglishBeneath('es-US', partial, english);
    expect(notificationWords(intl, SENT[0]!)).toEqual({ title: '¡Subiste de nivel!', message: 'You reached level 7. Keep going!' });
    expect(warn.mock.calls.filter(([line]) => String(line).includes('"notification.levelUp.message"'))).toHaveLength(1);
    warn.mockRestore();
  });

  it('show the server’s text when stored without a code, or when a fact is missing', () => {
    const old = { title: 'Level up!', message: 'You reached level 2. Keep going!' };
    expect(notificationWords(es, old)).toEqual(old);
    expect(notificationWords(es, { ...old, code: 'LEVEL_UP', params: {} })).toEqual(old);
    expect(notificationWords(es, { ...old, code: 'LEVEL_UP', params: { level: 'two' } })).toEqual(old);
    expect(notificationWords(es, { title: 'Hi' })).toEqual({ title: 'Hi', message: '' });
  });
});

describe('daily quests in the reader’s language', () => {
  const quest = { kind: 'TOPIC_PROBLEMS' as const, targetValue: 6, topic: null, name: 'Topic Explorer', description: 'Solve 6 problems in one topic (the first topic you practise today)' };

  it('say in English what the server says (with and without a topic, one and several sessions)', () => {
    expect(questWords(en, quest)).toEqual({ name: quest.name, description: quest.description });
    expect(questWords(en, { ...quest, topic: 'Fractions', description: '' }).description).toBe('Solve 6 Fractions problems');
    expect(questWords(en, { kind: 'SESSION_FINISHED', targetValue: 1, topic: null, name: '', description: '' }).description).toBe('Finish a practice session');
    expect(questWords(en, { kind: 'PERFECT_SESSION', targetValue: 2, topic: null, name: '', description: '' }).description).toBe('Finish 2 sessions of at least 5 answers without a mistake');
  });

  it('are worded in Spanish from kind and target, and a kind the catalogue lacks shows the server’s words', () => {
    expect(questWords(es, quest)).toEqual({ name: 'Explora un tema', description: 'Resuelve 6 problemas de un mismo tema (el primero que practiques hoy)' });
    expect(questWords(es, { kind: 'SESSION_FINISHED', targetValue: 3, topic: null, name: '', description: '' }).description).toBe('Termina 3 sesiones de práctica');
    const unknown = { ...quest, kind: 'NEW_KIND' as unknown as typeof quest.kind, name: 'New', description: 'Do it' };
    expect(questWords(es, unknown)).toEqual({ name: 'New', description: 'Do it' });
  });
});
