// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-provider';
import { useLanguage } from '../../stores/language';
import { useSession } from '../../stores/session';
import { buildQuest, buildUser, renderAt, setUpPageTests } from '../../testing/test-utils';
import { QuestList } from './quest-list';

const quests = [
  buildQuest({ id: 'q1', kind: 'PROBLEMS_SOLVED', name: 'Problem Solver', description: 'Solve 10 problems correctly', targetValue: 10 }),
  buildQuest({ id: 'q2', kind: 'TOPIC_PROBLEMS', name: 'Topic Explorer', description: 'Solve 6 Fractions problems', topic: 'Fractions', targetValue: 6, difficulty: 'MEDIUM' }),
];

describe('daily quests in the reader’s language', () => {
  setUpPageTests();
  afterEach(() => useLanguage.setState({ locale: 'en' }));

  function show(locale: 'en' | 'es-US') {
    useSession.setState({ user: buildUser({ language: locale }), isLoading: false, isInitialized: true });
    useLanguage.setState({ locale });
    renderAt(
      <I18nProvider>
        <QuestList quests={quests} />
      </I18nProvider>,
      '/home',
    );
  }

  it('reads as the server words them in English', async () => {
    show('en');
    expect((await screen.findByTestId('quest-q1')).textContent).toContain('Problem SolverEasySolve 10 problems correctly');
    expect(screen.getByTestId('quest-q2').querySelector('.quest__text')!.textContent).toBe('Solve 6 Fractions problems');
  });

  it('is worded in Spanish from kind and target, the topic worded from the topic table and marked as a topic', async () => {
    show('es-US');
    expect((await screen.findByTestId('quest-q1')).textContent).toContain('A resolver problemas');
    expect(screen.getByText('Resuelve bien 10 problemas')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Avance de Explora un tema' })).toBeTruthy();
    const text = screen.getByTestId('quest-q2').querySelector('.quest__text')!;
    expect(text.textContent).toBe('Resuelve 6 problemas de Fracciones');
    expect(text.querySelector('.quest__topic')!.textContent).toBe('Fracciones');
  });
});
