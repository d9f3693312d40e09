// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { buildUser, jsonResponse, renderPageAt, setUpPageTests } from '../../../testing/test-utils';
import RegisterPage from './register-page';

vi.mock('../../../lib/socket', () => ({ connectSocket: vi.fn(), disconnectSocket: vi.fn() }));

const renderPage = () => renderPageAt('/register', <RegisterPage />, { '/home': <p>home</p> });

const KID_YEAR = String(new Date().getUTCFullYear() - 10);

async function fill(over: Partial<Record<'email' | 'username' | 'display' | 'password' | 'confirm' | 'year', string>> = {}) {
  // No pause between keystrokes: typing five fields key by key outlasted the test timeout on a busy machine.
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Email'), over.email ?? 'kid@example.com');
  await user.type(screen.getByLabelText('Username'), over.username ?? 'kid_1');
  await user.type(screen.getByLabelText('Display name'), over.display ?? 'Kid');
  await user.type(screen.getByLabelText('Password'), over.password ?? 'Password1');
  await user.type(screen.getByLabelText('Confirm password'), over.confirm ?? 'Password1');
  const year = screen.queryByLabelText('Year you were born');
  if (year && over.year !== '') await user.selectOptions(year, over.year ?? KID_YEAR);
  return user;
}

describe('register form', () => {
  const fetchMock = setUpPageTests();
  beforeEach(() => useSession.setState({ isLoading: false, isInitialized: true }));

  it('offers Student and Parent (default Student) and grades 4-8 (default 5) only for students', async () => {
    renderPage();
    const role = screen.getByLabelText('I am a') as HTMLSelectElement;
    expect(role.value).toBe('STUDENT');
    expect([...role.options].map((o) => o.textContent)).toEqual(['Student', 'Parent']);
    const grade = screen.getByLabelText('Grade level') as HTMLSelectElement;
    expect(grade.value).toBe('5');
    expect([...grade.options].map((o) => o.value)).toEqual(['4', '5', '6', '7', '8']);
    expect((screen.getByLabelText('Email') as HTMLInputElement).type).toBe('email');
    await userEvent.setup().selectOptions(role, 'PARENT');
    expect(screen.queryByLabelText('Grade level')).toBeNull();
  });

  it("shows 'Passwords do not match' without calling the server", async () => {
    renderPage();
    const user = await fill({ confirm: 'Password2' });
    await user.click(screen.getByTestId('register-submit'));
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Password must be at least 8 characters'", async () => {
    renderPage();
    const user = await fill({ password: 'short', confirm: 'short' });
    await user.click(screen.getByTestId('register-submit'));
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 8 characters');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reads 'Creating Account...' while busy, sends grade and time zone, then goes to /home", async () => {
    let resolve!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    renderPage();
    const user = await fill();
    await user.click(screen.getByTestId('register-submit'));
    const button = screen.getByTestId('register-submit') as HTMLButtonElement;
    expect(button.textContent).toBe('Creating Account...');
    expect(button.disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/register');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ role: 'STUDENT', email: 'kid@example.com', username: 'kid_1', displayName: 'Kid', gradeLevel: 5, birthYear: Number(KID_YEAR), password: 'Password1', confirmPassword: 'Password1' });
    expect(typeof body.timeZone).toBe('string');
    resolve(jsonResponse(201, { success: true, data: { user: buildUser(), accessToken: 'A', refreshToken: 'R' } }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/home'));
  });

  it("words a known refusal from the catalogue, shows an unknown one's message as it comes, else 'Registration failed'", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { success: false, error: { code: 'USERNAME_TAKEN', message: 'That username is taken', field: 'username' } }));
    renderPage();
    const user = await fill();
    await user.click(screen.getByTestId('register-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('This username is already taken');

    fetchMock.mockResolvedValueOnce(jsonResponse(400, { success: false, error: { code: 'VALIDATION_ERROR', message: 'Username must be 3 to 20 characters: letters, digits or _' } }));
    fireEvent.submit(screen.getByTestId('register-submit').closest('form')!);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Username must be 3 to 20 characters: letters, digits or _'));

    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 500 }));
    fireEvent.submit(screen.getByTestId('register-submit').closest('form')!);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Registration failed'));
  });

  it('a parent is registered without a grade level', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { success: true, data: { user: buildUser({ role: 'PARENT' }), accessToken: 'A', refreshToken: 'R' } }));
    renderPage();
    await userEvent.setup().selectOptions(screen.getByLabelText('I am a'), 'PARENT');
    const user = await fill();
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1].body));
    expect(body.role).toBe('PARENT');
    expect('gradeLevel' in body).toBe(false);
    expect('birthYear' in body).toBe(false);
  });

  it('asks a student for the year they were born, with no year chosen for them, and says so when none is chosen', async () => {
    renderPage();
    const year = screen.getByLabelText('Year you were born') as HTMLSelectElement;
    expect(year.value).toBe('');
    expect(year.getAttribute('aria-describedby')).toBe('reg-birth-year-help');
    expect(year.options.length).toBeGreaterThan(10);
    const user = await fill({ year: '' });
    await user.click(screen.getByTestId('register-submit'));
    expect(screen.getByRole('alert').textContent).toBe('Please choose the year you were born');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('I am a'), 'PARENT');
    expect(screen.queryByLabelText('Year you were born')).toBeNull();
  });
});
