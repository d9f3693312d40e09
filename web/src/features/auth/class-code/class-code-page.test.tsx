// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { useLanguage } from '../../../stores/language';
import { useSession } from '../../../stores/session';
import { buildUser, jsonResponse, renderAt, renderPageAt, setUpPageTests } from '../../../testing/test-utils';
import ClassCodePage from './class-code-page';

vi.mock('../../../lib/socket', () => ({ connectSocket: vi.fn(), disconnectSocket: vi.fn() }));

const renderPage = () => renderPageAt('/login/class-code', <ClassCodePage />, { '/home': <p>home</p>, '/login': <p>login</p> });
const classList = { classroomName: 'Room 4', students: [{ id: 's1', listName: 'Ava B.' }, { id: 's2', listName: 'Maya K.' }] };
/** The help text a field's input is described by (aria-describedby), as a screen reader reads it. */
const helpOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe("'Sign in with a class code'", () => {
  const fetchMock = setUpPageTests();
  beforeEach(() => useSession.setState({ isLoading: false, isInitialized: true }));

  it('goes code → name → secret, sends what was picked and typed, then goes to /home', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, data: classList }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, data: { user: buildUser({ id: 's2' }), accessToken: 'A', refreshToken: 'R' } }));
    renderPage();
    const user = userEvent.setup();
    // Focus moves in an effect after the render that shows each step: waited for, not assumed at once.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Class code')));
    await user.keyboard('abcd 2345{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Room 4: who are you?' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({ code: 'abcd 2345' });
    expect(screen.getAllByRole('button', { name: /\.$/ }).map((b) => b.textContent)).toEqual(['Ava B.', 'Maya K.']);
    await user.click(screen.getByRole('button', { name: 'Maya K.' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Hello, Maya K.!' })));
    expect(helpOf(screen.getByLabelText('Your secret'))).toBe('The words and the number on your card, like: sunny otter 42.');
    await user.type(screen.getByLabelText('Your secret'), 'sunny otter 42{Enter}');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/home'));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/auth/class-code/login');
    expect(JSON.parse(String(init.body))).toEqual({ code: 'abcd 2345', studentId: 's2', secret: 'sunny otter 42' });
  });

  it("shows the server's one message for a code that does not work, and a wrong secret's message without a refresh", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { success: false, error: { code: 'NOT_FOUND', message: 'That class code does not work. Check it with your teacher.' } }));
    renderPage();
    const user = userEvent.setup();
    await user.keyboard('zzzz{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('That class code does not work. Check it with your teacher.');

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, data: classList }));
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { success: false, error: { code: 'INVALID_CREDENTIALS', message: 'That secret is not right. Try again, or ask your teacher.' } }));
    await user.click(screen.getByTestId('class-code-submit'));
    await user.click(await screen.findByRole('button', { name: 'Ava B.' }));
    await user.type(screen.getByLabelText('Your secret'), 'wrong 10{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('That secret is not right. Try again, or ask your teacher.');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.getByTestId('location').textContent).toBe('/login/class-code');
  });

  describe('in US Spanish', () => {
    afterEach(() => useLanguage.setState({ locale: 'en' }));

    it('words every step, and a wrong code and a wrong secret by their codes, in Spanish', async () => {
      useLanguage.setState({ locale: 'es-US' });
      fetchMock.mockResolvedValueOnce(jsonResponse(404, { success: false, error: { code: 'NOT_FOUND', message: 'That class code does not work. Check it with your teacher.' } }));
      fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, data: classList }));
      fetchMock.mockResolvedValueOnce(jsonResponse(401, { success: false, error: { code: 'INVALID_CREDENTIALS', message: 'That secret is not right. Try again, or ask your teacher.' } }));
      renderAt(
        <I18nProvider>
          <Routes>
            <Route path="/login/class-code" element={<ClassCodePage />} />
          </Routes>
        </I18nProvider>,
        '/login/class-code',
      );
      const user = userEvent.setup();
      expect(await screen.findByRole('heading', { name: 'Entrar con el código de la clase' })).toBeTruthy();
      await user.type(screen.getByLabelText('Código de la clase'), 'zzzz{Enter}');
      expect((await screen.findByRole('alert')).textContent).toBe('Ese código de clase no funciona. Revísalo con tu maestro o maestra.');
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
      expect(await screen.findByRole('heading', { name: 'Room 4: ¿quién eres?' })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Ava B.' }));
      expect(screen.getByRole('heading', { name: '¡Hola, Ava B.!' })).toBeTruthy();
      // A Spanish class's secrets are Spanish words, noun first: so is the example.
      expect(helpOf(screen.getByLabelText('Tu clave secreta'))).toBe('Las palabras y el número de tu tarjeta, por ejemplo: nutria feliz 42.');
      await user.type(screen.getByLabelText('Tu clave secreta'), 'wrong 10{Enter}');
      expect((await screen.findByRole('alert')).textContent).toBe('Esa clave secreta no es correcta. Inténtalo de nuevo o pregúntale a tu maestro o maestra.');
      expect(screen.getByRole('button', { name: 'No soy yo' })).toBeTruthy();
      expect(document.documentElement.lang).toBe('es-US');
    });
  });
});
