// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { buildUser, jsonResponse, renderPageAt, setUpPageTests } from '../../../testing/test-utils';
import LoginPage from './login-page';

vi.mock('../../../lib/socket', () => ({ connectSocket: vi.fn(), disconnectSocket: vi.fn() }));

const renderPage = () => renderPageAt('/login', <LoginPage />, { '/home': <p>home</p> });

async function logIn(email = 'kid@example.com', password = 'Password1') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByTestId('login-submit'));
  return user;
}

describe('login page', () => {
  const fetchMock = setUpPageTests();
  beforeEach(() => useSession.setState({ isLoading: false, isInitialized: true }));

  it('lists the student and parent demo accounts in the hint box', () => {
    renderPage();
    const hint = screen.getByRole('complementary', { name: 'Demo accounts' });
    const items = within(hint).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Student: student@mathquest.demo / Demo1234!', 'Parent: parent@mathquest.demo / Demo1234!']);
  });

  it('has labelled email and password fields and a link to /register', () => {
    renderPage();
    expect((screen.getByLabelText('Email') as HTMLInputElement).type).toBe('email');
    expect((screen.getByLabelText('Password') as HTMLInputElement).type).toBe('password');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
  });

  it("reads 'Logging in...' and is disabled while busy, sends the credentials, then goes to /home", async () => {
    let resolve!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    renderPage();
    const button = screen.getByTestId('login-submit') as HTMLButtonElement;
    expect(button.textContent).toBe('Log In');
    await logIn();
    expect(button.textContent).toBe('Logging in...');
    expect(button.disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'kid@example.com', password: 'Password1' });
    resolve(jsonResponse(200, { success: true, data: { user: buildUser(), accessToken: 'A', refreshToken: 'R' } }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/home'));
  });

  it("shows the server's message on failure and the button is usable again", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { success: false, error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } }));
    renderPage();
    await logIn('kid@example.com', 'wrong-pass');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid email or password');
    // Screen readers hear the error with the form; the child can try again at once.
    expect(alert.closest('form')?.getAttribute('aria-describedby')).toBe(alert.id);
    const button = screen.getByTestId('login-submit') as HTMLButtonElement;
    expect(button.textContent).toBe('Log In');
    expect(button.disabled).toBe(false);
    expect(screen.getByTestId('location').textContent).toBe('/login');
    // A 401 here means wrong credentials: no token refresh is attempted.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows a locked account’s 429: how long to wait and who can unlock it', async () => {
    const message = 'Too many wrong passwords. Try again in 12 minutes, or ask your teacher or parent to unlock your account.';
    fetchMock.mockResolvedValueOnce(jsonResponse(429, { success: false, error: { code: 'RATE_LIMITED', message } }));
    renderPage();
    await logIn();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect((screen.getByTestId('login-submit') as HTMLButtonElement).disabled).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a response without a message', () => Promise.resolve(new Response('Bad gateway', { status: 502 }))],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])("shows 'Login failed' after %s", async (_what, reply) => {
    fetchMock.mockImplementationOnce(reply);
    renderPage();
    await logIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed');
    expect(screen.queryByText(/Failed to fetch|Bad gateway/)).toBeNull();
  });
});
