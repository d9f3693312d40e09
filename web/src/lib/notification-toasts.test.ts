import { afterEach, describe, expect, it } from 'vitest';
import { englishMessages, type Messages } from '../i18n/catalogues';
import { showLocale } from '../i18n/intl-now';
import spanishCore from '../i18n/messages/es-US.json';
import spanishPets from '../i18n/messages/pets/es-US.json';
import { loadTopicNames } from '../i18n/topic-names';
import { useNotifications } from '../stores/notifications';
import { useRealtime } from '../stores/realtime';
import { FakeSocket } from '../testing/fake-socket';
import { bindRealtimeEvents } from './realtime-events';
import type { RealtimeSocket } from './realtime-socket';

/** The Spanish core catalogue as the app loads it: pets' names come with it (../i18n/catalogues.ts). */
const spanish = { ...spanishCore, ...spanishPets };

/** notification:new toasts, worded in the language on show from the push's code and facts (docs/product/i18n.md). */
function bound(): FakeSocket {
  const socket = new FakeSocket('/', {});
  bindRealtimeEvents(socket as unknown as RealtimeSocket);
  return socket;
}

const hungry = { id: 'n-1', title: 'Whiskers is hungry', message: 'Whiskers is feeling sad. Feed or play with Whiskers to cheer them up.', icon: '🍖', code: 'PET_HUNGRY' as const, params: { petId: 'whiskers', name: 'Whiskers' } };

afterEach(() => {
  showLocale('en', englishMessages);
  useNotifications.getState().clear();
  useRealtime.getState().reset();
});

describe('notification toasts', () => {
  it('say in English what the server says', () => {
    showLocale('en', englishMessages);
    bound().fire('notification:new', hungry);
    expect(useNotifications.getState().toasts.map((t) => [t.title, t.message])).toEqual([[hungry.title, hungry.message]]);
  });

  it('are worded in Spanish from the code and facts; the bell keeps them to word again', () => {
    showLocale('es-US', { ...(englishMessages as Record<string, string>), ...spanish } as Messages);
    bound().fire('notification:new', hungry);
    expect(useNotifications.getState().toasts.map((t) => [t.title, t.message])).toEqual([['Bigotes tiene hambre', 'Bigotes está triste. Dale de comer o juega con Bigotes para alegrarle el día.']]);
    expect(useRealtime.getState().notifications?.[0]).toMatchObject({ code: 'PET_HUNGRY', params: { name: 'Whiskers' } });
  });

  it('without a code, show the server’s words in any language', () => {
    showLocale('es-US', { ...(englishMessages as Record<string, string>), ...spanish } as Messages);
    bound().fire('notification:new', { id: 'n-2', title: 'Something new', message: 'Said by the server' });
    expect(useNotifications.getState().toasts.map((t) => [t.title, t.message])).toEqual([['Something new', 'Said by the server']]);
  });

  it('a quest completed reads in Spanish: its name from its kind, its topic from the topic table', async () => {
    await loadTopicNames();
    showLocale('es-US', { ...(englishMessages as Record<string, string>), ...spanish } as Messages);
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    useRealtime.getState().setQuests([
      { id: 'q2', kind: 'TOPIC_PROBLEMS', name: 'Topic Explorer', description: 'Solve 6 Fractions problems', difficulty: 'MEDIUM', topic: 'Fractions', currentProgress: 5, targetValue: 6, coinReward: 30, xpReward: 0, gemReward: 0, completedAt: null, claimedAt: null, expiresAt },
    ]);
    const socket = bound();
    socket.fire('quest:completed', { questId: 'q2', name: 'Topic Explorer', currentProgress: 6, targetValue: 6, coinReward: 30, xpReward: 0, gemReward: 0 });
    expect(useNotifications.getState().toasts.map((t) => [t.title, t.message])).toEqual([['¡Misión cumplida!', 'Explora un tema: recibe 30 monedas']]);
    useNotifications.getState().clear();
    socket.fire('notification:new', {
      id: 'n-3', title: 'Quest complete!', message: 'Topic Explorer: Solve 6 Fractions problems. Claim your reward.', icon: '🏆', code: 'QUEST_COMPLETED' as const,
      params: { questId: 'q2', questKind: 'TOPIC_PROBLEMS', target: 6, topic: 'Fractions', name: 'Topic Explorer', description: 'Solve 6 Fractions problems' },
    });
    expect(useNotifications.getState().toasts.map((t) => t.message)).toEqual(['Explora un tema: Resuelve 6 problemas de Fracciones. Recibe tu premio.']);
  });
});
