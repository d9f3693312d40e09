// @vitest-environment jsdom
import { configure, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { useLanguage } from '../../../stores/language';
import { useSession } from '../../../stores/session';
import { buildUser, jsonResponse, renderAt, setUpPageTests } from '../../../testing/test-utils';
import LoginCardsPage from './login-cards-page';

configure({ asyncUtilTimeout: 10_000 });

const roster = {
  classroomId: 'c1',
  classroomName: 'Room 4',
  signInCode: { code: 'BCDF-GHJK', enabled: true },
  students: [{ id: 's1', givenName: 'Maya', familyName: 'Kim', listName: 'Maya K.', grade: 5, username: 'mayak42', secret: 'sunny otter 42', createdAt: '2026-01-01T00:00:00.000Z', language: 'es-US' }],
};

const renderCards = (locale: 'en' | 'es-US') => {
  useSession.setState({ user: buildUser({ role: 'TEACHER', language: locale }), isLoading: false, isInitialized: true });
  useLanguage.setState({ locale });
  return renderAt(
    <I18nProvider>
      <Routes>
        <Route path="/teacher/classrooms/:id/cards" element={<LoginCardsPage />} />
      </Routes>
    </I18nProvider>,
    '/teacher/classrooms/c1/cards',
  );
};

describe('the printable login cards', () => {
  const fetchMock = setUpPageTests();
  afterEach(() => useLanguage.setState({ locale: 'en' }));

  it("are in the teacher's language: English", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: roster }));
    renderCards('en');
    const card = await screen.findByRole('article', { name: 'Login card of Maya K.' });
    expect(within(card).getAllByRole('term').map((e) => e.textContent)).toEqual(['Class code', 'Username', 'Secret']);
    expect(within(card).getByText(/Sign in at/).textContent).toBe(`Sign in at ${window.location.origin}/login/class-code`);
  });

  it("are in the teacher's language: Spanish", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: roster }));
    renderCards('es-US');
    expect(await screen.findByRole('heading', { name: 'Tarjetas de acceso: Room 4' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Tarjeta de acceso de Maya K.' });
    expect(within(card).getAllByRole('term').map((e) => e.textContent)).toEqual(['Código de la clase', 'Usuario', 'Clave']);
    expect(within(card).getByText(/Entra en/).textContent).toBe(`Entra en ${window.location.origin}/login/class-code`);
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeTruthy();
  });
});
