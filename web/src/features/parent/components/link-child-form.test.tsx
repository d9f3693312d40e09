// @vitest-environment jsdom
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../../stores/session';
import { apiStub, buildChild, failure, okData } from '../../../testing/area-fixtures';
import { buildStudentProfile, buildUser, renderPageAt, setUpPageTests } from '../../../testing/test-utils';
import ParentHomePage from './parent-home-page';

// Waits with room to spare: re-renders can be slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const signInParent = () => useSession.setState({ user: buildUser({ role: 'PARENT', profile: { displayName: 'Pat', username: 'pat' } }), isLoading: false, isInitialized: true });
const ben = buildChild();
const mia = buildChild({ id: 'k2', profile: { displayName: 'Mia Lee', username: 'mia' }, studentProfile: buildStudentProfile({ gradeLevel: 7 }) });
const LINK = 'POST /api/auth/children/link';
/** Answers the child card's own calls (report, assignments) so the page settles. */
const childCalls = (ids: string[]) =>
  Object.fromEntries(ids.flatMap((id) => [[`GET /api/game/children/${id}/report`, () => new Promise<Response>(() => undefined)], [`GET /api/teacher/children/${id}/assignments`, () => okData([])]]));

async function fillAndSend(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  const form = await screen.findByRole('region', { name: 'Link a child' });
  await user.type(within(form).getByLabelText("Child's email"), email);
  await user.type(within(form).getByLabelText("Child's password"), password);
  await user.click(within(form).getByRole('button', { name: 'Link Child' }));
  return form;
}

describe("parent dashboard: 'Link a child'", { timeout: 30_000 }, () => {
  const fetchMock = setUpPageTests();

  it('links a child by email and password, announces it and shows the new child in the list', async () => {
    signInParent();
    const stub = apiStub({ 'GET /api/auth/children': () => okData({ children: [] }), [LINK]: () => okData({ children: [mia] }), ...childCalls(['k2']) });
    fetchMock.mockImplementation(stub.fetchImpl);
    renderPageAt('/dashboard', <ParentHomePage />);
    expect(await screen.findByText("No linked student accounts yet. Once you link your child's account, their progress shows here.")).toBeTruthy();
    const form = await fillAndSend('  mia@example.com ', 'secret pass');
    expect(within(await screen.findByTestId('child-k2')).getByRole('heading', { name: 'Mia Lee' })).toBeTruthy();
    expect(within(form).getByRole('status').textContent).toBe('Mia Lee is now linked. Their progress shows in the list above.');
    expect(stub.bodiesOf(LINK)).toEqual([{ email: 'mia@example.com', password: 'secret pass' }]);
    expect((within(form).getByLabelText("Child's email") as HTMLInputElement).value).toBe('');
    expect((within(form).getByLabelText("Child's password") as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is offered beside linked children too, and adds the new one to them', async () => {
    signInParent();
    fetchMock.mockImplementation(apiStub({ 'GET /api/auth/children': () => okData({ children: [ben] }), [LINK]: () => okData({ children: [ben, mia] }), ...childCalls(['k1', 'k2']) }).fetchImpl);
    renderPageAt('/dashboard', <ParentHomePage />);
    await screen.findByTestId('child-k1');
    await fillAndSend('mia@example.com', 'secret pass');
    await screen.findByTestId('child-k2');
    expect(screen.getByTestId('child-k1')).toBeTruthy();
  });

  it('says so when the account was linked already (the server changes nothing)', async () => {
    signInParent();
    fetchMock.mockImplementation(apiStub({ 'GET /api/auth/children': () => okData({ children: [ben] }), [LINK]: () => okData({ children: [ben] }), ...childCalls(['k1']) }).fetchImpl);
    renderPageAt('/dashboard', <ParentHomePage />);
    await screen.findByTestId('child-k1');
    const form = await fillAndSend('ben@example.com', 'secret pass');
    expect(await within(form).findByText('This student account is already linked.')).toBeTruthy();
    expect(screen.getAllByTestId(/^child-k/)).toHaveLength(1);
  });

  it("shows the server's refusal in an alert and keeps the list as it was", async () => {
    signInParent();
    fetchMock.mockImplementation(
      apiStub({ 'GET /api/auth/children': () => okData({ children: [ben] }), [LINK]: () => failure(400, 'INVALID_CREDENTIALS', 'No student account matches this email and password'), ...childCalls(['k1']) }).fetchImpl,
    );
    renderPageAt('/dashboard', <ParentHomePage />);
    const form = await fillAndSend('nobody@example.com', 'wrong pass');
    expect((await within(form).findByRole('alert')).textContent).toBe('No student account matches this email and password');
    expect(within(form).getByRole('status').textContent).toBe('');
    expect(within(form).getByRole('button', { name: 'Link Child' })).toHaveProperty('disabled', false);
    expect(screen.getAllByRole('listitem').filter((li) => li.dataset.testid?.startsWith('child-'))).toHaveLength(1);
  });

  it('shows the 5-student limit and a rate limit as the server words them', async () => {
    signInParent();
    let answer = () => failure(409, 'CHILD_LIMIT_REACHED', 'A family can link at most 5 student accounts');
    fetchMock.mockImplementation(apiStub({ 'GET /api/auth/children': () => okData({ children: [] }), [LINK]: () => answer() }).fetchImpl);
    renderPageAt('/dashboard', <ParentHomePage />);
    const form = await fillAndSend('mia@example.com', 'secret pass');
    expect((await within(form).findByRole('alert')).textContent).toBe('A family can link at most 5 student accounts');
    answer = () => failure(429, 'RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.');
    await userEvent.setup({ delay: null }).click(within(form).getByRole('button', { name: 'Link Child' }));
    expect(await within(form).findByText('Too many attempts. Please wait a minute and try again.')).toBeTruthy();
  });

  it("reads 'Linking...' and cannot be sent twice while the server answers", async () => {
    signInParent();
    let answer: (r: Response) => void = () => undefined;
    const stub = apiStub({ 'GET /api/auth/children': () => okData({ children: [] }), [LINK]: () => new Promise<Response>((resolve) => (answer = resolve)), ...childCalls(['k2']) });
    fetchMock.mockImplementation(stub.fetchImpl);
    renderPageAt('/dashboard', <ParentHomePage />);
    const form = await fillAndSend('mia@example.com', 'secret pass');
    const busy = await within(form).findByRole('button', { name: 'Linking...' });
    expect(busy).toHaveProperty('disabled', true);
    expect(form.querySelector('form')?.getAttribute('aria-busy')).toBe('true');
    await userEvent.setup({ delay: null }).click(busy);
    expect(stub.bodiesOf(LINK)).toHaveLength(1);
    answer(await okData({ children: [mia] }));
    expect(await within(form).findByRole('button', { name: 'Link Child' })).toHaveProperty('disabled', false);
    await screen.findByTestId('child-k2');
  });

  it('gives way to the limit once 5 students are linked', async () => {
    signInParent();
    const five = [1, 2, 3, 4, 5].map((n) => buildChild({ id: `k${n}`, profile: { displayName: `Kid ${n}`, username: `kid${n}` } }));
    fetchMock.mockImplementation(apiStub({ 'GET /api/auth/children': () => okData({ children: five }), ...childCalls(five.map((c) => c.id)) }).fetchImpl);
    renderPageAt('/dashboard', <ParentHomePage />);
    const region = await screen.findByRole('region', { name: 'Link a child' });
    expect(within(region).getByTestId('link-child-full').textContent).toBe('A family can link at most 5 student accounts.');
    expect(within(region).queryByRole('button')).toBeNull();
  });
});
