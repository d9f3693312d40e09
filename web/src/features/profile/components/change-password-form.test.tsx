// @vitest-environment jsdom
import type { User } from '@mathquest/contracts';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { apiStub, failure, okData } from '../../../testing/area-fixtures';
import { buildStudentProfile, buildUser, renderPageAt, setUpPageTests } from '../../../testing/test-utils';
import ProfilePage from './profile-page';

vi.mock('../../../lib/socket', () => ({ connectSocket: vi.fn(), disconnectSocket: vi.fn() }));

// Waits with room to spare: re-renders can be slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const CHANGE = 'POST /api/auth/password';
const student = () => buildUser({ studentProfile: buildStudentProfile() });
/** Signs a user in without a stored token, so the page's refresh of /me is a no-op. */
const signIn = (user: User) => useSession.setState({ user, isLoading: false, isInitialized: true });

async function fillAndSend(current: string, next: string, confirm: string) {
  const user = userEvent.setup({ delay: null });
  const form = screen.getByRole('region', { name: 'Change password' });
  await user.type(within(form).getByLabelText('Current password'), current);
  await user.type(within(form).getByLabelText('New password'), next);
  await user.type(within(form).getByLabelText('Confirm new password'), confirm);
  await user.click(within(form).getByRole('button', { name: 'Change Password' }));
  return form;
}

describe("/profile: 'Change password'", { timeout: 30_000 }, () => {
  const fetchMock = setUpPageTests();

  it.each([
    ['a student', student()],
    ['a parent', buildUser({ role: 'PARENT', studentProfile: null })],
    ['a teacher', buildUser({ role: 'TEACHER', studentProfile: null })],
  ])('is offered to %s, with labelled fields', (_who, user) => {
    signIn(user);
    renderPageAt('/profile', <ProfilePage />);
    const form = screen.getByRole('region', { name: 'Change password' });
    expect(within(form).getByLabelText('Current password').getAttribute('type')).toBe('password');
    expect(within(form).getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');
    expect(within(form).getByLabelText('Confirm new password')).toBeTruthy();
  });

  it('changes the password, says how many other sessions were signed out and empties the fields', async () => {
    signIn(student());
    let ended = 2;
    const stub = apiStub({ [CHANGE]: () => okData({ passwordChanged: true, otherSessionsEnded: ended }) });
    fetchMock.mockImplementation(stub.fetchImpl);
    renderPageAt('/profile', <ProfilePage />);
    const form = await fillAndSend('old password', 'a new passphrase', 'a new passphrase');
    expect(await within(form).findByText('Password changed. 2 other sessions were signed out.')).toBeTruthy();
    expect(within(form).getByRole('status').textContent).toBe('Password changed. 2 other sessions were signed out.');
    expect(stub.bodiesOf(CHANGE)).toEqual([{ currentPassword: 'old password', newPassword: 'a new passphrase' }]);
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect((within(form).getByLabelText(label) as HTMLInputElement).value).toBe('');
    }
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(useSession.getState().user).not.toBeNull();
    ended = 1;
    await fillAndSend('a new passphrase', 'another passphrase', 'another passphrase');
    expect(await within(form).findByText('Password changed. 1 other session was signed out.')).toBeTruthy();
    ended = 0;
    await fillAndSend('another passphrase', 'a third passphrase', 'a third passphrase');
    expect(await within(form).findByText('Password changed. No other sessions were signed out.')).toBeTruthy();
  });

  it("shows the server's refusal in an alert", async () => {
    signIn(buildUser({ role: 'PARENT', studentProfile: null }));
    let answer = () => failure(400, 'INVALID_CREDENTIALS', 'Your current password is incorrect');
    fetchMock.mockImplementation(apiStub({ [CHANGE]: () => answer() }).fetchImpl);
    renderPageAt('/profile', <ProfilePage />);
    const form = await fillAndSend('not my password', 'a new passphrase', 'a new passphrase');
    expect((await within(form).findByRole('alert')).textContent).toBe('Your current password is incorrect');
    expect(within(form).getByRole('status').textContent).toBe('');
    answer = () => failure(400, 'VALIDATION_ERROR', 'The new password must differ from the current one');
    const user = userEvent.setup({ delay: null });
    for (const label of ['Current password', 'New password', 'Confirm new password']) await user.clear(within(form).getByLabelText(label));
    await fillAndSend('same passphrase', 'same passphrase', 'same passphrase');
    expect(await within(form).findByText('The new password must differ from the current one')).toBeTruthy();
  });

  it("checks in the browser that the passwords match and are long enough, sending nothing until they do", async () => {
    signIn(student());
    const stub = apiStub({ [CHANGE]: () => okData({ passwordChanged: true, otherSessionsEnded: 0 }) });
    fetchMock.mockImplementation(stub.fetchImpl);
    renderPageAt('/profile', <ProfilePage />);
    const form = await fillAndSend('old password', 'a new passphrase', 'a new passphrasf');
    expect(within(form).getByRole('alert').textContent).toBe('Passwords do not match');
    const user = userEvent.setup({ delay: null });
    for (const label of ['Current password', 'New password', 'Confirm new password']) await user.clear(within(form).getByLabelText(label));
    await fillAndSend('old password', 'short', 'short');
    expect(within(form).getByRole('alert').textContent).toBe('Password must be at least 8 characters');
    expect(stub.bodiesOf(CHANGE)).toEqual([]);
  });

  it("reads 'Changing Password...' and cannot be sent twice while the server answers", async () => {
    signIn(buildUser({ role: 'TEACHER', studentProfile: null }));
    let answer: (r: Response) => void = () => undefined;
    const stub = apiStub({ [CHANGE]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    fetchMock.mockImplementation(stub.fetchImpl);
    renderPageAt('/profile', <ProfilePage />);
    const form = await fillAndSend('old password', 'a new passphrase', 'a new passphrase');
    const busy = await within(form).findByRole('button', { name: 'Changing Password...' });
    expect(busy).toHaveProperty('disabled', true);
    expect(form.querySelector('form')?.getAttribute('aria-busy')).toBe('true');
    await userEvent.setup({ delay: null }).click(busy);
    expect(stub.bodiesOf(CHANGE)).toHaveLength(1);
    answer(await okData({ passwordChanged: true, otherSessionsEnded: 3 }));
    expect(await within(form).findByText('Password changed. 3 other sessions were signed out.')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Change Password' })).toHaveProperty('disabled', false);
  });
});
