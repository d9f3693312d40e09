import { afterEach, describe, expect, it } from 'vitest';
import { englishMessages, type Messages } from '../i18n/catalogues';
import { showLocale } from '../i18n/intl-now';
import spanish from '../i18n/messages/es-US.json';
import { useNotifications } from '../stores/notifications';
import { useRealtime } from '../stores/realtime';
import { FakeSocket } from '../testing/fake-socket';
import { bindRealtimeEvents } from './realtime-events';
import type { RealtimeSocket } from './realtime-socket';

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
    expect(useNotifications.getState().toasts.map((t) => [t.title, t.message])).toEqual([['Whiskers tiene hambre', 'Whiskers está triste. Dale de comer o juega con Whiskers para alegrarle el día.']]);
    expect(useRealtime.getState().notifications?.[0]).toMatchObject({ code: 'PET_HUNGRY', params: { name: 'Whiskers' } });
  });

  it('without a code, show the server’s words in any language', () => {
    showLocale('es-US', { ...(englishMessages as Record<string, string>), ...spanish } as Messages);
    bound().fire('notification:new', { id: 'n-2', title: 'Something new', message: 'Said by the server' });
    expect(useNotifications.getState().toasts.map((t) => [t.title, t.message])).toEqual([['Something new', 'Said by the server']]);
  });
});
